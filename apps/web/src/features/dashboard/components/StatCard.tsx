import type { ReactNode } from 'react';

export type StatTone = 'blue' | 'green' | 'amber' | 'violet' | 'red' | 'cyan' | 'slate';

/** One counter: an icon, a label, the figure and an optional detail line. */
export function StatCard({
  id,
  icon,
  tone,
  label,
  value,
  hint,
  children,
}: {
  id: string;
  icon: string;
  tone: StatTone;
  label: string;
  value: string;
  hint?: string;
  children?: ReactNode;
}) {
  const labelId = `stat-${id}-label`;
  return (
    <section className="dash-card dash-stat" aria-labelledby={labelId} data-testid={`stat-${id}`}>
      <div className="dash-stat__top">
        <span id={labelId} className="dash-stat__label">
          {label}
        </span>
        <span className={`dash-stat__icon dash-stat__icon--${tone}`} aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
      </div>
      <div className="dash-stat__value" data-testid="stat-value">
        {value}
      </div>
      {hint && <div className="dash-stat__hint">{hint}</div>}
      {children}
    </section>
  );
}
