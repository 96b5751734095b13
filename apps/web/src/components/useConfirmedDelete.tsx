import { type ReactNode, useState } from 'react';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/**
 * The one way a screen deletes after asking: `ask(item)` opens the confirmation (`question` says what goes); confirming
 * closes it, then `remove(item)` runs (the screen's mutation and toasts). The screen renders `dialog` once. The item
 * may itself be null (for "delete all").
 */
export function useConfirmedDelete<T>({
  question,
  remove,
}: {
  question: (item: T) => string;
  remove: (item: T) => void;
}): { ask: (item: T) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ item: T } | null>(null);
  const dialog = (
    <ConfirmDeleteDialog
      message={asking ? question(asking.item) : null}
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
