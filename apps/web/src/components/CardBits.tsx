import './card-bits.css';
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

/** The outcome of an item's test (a print, a connection), shown under the card's facts. */
export interface ItemTestResult {
  ok: boolean;
  text: string;
}

/**
 * A card of an item list (printers, integrations): an icon, the title (naming the card), its address line and an
 * optional badge; the card's facts (`children`, usually Facts in a `dl`); the test's outcome line (announced, test id
 * `resultTestId`); then the test button, and edit and delete.
 */
export function ItemCard({
  id,
  testId,
  icon,
  iconClassName,
  title,
  address,
  badge,
  children,
  result,
  resultTestId,
  test,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  id: string;
  testId: string;
  icon: string;
  iconClassName?: string;
  title: string;
  address: string;
  badge?: ReactNode;
  children?: ReactNode;
  /** The last test's outcome; a text alone (no ok) while it runs. */
  result: ItemTestResult | { text: string; ok?: undefined } | null;
  resultTestId: string;
  test: { label: string; ariaLabel: string; icon: string; loading: boolean; onClick: () => void };
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const tone = result?.ok === undefined ? '' : result.ok ? ' item-card__result--ok' : ' item-card__result--error';
  return (
    <article className="card item-card" aria-labelledby={`${id}-title`} data-testid={testId}>
      <header className="item-card__head">
        <span className={`item-card__icon${iconClassName ? ` ${iconClassName}` : ''}`} aria-hidden="true">
          <i className={icon} />
        </span>
        <div className="item-card__text">
          <h2 id={`${id}-title`} className="item-card__title">
            {title}
          </h2>
          <span className="item-card__address">{address}</span>
        </div>
        {badge}
      </header>
      {children}
      <p className={`item-card__result${tone}`} role="status" aria-live="polite" data-testid={resultTestId}>
        {result?.ok !== undefined && (
          <i className={result.ok ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden="true" />
        )}
        {result?.text}
      </p>
      <footer className="item-card__actions">
        <Button
          type="button"
          label={test.label}
          icon={test.icon}
          size="small"
          outlined
          loading={test.loading}
          onClick={test.onClick}
          aria-label={test.ariaLabel}
        />
        <span className="item-card__spacer" />
        <EditDeleteButtons editLabel={editLabel} deleteLabel={deleteLabel} onEdit={onEdit} onDelete={onDelete} />
      </footer>
    </article>
  );
}
