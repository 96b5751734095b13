import type { AccountCorrection } from '@comptoir/shared';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime, formatQuantity } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PayTypeTag } from '../../analytics';

/**
 * The corrections of a closed ticket (issue 21, docs/decisions.md 67): each is a ticket of its own, made in the shift
 * open at the time, with when, who and why, the lines it cancels (negative), its refunds and its total, and a link to
 * its own summary. The original above stays as it was registered.
 */
export function CorrectionsCard({ corrections, timeZone }: { corrections: AccountCorrection[]; timeZone?: string }) {
  const { t, i18n } = useTranslation(['accounts', 'analytics']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  return (
    <section className="card corrections-card" aria-labelledby="corrections-title" data-testid="corrections-card">
      <h2 id="corrections-title" className="corrections-card__title">
        {t('corrections.card.title', { count: corrections.length })}
      </h2>
      <p className="corrections-card__subtitle">{t('corrections.card.subtitle')}</p>
      <ol className="corrections">
        {corrections.map((c) => (
          <li key={c.clientAccountId} className="correction" data-testid={`correction-${c.clientAccountId}`}>
            <div className="correction__head">
              <Link
                to={`/account-summary/${c.clientAccountId}`}
                className="history-link correction__ticket"
                aria-label={t('corrections.card.open', { id: c.clientAccountId })}
              >
                {t('corrections.card.ticket', { id: c.clientAccountId })}
              </Link>
              <span className="correction__when">
                {t('corrections.card.when', {
                  when: formatDateTime(c.at, lng, timeZone),
                  user: c.user?.username ?? '–',
                })}
              </span>
              <span
                className={`correction__total${c.total < 0 ? ' history-negative' : ''}`}
                data-testid={`correction-${c.clientAccountId}-total`}
              >
                <span className="sr-only">{t('corrections.card.total')} </span>
                {formatAmount(c.total, lng)}
              </span>
            </div>
            <p className="correction__reason" data-testid={`correction-${c.clientAccountId}-reason`}>
              <Tag severity="warning" value={t(`corrections.reasons.${c.reason}`)} />
              {c.note && <span className="correction__note">{c.note}</span>}
            </p>
            <div className="correction__parts">
              <div>
                <h3 className="correction__subtitle">{t('corrections.card.products')}</h3>
                {c.orderedProducts.length === 0 ? (
                  <p className="history-muted correction__none">{t('corrections.card.noProducts')}</p>
                ) : (
                  <ul className="correction__rows">
                    {c.orderedProducts.map((l) => (
                      <li key={l.orderedProductId}>
                        <span className="correction__name">
                          {formatQuantity(l.units, lng)} × {l.product.name}
                        </span>
                        <span className={l.chargedPriceVatIncl < 0 ? 'history-negative' : undefined}>
                          {formatAmount(l.chargedPriceVatIncl, lng)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className="correction__subtitle">{t('corrections.card.payments')}</h3>
                <ul className="correction__rows">
                  {c.paymentTransactions.map((p) => (
                    <li key={p.paymentTransactionId} data-testid={`correction-payment-${p.paymentTransactionId}`}>
                      <span className="correction__name">
                        <PayTypeTag type={p.paymentType} />
                        {p.transactionType !== 'PAYMENT' && (
                          <span className="history-muted">{t(`analytics:transactionTypes.${p.transactionType}`)}</span>
                        )}
                      </span>
                      <span className={p.amountPaid < 0 ? 'history-negative' : undefined}>
                        {formatAmount(p.amountPaid, lng)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** On a correction ticket's own summary: which ticket it corrects (a link back) and why. */
export function CorrectionBanner({
  originalId,
  reason,
  note,
}: {
  originalId: number;
  reason: AccountCorrection['reason'];
  note: string | null;
}) {
  const { t } = useTranslation('accounts');
  return (
    <section className="card correction-banner" data-testid="correction-banner" role="note">
      <i className="pi pi-replay correction-banner__icon" aria-hidden="true" />
      <div>
        <h2 className="correction-banner__title">
          <Link to={`/account-summary/${originalId}`} className="history-link">
            {t('corrections.banner.title', { id: originalId })}
          </Link>
        </h2>
        <p className="correction-banner__text">
          {t('corrections.banner.reason', { reason: t(`corrections.reasons.${reason}`) })}
          {note ? ` · ${note}` : ''}
        </p>
        <p className="correction-banner__text history-muted">{t('corrections.banner.noActions')}</p>
      </div>
    </section>
  );
}
