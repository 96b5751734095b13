/**
 * History calls (document 3 section 7): GET /data/payments, /data/ordered_products and /data/accounts for a period,
 * paged by the server (a year of a busy restaurant is a million ordered products).
 */
import { accountsDataSchema, orderedProductsDataSchema, paymentsDataSchema } from '@comptoir/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface HistoryQuery {
  startDate: number;
  endDate: number;
  offset: number;
  limit: number;
  search?: string;
  status?: string;
  source?: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  payments: (q: HistoryQuery) => [...analyticsKeys.all, 'payments', q] as const,
  orders: (q: HistoryQuery) => [...analyticsKeys.all, 'orders', q] as const,
  accounts: (q: HistoryQuery) => [...analyticsKeys.all, 'accounts', q] as const,
};

function queryString(q: HistoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

// The pages show load errors themselves (including "not allowed"); the previous page stays while the next loads.
const common = { meta: { errorToast: false }, placeholderData: keepPreviousData } as const;

export const paymentsQueryOptions = (q: HistoryQuery) =>
  queryOptions({
    queryKey: analyticsKeys.payments(q),
    queryFn: ({ signal }) => api(`/data/payments?${queryString(q)}`, { schema: paymentsDataSchema, signal }),
  });

export const ordersQueryOptions = (q: HistoryQuery) =>
  queryOptions({
    queryKey: analyticsKeys.orders(q),
    queryFn: ({ signal }) =>
      api(`/data/ordered_products?${queryString(q)}`, { schema: orderedProductsDataSchema, signal }),
  });

export const accountsHistoryQueryOptions = (q: HistoryQuery) =>
  queryOptions({
    queryKey: analyticsKeys.accounts(q),
    queryFn: ({ signal }) => api(`/data/accounts?${queryString(q)}`, { schema: accountsDataSchema, signal }),
  });

export const usePayments = (q: HistoryQuery) => useQuery({ ...paymentsQueryOptions(q), ...common });
export const useOrders = (q: HistoryQuery) => useQuery({ ...ordersQueryOptions(q), ...common });
export const useAccountsHistory = (q: HistoryQuery) => useQuery({ ...accountsHistoryQueryOptions(q), ...common });
