import type { VatSummary } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { SideCard, SideEmpty, SideRow, SideRows } from '../../../components/SideCard';
import { formatAmount, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { vatRows } from '../../../lib/vat';

/** One block per VAT rate: total excluding VAT, VAT and total including VAT (document 3, VAT card). */
export function VatSummaryCard({ vatSummaries }: { vatSummaries: VatSummary[] }) {
  const { t, i18n } = useTranslation('analytics');
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
