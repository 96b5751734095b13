import { z } from 'zod';
import { drawerSchema, shiftSchema, workerShiftSchema } from './pos';
import { paymentTypeSchema, totalDataSchema, vatSummarySchema } from './totals';

/**
 * Shift list, shift detail, shift statistics, worker shifts and the X/Z reports (document 3 sections 2, 3 and 7).
 *
 * A range covers the shifts that overlap it, whole: a shift counts when it started at or before the end and ended at
 * or after the start (an open shift has not ended). 0 means "no bound", so 0/0 covers every shift. The list's totals,
 * the range statistics and the range reports therefore add up the same tickets.
 */

/** Epoch milliseconds in a query string; 0 (or absent) means no bound. */
const epochBound = z.coerce
  .number({ error: 'Must be a time in epoch milliseconds' })
  .int('Must be whole milliseconds')
  .min(0, 'Cannot be negative')
  .max(8_640_000_000_000_000, 'Is too far in the future')
  .optional()
  .default(0);

function endAfterStart<K extends string>(startKey: K, endKey: K) {
  return (v: Record<K, number>, ctx: z.RefinementCtx) => {
    if (v[startKey] > 0 && v[endKey] > 0 && v[endKey] < v[startKey]) {
      ctx.addIssue({ code: 'custom', path: [endKey], message: 'The end must not be before the start' });
    }
  };
}

export const shiftRangeQuerySchema = z
  .object({ startDate: epochBound, endDate: epochBound })
  .superRefine(endAfterStart('startDate', 'endDate'));
export type ShiftRangeQuery = z.output<typeof shiftRangeQuerySchema>;

/** GET /worker-shifts names its bounds start and end. */
export const workerShiftRangeQuerySchema = z
  .object({ start: epochBound, end: epochBound })
  .superRefine(endAfterStart('start', 'end'));

/** A shift with the totals of its (non-voided) tickets. */
export const shiftWithTotalsSchema = shiftSchema.extend({
  /** Number of live tickets (voided ones excluded). */
  accountCount: z.number().int(),
  totalData: totalDataSchema,
  vatSummaries: z.array(vatSummarySchema),
});
export type ShiftWithTotals = z.infer<typeof shiftWithTotalsSchema>;

/** GET /shift: the shifts of the range (newest first) and the totals of all their tickets. */
export const shiftListSchema = z.object({
  shifts: z.array(shiftWithTotalsSchema),
  totalData: totalDataSchema,
  vatSummaries: z.array(vatSummarySchema),
});
export type ShiftList = z.infer<typeof shiftListSchema>;

/** One ticket of a shift, as the shift detail table shows it. */
export const shiftAccountSchema = z.object({
  clientAccountId: z.number().int(),
  kind: z.string(),
  status: z.string(),
  source: z.string(),
  openedTimestamp: z.number().int(),
  closedTimestamp: z.number().int().nullable(),
  customName: z.string().nullable(),
  takeawayNumber: z.number().int().nullable(),
  table: z.object({ tableNumber: z.number().int() }).nullable(),
  user: z.object({ username: z.string() }).nullable(),
  payTypes: z.array(paymentTypeSchema),
  totalData: totalDataSchema,
});
export type ShiftAccount = z.infer<typeof shiftAccountSchema>;

/** GET /shift/{id}: the shift, its totals and its tickets. */
export const shiftDetailSchema = shiftWithTotalsSchema.extend({
  drawer: drawerSchema,
  clientAccountHistoryData: z.object({
    clientAccounts: z.array(shiftAccountSchema),
    totalData: totalDataSchema,
    vatSummaries: z.array(vatSummarySchema),
  }),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;

export const userTotalSchema = z.object({
  /** null: what no user did (an automatic close settling open tickets). */
  userId: z.number().int().nullable(),
  name: z.string(),
  /** Units ordered (weight-priced items count their weight). */
  totalCount: z.number(),
  /** total: what the user ordered; per payment type: what the user took. */
  totalData: totalDataSchema,
});
export const chargedTotalSchema = z.object({ name: z.string(), totalCount: z.number(), totalCharged: z.number() });
export const workerShiftSummarySchema = z.object({
  user: z.object({ username: z.string(), type: z.string().optional() }),
  totalShifts: z.number().int(),
  /** Open worker shifts count until now. */
  totalTimeMs: z.number().int(),
});
export type WorkerShift = z.infer<typeof workerShiftSchema>;
export type WorkerShiftSummary = z.infer<typeof workerShiftSummarySchema>;

/** GET /shift/{id}/X and GET /shift/X: statistics of one shift or of the shifts of a range. */
export const shiftStatisticsSchema = z.object({
  /** The shift for /shift/{id}/X; null for a range. */
  shift: shiftSchema.nullable(),
  /** The range asked for (0 = no bound); for one shift, its start and end (0 while open). */
  startDate: z.number().int(),
  endDate: z.number().int(),
  /** The shifts covered, oldest first. */
  shifts: z.array(shiftSchema),
  orderedProductTotalPerUser: z.array(userTotalSchema),
  orderedProductTotalPerGroup: z.array(chargedTotalSchema),
  orderedProductTotalPerProduct: z.array(chargedTotalSchema),
  workerShifts: z.array(workerShiftSchema),
  workerShiftSummaries: z.array(workerShiftSummarySchema),
  totalData: totalDataSchema,
  /** The shift's drawer line by line (X data); null for a range. */
  drawer: drawerSchema.nullable(),
  vatSummaries: z.array(vatSummarySchema),
});
export type ShiftStatistics = z.infer<typeof shiftStatisticsSchema>;

export const REPORT_KINDS = ['X', 'Z'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
