import './side-card.css';
import type { ReactNode } from 'react';

/**
 * A side card (beside a list, on a summary page): its heading names it for screen readers (`id` is the heading's id,
 * `testId` the card's), then an optional subtitle and the content, usually SideRows.
 */
export function SideCard({
  id,
  title,
  subtitle,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  subtitle?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="card side-card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="side-card__title">
        {title}
      </h2>
      {subtitle && <p className="side-card__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}

/** The label/figure rows of a side card. */
export const SideRows = ({ children }: { children: ReactNode }) => <dl className="side-card__list">{children}</dl>;

/**
 * One row: its label, its figure (right-aligned); `strong` sets a total apart, `subtotal` a sum above it (a dashed
 * rule), `owed` what is still to pay (amber).
 */
export function SideRow({
  label,
  strong,
  kind,
  testId,
  valueTestId,
  children,
}: {
  label: ReactNode;
  strong?: boolean;
  kind?: 'subtotal' | 'owed';
  testId?: string;
  valueTestId?: string;
  children: ReactNode;
}) {
  const className = ['side-card__row', strong && 'side-card__row--strong', kind && `side-card__row--${kind}`];
  return (
    <div className={className.filter(Boolean).join(' ')} data-testid={testId}>
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  );
}

/** The empty line of a side card ("no client", "no VAT"). */
export const SideEmpty = ({ children }: { children: ReactNode }) => <p className="side-card__empty">{children}</p>;
