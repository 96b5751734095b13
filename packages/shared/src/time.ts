/**
 * Calendar helpers in an organisation's time zone (ARCHITECTURE.md section 4): today, this week, a day of sales and
 * shift hours are computed in the organisation's zone, never the server's. Time is epoch milliseconds (UTC).
 */

export interface ZonedParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = monday ... 6 = sunday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_INDEX[parts.weekday ?? 'Mon'] ?? 0,
  };
}

/** Offset of the zone from UTC at instant `ms`, in milliseconds (e.g. +3600000 for Brussels in winter). */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a local wall-clock time in the zone (for a time skipped by DST, the instant just after the gap). */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

/** Start of the local day containing `ms`, plus `addDays` days. */
export function startOfZonedDay(ms: number, timeZone: string, addDays = 0): number {
  const p = zonedParts(ms, timeZone);
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + addDays));
  return zonedTime(timeZone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Start of the local week (monday) containing `ms`, plus `addWeeks` weeks. */
export function startOfZonedWeek(ms: number, timeZone: string, addWeeks = 0): number {
  const p = zonedParts(ms, timeZone);
  return startOfZonedDay(ms, timeZone, -p.weekday + 7 * addWeeks);
}

/** Start of the local month containing `ms`, plus `addMonths` months. */
export function startOfZonedMonth(ms: number, timeZone: string, addMonths = 0): number {
  const p = zonedParts(ms, timeZone);
  const d = new Date(Date.UTC(p.year, p.month - 1 + addMonths, 1));
  return zonedTime(timeZone, d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Local date as YYYY-MM-DD. */
export function zonedDateKey(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/**
 * `zonedDateKey` and the local hour of many instants in one zone (a month of quarter hours on the dashboard), with
 * few look-ups of the zone: its offset is read at each UTC midnight; a UTC day whose two midnights have the same offset
 * keeps it all day, and on a day when it changes (once), the second it changes is found by bisection. The rest is
 * arithmetic. Same answers as `zonedDateKey` and `zonedParts(...).hour` (test/time.test.ts).
 */
export function zonedDayHour(timeZone: string): (ms: number) => { dateKey: string; hour: number } {
  const midnights = new Map<number, number>();
  const offsetAtMidnight = (day: number) => {
    let offset = midnights.get(day);
    if (offset === undefined) {
      offset = offsetAt(day * DAY_MS, timeZone);
      midnights.set(day, offset);
    }
    return offset;
  };
  /** Per UTC day: the offset before the change, the first second of the new one (or none), the new one. */
  const days = new Map<number, { before: number; change: number; after: number }>();
  const dayOf = (day: number) => {
    let known = days.get(day);
    if (!known) {
      const [before, after] = [offsetAtMidnight(day), offsetAtMidnight(day + 1)];
      let change = (day + 1) * DAY_MS;
      if (before !== after) {
        // Seconds [lo, hi): lo still has the old offset, hi has another (the next midnight at worst).
        let [lo, hi] = [day * DAY_MS, change];
        while (hi - lo > 1000) {
          const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
          if (offsetAt(mid, timeZone) === before) lo = mid;
          else hi = mid;
        }
        change = hi;
      }
      known = { before, change, after };
      days.set(day, known);
    }
    return known;
  };
  return (ms) => {
    const day = dayOf(Math.floor(ms / DAY_MS));
    const second = Math.floor(ms / 1000) * 1000;
    const local = new Date(second + (second < day.change ? day.before : day.after));
    const [month, date] = [local.getUTCMonth() + 1, local.getUTCDate()];
    return {
      dateKey: `${local.getUTCFullYear()}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
      hour: local.getUTCHours(),
    };
  };
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar day (month 1-12), as a date picker gives it. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * The one rule of date-range searches: the picked days are whole days, inclusive, in the organisation's zone, whatever
 * the browser's. `start` is 00:00 of the first day, `end` is 00:00 of the day after the last (exclusive), so a search
 * from 16 to 22 November includes all of Sunday the 22nd. The days may be given in either order.
 */
export function zonedDayRange(
  timeZone: string,
  first: CalendarDay,
  last: CalendarDay = first,
): { start: number; end: number } {
  const a = zonedTime(timeZone, first.year, first.month, first.day);
  const b = zonedTime(timeZone, last.year, last.month, last.day);
  const [from, to] = a <= b ? [a, b] : [b, a];
  return { start: from, end: startOfZonedDay(to, timeZone, 1) };
}

/** The calendar days a range covers in the zone (its end is exclusive): the inverse of zonedDayRange. */
export function calendarDaysOf(
  start: number,
  end: number,
  timeZone: string,
): { first: CalendarDay; last: CalendarDay } {
  const day = (ms: number): CalendarDay => {
    const p = zonedParts(ms, timeZone);
    return { year: p.year, month: p.month, day: p.day };
  };
  return { first: day(start), last: day(Math.max(start, end - 1)) };
}
