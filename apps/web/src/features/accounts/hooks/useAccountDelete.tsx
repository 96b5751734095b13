import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api';
import { useCorrectedDelete } from './useCorrectedDelete';

/**
 * Deleting a client account from a list (account history, a shift's tickets): an open one is voided, a closed one is
 * refunded by a correction ticket (useCorrectedDelete). The list says what it asks, the success toast and what a failure
 * of the plain delete does; `pending` while it goes.
 */
export function useAccountDelete<T extends { clientAccountId: number; status: string }>(texts: {
  question: (account: T) => string;
  success: (account: T) => string;
  onOpenError: (account: T, error: unknown) => void;
}) {
  const { t } = useTranslation('accounts');
  const remove = useDeleteAccount();
  const deleting = useCorrectedDelete({
    id: 'account-delete-dialog',
    closed: (account: T) => account.status === 'CLOSED',
    correction: (account) => ({
      title: t('summary.deleteAccount'),
      message: [
        t('corrections.dialog.ticket'),
        t('corrections.dialog.accountRefundAny', { id: account.clientAccountId }),
      ].join(' '),
      submitLabel: t('corrections.dialog.deleteAccountSubmit'),
    }),
    variables: (account, reason) => ({ accountId: account.clientAccountId, reason }),
    mutation: remove,
    ...texts,
  });
  return { ...deleting, pending: remove.isPending };
}
