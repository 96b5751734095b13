import { startOfZonedDay } from '@comptoir/shared';
import { systemRepository } from '../../db/system.repository';
import { type Executor, inTransaction } from '../../lib/tx';
import { orgsRepository } from '../orgs/orgs.repository';
import {
  type DayRange,
  QUARTER_MS,
  type RollupRow,
  type RollupTable,
  rollupsRepository as repo,
} from './rollups.repository';

/**
 * Statistics rollups (docs/decisions.md, "Statistics from rollups"). A till write that touches an account runs inside
 * `trackAccounts`: the account's contribution to every rollup (its lines by order day, its payments by payment day,
 * the account itself, its lines and payments by opening day) is read before and after the write, and the difference
 * is added to the rollups in the same transaction, a few `x = x + excluded.x` upserts: never a day recomputed.
 * `rebuildRollups` recomputes them from the raw rows (set-based), e.g. after the demo seed or a time-zone change.
 */

export type { DayRange };

type Facts = Awaited<ReturnType<typeof repo.accountFacts>>;
type Entry = { table: RollupTable; keys: RollupRow; amounts: Record<string, number> };

/** The organisation day (local midnight) of an instant, memoised by quarter hour (time zones move by quarters). */
function dayFinder(timeZone: string) {
  const memo = new Map<number, number>();
  return (ms: number) => {
    const q = Math.floor(ms / QUARTER_MS);
    let day = memo.get(q);
    if (day === undefined) {
      day = startOfZonedDay(ms, timeZone);
      memo.set(q, day);
    }
    return day;
  };
}

/** What these accounts add to the rollups, keyed by table and key. */
function contribution(facts: Facts, dayOf: (ms: number) => number): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const add = (table: RollupTable, keys: RollupRow, amounts: Record<string, number>) => {
    const id = `${table}|${JSON.stringify(keys)}`;
    const entry = out.get(id);
    if (!entry) out.set(id, { table, keys, amounts: { ...amounts } });
    else for (const [k, v] of Object.entries(amounts)) entry.amounts[k] = (entry.amounts[k] ?? 0) + v;
  };
  const accounts = new Map(facts.accounts.map((a) => [a.id, a]));
  const lineSum = new Map<number, { n: number; cents: number }>();
  for (const l of facts.lines) {
    add(
      'rollup_line_day',
      { day_start: dayOf(l.ordered_timestamp), vat_bp: l.vat_bp },
      { n: 1, cents: l.charged_cents },
    );
    const a = accounts.get(l.client_account_id);
    if (!a || a.reversed_at !== null) continue;
    const s = lineSum.get(a.id) ?? { n: 0, cents: 0 };
    lineSum.set(a.id, { n: s.n + 1, cents: s.cents + l.charged_cents });
    const day = dayOf(a.opened_timestamp);
    add('rollup_account_vat_day', { day_start: day, vat_bp: l.vat_bp }, { n: 1, cents: l.charged_cents });
    if (a.shift_id !== null) {
      add('rollup_shift_vat', { shift_id: a.shift_id, vat_bp: l.vat_bp }, { n: 1, cents: l.charged_cents });
    }
    if (l.linked_to_id === null && l.promo_code_id === null) {
      add('rollup_account_product_day', { day_start: day, name: l.name }, { n: 1, units_milli: l.units_milli });
    }
  }
  for (const p of facts.payments) {
    const net = p.amount_paid_cents - p.amount_returned_cents;
    const type = { payment_type: p.payment_type, transaction_type: p.transaction_type };
    add('rollup_payment_day', { day_start: dayOf(p.timestamp), ...type }, { n: 1, cents: net });
    const a = accounts.get(p.client_account_id);
    if (!a || a.reversed_at !== null) continue;
    add('rollup_account_payment_day', { day_start: dayOf(a.opened_timestamp), ...type }, { n: 1, cents: net });
    if (a.shift_id !== null) add('rollup_shift_payment', { shift_id: a.shift_id, ...type }, { n: 1, cents: net });
  }
  for (const a of facts.accounts) {
    if (a.reversed_at !== null) continue;
    const s = lineSum.get(a.id) ?? { n: 0, cents: 0 };
    const closed = a.status === 'CLOSED';
    add(
      'rollup_account_day',
      { day_start: dayOf(a.opened_timestamp), kind: a.kind },
      { n: 1, closed_n: closed && s.n > 0 ? 1 : 0, closed_cents: closed ? s.cents : 0 },
    );
    add('rollup_account_quarter', { quarter: Math.floor(a.opened_timestamp / QUARTER_MS) }, { n: 1, cents: s.cents });
    if (a.shift_id !== null)
      add('rollup_shift', { shift_id: a.shift_id }, { n: 1, open_n: a.status === 'OPEN' ? 1 : 0 });
  }
  return out;
}

