/**
 * Account calls (document 3 section 7): the account summary (GET /client_account/{id}), open takeaway accounts, and
 * the corrections: delete an ordered product, change its pay type, delete or re-type a payment, delete the account.
 * Every correction answers the new summary; the histories are refreshed too.
 */
import {
  accountDetailSchema,
  type CorrectionReasonInput,
  clientAccountSchema,
  type UpdateOrderedProduct,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { invalidateChanged } from '../../lib/invalidation';

export const accountKeys = {
  all: ['accounts'] as const,
  summary: (accountId: number) => [...accountKeys.all, 'summary', accountId] as const,
  takeaway: () => [...accountKeys.all, 'takeaway'] as const,
};

export const accountSummaryQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountKeys.summary(accountId),
    queryFn: ({ signal }) => api(`/client_account/${accountId}`, { schema: accountDetailSchema, signal }),
    // The page goes back on an error (document 3 section 8) and says why in a toast of its own.
    meta: { errorToast: false },
    retry: false,
  });

export const useAccountSummary = (accountId: number) => useQuery(accountSummaryQueryOptions(accountId));

export const openTakeawayQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.takeaway(),
    queryFn: ({ signal }) => api('/client_account/takeaway', { schema: z.array(clientAccountSchema), signal }),
    meta: { errorToast: false },
  });

export const useOpenTakeaway = () => useQuery(openTakeawayQueryOptions());

/** After a correction: the summary answered by the server, and the other pages refreshed. */
function useCorrection<V>(request: (vars: V) => Promise<z.infer<typeof accountDetailSchema> | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorToast: false },
    onSuccess: (detail) => {
      if (detail) queryClient.setQueryData(accountKeys.summary(detail.clientAccount.clientAccountId), detail);
      // As on a pushed ACCOUNTS_UPDATED: histories, shifts, dashboard, tables and stock may show these accounts.
      return invalidateChanged(queryClient, 'accounts');
    },
  });
}

/**
 * The reason of a correction (issue 21, docs/decisions.md 67): required by the server on a closed ticket, absent on an
 * open one (voided in place). Each correcting call carries it in its body.
 */
export type CorrectionReason = CorrectionReasonInput | undefined;

export const useDeleteOrderedProduct = () =>
  useCorrection(({ orderedProductId, reason }: { orderedProductId: number; reason?: CorrectionReason }) =>
    api(`/data/ordered_products/${orderedProductId}`, {
      method: 'DELETE',
      ...(reason ? { body: reason } : {}),
      schema: accountDetailSchema,
    }),
  );

export const useUpdateOrderedProduct = () =>
  useCorrection(
    ({
      orderedProductId,
      body,
      reason,
    }: {
      orderedProductId: number;
      body: UpdateOrderedProduct;
      reason?: CorrectionReason;
    }) =>
      api(`/data/ordered_products/${orderedProductId}`, {
        method: 'PATCH',
        body: { ...body, ...reason },
        schema: accountDetailSchema,
      }),
  );

export const useDeletePayment = () =>
  useCorrection(({ accountId, paymentId }: { accountId: number; paymentId: number }) =>
    api(`/client_account/${accountId}/payment/${paymentId}`, { method: 'DELETE', schema: accountDetailSchema }),
  );

export const useChangePaymentType = () =>
  useCorrection(
    ({
      accountId,
      paymentId,
      paymentType,
      reason,
    }: {
      accountId: number;
      paymentId: number;
      paymentType: 'CASH' | 'CARD';
      reason?: CorrectionReason;
    }) =>
      api(`/client_account/${accountId}/payment/${paymentId}/change_payment_type`, {
        method: 'POST',
        body: { paymentType, ...reason },
        schema: accountDetailSchema,
      }),
  );

export const useDeleteAccount = () =>
  useCorrection(async ({ accountId, reason }: { accountId: number; reason?: CorrectionReason }) => {
    await api(`/client_account/${accountId}`, {
      method: 'DELETE',
      ...(reason ? { body: reason } : {}),
      schema: clientAccountSchema,
    });
    return null;
  });
