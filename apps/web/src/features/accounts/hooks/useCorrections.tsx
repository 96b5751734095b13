import type { AccountDetail, OrderedProduct, PaymentTransaction } from '@comptoir/shared';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { errorMessage } from '../../../lib/api';
import {
  useChangePaymentType,
  useDeleteAccount,
  useDeleteOrderedProduct,
  useDeletePayment,
  useUpdateOrderedProduct,
} from '../api';
import { type ChangeableType, PayTypeChoiceDialog } from '../components/PayTypeChoiceDialog';

type Pending =
  | { kind: 'deleteLine'; line: OrderedProduct }
  | { kind: 'deletePayment'; payment: PaymentTransaction }
  | { kind: 'deleteAccount' }
  | null;

/**
 * The account summary's corrections: each asks first (a delete confirmation, or a CASH/CARD choice), then calls the
 * server and says how it went in a toast. Returns the openers and the dialogs to render.
 */
export function useCorrections(detail: AccountDetail | undefined, onAccountDeleted: () => void) {
  const { t } = useTranslation('accounts');
  const accountId = detail?.clientAccount.clientAccountId ?? 0;
  const [pending, setPending] = useState<Pending>(null);
  const [payTypeLine, setPayTypeLine] = useState<OrderedProduct | null>(null);
  const [editing, setEditing] = useState<PaymentTransaction | null>(null);
  const deleteLine = useDeleteOrderedProduct();
  const updateLine = useUpdateOrderedProduct();
  const deletePayment = useDeletePayment();
  const changeType = useChangePaymentType();
  const deleteAccount = useDeleteAccount();

  const fail = (key: ParseKeys<'accounts'>) => (error: unknown) => toast.error(t(key, { reason: errorMessage(error) }));

  const confirm = () => {
    const action = pending;
    setPending(null);
    if (action?.kind === 'deleteLine') {
      deleteLine.mutate(action.line.orderedProductId, {
        onSuccess: () => toast.success(t('toast.lineDeleted', { name: action.line.product.name })),
        onError: fail('toast.deleteError'),
      });
    } else if (action?.kind === 'deletePayment') {
      deletePayment.mutate(
        { accountId, paymentId: action.payment.paymentTransactionId },
        { onSuccess: () => toast.success(t('toast.paymentDeleted')), onError: fail('toast.deleteError') },
      );
    } else if (action?.kind === 'deleteAccount') {
      deleteAccount.mutate(accountId, {
        onSuccess: () => {
          toast.success(t('toast.accountDeleted', { id: accountId }));
          onAccountDeleted();
        },
        onError: fail('toast.deleteError'),
      });
    }
  };

  const savePayType = (type: ChangeableType) => {
    if (!payTypeLine) return;
    updateLine.mutate(
      { orderedProductId: payTypeLine.orderedProductId, body: { payType: type } },
      {
        onSuccess: () => {
          setPayTypeLine(null);
          toast.success(t('toast.successEdit'));
        },
      },
    );
  };
  const savePayment = (type: ChangeableType) => {
    if (!editing) return;
    changeType.mutate(
      { accountId, paymentId: editing.paymentTransactionId, paymentType: type },
      {
        onSuccess: () => {
          setEditing(null);
          toast.success(t('toast.successEdit'));
        },
      },
    );
  };

  const messages: Record<NonNullable<Pending>['kind'], (p: NonNullable<Pending>) => string> = {
    deleteLine: (p) =>
      p.kind === 'deleteLine'
        ? [
            t('confirm.deleteLine', { name: p.line.product.name }),
            detail?.clientAccount.status === 'CLOSED' ? t('confirm.refund') : '',
          ]
            .filter(Boolean)
            .join(' ')
        : '',
    deletePayment: () => t('confirm.deletePayment'),
    deleteAccount: () => t('confirm.deleteAccount', { id: accountId }),
  };

  const dialogs: ReactNode = (
    <>
      <ConfirmDeleteDialog
        message={pending ? messages[pending.kind](pending) : null}
        onConfirm={confirm}
        onHide={() => setPending(null)}
      />
      {payTypeLine && (
        <PayTypeChoiceDialog
          id="line-paytype-dialog"
          title={t('payChoice.lineTitle', { name: payTypeLine.product.name })}
          message={t('payChoice.lineMessage', { id: accountId })}
          current={payTypeLine.payType}
          saving={updateLine.isPending}
          error={updateLine.error}
          onSave={savePayType}
          onHide={() => {
            setPayTypeLine(null);
            updateLine.reset();
          }}
        />
      )}
      {editing && (
        <PayTypeChoiceDialog
          id="payment-edit-dialog"
          title={t('payChoice.paymentTitle')}
          message={t('payChoice.paymentMessage')}
          current={editing.paymentType}
          saving={changeType.isPending}
          error={changeType.error}
          onSave={savePayment}
          onHide={() => {
            setEditing(null);
            changeType.reset();
          }}
        />
      )}
    </>
  );

  return {
    busy: deleteLine.isPending || deletePayment.isPending || deleteAccount.isPending,
    askDeleteLine: (line: OrderedProduct) => setPending({ kind: 'deleteLine', line }),
    askPayType: (line: OrderedProduct) => setPayTypeLine(line),
    askEditPayment: (payment: PaymentTransaction) => setEditing(payment),
    askDeletePayment: (payment: PaymentTransaction) => setPending({ kind: 'deletePayment', payment }),
    askDeleteAccount: () => setPending({ kind: 'deleteAccount' }),
    dialogs,
  };
}