/** after - before, grouped per table, without the groups that did not change. */
function difference(before: Map<string, Entry>, after: Map<string, Entry>): Map<RollupTable, RollupRow[]> {
  const byTable = new Map<RollupTable, RollupRow[]>();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(id);
    const a = after.get(id);
    const entry = (a ?? b) as Entry;
    const amounts: Record<string, number> = {};
    let changed = false;
    for (const k of Object.keys(entry.amounts)) {
      amounts[k] = (a?.amounts[k] ?? 0) - (b?.amounts[k] ?? 0);
      if (amounts[k] !== 0) changed = true;
    }
    if (!changed) continue;
    const rows = byTable.get(entry.table) ?? [];
    rows.push({ ...entry.keys, ...amounts });
    byTable.set(entry.table, rows);
  }
  return byTable;
}

export const rollupsService = {
  /**
   * Runs a write that changes these accounts (their lines, payments, status...) and keeps the rollups in step, in the
   * caller's transaction. `accountIds` may name an account the write creates (`created` gives its id after the write).
   */
  async trackAccounts<T>(
    db: Executor,
    orgId: number,
    accountIds: number[],
    write: () => Promise<T>,
    created?: (result: T) => number,
  ): Promise<T> {
    const timeZone = await orgsRepository.timeZone(db, orgId);
    const dayOf = dayFinder(timeZone);
    const before = contribution(await repo.accountFacts(db, orgId, accountIds), dayOf);
    const result = await write();
    const ids = created ? [...accountIds, created(result)] : accountIds;
    const after = contribution(await repo.accountFacts(db, orgId, ids), dayOf);
    for (const [table, rows] of difference(before, after)) await repo.addRows(db, orgId, table, rows);
    return result;
  },

  /** The account a line belongs to (before a write on the line). */
  lineAccountId: (db: Executor, orgId: number, lineId: number) => repo.lineAccountId(db, orgId, lineId),
  paymentAccountId: (db: Executor, orgId: number, paymentId: number) => repo.paymentAccountId(db, orgId, paymentId),
};

/** What a rebuild did, per organisation. */
export interface RebuildReport {
  orgId: number;
  days: number;
}

/**
 * Recomputes every rollup of one organisation (or of all) from the raw rows, in one transaction: the organisation's
 * day starts are written once (computed in its time zone), then each rollup is one INSERT ... SELECT ... GROUP BY.
 */
export async function rebuildRollups(db: Executor, orgId?: number): Promise<RebuildReport[]> {
  return inTransaction(db, async (trx) => {
    const orgIds = orgId === undefined ? await systemRepository.organizationIds(trx) : [orgId];
    const reports: RebuildReport[] = [];
    for (const id of orgIds) {
      const timeZone = await orgsRepository.timeZone(trx, id);
      await repo.clear(trx, id);
      const bounds = await repo.timeBounds(trx, id);
      const days: number[] = [];
      if (bounds) {
        for (let d = startOfZonedDay(bounds.min, timeZone); d <= bounds.max; d = startOfZonedDay(d, timeZone, 1)) {
          days.push(d);
        }
      }
      await repo.insertDayBounds(trx, id, days);
      await repo.rebuildFromRaw(trx, id);
      reports.push({ orgId: id, days: days.length });
    }
    return reports;
  });
}

/** A range cut into its whole organisation days (read from the rollups) and the partial edges (read raw). */
export interface SplitRange {
  head: { startDate: number; endDate: number } | null;
  days: DayRange | null;
  tail: { startDate: number; endDate: number } | null;
}

export function splitRange(from: number, to: number, timeZone: string): SplitRange {
  const first = startOfZonedDay(from, timeZone) === from ? from : startOfZonedDay(from, timeZone, 1);
  const last = startOfZonedDay(to, timeZone);
  if (to <= from || first >= last) {
    return { head: to > from ? { startDate: from, endDate: to } : null, days: null, tail: null };
  }
  return {
    head: from < first ? { startDate: from, endDate: first } : null,
    days: { from: first, to: last },
    tail: last < to ? { startDate: last, endDate: to } : null,
  };
}
