import type { AccountDetail, OrderedProduct, PaymentTransaction } from '@comptoir/shared';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { errorMessage } from '../../../lib/api';
import { formatAmount } from '../../../lib/format';
import {
  useChangePaymentType,
  useDeleteAccount,
  useDeleteOrderedProduct,
  useDeletePayment,
  useUpdateOrderedProduct,
} from '../api';
import { type CorrectionChoice, CorrectionDialog } from '../components/CorrectionDialog';

type Pending =
  | { kind: 'deleteLine'; line: OrderedProduct }
  | { kind: 'deletePayment'; payment: PaymentTransaction }
  | { kind: 'deleteAccount' }
  | { kind: 'linePayType'; line: OrderedProduct }
  | { kind: 'editPayment'; payment: PaymentTransaction }
  | null;

/** A line with its options (they go with it), in euros. */
export function lineAmount(line: OrderedProduct, lines: OrderedProduct[]): number {
  const options = lines.filter((l) => l.linkedToOrderedProductId === line.orderedProductId && !l.reversed);
  return (
    Math.round((line.chargedPriceVatIncl + options.reduce((sum, l) => sum + l.chargedPriceVatIncl, 0)) * 100) / 100
  );
}

/**
 * The account summary's corrections. On an OPEN ticket a delete asks a plain confirmation (voided in place) and a
 * payment's type change asks CASH or CARD. On a CLOSED ticket every correction asks, in one dialog, what it changes
 * (a correction ticket in the open shift, what it refunds) and why (the reason, docs/decisions.md 67); the server's
 * refusal stays in that dialog. A correction ticket itself is never corrected (the page offers no action).
 */
