import type { FieldValues } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useZodForm } from '../../lib/forms';

/** The part of a react-query mutation a form uses. */
export type FormMutation<V, R> = {
  mutate: (variables: V, options: { onSuccess: (saved: R) => void; onError?: (error: unknown) => void }) => void;
  isPending: boolean;
  error: unknown;
};

interface SaveOptions<O, V, R> {
  mutation: FormMutation<V, R>;
  /** The mutation's variables from the schema's output (the values themselves by default). */
  body?: (values: O) => V;
  /** The success toast's text. */
  success: (saved: R) => string;
  /** What a successful save does besides the toast (and closing or resetting the form). */
  onSaved?: (saved: R) => void;
  /** What a failed save does besides the form's error line (a toast, a refresh of the page behind). */
  onError?: (error: unknown) => void;
  /** The failed request's error as the form shows it (default: the mutation's own). */
  serverError?: unknown;
  messageParams?: Record<string, unknown>;
}

/** useZodForm, and a `send` that saves valid values through the mutation, toasts the success and calls `done`. */
function useMutationForm<T extends FieldValues, O, V, R>(
  schema: z.ZodType<O, T>,
  defaults: T,
  {
    mutation,
    body = (values) => values as unknown as V,
    success,
    onSaved,
    onError,
    serverError,
    messageParams,
  }: SaveOptions<O, V, R>,
  done: (saved: R) => void,
) {
  const form = useZodForm(schema, defaults, { serverError: serverError ?? mutation.error, messageParams });
  const send = (values: O) =>
    mutation.mutate(body(values), {
      onSuccess: (saved) => {
        toast.success(success(saved));
        done(saved);
        onSaved?.(saved);
      },
      onError,
    });
  return { ...form, onSave: form.submit(send) };
}

/**
 * The form of a dialog that saves through one mutation (docs/forms.md): `useZodForm`, then on a valid Save the
 * mutation with `body(values)` (the values themselves by default); on success the `success(saved)` toast and
 * `onClose`. `dialog` is FormDialog's side (visible, saving, error line, dirty guard, close, submit):
 * `<FormDialog id=... title=... {...dialog}>`. A failed save keeps the dialog open with the error line.
 */
export function useDialogForm<T extends FieldValues, O, V = O, R = unknown>(
  schema: z.ZodType<O, T>,
  defaults: T,
  options: SaveOptions<O, V, R> & { onClose: () => void },
) {
  const { onSave, ...form } = useMutationForm(schema, defaults, options, options.onClose);
  return {
    ...form,
    dialog: {
      visible: true,
      saving: options.mutation.isPending,
      error: form.formError,
      dirty: form.dirty,
      onHide: options.onClose,
      onSubmit: onSave,
    },
  };
}

/**
 * The form of a page card with its own Save bar (SaveForm, docs/forms.md): as useDialogForm, but the form stays and
 * starts again from `reset(saved)` once saved. `save` is SaveForm's side: `<SaveForm id=... labels=... {...save}>`.
 */
export function useSaveForm<T extends FieldValues, O, V = O, R = unknown>(
  schema: z.ZodType<O, T>,
  defaults: T,
  options: SaveOptions<O, V, R> & { reset: (saved: R) => T },
) {
  const { onSave, ...form } = useMutationForm(schema, defaults, options, (saved) =>
    form.form.reset(options.reset(saved)),
  );
  return {
    ...form,
    save: { dirty: form.dirty, saving: options.mutation.isPending, error: form.formError, onSave },
  };
}
