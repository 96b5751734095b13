import type { TotalData, VatSummary } from '@comptoir/shared';
import { classNames } from 'primereact/utils';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { vatRows } from '../../../lib/vat';
import { totalLines } from '../model';

/** Totals card: the same lines as the X and Z reports (totalLines), so they add up to the total of the sales. */
export function TotalsCard({ totalData, title }: { totalData: TotalData; title?: string }) {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  return (
    <section className="shift-card" aria-labelledby="totals-title" data-testid="totals-card">
      <h2 id="totals-title" className="shift-card__title">
        {title ?? t('totals.title')}
      </h2>
      <dl className="shift-rows">
        {totalLines(totalData).map(({ id, cents }) => (
          <div
            key={id}
            className={classNames('shift-rows__row', {
              'shift-rows__row--subtotal': id === 'paid',
              'shift-rows__row--owed': id === 'stillToPay',
              'shift-rows__row--total': id === 'grand',
            })}
            data-testid={`total-${id}`}
          >
            <dt>{t(`totals.${id}`)}</dt>
            <dd>{formatMoney(cents, lng)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** VAT card: one block per VAT percent with the total excluding VAT, the VAT and the total including VAT. */
export function VatCard({ vatSummaries }: { vatSummaries: VatSummary[] }) {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  return (
    <section className="shift-card" aria-labelledby="vat-title" data-testid="vat-card">
      <h2 id="vat-title" className="shift-card__title">
        {t('vat.title')}
      </h2>
      {vatSummaries.length === 0 && <p className="shift-card__empty">{t('vat.none')}</p>}
      {vatSummaries.map((v) => (
        <div key={v.vatBasePercent} className="shift-vat" data-testid="vat-block">
          <h3 className="shift-vat__rate">
            {t('vat.rate', { rate: formatNumber(v.vatBasePercent, lng, { maxDigits: 2 }) })}
          </h3>
          <dl className="shift-rows">
            {vatRows(v, t).map((row) => (
              <div key={row.id} className={row.total ? 'shift-rows__row shift-rows__row--total' : 'shift-rows__row'}>
                <dt>{row.label}</dt>
                <dd>{formatAmount(row.amount, lng)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
