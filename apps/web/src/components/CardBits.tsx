import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

/**
 * The edit and delete icon buttons of an item card (a printer, an integration): round, text-only, each named for
 * screen readers and tooltips by its label.
 */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {(
        [
          ['pi pi-pencil', 'secondary', editLabel, onEdit],
          ['pi pi-trash', 'danger', deleteLabel, onDelete],
        ] as const
      ).map(([icon, severity, label, onClick]) => (
        <Button
          key={icon}
          type="button"
          icon={icon}
          rounded
          text
          severity={severity}
          aria-label={label}
          title={label}
          onClick={onClick}
        />
      ))}
    </>
  );
}

/** One fact of a card's description list: its label and its value (a dash when there is none). */
export function Fact({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children ?? '–'}</dd>
    </div>
  );
}
