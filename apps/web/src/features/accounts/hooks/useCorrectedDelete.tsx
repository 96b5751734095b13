import type { CorrectionReasonInput } from '@comptoir/shared';
import { type ReactNode, useState } from 'react';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { CorrectionDialog } from '../components/CorrectionDialog';

type Done = { onSuccess: () => void; onError?: (error: unknown) => void };

/**
 * Deleting a line or a ticket from a list (ordered products, account history, a shift's tickets): an OPEN ticket's
 * is voided in place after the plain confirmation (useConfirmedDelete, failure as a toast); a CLOSED ticket's makes a
 * correction ticket, so the CorrectionDialog says what it refunds and asks why (docs/decisions.md 67), and a refusal
 * stays in the dialog's error line. `remove(item, reason, done)` sends it; the caller's success toast goes in `done`.
 */
export function useCorrectedDelete<T>(options: {
  id: string;
  closed: (item: T) => boolean;
  question: (item: T) => string;
  correction: (item: T) => { title: string; message: string; submitLabel: string };
  remove: (item: T, reason: CorrectionReasonInput | undefined, done: Done) => void;
  onOpenError: (item: T, error: unknown) => void;
  mutation: { isPending: boolean; error: unknown; reset: () => void };
}): { ask: (item: T) => void; dialog: ReactNode } {
  const [correcting, setCorrecting] = useState<{ item: T } | null>(null);
  const confirmed = useConfirmedDelete({
    question: options.question,
    remove: (item: T) =>
      options.remove(item, undefined, { onSuccess: () => {}, onError: (e) => options.onOpenError(item, e) }),
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
          onSubmit={(choice) => options.remove(correcting.item, choice.reason, { onSuccess: hide })}
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
