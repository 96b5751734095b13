import { startOfZonedDay, startOfZonedMonth, zonedDateKey } from '@comptoir/shared';
import { canonicalJson } from '../../lib/canonical-json';
import type { OrgDb } from '../../lib/org-db';
import { appendEvents, type JournalSecret } from './journal.append';
import { journalRepository as repo } from './journal.repository';
import {
  addEvent,
  addTotals,
  type ClosureData,
  type ClosureKind,
  emptyTotals,
  type GrandTotals,
  monthOf,
  type PeriodTotals,
  yearOf,
  ZERO_GRAND,
} from './journal.totals';

/**
 * Daily, monthly and yearly closures (issue 24, decision 99): after a day of the organisation's calendar ends, the
 * events registered that day are added up and the sums journalled as a CLOSURE entry, with the perpetual grand
 * totals; a month closes after its last day, a year after its last month. Days without events have no closure (their
 * grand totals are the day before's); months and years close when they had at least one closed day. Never changed:
 * an event registered after a day closed is dated at the closure's end (journal.append.ts), so a late correction
 * counts in the period when it is made.
 */

const grandOf = (body: string | undefined): GrandTotals =>
  body ? (JSON.parse(body) as { data: ClosureData }).data.grand : ZERO_GRAND;

const dataOf = (body: string) => (JSON.parse(body) as { data: ClosureData }).data;

/** The [start, end) of the day, month or year containing `ms` in the zone, and its key. */
function periodOf(kind: ClosureKind, ms: number, timeZone: string) {
  if (kind === 'DAY') {
    const start = startOfZonedDay(ms, timeZone);
    return { start, end: startOfZonedDay(ms, timeZone, 1), key: zonedDateKey(ms, timeZone) };
  }
  const start = startOfZonedMonth(ms, timeZone);
  if (kind === 'MONTH')
    return { start, end: startOfZonedMonth(ms, timeZone, 1), key: monthOf(zonedDateKey(ms, timeZone)) };
  const months = Number(zonedDateKey(ms, timeZone).slice(5, 7)) - 1;
  const yearStart = startOfZonedMonth(ms, timeZone, -months);
  return { start: yearStart, end: startOfZonedMonth(yearStart, timeZone, 12), key: yearOf(zonedDateKey(ms, timeZone)) };
}

async function journalClosure(org: OrgDb, server: JournalSecret, data: ClosureData, at: number): Promise<void> {
  // Through the canonical form once, so the stored totals are exactly what the verification recomputes.
  const clean = JSON.parse(canonicalJson(data)) as ClosureData;
  const closedUntil = data.period === 'DAY' ? data.end : undefined;
  const [seq] = await appendEvents(org, server, [{ kind: 'CLOSURE', at, data: clean }], closedUntil);
  await repo.insertClosure(org, {
    kind: data.period,
    period: data.key,
    start_at: data.start,
    end_at: data.end,
    seq: seq!,
    created_at: at,
  });
}

/** Closes one day: its events, summed. */
async function closeDay(org: OrgDb, server: JournalSecret, timeZone: string, dayMs: number, at: number) {
  const { start, end, key } = periodOf('DAY', dayMs, timeZone);
  const totals = emptyTotals();
  let absolute = 0;
  for (const e of await repo.eventsBetween(org, start, end))
    absolute += addEvent(totals, e.kind, (JSON.parse(e.body) as { data: unknown }).data);
  const before = grandOf((await repo.lastClosure(org, 'DAY'))?.body);
  const grand = { total: before.total + totals.total, absolute: before.absolute + absolute };
  await journalClosure(org, server, { period: 'DAY', key, timeZone, start, end, totals, grand, absolute }, at);
}

/** Closes a month (from its days) or a year (from its months). */
async function closeSum(
  org: OrgDb,
  server: JournalSecret,
  timeZone: string,
  kind: 'MONTH' | 'YEAR',
  ms: number,
  at: number,
) {
  const { start, end, key } = periodOf(kind, ms, timeZone);
  const parts = await repo.closuresWithin(org, kind === 'MONTH' ? 'DAY' : 'MONTH', start, end);
  const totals: PeriodTotals = emptyTotals();
  let absolute = 0;
  for (const p of parts) {
    const d = dataOf(p.body);
    addTotals(totals, d.totals);
    absolute += d.absolute;
  }
  const grand = grandOf((await repo.lastClosure(org, 'DAY'))?.body);
  await journalClosure(org, server, { period: kind, key, timeZone, start, end, totals, grand, absolute }, at);
}

/**
 * Makes every closure due at `now` for one organisation, in the calendar's order (a day, then its month when it was
 * the month's last closed day, then the year), in the transaction `db` (which holds the journal head's lock from its
 * first append). Answers how many closures were made.
 */
export async function closeDuePeriods(
  org: OrgDb,
  server: JournalSecret,
  timeZone: string,
  now: number,
): Promise<number> {
  let made = 0;
  for (;;) {
    const head = await repo.head(org);
    if (!head) return made;
    const next = await repo.firstEventFrom(org, Number(head.closed_until));
    const day = next ? periodOf('DAY', next.at, timeZone) : null;
    const dueDay = day && day.end <= now ? day : null;
    // A month (then a year) whose days are closed, ended, and before the next day to close.
    const lastDay = await repo.lastClosure(org, 'DAY');
    if (lastDay) {
      const month = periodOf('MONTH', Number(lastDay.start_at), timeZone);
      const lastMonth = await repo.lastClosure(org, 'MONTH');
      if (lastMonth?.period !== month.key && month.end <= now && (!dueDay || dueDay.start >= month.end)) {
        await closeSum(org, server, timeZone, 'MONTH', month.start, now);
        made += 1;
        continue;
      }
      const year = periodOf('YEAR', Number(lastDay.start_at), timeZone);
      const lastYear = await repo.lastClosure(org, 'YEAR');
      if (lastYear?.period !== year.key && year.end <= now && (!dueDay || dueDay.start >= year.end)) {
        await closeSum(org, server, timeZone, 'YEAR', year.start, now);
        made += 1;
        continue;
      }
    }
    if (!dueDay) return made;
    await closeDay(org, server, timeZone, dueDay.start, now);
    made += 1;
  }
}
