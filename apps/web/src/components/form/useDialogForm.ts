import type { FieldValues } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useZodForm } from '../../lib/forms';

/** The part of a react-query mutation a form dialog uses. */
export type DialogMutation<V, R> = {
  mutate: (variables: V, options: { onSuccess: (saved: R) => void }) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * The form of a dialog that saves through one mutation (docs/forms.md): `useZodForm`, then on a valid Save the
 * mutation with `body(values)` (the values themselves by default); on success the `success(saved)` toast and
 * `onClose`. `dialog` is FormDialog's side (visible, saving, error line, dirty guard, close, submit):
 * `<FormDialog id=... title=... {...dialog}>`. A failed save keeps the dialog open with the error line.
 */
export function useDialogForm<T extends FieldValues, O, V = O, R = unknown>(
  schema: z.ZodType<O, T>,
  defaults: T,
  {
    mutation,
    body = (values) => values as unknown as V,
    success,
    onClose,
    serverError = mutation.error,
    messageParams,
  }: {
    mutation: DialogMutation<V, R>;
    body?: (values: O) => V;
    /** The success toast's text. */
    success: (saved: R) => string;
    onClose: () => void;
    /** The failed request's error as the form shows it (default: the mutation's own). */
    serverError?: unknown;
    messageParams?: Record<string, unknown>;
  },
) {
  const form = useZodForm(schema, defaults, { serverError, messageParams });
  const send = (values: O) =>
    mutation.mutate(body(values), {
      onSuccess: (saved) => {
        toast.success(success(saved));
        onClose();
      },
    });
  return {
    ...form,
    dialog: {
      visible: true,
      saving: mutation.isPending,
      error: form.formError,
      dirty: form.dirty,
      onHide: onClose,
      onSubmit: form.submit(send),
    },
  };
}
