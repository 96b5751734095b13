/**
 * Pure helpers of the audit page: the filters kept in the address, the whole-day period in the organisation's time
 * zone, the "field: from -> to" text and the CSV rows. No React here, so they are unit-tested in model.test.ts.
 */
import {
  type AuditEntry,
  type AuditQuery,
  auditValueText,
  type CsvValue,
  zonedParts,
  zonedTime,
} from '@comptoir/shared';

/** The filters of the page, as the address keeps them: days as YYYY-MM-DD (inclusive), ids as text. */
export interface AuditFilters {
  from: string;
  to: string;
  userId: string;
  resource: string;
  resourceId: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) of the organisation -> the epoch ms its day starts, `addDays` later; null if not a day. */
export function dayStart(day: string, timeZone: string, addDays = 0): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  return zonedTime(timeZone, Number(m[1]), Number(m[2]), Number(m[3]) + addDays);
}

/** The API's half-open period for whole days `from`..`to` (inclusive) in the organisation's time zone. */
export function periodOf(filters: Pick<AuditFilters, 'from' | 'to'>, timeZone: string): { from?: number; to?: number } {
  const from = dayStart(filters.from, timeZone) ?? undefined;
  const to = dayStart(filters.to || filters.from, timeZone, 1) ?? undefined;
  return { from, to: from !== undefined && to !== undefined && to <= from ? undefined : to };
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

/** A picker's local date -> YYYY-MM-DD (the day the user clicked). */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD -> a local date for the picker. */
export function dateOfDay(day: string): Date | null {
  const m = DAY.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** The organisation's calendar day of an instant, as YYYY-MM-DD. */
export function dayOf(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return dayOfDate(new Date(p.year, p.month - 1, p.day));
}

/** Fields that hold an instant (epoch ms): shown as a date and time. */
const TIME_FIELD = /(timestamp|time|end|at)$/i;

/**
 * "field: from -> to" for each changed field (secrets already read '***'), or what a reversal recorded. `dateTime`
 * writes the instants of time fields.
 */
export function changeLines(
  entry: Pick<AuditEntry, 'changes' | 'details'>,
  dateTime: (ms: number) => string = String,
): string[] {
  const text = (field: string, value: unknown) =>
    typeof value === 'number' && value > 1e11 && TIME_FIELD.test(field) ? dateTime(value) : auditValueText(value);
  const changes = Object.entries(entry.changes).map(
    ([field, c]) => `${field}: ${text(field, c.from) || '∅'} → ${text(field, c.to) || '∅'}`,
  );
  if (changes.length > 0) return changes;
  return Object.entries(entry.details).map(([key, value]) => `${key}: ${text(key, value)}`);
}

/** The CSV rows of entries: date-time, user, action, resource, id, changes. */
export function csvRows(
  entries: AuditEntry[],
  format: { dateTime: (ms: number) => string; action: (a: string) => string; resource: (r: string) => string },
): CsvValue[][] {
  return entries.map((e) => [
    format.dateTime(e.at),
    e.user?.username ?? '',
    format.action(e.action),
    format.resource(e.resource),
    e.resourceId,
    changeLines(e, format.dateTime).join('; '),
  ]);
}
