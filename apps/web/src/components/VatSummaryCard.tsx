import type { VatSummary } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPercent } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { vatRows } from '../lib/vat';
import { SideCard, SideEmpty, SideRow, SideRows } from './SideCard';

/**
 * One block per VAT rate: total excluding VAT, VAT and total including VAT (document 3, VAT card), in the texts of the
 * screen's namespace (`vat.title`, `vat.empty`, `vat.rate`, `vat.excl`, `vat.vat`, `vat.incl`).
 */
export function VatSummaryCard({
  vatSummaries,
  ns = 'analytics',
}: {
  vatSummaries: VatSummary[];
  ns?: 'analytics' | 'shifts';
}) {
  const { t, i18n } = useTranslation(ns as 'analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
  return (
    <SideCard id="vat-card-title" title={t('vat.title')} testId="vat-card">
      {vatSummaries.length === 0 ? (
        <SideEmpty>{t('vat.empty')}</SideEmpty>
      ) : (
        vatSummaries.map((v) => (
          <div key={v.vatBasePercent} className="vat-block" data-testid={`vat-${v.vatBasePercent}`}>
            <div className="vat-block__rate">{t('vat.rate', { rate: formatPercent(v.vatBasePercent, lng) })}</div>
            <SideRows>
              {vatRows(v, t).map((row) => (
                <SideRow key={row.id} label={row.label} strong={row.total}>
                  {formatAmount(row.amount, lng)}
                </SideRow>
              ))}
            </SideRows>
          </div>
        ))
      )}
    </SideCard>
  );
}
