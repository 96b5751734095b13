/**
 * What a date-range search shows (the day -> epoch rule itself is `zonedDayRange` in packages/shared): the picker's
 * days as the browser's Date objects, and the searched bounds as the page subtitle states them.
 */
import type { CalendarDay } from '@comptoir/shared';
import { intlLocale } from './format';
import i18n, { type Language } from './i18n';

/** The day a date picker's Date stands for (the picker works in the browser's zone: only the calendar day counts). */
export function dayOfPickerDate(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The picker's Date for a calendar day. */
export function pickerDateOfDay(day: CalendarDay): Date {
  return new Date(day.year, day.month - 1, day.day);
}

/** "Mon 16/11/2026 00:00" (fr: "lun. 16/11/2026 00:00") in the zone. */
export function formatRangeBound(ms: number, lng: Language, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat(intlLocale(lng), {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  for (const p of format.formatToParts(ms)) parts[p.type] = p.value;
  return `${parts.weekday} ${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * Exactly what was searched, for the page subtitle: "From Mon 16/11/2026 00:00 to Sun 22/11/2026 23:59,
 * Europe/Brussels". `end` is exclusive, so the last minute searched is shown. A page that may search no range (0/0,
 * as DateRangePicker's Clear) passes what it then shows: `all` ("Every invoice").
 */
export function searchedRangeText(lng: Language, start: number, end: number, timeZone: string, all?: string): string {
  if (all !== undefined && start === 0 && end === 0) return all;
  return i18n.t('common:dateRange.searched', {
    lng,
    start: formatRangeBound(start, lng, timeZone),
    end: formatRangeBound(Math.max(start, end - 1), lng, timeZone),
    timeZone,
  });
}
