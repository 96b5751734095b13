import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { useZodForm } from '../../../lib/forms';
import { useOpenShift } from '../api';

/** The largest opening cash the console accepts, in cents (1,000,000 €). */
export const MAX_OPENING_CASH_CENTS = 100_000_000;

/**
 * The opening cash of a new shift, in cents: required (0 when the drawer is empty), at most 1,000,000 €; the server
 * checks the euros sent with the shared openShiftSchema.
 */
export const openShiftFormSchema = z.object({
  cash: z
    .number()
    .nullable()
    .refine((v) => v !== null, 'dashboard:openShift.cashRequired')
    .refine((v) => v === null || (v >= 0 && v <= MAX_OPENING_CASH_CENTS), 'dashboard:openShift.cashRange'),
});
export type OpenShiftForm = z.input<typeof openShiftFormSchema>;
const EMPTY: OpenShiftForm = { cash: null };

/**
 * Opening a shift from a form: the dashboard's dialog and the shift list's side card. `onOpened` gets the new
 * shift's number; the form is emptied.
 */
export function useOpenShiftForm({
  onOpened,
  onConflict,
}: {
  onOpened: (shiftNumber: number) => void;
  /** A shift was opened elsewhere meanwhile (409); the refusal stays on the form. */
  onConflict?: () => void;
}) {
  const openShift = useOpenShift();
  const form = useZodForm(openShiftFormSchema, EMPTY, { serverError: openShift.error });
  const send = ({ cash }: OpenShiftForm) => {
    // The API takes euros (document 1 section 7); the form holds cents.
    openShift.mutate((cash ?? 0) / 100, {
      onSuccess: (shift) => {
        form.form.reset(EMPTY);
        onOpened(shift.shiftNumber);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onConflict?.();
      },
    });
  };
  return {
    ...form,
    cashError: form.errorOf('cash', 'currentCash'),
    pending: openShift.isPending,
    /** The last attempt was refused because a shift is open already: nothing typed is worth keeping. */
    conflict: openShift.error instanceof ApiError && openShift.error.status === 409,
    onSubmit: form.submit(send),
    /** Empties the form and forgets a failed attempt. */
    reset: () => {
      openShift.reset();
      form.form.reset(EMPTY);
    },
  };
}
