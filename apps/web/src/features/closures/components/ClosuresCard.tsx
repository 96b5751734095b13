import { CLOSURE_KINDS, type Closure, type ClosureKindCode } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { DataTableExpandedRows } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { periodLabel, rateLabel, sortedRates } from '../model';
import { ClosureDetails } from './ClosureDetails';

/** A cell's value with its column's name before it, which only phones show (each row is a small card there). */
const Cell = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <span className="closure-cell__label">{label}</span>
    <span className="closure-cell__value">{children}</span>
  </>
);

/**
 * The closures of one kind (days by default), newest first: counts, the total, VAT per rate and the perpetual grand
 * totals; a row opens on its payments, tips, invoices and credit notes. On phones each row is a card.
 */
export function ClosuresCard({
  kind,
  onKind,
  closures,
  loading,
  timeZone,
}: {
  kind: ClosureKindCode;
  onKind: (kind: ClosureKindCode) => void;
  closures: Closure[];
  loading: boolean;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('closures');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const money = (cents: number) => formatMoney(cents, lng);
  const col = (key: 'period' | 'tickets' | 'corrections' | 'total' | 'vat' | 'grand' | 'absolute') =>
    t(`list.columns.${key}`);
  /** A figure's column: right-aligned, the cell naming its column too (the phone cards). */
  const figure = (key: Parameters<typeof col>[0], value: (c: Closure) => string, className?: string) => (
    <Column
      key={key}
      header={col(key)}
      className={className ? `num ${className}` : 'num'}
      body={(c: Closure) => <Cell label={col(key)}>{value(c)}</Cell>}
    />
  );
  const isOpen = (c: Closure) => Boolean(expanded[c.period]);
  const toggle = (c: Closure) =>
    setExpanded((rows) => {
      const next = { ...rows };
      if (next[c.period]) delete next[c.period];
      else next[c.period] = true;
      return next;
    });

  return (
    <ListCard
      id="closures-card"
      className="closures-card"
      title={t('list.count', { count: closures.length })}
      subtitle={t('list.grandHint')}
      tools={
        <SelectButton
          value={kind}
          options={CLOSURE_KINDS.map((k) => ({ label: t(`list.kinds.${k}`), value: k }))}
          allowEmpty={false}
          onChange={(e) => onKind(e.value as ClosureKindCode)}
          aria-label={t('list.kind')}
          data-testid="closures-kind"
        />
      }
    >
      <ListTable
        value={closures}
        dataKey="period"
        label={t('list.title')}
        loading={loading}
        className="closures-table"
        // Its phone cards are its own (closures.css: expandable rows, the labels in the cells).
        responsiveLayout="scroll"
        emptyMessage={t('list.empty')}
        expandedRows={expanded}
        onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
        rowExpansionTemplate={(c: Closure) => <ClosureDetails closure={c} timeZone={timeZone} />}
      >
        <Column
          header={col('period')}
          className="closure-cell--period"
          body={(c: Closure) => (
            <Button
              type="button"
              text
              size="small"
              className="closure-toggle"
              icon={isOpen(c) ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
              label={periodLabel(c.kind, c.period, lng)}
              aria-expanded={isOpen(c)}
              aria-label={t(isOpen(c) ? 'list.hideDetails' : 'list.showDetails', {
                period: periodLabel(c.kind, c.period, lng),
              })}
              onClick={() => toggle(c)}
            />
          )}
        />
        {figure('tickets', (c) => formatNumber(c.totals.tickets, lng))}
        {figure('corrections', (c) => formatNumber(c.totals.corrections, lng))}
        {figure('total', (c) => money(c.totals.total), 'closure-cell--total')}
        <Column
          header={col('vat')}
          className="closure-cell--vat"
          body={(c: Closure) => (
            <Cell label={col('vat')}>
              <span className="closure-vat">
                {sortedRates(Object.keys(c.totals.vat)).map((rate) => {
                  const v = c.totals.vat[rate]!;
                  return (
                    <span key={rate} className="closure-vat__line">
                      <span className="closure-vat__rate">{rateLabel(rate, lng)}</span>
                      {t('list.vatLine', { base: money(v.base), vat: money(v.vat) })}
                    </span>
                  );
                })}
                {Object.keys(c.totals.vat).length === 0 && '–'}
              </span>
            </Cell>
          )}
        />
        {figure('grand', (c) => money(c.grand.total), 'closure-cell--grand')}
        {figure('absolute', (c) => money(c.grand.absolute))}
      </ListTable>
    </ListCard>
  );
}
