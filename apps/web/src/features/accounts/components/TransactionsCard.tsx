import type { PaymentTransaction } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PayTypeTag } from '../../analytics/components/PayTypeTag';

/**
 * The account's payment transactions with edit (CASH and CARD only) and delete. Reversed ones stay listed, struck
 * through, so a change of type reads as what it is: the old transaction reversed and a new one.
 */
export function TransactionsCard({
  transactions,
  canCorrect,
  closed,
  timeZone,
  onEdit,
  onDelete,
}: {
  transactions: PaymentTransaction[];
  canCorrect: boolean;
  closed: boolean;
  timeZone?: string;
  onEdit: (payment: PaymentTransaction) => void;
  onDelete: (payment: PaymentTransaction) => void;
}) {
  const { t, i18n } = useTranslation(['accounts', 'analytics']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const tip = (text: string) => ({
    tooltip: text,
    tooltipOptions: { showOnDisabled: true, position: 'left' as const },
  });
  const noAbility = canCorrect ? null : t('analytics:orders.noCorrectAbility');

  return (
    <section className="card side-card" aria-labelledby="transactions-title" data-testid="transactions-card">
      <h2 id="transactions-title" className="side-card__title">
        {t('summary.transactions.title')}
      </h2>
      {transactions.length === 0 && <p className="side-card__empty">{t('summary.transactions.empty')}</p>}
      <ul className="transactions">
        {transactions.map((p) => {
          const editReason =
            noAbility ??
            (p.paymentType === 'CASH' || p.paymentType === 'CARD' ? null : t('summary.transactions.onlyCashCard'));
          const deleteReason = noAbility ?? (closed ? t('summary.transactions.closedNoDelete') : null);
          return (
            <li
              key={p.paymentTransactionId}
              className={`transactions__item${p.reversed ? ' transactions__item--reversed' : ''}`}
              data-testid={`transaction-${p.paymentTransactionId}`}
              data-type={p.paymentType}
              data-reversed={p.reversed}
            >
              <div className="transactions__main">
                <PayTypeTag type={p.paymentType} />
                <span className="transactions__amount">{formatAmount(p.amountPaid, lng)}</span>
                {p.amountReturned > 0 && (
                  <span className="history-muted">
                    {t('summary.transactions.returned', { amount: formatAmount(p.amountReturned, lng) })}
                  </span>
                )}
              </div>
              <div className="transactions__meta">
                <span>{formatDateTime(p.timestamp, lng, timeZone)}</span>
                {p.transactionType !== 'PAYMENT' && <span>{t(`analytics:transactionTypes.${p.transactionType}`)}</span>}
                {p.reversed && <span className="transactions__reversed">{t('summary.transactions.reversed')}</span>}
              </div>
              {!p.reversed && (
                <div className="transactions__actions">
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    rounded
                    text
                    size="small"
                    severity="secondary"
                    aria-label={t('summary.transactions.edit', { id: p.paymentTransactionId })}
                    disabled={editReason !== null}
                    {...(editReason ? tip(editReason) : {})}
                    onClick={() => onEdit(p)}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    rounded
                    text
                    size="small"
                    severity="danger"
                    aria-label={t('summary.transactions.delete', { id: p.paymentTransactionId })}
                    disabled={deleteReason !== null}
                    {...(deleteReason ? tip(deleteReason) : {})}
                    onClick={() => onDelete(p)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
