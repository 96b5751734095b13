import type { VatSummary } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** One block per VAT rate: total excluding VAT, VAT and total including VAT (document 3, VAT card). */
export function VatSummaryCard({ vatSummaries }: { vatSummaries: VatSummary[] }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
  return (
    <section className="card side-card" aria-labelledby="vat-card-title" data-testid="vat-card">
      <h2 id="vat-card-title" className="side-card__title">
        {t('vat.title')}
      </h2>
      {vatSummaries.length === 0 ? (
        <p className="side-card__empty">{t('vat.empty')}</p>
      ) : (
        vatSummaries.map((v) => (
          <div key={v.vatBasePercent} className="vat-block" data-testid={`vat-${v.vatBasePercent}`}>
            <div className="vat-block__rate">{t('vat.rate', { rate: formatPercent(v.vatBasePercent, lng) })}</div>
            <dl className="side-card__list">
              <div className="side-card__row">
                <dt>{t('vat.excl')}</dt>
                <dd>{formatAmount(v.totalVatExcl, lng)}</dd>
              </div>
              <div className="side-card__row">
                <dt>{t('vat.vat')}</dt>
                <dd>{formatAmount(v.totalVat, lng)}</dd>
              </div>
              <div className="side-card__row side-card__row--strong">
                <dt>{t('vat.incl')}</dt>
                <dd>{formatAmount(v.totalVatIncl, lng)}</dd>
              </div>
            </dl>
          </div>
        ))
      )}
    </section>
  );
}
