import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../lib/api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/** Deleting through one mutation of the item's id, with its toasts. */
type DeleteMutation<T, I> = {
  mutation: { mutate: (id: I, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void };
  id: (item: T) => I;
  /** The success toast's text. */
  success: (item: T) => string;
  /** The failure toast's text (default: the server's message). */
  failure?: (error: unknown) => string;
};

/**
 * The one way a screen deletes after asking: `ask(item)` opens the confirmation (`question` says what goes); confirming
 * closes it, then the item goes: `mutation.mutate(id(item))` with the `success` or `failure` toast, or the screen's own
 * `remove(item)`. The screen renders `dialog` once. The item may itself be null (for "delete all").
 */
export type ConfirmedDeleteOptions<T, I = unknown> = { question: (item: T) => string } & (
  | { remove: (item: T) => void }
  | DeleteMutation<T, I>
);

export function useConfirmedDelete<T, I = unknown>(
  options: ConfirmedDeleteOptions<T, I>,
): { ask: (item: T) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ item: T } | null>(null);
  const remove = (item: T) => {
    if ('remove' in options) return options.remove(item);
    const { mutation, id, success } = options;
    const failure = options.failure ?? errorMessage;
    mutation.mutate(id(item), {
      onSuccess: () => toast.success(success(item)),
      onError: (error) => toast.error(failure(error)),
    });
  };
  const dialog = (
    <ConfirmDeleteDialog
      message={asking ? options.question(asking.item) : null}
      onConfirm={() => {
        if (!asking) return;
        setAsking(null);
        remove(asking.item);
      }}
      onHide={() => setAsking(null)}
    />
  );
  return { ask: (item: T) => setAsking({ item }), dialog };
}
