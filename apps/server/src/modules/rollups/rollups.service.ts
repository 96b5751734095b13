import { startOfZonedDay } from '@comptoir/shared';
import type { OrgId } from '../../db/org-id';
import { systemRepository } from '../../db/system.repository';
import type { AccountId, LineId, PaymentId } from '../../db/ticket-ids';
import { type OrgDb, orgDb } from '../../lib/org-db';
import { beforeCommit, type Executor, inTransaction } from '../../lib/tx';
import { orgsService } from '../orgs';
import { type DayRange, reads, rollupsRepository as repo } from './rollups.repository';
import {
  type AccountFacts,
  type Adds,
  type DayOf,
  type LineFacts,
  type PaymentFacts,
  QUARTER_MS,
  ROLLUP_NAMES,
  ROLLUPS,
  type RollupRow,
  type RollupSpec,
  type RollupTable,
} from './rollups.tables';

/**
 * Statistics rollups (docs/decisions.md, "Statistics from rollups"). A till write that touches an account runs inside
 * `trackAccounts`: the account's contribution to every rollup (what its row, each of its lines and each of its
 * payments adds, rollups.tables.ts) is read before and after the write, and the difference is added to the rollups
 * in the same transaction, a few `x = x + excluded.x` upserts: never a day recomputed. The hot paths (a line added or
 * voided on an open ticket, a payment, a ticket opened or closed) add the difference of the rows they change only.
 * `rebuildRollups` recomputes them from the raw rows (set-based), e.g. after the demo seed or a time-zone change.
 */

export type { DayRange };

type Facts = { accounts: AccountFacts[]; lines: LineFacts[]; payments: PaymentFacts[] };
type Entry = { table: RollupTable; keys: RollupRow; amounts: Record<string, number> };
type Add = (table: RollupTable, adds: Adds, sign: number) => void;

/** Every rollup with its description. */
const SPECS: [RollupTable, RollupSpec][] = ROLLUP_NAMES.map((t) => [t, ROLLUPS[t]]);

