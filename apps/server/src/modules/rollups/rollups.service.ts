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

type Add = (table: RollupTable, keys: RollupRow, amounts: Record<string, number>) => void;
type AccountFacts = Facts['accounts'][number];
type LineFacts = Facts['lines'][number];
type PaymentFacts = Facts['payments'][number];

/** A collector of rollup amounts, keyed by table and key. */
function collector() {
  const out = new Map<string, Entry>();
  const add: Add = (table, keys, amounts) => {
    const id = `${table}|${JSON.stringify(keys)}`;
    const entry = out.get(id);
    if (!entry) out.set(id, { table, keys, amounts: { ...amounts } });
    else for (const [k, v] of Object.entries(amounts)) entry.amounts[k] = (entry.amounts[k] ?? 0) + v;
  };
  return { out, add };
}

/** What one live line adds (sign 1) or takes away (-1), its account being `a`. */
function addLine(add: Add, l: LineFacts, a: AccountFacts | undefined, dayOf: (ms: number) => number, sign: number) {
  const cents = sign * l.charged_cents;
  add('rollup_line_day', { day_start: dayOf(l.ordered_timestamp), vat_bp: l.vat_bp }, { n: sign, cents });
  if (!a || a.reversed_at !== null) return;
  const day = dayOf(a.opened_timestamp);
  add('rollup_account_vat_day', { day_start: day, vat_bp: l.vat_bp }, { n: sign, cents });
  add('rollup_account_quarter', { quarter: Math.floor(a.opened_timestamp / QUARTER_MS) }, { n: 0, cents });
  if (a.status === 'CLOSED') {
    add('rollup_account_day', { day_start: day, kind: a.kind }, { n: 0, closed_n: 0, closed_cents: cents });
  }
  if (a.shift_id !== null) add('rollup_shift_vat', { shift_id: a.shift_id, vat_bp: l.vat_bp }, { n: sign, cents });
  if (l.linked_to_id === null && l.promo_code_id === null) {
    add('rollup_account_product_day', { day_start: day, name: l.name }, { n: sign, units_milli: sign * l.units_milli });
  }
}

/** What one live payment adds (sign 1) or takes away (-1), its account being `a`. */
function addPayment(
  add: Add,
  p: PaymentFacts,
  a: AccountFacts | undefined,
  dayOf: (ms: number) => number,
  sign: number,
) {
  const cents = sign * (p.amount_paid_cents - p.amount_returned_cents);
  const type = { payment_type: p.payment_type, transaction_type: p.transaction_type };
  add('rollup_payment_day', { day_start: dayOf(p.timestamp), ...type }, { n: sign, cents });
  if (!a || a.reversed_at !== null) return;
  add('rollup_account_payment_day', { day_start: dayOf(a.opened_timestamp), ...type }, { n: sign, cents });
  if (a.shift_id !== null) add('rollup_shift_payment', { shift_id: a.shift_id, ...type }, { n: sign, cents });
}

/** What a live account adds by itself (its lines and payments apart), with `liveLines` live lines. */
function addAccount(add: Add, a: AccountFacts, liveLines: number, dayOf: (ms: number) => number, sign = 1) {
  if (a.reversed_at !== null) return;
  const closed = a.status === 'CLOSED';
  add(
    'rollup_account_day',
    { day_start: dayOf(a.opened_timestamp), kind: a.kind },
    { n: sign, closed_n: closed && liveLines > 0 ? sign : 0, closed_cents: 0 },
  );
  add('rollup_account_quarter', { quarter: Math.floor(a.opened_timestamp / QUARTER_MS) }, { n: sign, cents: 0 });
  if (a.shift_id !== null) {
    add('rollup_shift', { shift_id: a.shift_id }, { n: sign, open_n: a.status === 'OPEN' ? sign : 0 });
  }
}

