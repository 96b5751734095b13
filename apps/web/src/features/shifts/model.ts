/**
 * Pure helpers of the shift pages (document 3 section 2): the date range of the shift list, durations, money.
 * No React here, so they are unit-tested in model.test.ts.
 */
import { zonedParts, zonedTime } from '@comptoir/shared';

export const DAY_MS = 86_400_000;

/** Worker shifts on the statistics page (the spec names none): a year of a range stays readable. */
export const WORKER_PAGE_SIZES = [50, 100, 500];

/** Query bounds in epoch milliseconds; 0 is no bound (a cleared range is 0/0). */
export interface Range {
  start: number;
  end: number;
}

/** Default window of the shift list: from 7 days before now to 2 days after now. */
export function defaultRange(now: number): Range {
  return { start: now - 7 * DAY_MS, end: now + 2 * DAY_MS };
}

const bound = (value: string | null): number | null => {
  if (value === null || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
};

/** The range kept in the address (?start=&end=); without one, the default window. */
export function rangeFromParams(params: URLSearchParams, now: number): Range {
  const start = bound(params.get('start'));
  const end = bound(params.get('end'));
  if (start === null || end === null) return defaultRange(now);
  return { start, end };
}

/**
 * The range searched from the picker's dates (calendar days, read in the organisation's time zone): with two dates
 * the end is 23:59:59 of the second day; with only a start the end is the next day; with none, both bounds are 0.
 */
export function rangeFromDates(dates: readonly (Date | null | undefined)[] | null, timeZone: string): Range {
  const [first, second] = dates ?? [];
  if (!first) return { start: 0, end: 0 };
  const day = (d: Date, addDays = 0, hour = 0, minute = 0) =>
    zonedTime(timeZone, d.getFullYear(), d.getMonth() + 1, d.getDate() + addDays, hour, minute);
  const start = day(first);
  if (!second) return { start, end: day(first, 1) };
  return { start, end: day(second, 0, 23, 59) + 59_999 };
}

/** The picker's dates for a range: the calendar days of its bounds in the organisation's time zone. */
export function datesOfRange(range: Range, timeZone: string): Date[] | null {
  if (range.start <= 0) return null;
  const toDate = (ms: number) => {
    const p = zonedParts(ms, timeZone);
    return new Date(p.year, p.month - 1, p.day);
  };
  return range.end > 0 ? [toDate(range.start), toDate(range.end)] : [toDate(range.start)];
}

/** "hh:mm:ss" (hours may pass 24). */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** "Xh Ym Zs". */
export function formatTotalTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m ${s % 60}s`;
}

/** Euros with 2 decimals and a dot, as CSV exports carry them. */
export function plainAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** Reads a numeric route parameter (epoch milliseconds or an id); null when absent or not a number. */
export function numericParam(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,16}$/.test(value) ? Number(value) : null;
}
