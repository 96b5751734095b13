/**
 * Pure helpers of the shift pages (document 3 section 2): the date range of the shift list, durations, money.
 * No React here, so they are unit-tested in model.test.ts.
 */
import { settledCents, type TotalData } from '@comptoir/shared';

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
 * The shift list asks for shifts started up to `end` inclusive (the spec's 23:59:59 of the last day); the date-range
 * picker's end is exclusive (00:00 of the next day). These convert between the two; 0 stays "no bound".
 */
export function rangeOfSearch(start: number, end: number): Range {
  return { start, end: end > 0 ? end - 1 : 0 };
}

export function searchOfRange(range: Range): Range {
  return { start: range.start, end: range.end > 0 ? range.end + 1 : 0 };
}

export type TotalLineId =
  | 'cash'
  | 'card'
  | 'bankTransfer'
  | 'offered'
  | 'credit'
  | 'error'
  | 'paid'
  | 'stillToPay'
  | 'grand'
  | 'tips';

/**
 * The lines of a totals card, the same as the X and Z reports print them (shifts.pdf.ts): each payment type, what was
 * paid, what open accounts still owe (only when something does) and the total of the sales. So the lines above the
 * total always add up to it. Tips follow the total when there are any (they are not sales). Amounts in cents.
 */
export function totalLines(totalData: TotalData): { id: TotalLineId; cents: number }[] {
  const c = (euros: number) => Math.round(euros * 100);
  const cents = {
    total: c(totalData.total),
    totalCash: c(totalData.totalCash),
    totalCard: c(totalData.totalCard),
    totalBankTransfer: c(totalData.totalBankTransfer),
    totalOffered: c(totalData.totalOffered),
    totalCredit: c(totalData.totalCredit),
    totalError: c(totalData.totalError),
    totalTips: c(totalData.totalTips),
    totalCashTips: c(totalData.totalCashTips),
  };
  const paid = settledCents(cents);
  return [
    { id: 'cash', cents: cents.totalCash },
    { id: 'card', cents: cents.totalCard },
    { id: 'bankTransfer', cents: cents.totalBankTransfer },
    { id: 'offered', cents: cents.totalOffered },
    { id: 'credit', cents: cents.totalCredit },
    { id: 'error', cents: cents.totalError },
    { id: 'paid', cents: paid },
    ...(paid === cents.total ? [] : [{ id: 'stillToPay' as const, cents: cents.total - paid }]),
    { id: 'grand', cents: cents.total },
    // Tips are not sales: a line of their own under the total (the cash part is in the drawer, shiftCash).
    ...(cents.totalTips === 0 ? [] : [{ id: 'tips' as const, cents: cents.totalTips }]),
  ];
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

/** Reads a numeric route parameter (epoch milliseconds or an id); null when absent or not a number. */
export function numericParam(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,16}$/.test(value) ? Number(value) : null;
}
