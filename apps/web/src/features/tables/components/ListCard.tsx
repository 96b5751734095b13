import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

/** One of the three lists of the page: title, count, an add button and the list itself. */
export function ListCard({
  id,
  title,
  count,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section className="card tables-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="tables-card__header">
        <h2 id={`${id}-title`} className="tables-card__title">
          {title}
          <span className="tables-card__count">{count}</span>
        </h2>
        <Button label={addLabel} icon="pi pi-plus" size="small" onClick={onAdd} />
      </header>
      {children}
    </section>
  );
}

export interface RowAction {
  icon: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/** The icon buttons at the end of a row; each is named for screen readers and tooltips. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((a) => (
        <Button
          key={a.icon}
          type="button"
          icon={a.icon}
          rounded
          text
          size="small"
          severity={a.danger ? 'danger' : 'secondary'}
          aria-label={a.label}
          title={a.label}
          onClick={a.onClick}
        />
      ))}
    </div>
  );
}

/** A zone's colour dot, with its name when given. */
export function ZoneSwatch({ color, name }: { color: string; name?: string }) {
  return (
    <span className="zone-swatch">
      <span className="zone-swatch__dot" style={{ background: color }} aria-hidden="true" />
      {name !== undefined && <span>{name}</span>}
    </span>
  );
}
