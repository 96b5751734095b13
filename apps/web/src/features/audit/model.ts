/**
 * Pure helpers of the audit page: the filters kept in the address, the whole-day period in the organisation's time
 * zone, the "field: from -> to" text and the CSV rows. No React here, so they are unit-tested in model.test.ts.
 */

import {
  type AuditEntry,
  type AuditQuery,
  type CalendarDay,
  type CsvValue,
  calendarDaysOf,
  zonedDayRange,
  zonedParts,
} from '@comptoir/shared';
import { csvAmount } from '../../lib/csv';

/** The filters of the page, as the address keeps them: days as YYYY-MM-DD (inclusive), ids as text. */
export interface AuditFilters {
  from: string;
  to: string;
  userId: string;
  resource: string;
  resourceId: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD -> the calendar day it names; null if it is not one. */
export function dayOfText(text: string): CalendarDay | null {
  const m = DAY.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** A calendar day as the address keeps it: YYYY-MM-DD. */
export function dayText({ year, month, day }: CalendarDay): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The API's half-open period for whole days `from`..`to` (inclusive) in the organisation's time zone (zonedDayRange,
 * the rule of every date-range search); no `from`, no period.
 */
export function periodOf(filters: Pick<AuditFilters, 'from' | 'to'>, timeZone: string): { from?: number; to?: number } {
  const first = dayOfText(filters.from);
  if (!first) return { from: undefined, to: undefined };
  const { start, end } = zonedDayRange(timeZone, first, dayOfText(filters.to) ?? first);
  return { from: start, to: end };
}

/** The address days of a searched period (end exclusive): the inverse of periodOf. */
export function daysOfPeriod(start: number, end: number, timeZone: string): Pick<AuditFilters, 'from' | 'to'> {
  const { first, last } = calendarDaysOf(start, end, timeZone);
  return { from: dayText(first), to: dayText(last) };
}

/** The query of GET /audit for the filters and the page shown. */
export function auditQuery(filters: AuditFilters, timeZone: string, first: number, rows: number): AuditQuery {
  const period = periodOf(filters, timeZone);
  const query: Record<string, string> = { page: String(Math.floor(first / rows)), size: String(rows) };
  if (period.from !== undefined) query.from = String(period.from);
  if (period.to !== undefined) query.to = String(period.to);
  if (/^\d+$/.test(filters.userId)) query.userId = filters.userId;
  if (filters.resource) query.resource = filters.resource;
  if (filters.resourceId) query.resourceId = filters.resourceId;
  return query as AuditQuery;
}

/** The organisation's calendar day of an instant, as YYYY-MM-DD. */
export function dayOf(ms: number, timeZone: string): string {
  return dayText(zonedParts(ms, timeZone));
}

/** Fields that hold an instant (epoch ms): shown as a date and time. */
const TIME_FIELD = /(timestamp|time|date|end|at)$/i;
/**
 * Fields that hold money: amounts the API writes in euros ("12.50" or 12.5), or integer cents when the name ends in
 * Cents. Counts that only sound like money (a promo's M and N amounts, counts, decimals) are not, nor a promo's
 * discountAmount (a percent or euros, by its type: written as the number it is).
 */
const MONEY_FIELD = /(cents$|price|amount|total|cash)/i;
const NOT_MONEY =
  /^[mn]Amount$|^discountAmount$|count$|decimals|units|hundredths|percent|^orderedProductTotal|^amountRequired$/i;
const EUROS = /^-?\d+(\.\d{1,2})?$/;

/** How the page writes what an entry holds: in the interface language and the organisation's time zone. */
export interface AuditFormat {
  dateTime: (ms: number) => string;
  /** Cents as money ("12,50 €"). */
  money: (cents: number) => string;
  /** A field's label; unknown fields fall back to humanField. */
  field: (name: string) => string;
  /** A code's words (CONSOLE, CASH, OPEN...) in `field`, or undefined when the console has none. */
  value: (code: string, field: string) => string | undefined;
  yes: string;
  no: string;
}

/** "invoiceDate" -> "Invoice date", "vat_number" -> "Vat number": never the raw name of the code. */
export function humanField(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The i18n keys that may hold a code's words, most specific first: a user's type and abilities read as the users page
 * writes them (nav:userTypes, users:abilities.codes), every other code from audit.json's values.
 */
const CODE_KEYS: Record<string, string> = { type: 'nav:userTypes', abilities: 'users:abilities.codes' };

/** A code's words through `words` (the page's i18n: the text of a key it has, else undefined), or undefined. */
export function codeWords(field: string, code: string, words: (key: string) => string | undefined): string | undefined {
  const own = CODE_KEYS[field];
  return (own === undefined ? undefined : words(`${own}.${code}`)) ?? words(`audit:values.${code}`);
}

/** Plain text of every kind, for tests and callers without a language. */
export const PLAIN_FORMAT: AuditFormat = {
  dateTime: String,
  money: (cents) => csvAmount(cents, 'en'),
  field: humanField,
  value: () => undefined,
  yes: 'Yes',
  no: 'No',
};

/**
 * One value as a person reads it: instants as date-time, money as an amount, booleans as yes/no, codes in words,
 * lists joined and objects as "label: value" (never JSON).
 */
export function valueText(field: string, value: unknown, format: AuditFormat = PLAIN_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  const money = MONEY_FIELD.test(field) && !NOT_MONEY.test(field);
  if (typeof value === 'number') {
    if (value > 1e11 && TIME_FIELD.test(field)) return format.dateTime(value);
    if (money) return format.money(/cents$/i.test(field) ? value : Math.round(value * 100));
    return String(value);
  }
  if (typeof value === 'string') {
    if (money && EUROS.test(value)) return format.money(Math.round(Number(value) * 100));
    return format.value(value, field) ?? value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(field, item, format)).filter((text) => text !== '');
    return items.every((text) => !text.includes(':')) ? items.join(', ') : items.map((text) => `(${text})`).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${format.field(key)}: ${valueText(key, v, format) || '∅'}`)
      .join(', ');
  }
  return String(value);
}

/**
 * "Field: from -> to" for each changed field (secrets already read '***'), or what a reversal recorded (a reversal
 * that names a `field` with `from` and `to` reads as that field's change), all through `format`.
 */
export function changeLines(
  entry: Pick<AuditEntry, 'changes' | 'details'>,
  format: AuditFormat = PLAIN_FORMAT,
): string[] {
  const change = (field: string, from: unknown, to: unknown) =>
    `${format.field(field)}: ${valueText(field, from, format) || '∅'} → ${valueText(field, to, format) || '∅'}`;
  const changes = Object.entries(entry.changes).map(([field, c]) => change(field, c.from, c.to));
  if (changes.length > 0) return changes;
  const { field, from, to, ...rest } = entry.details;
  const lines =
    typeof field === 'string' && ('from' in entry.details || 'to' in entry.details) ? [change(field, from, to)] : [];
  const others = typeof field === 'string' ? rest : entry.details;
  return [
    ...lines,
    ...Object.entries(others).map(([key, value]) => `${format.field(key)}: ${valueText(key, value, format) || '∅'}`),
  ];
}

/** The record as a person names it: its label (invoice number, name) or, without one, the resource and its id. */
export function recordText(entry: Pick<AuditEntry, 'label' | 'resourceId'>): string {
  return entry.label ?? `#${entry.resourceId}`;
}

/** The CSV rows of entries, with the page's texts: date-time, user, action, resource, record, id, changes. */
export function csvRows(
  entries: AuditEntry[],
  format: AuditFormat & { action: (a: string) => string; resource: (r: string) => string },
): CsvValue[][] {
  return entries.map((e) => [
    format.dateTime(e.at),
    e.user?.username ?? '',
    format.action(e.action),
    format.resource(e.resource),
    e.label ?? '',
    e.resourceId,
    changeLines(e, format).join('; '),
  ]);
}
