/**
 * Pure helpers of the dashboard: the interval in the URL, money in euros, chart labels. No React here, so they are
 * unit-tested in dashboard.test.ts.
 */
import { DASHBOARD_INTERVALS, type DashboardInterval, type Shift } from '@comptoir/shared';

/**
 * The interval shown when the address has none. The spec gives two readings (CURRENT_SHIFT and TODAY); we keep
 * CURRENT_SHIFT, always, rather than switching on whether a shift is open: it is what a manager opens the dashboard
 * for during service, it is the only interval refreshed live by pushed ACCOUNTS_UPDATED messages, and a default that
 * does not depend on the state of the till is predictable (the same address always shows the same thing). When no
 * shift is open, the page says so and offers to open one or to pick another period.
 */
export const DEFAULT_INTERVAL: DashboardInterval = 'CURRENT_SHIFT';

/** The query parameter that keeps the chosen interval in the address, so a view can be bookmarked. */
export const INTERVAL_PARAM = 'interval';

export { DASHBOARD_INTERVALS };

/** Reads `?interval=`; anything missing or unknown falls back to the default. */
export function parseInterval(value: string | null | undefined): DashboardInterval {
  const upper = value?.trim().toUpperCase();
  return (DASHBOARD_INTERVALS as readonly string[]).includes(upper ?? '')
    ? (upper as DashboardInterval)
    : DEFAULT_INTERVAL;
}

/** Intervals that follow a shift rather than the calendar. */
export function isShiftInterval(interval: DashboardInterval): boolean {
  return interval === 'CURRENT_SHIFT' || interval === 'LAST_SHIFT';
}

/** A shift is open (Live) while it has no end (document 1 section 4: 0 or absent also mean open). */
export function isShiftOpen(shift: Pick<Shift, 'endTimestamp'> | null | undefined): boolean {
  return !!shift && !shift.endTimestamp;
}

/** Daily sales are named by local date YYYY-MM-DD; the chart shows dd/MM. */
export function dayLabel(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}` : isoDate;
}

/** True when a chart has nothing worth drawing: no entries, or only zeros. */
export function isEmptyChart(entries: ReadonlyArray<{ count: number }>): boolean {
  return entries.every((entry) => !entry.count);
}

/** Low-stock lines the dashboard card lists at most; the link to the ingredients shows them all. */
export const LOW_STOCK_SHOWN = 6;

/** The share of its minimum an ingredient has left, 0 to 1 (for the card's bar); 0 for a minimum of 0. */
export function stockShare(stock: number, minStock: number): number {
  if (minStock <= 0) return 0;
  return Math.min(1, Math.max(0, stock / minStock));
}