/** The organisation day (local midnight) of an instant, memoised by quarter hour (time zones move by quarters). */
function dayFinder(timeZone: string): DayOf {
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

/** A collector of rollup amounts (times a sign), keyed by table and key. */
function collector() {
  const out = new Map<string, Entry>();
  const add: Add = (table, adds, sign) => {
    if (!adds) return;
    const [keys, amounts] = adds;
    const id = `${table}|${JSON.stringify(keys)}`;
    const entry = out.get(id) ?? { table, keys, amounts: {} };
    for (const [k, v] of Object.entries(amounts)) entry.amounts[k] = (entry.amounts[k] ?? 0) + sign * v;
    out.set(id, entry);
  };
  return { out, add };
}

/** What one line adds to every rollup (sign 1) or takes away (-1), its account being `a`. */
function addLine(add: Add, l: LineFacts, a: AccountFacts | undefined, dayOf: DayOf, sign: number) {
  for (const [table, spec] of SPECS) if (spec.line) add(table, spec.line(l, a, dayOf), sign);
}

function addPayment(add: Add, p: PaymentFacts, a: AccountFacts | undefined, dayOf: DayOf, sign: number) {
  for (const [table, spec] of SPECS) if (spec.payment) add(table, spec.payment(p, a, dayOf), sign);
}

/** What an account adds by itself (its lines and payments apart), with `liveLines` live lines. */
function addAccount(add: Add, a: AccountFacts, liveLines: number, dayOf: DayOf, sign: number) {
  for (const [table, spec] of SPECS) if (spec.account) add(table, spec.account(a, liveLines, dayOf), sign);
}

/** What these accounts add to the rollups, with all their lines and payments (voided ones too). */
function contribution(facts: Facts, dayOf: DayOf, sign = 1, into = collector()) {
  const accounts = new Map(facts.accounts.map((a) => [a.id, a]));
  const liveLines = new Map<number, number>();
  for (const l of facts.lines) {
    addLine(into.add, l, accounts.get(l.client_account_id), dayOf, sign);
    if (l.reversed_at === null) liveLines.set(l.client_account_id, (liveLines.get(l.client_account_id) ?? 0) + 1);
  }
  for (const p of facts.payments) addPayment(into.add, p, accounts.get(p.client_account_id), dayOf, sign);
  for (const a of facts.accounts) addAccount(into.add, a, liveLines.get(a.id) ?? 0, dayOf, sign);
  return into;
}

/** The collected differences grouped per table, without the groups that did not change. */
function changedRows(collected: Map<string, Entry>): Map<RollupTable, RollupRow[]> {
  const byTable = new Map<RollupTable, RollupRow[]>();
  for (const entry of collected.values()) {
    if (Object.values(entry.amounts).every((v) => v === 0)) continue;
    const rows = byTable.get(entry.table) ?? [];
    rows.push({ ...entry.keys, ...entry.amounts });
    byTable.set(entry.table, rows);
  }
  return byTable;
}

/** The organisation's time zone, read once per transaction (a change of it rebuilds the rollups anyway). */
const zones = new WeakMap<object, string>();
async function dayFinderOf(org: OrgDb) {
  let timeZone = org.db.isTransaction ? zones.get(org.db) : undefined;
  if (timeZone === undefined) {
    timeZone = await orgsService.timeZone(org);
    if (org.db.isTransaction) zones.set(org.db, timeZone);
  }
  return dayFinder(timeZone);
}

/** The transactions that hold their organisation's rollups (PostgreSQL advisory lock, released at commit). */
const locked = new WeakMap<object, Set<OrgId>>();

/** The rollup changes a transaction has collected and not written yet, per organisation. */
const deferred = new WeakMap<object, Map<OrgId, ReturnType<typeof collector>>>();

/**
 * Adds collected changes to the rollups. In a transaction opened by `transaction` (lib/tx.ts) they are added up and
 * written once, at its end (`beforeCommit`): the rollup rows every till write of an organisation shares (its day,
 * its shift) and, on PostgreSQL, the organisation's rollup lock are then held from that write to the COMMIT only,
 * not across the rest of the transaction's round trips (docs/decisions.md 66). A rollup read in the transaction writes
 * them first (rollups.repository.ts, `holdUnwritten`).
 */
async function apply(org: OrgDb, collected: Map<string, Entry>) {
  if (collected.size === 0) return;
  let orgs = deferred.get(org.db);
  if (!orgs && beforeCommit(org.db, () => writeDeferred(org.db))) {
    orgs = new Map();
    deferred.set(org.db, orgs);
    repo.holdUnwritten(org.db, () => writeDeferred(org.db));
  }
  if (!orgs) return write(org, collected);
  const into = orgs.get(org.orgId) ?? collector();
  for (const { table, keys, amounts } of collected.values()) into.add(table, [keys, amounts], 1);
  orgs.set(org.orgId, into);
}

/**
 * Writes what the transaction `db` deferred (once: later changes defer again). Reads that run meanwhile (several reads
 * of one transaction side by side, Promise.all) wait for the same writes: none reads before they are done.
 */
async function writeDeferred(db: Executor) {
  const orgs = deferred.get(db);
  if (!orgs) return;
  deferred.delete(db);
  const writing = (async () => {
    for (const [orgId, { out }] of orgs) await write(orgDb(db, orgId), out);
  })();
  repo.holdUnwritten(db, () => writing);
  try {
    await writing;
  } finally {
    if (!deferred.has(db)) repo.holdUnwritten(db, null);
  }
}

async function write(org: OrgDb, collected: Map<string, Entry>) {
  const byTable = changedRows(collected);
  if (byTable.size === 0) return;
  const held = locked.get(org.db) ?? new Set<OrgId>();
  if (org.db.isTransaction && !held.has(org.orgId)) {
    await repo.lockOrganisation(org);
    held.add(org.orgId);
    locked.set(org.db, held);
  }
  await repo.addRows(org, byTable);
}

/** Rows of one kind a write changes: those it removes (or changes from) and those it adds (or changes to). */
export interface RowChange<T> {
  removed?: readonly T[];
  added?: readonly T[];
}

/**
 * The figures the rollup tables hold, read only: what the shift reports, the dashboard and the analytics read of them.
 * Other modules read the rollups through this (the module's index), never through its repository. These are the
 * repository's reads that first write what their transaction has deferred (`reads`), not the bare SQL of
 * rollups.reads.repository.ts: a read inside a transaction sees that transaction's changes.
 */
export const rollupFigures: Readonly<typeof reads> = { ...reads };

export const rollupsService = {
  /**
   * Runs a write that changes these accounts (their lines, payments, status...) and keeps the rollups in step, in the
   * caller's transaction: the accounts' contribution is read before and after, the difference added. `created` gives
   * the id of an account the write creates.
   */
  async trackAccounts<T>(
    org: OrgDb,
    accountIds: AccountId[],
    write: () => Promise<T>,
    created?: (result: T) => AccountId,
  ): Promise<T> {
    const dayOf = await dayFinderOf(org);
    const diff = contribution(await repo.accountFacts(org, accountIds), dayOf, -1);
    const result = await write();
    const ids = created ? [...accountIds, created(result)] : accountIds;
    contribution(await repo.accountFacts(org, ids), dayOf, 1, diff);
    await apply(org, diff.out);
    return result;
  },

  /**
   * Runs a write that changes lines of one account: adds lines (`added`), deletes them (`removed`), or voids them
   * (`removed` the live line, `added` the same with its reversed_at); `change` may be a function, read once the write
   * is done (lines whose ids the write makes). On an open ticket (the till's hot path) only
   * those lines' difference is added; otherwise the account is tracked as a whole (a closed ticket's count of
   * tickets with lines may change).
   */
  async lines<T>(
    org: OrgDb,
    accountId: AccountId,
    change: RowChange<LineFacts> | (() => RowChange<LineFacts>),
    write: () => Promise<T>,
  ): Promise<T> {
    const account = await repo.account(org, accountId);
    if (account?.status !== 'OPEN') return rollupsService.trackAccounts(org, [accountId], write);
    const dayOf = await dayFinderOf(org);
    const result = await write();
    const { removed, added } = typeof change === 'function' ? change() : change;
    const { out, add } = collector();
    for (const l of removed ?? []) addLine(add, l, account, dayOf, -1);
    for (const l of added ?? []) addLine(add, l, account, dayOf, 1);
    await apply(org, out);
    return result;
  },

  /**
   * Runs a write that adds, removes or voids payments of one account (as `lines`): a payment's contribution does not
   * depend on the ticket's status or lines, so only the payments' difference is added.
   */
  async payments<T>(
    org: OrgDb,
    accountId: AccountId,
    change: RowChange<PaymentFacts>,
    write: () => Promise<T>,
  ): Promise<T> {
    const account = await repo.account(org, accountId);
    const dayOf = await dayFinderOf(org);
    const result = await write();
    const { out, add } = collector();
    for (const p of change.removed ?? []) addPayment(add, p, account, dayOf, -1);
    for (const p of change.added ?? []) addPayment(add, p, account, dayOf, 1);
    await apply(org, out);
    return result;
  },

  /** Runs the insert of a new account (no lines or payments yet): the account counts by itself. */
  async accountOpened(
    org: OrgDb,
    account: Omit<AccountFacts, 'id'>,
    write: () => Promise<AccountId>,
  ): Promise<AccountId> {
    const dayOf = await dayFinderOf(org);
    const id = await write();
    const { out, add } = collector();
    addAccount(add, { ...account, id }, 0, dayOf, 1);
    await apply(org, out);
    return id;
  },

  /**
   * Runs the close of an open ticket: the ticket and its lines count as closed now. Its payments are not read: what
   * a payment adds does not depend on the ticket's status (rollups.tables.ts), so they would cancel out.
   */
  async accountClosed(org: OrgDb, accountId: AccountId, write: () => Promise<void>): Promise<void> {
    const facts = await repo.accountFacts(org, [accountId], false);
    const account = facts.accounts[0];
    if (account?.status !== 'OPEN' || account.reversed_at !== null) {
      return rollupsService.trackAccounts(org, [accountId], write);
    }
    const dayOf = await dayFinderOf(org);
    await write();
    const diff = contribution(facts, dayOf, -1);
    contribution({ ...facts, accounts: [{ ...account, status: 'CLOSED' }] }, dayOf, 1, diff);
    await apply(org, diff.out);
  },

  /** A line as the rollups see it (reversed ones too: `reversed_at`), or undefined. */
  lineRow: (org: OrgDb, lineId: LineId) => repo.line(org, lineId),
  /** A payment as the rollups see it (reversed ones too), or undefined. */
  paymentRow: (org: OrgDb, paymentId: PaymentId) => repo.payment(org, paymentId),
  /** The live discount lines of a ticket. */
  discountLines: (org: OrgDb, accountId: AccountId) => repo.discountLines(org, accountId),
};

/** What a rebuild did, per organisation. */
export interface RebuildReport {
  orgId: OrgId;
  days: number;
}

/**
 * Recomputes every rollup of one organisation (or of all) from the raw rows, in one transaction: the organisation's
 * day starts are written once (computed in its time zone), then each rollup is one INSERT ... SELECT ... GROUP BY.
 */
export async function rebuildRollups(db: Executor, orgId?: OrgId): Promise<RebuildReport[]> {
  return inTransaction(db, async (trx) => {
    // Changes this transaction deferred are written first: the rebuild then counts them once, from the raw rows.
    await writeDeferred(trx);
    const orgIds = orgId === undefined ? await systemRepository.organizationIds(trx) : [orgId];
    const reports: RebuildReport[] = [];
    for (const id of orgIds) {
      const timeZone = await orgsService.timeZone(orgDb(trx, id));
      await repo.clear(orgDb(trx, id));
      const bounds = await repo.timeBounds(orgDb(trx, id));
      const days: number[] = [];
      if (bounds) {
        for (let d = startOfZonedDay(bounds.min, timeZone); d <= bounds.max; d = startOfZonedDay(d, timeZone, 1)) {
          days.push(d);
        }
      }
      await repo.insertDayBounds(orgDb(trx, id), days);
      for (const table of ROLLUP_NAMES) await repo.rebuildTable(orgDb(trx, id), table);
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
