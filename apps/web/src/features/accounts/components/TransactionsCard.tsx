import type { PaymentTransaction } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { SideCard, SideEmpty } from '../../../components/SideCard';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PayTypeTag } from '../../analytics';

/**
 * The account's payment transactions with edit (CASH and CARD only) and delete. Reversed ones stay listed, struck
 * through, so a change of type reads as what it is: the old transaction reversed and a new one.
 */
export function TransactionsCard({
  transactions,
  refusal,
  closed,
  timeZone,
  onEdit,
  onDelete,
}: {
  transactions: PaymentTransaction[];
  /** Why no payment can be corrected here; null when they can. */
  refusal: string | null;
  closed: boolean;
  timeZone?: string;
  onEdit: (payment: PaymentTransaction) => void;
  onDelete: (payment: PaymentTransaction) => void;
}) {
  const { t, i18n } = useTranslation(['accounts', 'analytics']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  /** A payment's icon button; a refusal disables it and shows why in its tooltip. */
  const action = (
    icon: string,
    severity: 'secondary' | 'danger',
    label: string,
    refusal: string | null,
    onClick: () => void,
  ) => (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      size="small"
      severity={severity}
      aria-label={label}
      disabled={refusal !== null}
      {...(refusal ? { tooltip: refusal, tooltipOptions: { showOnDisabled: true, position: 'left' as const } } : {})}
      onClick={onClick}
    />
  );
  const noAbility = refusal;

  return (
    <SideCard id="transactions-title" title={t('summary.transactions.title')} testId="transactions-card">
      {transactions.length === 0 && <SideEmpty>{t('summary.transactions.empty')}</SideEmpty>}
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
                  {action(
                    'pi pi-pencil',
                    'secondary',
                    t('summary.transactions.edit', { id: p.paymentTransactionId }),
                    editReason,
                    () => onEdit(p),
                  )}
                  {action(
                    'pi pi-trash',
                    'danger',
                    t('summary.transactions.delete', { id: p.paymentTransactionId }),
                    deleteReason,
                    () => onDelete(p),
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </SideCard>
  );
}
