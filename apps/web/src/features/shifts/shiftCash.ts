/**
 * The cash counted when a shift opens (the dashboard's dialog, the shift list's card) or closes (the shift detail's
 * dialog): cents in the forms, euros in the API (document 1 section 7, document 3 section 7).
 */
import { z } from 'zod';
import { ApiError } from '../../lib/api';

/** The largest amount the console accepts, in cents (1,000,000 €). */
export const MAX_SHIFT_CASH_CENTS = 100_000_000;

/** The counted cash: required (0 when the drawer is empty), `rangeKey` outside 0 to 1,000,000 €. */
export const cashSchema = (requiredKey: string, rangeKey: string) =>
  z
    .number()
    .nullable()
    .refine((v) => v !== null, requiredKey)
    .refine((v) => v === null || (v >= 0 && v <= MAX_SHIFT_CASH_CENTS), rangeKey);

/** Opening a shift: the opening cash; the server checks the euros sent with the shared openShiftSchema. */
export const openShiftFormSchema = z.object({
  cash: cashSchema('dashboard:openShift.cashRequired', 'dashboard:openShift.cashRange'),
});
export type OpenShiftForm = z.input<typeof openShiftFormSchema>;
export const EMPTY_OPEN_SHIFT: OpenShiftForm = { cash: null };

/** What POST /shift takes: the opening cash in euros. */
export const openShiftBody = ({ cash }: OpenShiftForm) => (cash ?? 0) / 100;

/** The opening was refused because a shift is open already (opened elsewhere meanwhile). */
export const isShiftOpenAlready = (error: unknown) =>
  error instanceof ApiError && error.reason === 'SHIFT_ALREADY_OPEN';
