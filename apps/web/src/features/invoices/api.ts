/**
 * Invoices (document 3 section 7): GET /invoice, POST /invoice/{id}/paid|unpaid|reminder, GET /invoice/{id}/download
 * (and /ubl beside it), and making one for a ticket (POST /invoice, GET /invoice/account/{accountId}).
 */
import {
  type CreateInvoiceInput,
  type CreditNote,
  creditNoteSchema,
  type Invoice,
  invoiceDownloadSchema,
  invoiceSchema,
} from '@comptoir/shared';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, orNull } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import type { Range } from './model';

export type { CreditNote, Invoice };

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (range: Range) => [...invoiceKeys.all, 'list', range.start, range.end] as const,
  ofAccount: (accountId: number) => [...invoiceKeys.all, 'account', accountId] as const,
  creditNotes: (range: Range) => [...invoiceKeys.all, 'credit-notes', range.start, range.end] as const,
};

/** GET `path` of the range's days (startDate, endDate) as a list of `item`; the page shows load errors itself. */
const rangeQueryOptions = <S extends z.ZodType>(queryKey: QueryKey, path: string, item: S, range: Range) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<z.output<S>[]> =>
      api(`${path}?startDate=${range.start}&endDate=${range.end}`, { schema: z.array(item), signal }),
    meta: { errorToast: false },
  });

/** GET /credit_note: the credit notes issued in the range (issue 21), newest first. */
export const useCreditNotes = (range: Range) =>
  useQuery(rangeQueryOptions(invoiceKeys.creditNotes(range), '/credit_note', creditNoteSchema, range));

export const invoicesQueryOptions = (range: Range) =>
  rangeQueryOptions(invoiceKeys.list(range), '/invoice', invoiceSchema, range);
export const useInvoices = (range: Range) => useQuery(invoicesQueryOptions(range));

/** The invoice of a ticket (null: none, or the user may not see invoices). */
export const useAccountInvoice = (accountId: number) =>
  useQuery({
    queryKey: invoiceKeys.ofAccount(accountId),
    queryFn: ({ signal }) =>
      orNull(() => api(`/invoice/account/${accountId}`, { schema: invoiceSchema.nullable(), signal })),
    enabled: accountId > 0,
  });

export type InvoiceAction = 'paid' | 'unpaid' | 'reminder';

/** POST /invoice/{id}/paid, /unpaid or /reminder. */
export function useInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: InvoiceAction }) =>
      api(`/invoice/${id}/${action}`, { method: 'POST', schema: invoiceSchema }),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export type InvoiceFileKind = 'download' | 'ubl';
/** Whose file: an invoice's or a credit note's (issue 21). */
export type BillingDocument = 'invoice' | 'credit_note';

/** A short-lived signed address of the invoice's (or credit note's) PDF (download) or UBL e-invoice. */
export function useInvoiceFile() {
  return useMutation({
    mutationFn: ({ id, kind, of = 'invoice' }: { id: number; kind: InvoiceFileKind; of?: BillingDocument }) =>
      api(`/${of}/${id}/${kind}`, { schema: invoiceDownloadSchema }),
    meta: { errorToast: false },
  });
}

/** POST /invoice for a closed ticket; the console's language is the invoice's when the client has none. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceInput) =>
      api('/invoice', { method: 'POST', body: { ...body, language: currentLanguage() }, schema: invoiceSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
