import { sql } from 'kysely';
import type { ServerContext } from '../context';
import { dialectOf } from '../db/database';
import { systemExecutor } from '../db/system.repository';
import { type OrgDb, orgDb } from '../lib/org-db';
import { accountsService } from '../modules/accounts';
import { journalService } from '../modules/journal';
import { rebuildRollups } from '../modules/rollups';
import { shiftsService } from '../modules/shifts';
import type { DayCount } from './demo-activity';
import { DEMO_TABLES, insertDemoRows } from './demo-bulk-rows';
import { BulkTill } from './demo-bulk-till';
import type { DemoTill } from './demo-till';
import { syncSequence } from './sequences';

/**
 * The demo's past days in bulk: the day model (demo-activity.ts) plays on `BulkTill` (demo-bulk-till.ts), which keeps
 * in memory the very rows the services would write for the same calls (same columns, values and ids, in the same
 * order: test/demo-bulk.test.ts compares both databases), and `insertDemoRows` (demo-bulk-rows.ts) writes them, a
 * transaction per batch of days: multi-row inserts on SQLite, one `unnest` of column arrays per table on PostgreSQL.
 * About 30 times faster than the services for a busy year (DEMO_DAYS=365 DEMO_TRAFFIC=3: docs/performance.md).
 *
 * What the bulk path relies on, checked when it starts: no shift is open (it opens and closes each day's shifts
 * itself) and no promo code activates itself (the services would add discount lines).
 */

/** Ordered products kept in memory before a batch is written (about a week of a busy bistro). */
const BATCH_LINES = 25_000;

/**
 * Plays the past days on the bulk till and writes them, a transaction per batch of days (insertDemoRows); `played`
 * hears each day's counts. On PostgreSQL the id sequences then move past the ids written.
 */
export async function seedPastDaysInBulk<D>(
  base: ServerContext,
  days: D[],
  play: (till: DemoTill, day: D) => Promise<DayCount>,
  played: (count: DayCount) => void,
): Promise<void> {
  if (days.length === 0) return;
  const till = await BulkTill.load(base.db);
  // A batch is written while the next one is played (the till works in memory): on PostgreSQL the server inserts on
  // one core while the day model runs on the other. Batches are written one after the other, in order.
  let writing: Promise<void> = Promise.resolve();
  for (const [i, day] of days.entries()) {
    const count = await play(till, day);
    if (till.pendingLines >= BATCH_LINES || i === days.length - 1) {
      const rows = till.take();
      await writing;
      writing = base.db.transaction().execute((trx) => insertDemoRows(trx, rows));
      writing.catch(() => {}); // awaited (and thrown) before the next batch or after the last
    }
    played(count);
  }
  await writing;
  const sys = systemExecutor(base.db);
  const dialect = dialectOf(base.db);
  // Fresh statistics for the planner: PostgreSQL's autovacuum would analyse the new rows only later, and until then
  // queries plan for empty tables: the rollup rebuild below joined a year's lines to its tickets in a nested loop and
  // ran for hours; the dashboard took seconds on a week of demo.
  if (dialect === 'postgres') {
    for (const [table] of DEMO_TABLES) await sql`analyze ${sql.table(table)}`.execute(sys);
  }
  // The statistics rollups the services keep in step with their writes are rebuilt from the rows just written
  // (today, played through the services afterwards, then adds its own).
  await rebuildRollups(base.db);
  // The registered VAT of the closed tickets (ticket_vat), as the services write it when a ticket closes.
  for (const { org_id } of await sys.selectFrom('organization').select('org_id').execute()) {
    await accountsService.fillTicketVat(orgDb(base.db, org_id));
    await journalPastDays(base, orgDb(base.db, org_id));
  }
  for (const [table, column] of DEMO_TABLES) await syncSequence(sys, dialect, table, column);
  if (dialect === 'postgres') await sql`analyze`.execute(sys);
}

/** Order of events at the same instant: a shift opens before its tickets and closes after them. */
const RANK: Record<string, number> = { SHIFT_OPENED: 0, TICKET: 1, CORRECTION: 1, SHIFT_CLOSED: 2 };

/**
 * The fiscal journal of the past days written in bulk (the services journal their own writes): the shifts and the
 * closed tickets as the services would have appended them, in time order, a transaction per 2,000 events.
 */
async function journalPastDays(base: ServerContext, org: OrgDb): Promise<void> {
  const events = [...(await shiftsService.pastShiftEvents(org)), ...(await accountsService.pastTicketEvents(org))].sort(
    (a, b) => a.at - b.at || (RANK[a.kind] ?? 1) - (RANK[b.kind] ?? 1),
  );
  for (let i = 0; i < events.length; i += 2000)
    await base.db
      .transaction()
      .execute((trx) => journalService.append(orgDb(trx, org.orgId), base, events.slice(i, i + 2000)));
}
