import type { CorrectionReasonInput } from '@comptoir/shared';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { CorrectionDialog } from '../components/CorrectionDialog';

type Reason = CorrectionReasonInput | undefined;

/**
 * Deleting a line or a ticket from a list (ordered products, account history, a shift's tickets): an OPEN ticket's
 * is voided in place after the plain confirmation (useConfirmedDelete, failure as a toast); a CLOSED ticket's makes a
 * correction ticket, so the CorrectionDialog says what it refunds and asks why (docs/decisions.md 67), and a refusal
 * stays in the dialog's error line. `mutation` sends `variables(item, reason)`; `success` is the toast once it went.
 */
export function useCorrectedDelete<T, V>(options: {
  id: string;
  closed: (item: T) => boolean;
  question: (item: T) => string;
  correction: (item: T) => { title: string; message: string; submitLabel: string };
  variables: (item: T, reason: Reason) => V;
  success: (item: T) => string;
  onOpenError: (item: T, error: unknown) => void;
  mutation: {
    mutate: (variables: V, callbacks: { onSuccess: () => void; onError?: (error: unknown) => void }) => void;
    isPending: boolean;
    error: unknown;
    reset: () => void;
  };
}): { ask: (item: T) => void; dialog: ReactNode } {
  const [correcting, setCorrecting] = useState<{ item: T } | null>(null);
  const send = (item: T, reason: Reason, done: () => void, onError?: (error: unknown) => void) =>
    options.mutation.mutate(options.variables(item, reason), {
      onSuccess: () => {
        done();
        toast.success(options.success(item));
      },
      onError,
    });
  const confirmed = useConfirmedDelete({
    question: options.question,
    remove: (item: T) =>
      send(
        item,
        undefined,
        () => {},
        (e) => options.onOpenError(item, e),
      ),
  });
  const hide = () => {
    setCorrecting(null);
    options.mutation.reset();
  };
  const dialog = (
    <>
      {confirmed.dialog}
      {correcting && (
        <CorrectionDialog
          id={options.id}
          {...options.correction(correcting.item)}
          submitIcon="pi pi-trash"
          askReason
          saving={options.mutation.isPending}
          error={options.mutation.error}
          onSubmit={(choice) => send(correcting.item, choice.reason, hide)}
          onHide={hide}
        />
      )}
    </>
  );
  return {
    ask: (item: T) => {
      options.mutation.reset();
      if (options.closed(item)) setCorrecting({ item });
      else confirmed.ask(item);
    },
    dialog,
  };
}