export function useCorrections(detail: AccountDetail | undefined, onAccountDeleted: () => void) {
  const { t } = useTranslation('accounts');
  const accountId = detail?.clientAccount.clientAccountId ?? 0;
  const closed = detail?.clientAccount.status === 'CLOSED';
  const [pending, setPending] = useState<Pending>(null);
  const deleteLine = useDeleteOrderedProduct();
  const updateLine = useUpdateOrderedProduct();
  const deletePayment = useDeletePayment();
  const changeType = useChangePaymentType();
  const deleteAccount = useDeleteAccount();

  const fail = (key: ParseKeys<'accounts'>) => (error: unknown) => toast.error(t(key, { reason: errorMessage(error) }));
  const hide = () => {
    setPending(null);
    for (const m of [deleteLine, updateLine, changeType, deleteAccount]) m.reset();
  };
  /** A closed ticket's dialog stays open on a refusal (its error line says why); an open ticket's confirmation toasts. */
  const onError = (key: ParseKeys<'accounts'>) => (closed ? undefined : fail(key));

  const run = (action: NonNullable<Pending>, choice: CorrectionChoice = {}) => {
    const reason = choice.reason;
    if (action.kind === 'deleteLine') {
      deleteLine.mutate(
        { orderedProductId: action.line.orderedProductId, reason },
        {
          onSuccess: () => {
            setPending(null);
            toast.success(t(closed ? 'toast.lineCorrected' : 'toast.lineDeleted', { name: action.line.product.name }));
          },
          onError: onError('toast.deleteError'),
        },
      );
    } else if (action.kind === 'deletePayment') {
      deletePayment.mutate(
        { accountId, paymentId: action.payment.paymentTransactionId },
        { onSuccess: () => toast.success(t('toast.paymentDeleted')), onError: fail('toast.deleteError') },
      );
    } else if (action.kind === 'deleteAccount') {
      deleteAccount.mutate(
        { accountId, reason },
        {
          onSuccess: () => {
            setPending(null);
            toast.success(t(closed ? 'toast.accountCorrected' : 'toast.accountDeleted', { id: accountId }));
            // A closed ticket stays (its correction is listed on it); an open one is gone.
            if (!closed) onAccountDeleted();
          },
          onError: onError('toast.deleteError'),
        },
      );
    } else if (action.kind === 'linePayType' && choice.paymentType) {
      updateLine.mutate(
        { orderedProductId: action.line.orderedProductId, body: { payType: choice.paymentType }, reason },
        {
          onSuccess: () => {
            setPending(null);
            toast.success(t('toast.successEdit'));
          },
        },
      );
    } else if (action.kind === 'editPayment' && choice.paymentType) {
      changeType.mutate(
        { accountId, paymentId: action.payment.paymentTransactionId, paymentType: choice.paymentType, reason },
        {
          onSuccess: () => {
            setPending(null);
            toast.success(t('toast.successEdit'));
          },
        },
      );
    }
  };

  const lines = detail?.orderedProducts ?? [];
  const discounted = lines.some((l) => l.chargedPriceVatIncl < 0 && !l.reversed);
  const ticket = t('corrections.dialog.ticket');
  /** The dialog of a pending correction: its id, title, what happens, and for a type change the current type. */
  const correctionDialog = (p: NonNullable<Pending>) => {
    switch (p.kind) {
      case 'deleteLine':
        return {
          id: 'line-delete-dialog',
          title: t('corrections.dialog.deleteLineTitle', { name: p.line.product.name }),
          message: [
            t('confirm.deleteLine', { name: p.line.product.name }),
            ticket,
            t(discounted ? 'corrections.dialog.lineRefundDiscounted' : 'corrections.dialog.lineRefund', {
              amount: formatAmount(lineAmount(p.line, lines)),
            }),
          ].join(' '),
          submitLabel: t('corrections.dialog.deleteLineSubmit'),
          submitIcon: 'pi pi-trash',
        };
      case 'deleteAccount':
        return {
          id: 'account-delete-dialog',
          title: t('summary.deleteAccount'),
          message: [
            ticket,
            t('corrections.dialog.accountRefund', {
              id: accountId,
              amount: formatAmount(detail?.correctedTotal ?? 0),
            }),
          ].join(' '),
          submitLabel: t('corrections.dialog.deleteAccountSubmit'),
          submitIcon: 'pi pi-trash',
        };
      case 'linePayType':
        return {
          id: 'line-paytype-dialog',
          title: t('payChoice.lineTitle', { name: p.line.product.name }),
          message: [t('payChoice.lineMessage', { id: accountId }), ticket, t('corrections.dialog.netZero')].join(' '),
          payType: { current: p.line.payType },
        };
      case 'editPayment':
        return {
          id: 'payment-edit-dialog',
          title: t('payChoice.paymentTitle'),
          message: closed
            ? [ticket, t('corrections.dialog.paymentRetype', { amount: formatAmount(p.payment.amountPaid) })].join(' ')
            : t('payChoice.paymentMessage'),
          payType: { current: p.payment.paymentType },
        };
      default:
        return null;
    }
  };

  const asksDialog =
    pending !== null &&
    (pending.kind === 'linePayType' || pending.kind === 'editPayment' || (closed && pending.kind !== 'deletePayment'));
  const dialogProps = asksDialog && pending ? correctionDialog(pending) : null;
  const mutationOf = (p: NonNullable<Pending>) =>
    p.kind === 'deleteLine'
      ? deleteLine
      : p.kind === 'deleteAccount'
        ? deleteAccount
        : p.kind === 'linePayType'
          ? updateLine
          : changeType;

  const confirmMessage = (p: NonNullable<Pending>) =>
    p.kind === 'deleteLine'
      ? t('confirm.deleteLine', { name: p.line.product.name })
      : p.kind === 'deletePayment'
        ? t('confirm.deletePayment')
        : t('confirm.deleteAccount', { id: accountId });

  const dialogs: ReactNode = (
    <>
      <ConfirmDeleteDialog
        message={pending && !asksDialog ? confirmMessage(pending) : null}
        onConfirm={() => {
          const action = pending;
          setPending(null);
          if (action) run(action);
        }}
        onHide={() => setPending(null)}
      />
      {pending && dialogProps && (
        <CorrectionDialog
          key={dialogProps.id}
          {...dialogProps}
          askReason={closed}
          saving={mutationOf(pending).isPending}
          error={mutationOf(pending).error}
          onSubmit={(choice) => run(pending, choice)}
          onHide={hide}
        />
      )}
    </>
  );

  return {
    busy: deleteLine.isPending || deletePayment.isPending || deleteAccount.isPending,
    askDeleteLine: (line: OrderedProduct) => setPending({ kind: 'deleteLine', line }),
    askPayType: (line: OrderedProduct) => setPending({ kind: 'linePayType', line }),
    askEditPayment: (payment: PaymentTransaction) => setPending({ kind: 'editPayment', payment }),
    askDeletePayment: (payment: PaymentTransaction) => setPending({ kind: 'deletePayment', payment }),
    askDeleteAccount: () => setPending({ kind: 'deleteAccount' }),
    dialogs,
  };
}
