import type { ReactNode } from 'react';
// The card's look travels with it (the food cost page draws its chart in one too).
import '../dashboard.css';

/** A titled card around one chart, with a calm empty state instead of an empty canvas. */
export function ChartCard({
  id,
  title,
  subtitle,
  empty,
  emptyText,
  emptyIcon = 'pi-chart-bar',
  height = 260,
  className = '',
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  empty: boolean;
  emptyText: string;
  emptyIcon?: string;
  height?: number;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `chart-${id}-title`;
  return (
    <section className={`dash-card dash-chart ${className}`} aria-labelledby={titleId} data-testid={`chart-${id}`}>
      <header className="dash-card__header">
        <h2 id={titleId} className="dash-card__title">
          {title}
        </h2>
        {subtitle && <span className="dash-card__subtitle">{subtitle}</span>}
      </header>
      {empty ? (
        <div className="dash-chart__empty" style={{ minHeight: height }} data-testid="chart-empty">
          <i className={`pi ${emptyIcon}`} aria-hidden="true" />
          <span>{emptyText}</span>
        </div>
      ) : (
        <div className="dash-chart__canvas" style={{ height }}>
          {children}
        </div>
      )}
    </section>
  );
}
