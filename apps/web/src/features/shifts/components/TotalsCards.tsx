import type { TotalData, VatSummary } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const ROWS: [keyof TotalData, 'cash' | 'card' | 'bankTransfer' | 'offered' | 'credit' | 'error'][] = [
  ['totalCash', 'cash'],
  ['totalCard', 'card'],
  ['totalBankTransfer', 'bankTransfer'],
  ['totalOffered', 'offered'],
  ['totalCredit', 'credit'],
  ['totalError', 'error'],
];

/** Totals card: cash, card, bank transfer, offered, credit, error and the grand total. */
export function TotalsCard({ totalData, title }: { totalData: TotalData; title?: string }) {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  return (
    <section className="shift-card" aria-labelledby="totals-title" data-testid="totals-card">
      <h2 id="totals-title" className="shift-card__title">
        {title ?? t('totals.title')}
      </h2>
      <dl className="shift-rows">
        {ROWS.map(([key, label]) => (
          <div key={key} className="shift-rows__row" data-testid={`total-${label}`}>
            <dt>{t(`totals.${label}`)}</dt>
            <dd>{formatAmount(totalData[key], lng)}</dd>
          </div>
        ))}
        <div className="shift-rows__row shift-rows__row--total" data-testid="total-grand">
          <dt>{t('totals.grandTotal')}</dt>
          <dd>{formatAmount(totalData.total, lng)}</dd>
        </div>
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
            <div className="shift-rows__row">
              <dt>{t('vat.excl')}</dt>
              <dd>{formatAmount(v.totalVatExcl, lng)}</dd>
            </div>
            <div className="shift-rows__row">
              <dt>{t('vat.vat')}</dt>
              <dd>{formatAmount(v.totalVat, lng)}</dd>
            </div>
            <div className="shift-rows__row shift-rows__row--total">
              <dt>{t('vat.incl')}</dt>
              <dd>{formatAmount(v.totalVatIncl, lng)}</dd>
            </div>
          </dl>
        </div>
      ))}
    </section>
  );
}