/** What these accounts add to the rollups, with all their live lines and payments. */
function contribution(facts: Facts, dayOf: (ms: number) => number): Map<string, Entry> {
  const { out, add } = collector();
  const accounts = new Map(facts.accounts.map((a) => [a.id, a]));
  const lineCount = new Map<number, number>();
  for (const l of facts.lines) {
    addLine(add, l, accounts.get(l.client_account_id), dayOf, 1);
    lineCount.set(l.client_account_id, (lineCount.get(l.client_account_id) ?? 0) + 1);
  }
  for (const p of facts.payments) addPayment(add, p, accounts.get(p.client_account_id), dayOf, 1);
  for (const a of facts.accounts) addAccount(add, a, lineCount.get(a.id) ?? 0, dayOf);
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

/** The organisation's time zone, read once per transaction (a change of it rebuilds the rollups anyway). */
const zones = new WeakMap<object, string>();
async function dayFinderOf(db: Executor, orgId: number) {
  let timeZone = db.isTransaction ? zones.get(db) : undefined;
  if (timeZone === undefined) {
    timeZone = await orgsRepository.timeZone(db, orgId);
    if (db.isTransaction) zones.set(db, timeZone);
  }
  return dayFinder(timeZone);
}

/** The transactions that hold their organisation's rollups (PostgreSQL advisory lock, released at commit). */
const locked = new WeakMap<object, Set<number>>();

async function apply(db: Executor, orgId: number, byTable: Map<RollupTable, RollupRow[]>) {
  if (byTable.size === 0) return;
  const held = locked.get(db) ?? new Set<number>();
  if (db.isTransaction && !held.has(orgId)) {
    await repo.lockOrganisation(db, orgId);
    held.add(orgId);
    locked.set(db, held);
  }
  for (const [table, rows] of byTable) await repo.addRows(db, orgId, table, rows);
}

export const rollupsService = {
  /**
   * Runs a write that changes these accounts (their lines, payments, status...) and keeps the rollups in step, in the
   * caller's transaction: the accounts' contribution is read before and after, the difference added. `created` gives
   * the id of an account the write creates.
   */
  async trackAccounts<T>(
    db: Executor,
    orgId: number,
    accountIds: number[],
    write: () => Promise<T>,
    created?: (result: T) => number,
  ): Promise<T> {
    const dayOf = await dayFinderOf(db, orgId);
    const before = contribution(await repo.accountFacts(db, orgId, accountIds), dayOf);
    const result = await write();
    const ids = created ? [...accountIds, created(result)] : accountIds;
    const after = contribution(await repo.accountFacts(db, orgId, ids), dayOf);
    await apply(db, orgId, difference(before, after));
    return result;
  },

  /**
   * Runs a write that adds (sign 1) or voids/deletes (-1) these live lines of one account. On an open ticket (the
   * till's hot path) their amounts are added or taken away directly; otherwise the account is tracked as a whole
   * (a closed ticket's count of tickets with lines may change).
   */
  async lines<T>(
    db: Executor,
    orgId: number,
    accountId: number,
    lines: LineFacts[],
    sign: 1 | -1,
    write: () => Promise<T>,
  ): Promise<T> {
    const account = await repo.account(db, orgId, accountId);
    if (account?.status !== 'OPEN') return rollupsService.trackAccounts(db, orgId, [accountId], write);
    const dayOf = await dayFinderOf(db, orgId);
    const result = await write();
    const { out, add } = collector();
    for (const l of lines) addLine(add, l, account, dayOf, sign);
    await apply(db, orgId, difference(new Map(), out));
    return result;
  },

  /** Runs a write that adds (sign 1) or voids (-1) one live payment: payments count whatever the ticket's status. */
  async payment<T>(
    db: Executor,
    orgId: number,
    payment: PaymentFacts,
    sign: 1 | -1,
    write: () => Promise<T>,
  ): Promise<T> {
    const account = await repo.account(db, orgId, payment.client_account_id);
    const dayOf = await dayFinderOf(db, orgId);
    const result = await write();
    const { out, add } = collector();
    addPayment(add, payment, account, dayOf, sign);
    await apply(db, orgId, difference(new Map(), out));
    return result;
  },

  /** Runs the insert of a new account (no lines or payments yet): the account counts by itself. */
  async accountOpened(
    db: Executor,
    orgId: number,
    account: Omit<AccountFacts, 'id'>,
    write: () => Promise<number>,
  ): Promise<number> {
    const dayOf = await dayFinderOf(db, orgId);
    const id = await write();
    const { out, add } = collector();
    addAccount(add, { ...account, id }, 0, dayOf);
    await apply(db, orgId, difference(new Map(), out));
    return id;
  },

  /** Runs the close of an open ticket: it leaves the open count, and counts as closed (with its lines' sum). */
  async accountClosed(db: Executor, orgId: number, accountId: number, write: () => Promise<void>): Promise<void> {
    const account = await repo.account(db, orgId, accountId);
    if (account?.status !== 'OPEN' || account.reversed_at !== null) {
      return rollupsService.trackAccounts(db, orgId, [accountId], write);
    }
    const [dayOf, lines] = [await dayFinderOf(db, orgId), await repo.liveLineTotals(db, orgId, accountId)];
    await write();
    const { out, add } = collector();
    addAccount(add, account, lines.n, dayOf, -1);
    addAccount(add, { ...account, status: 'CLOSED' }, lines.n, dayOf);
    add(
      'rollup_account_day',
      { day_start: dayOf(account.opened_timestamp), kind: account.kind },
      { n: 0, closed_n: 0, closed_cents: lines.cents },
    );
    await apply(db, orgId, difference(new Map(), out));
  },

  /** A line as the rollups see it (reversed ones too: `reversed_at`), or undefined. */
  lineRow: (db: Executor, orgId: number, lineId: number) => repo.line(db, orgId, lineId),
  /** A payment as the rollups see it (reversed ones too), or undefined. */
  paymentRow: (db: Executor, orgId: number, paymentId: number) => repo.payment(db, orgId, paymentId),
  /** The live discount lines of a ticket. */
  discountLines: (db: Executor, orgId: number, accountId: number) => repo.discountLines(db, orgId, accountId),
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
