import { z } from 'zod';
import { clientAccountSchema, correctionReasonFields, orderedProductSchema, paymentTransactionSchema } from './pos';
import { PAYMENT_TYPES, totalDataSchema, vatSummarySchema } from './totals';

/**
 * Payments, ordered products and account history for a period (document 3 sections 2, 3 and 7), and the corrections
 * of the account summary. Periods are half-open [startDate, endDate) in epoch milliseconds.
 */

/** Page sizes of the history tables (document 3 section 9). */
export const HISTORY_PAGE_SIZES = [500, 1000, 2500, 5000, 10000] as const;
export const MAX_PAGE_SIZE = 10000;

const epochParam = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{1,15}$/, `${label} must be a time in epoch milliseconds`)
    .transform(Number);

const rangeShape = { startDate: epochParam('Start date'), endDate: epochParam('End date') };
const endAfterStart = <T extends { startDate: number; endDate: number }>(v: T) => v.endDate > v.startDate;
const endAfterStartIssue = { path: ['endDate'], message: 'The end must be after the start' };

const pagingShape = {
  offset: z
    .string()
    .regex(/^\d{1,9}$/, 'Offset must be a whole number')
    .transform(Number)
    .optional()
    .default(0),
  limit: z
    .string()
    .regex(/^\d{1,5}$/, 'Limit must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `Limit is between 1 and ${MAX_PAGE_SIZE}`)
    .optional()
    .default(HISTORY_PAGE_SIZES[0]),
};
const text = (label: string, max = 100) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`).optional();

/** GET /data/payments */
export const paymentsQuerySchema = z
  .object({ ...rangeShape, ...pagingShape })
  .refine(endAfterStart, endAfterStartIssue);

/** GET /data/ordered_products: `search` matches name, comment, user, table number or id. */
export const orderedProductsQuerySchema = z
  .object({ ...rangeShape, ...pagingShape, search: text('Search') })
  .refine(endAfterStart, endAfterStartIssue);

/** GET /data/accounts: `search` is the global keyword; `status` and `source` match the start of those columns. */
export const accountsQuerySchema = z
  .object({
    ...rangeShape,
    ...pagingShape,
    search: text('Search'),
    status: text('Status', 20),
    source: text('Source', 20),
  })
  .refine(endAfterStart, endAfterStartIssue);

export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;
export type OrderedProductsQuery = z.input<typeof orderedProductsQuerySchema>;
export type AccountsQuery = z.input<typeof accountsQuerySchema>;

/**
 * Payments of the period (by payment time). The totals cover every live payment of the period (not only the page);
 * `total` is what came in, all payment types, net of change; the VAT summaries are those of the products ordered in
 * the period.
 */
export const paymentsDataSchema = z.object({
  paymentTransactions: z.array(paymentTransactionSchema),
  totalRecords: z.number().int(),
  totalCash: z.number(),
  totalCard: z.number(),
  total: z.number(),
  totalOffered: z.number(),
  totalError: z.number(),
  /** Tips taken in the period (not in `total`, which is what came in for sales), and their cash part. */
  totalTips: z.number(),
  totalCashTips: z.number(),
  vatSummaries: z.array(vatSummarySchema),
});
export type PaymentsData = z.infer<typeof paymentsDataSchema>;

/**
 * Ordered products of the period (by order time), newest first. `total` is the sum of those products; the totals by
 * payment type are the live payments of the period.
 */
export const orderedProductsDataSchema = z.object({
  orderedProducts: z.array(orderedProductSchema),
  totalRecords: z.number().int(),
  totalData: totalDataSchema,
  vatSummaries: z.array(vatSummarySchema),
});
export type OrderedProductsData = z.infer<typeof orderedProductsDataSchema>;

/** Accounts opened in the period (voided ones are out), newest first, with the totals of all of them. */
export const accountsDataSchema = z.object({
  clientAccounts: z.array(clientAccountSchema),
  totalRecords: z.number().int(),
  totalData: totalDataSchema,
  vatSummaries: z.array(vatSummarySchema),
});
export type AccountsData = z.infer<typeof accountsDataSchema>;

/** Payment types a payment can be changed between (document 3 section 4). */
export const CHANGEABLE_PAYMENT_TYPES = ['CASH', 'CARD'] as const;
const changeableType = z.enum(CHANGEABLE_PAYMENT_TYPES, { error: 'Choose CASH or CARD' });

/** POST /client_account/{id}/payment/{paymentId}/change_payment_type */
export const changePaymentTypeSchema = z.object({ paymentType: changeableType, ...correctionReasonFields });

/**
 * PATCH /data/ordered_products/{id}: the pay type (CASH or CARD: how the whole closed ticket was paid) and the comment.
 * Other fields of an ordered product are ignored: what was sold (name, price, quantity, VAT) is changed by deleting
 * the line. The line as GET shows it is accepted: a pay type equal to the line's own (NONE while the ticket is open,
 * OFFERED...) changes nothing; only CASH and CARD can be set.
 */
export const updateOrderedProductSchema = z
  .object({
    payType: z.enum(PAYMENT_TYPES, { error: 'Choose CASH or CARD' }).optional(),
    customComment: z.string().trim().max(500, 'Comment is at most 500 characters').nullable().optional(),
    ...correctionReasonFields,
  })
  .refine((v) => v.payType !== undefined || v.customComment !== undefined, {
    path: ['payType'],
    message: 'Send a pay type or a comment to change',
  });
export type UpdateOrderedProduct = z.input<typeof updateOrderedProductSchema>;
