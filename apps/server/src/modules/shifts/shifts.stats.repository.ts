import { sql } from 'kysely';
import { systemRepository } from '../../db/system.repository';
import type { OrgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';

/**
 * The raw SQL of the shift figures. Every figure is aggregated by the database (SUM/COUNT ... GROUP BY), scoped by
 * organisation first, then by the shifts' tickets: client_account_org_shift_idx finds the tickets,
 * ordered_product_org_account_idx and payment_org_account_idx their lines and payments. The service turns the sums
 * into totals through packages/shared/src/totals.ts only.
 *
 * A shift's figures are those of its live tickets (client_account.shift_id, voided tickets excluded) and of their live
 * lines and payments. The detail page's per-ticket figures and the worker shifts are read here; the totals and
 * breakdowns of sets of shifts (list, statistics, X/Z) are read from the shift rollups (modules/rollups), and the
 * queries here of the same names are what those are checked against (`raw`, test/rollups.test.ts).
 */

const NET = sql<number>`p.amount_paid_cents - p.amount_returned_cents`;

/** Live tickets of the shifts. */
function liveAccounts(org: OrgDb, shiftIds: readonly number[]) {
  return org.db
    .selectFrom('client_account as a')
    .where('a.org_id', '=', org.orgId)
    .where('a.shift_id', 'in', shiftIds as number[])
    .where('a.reversed_at', 'is', null);
}

function liveLines(org: OrgDb, shiftIds: readonly number[]) {
  return liveAccounts(org, shiftIds)
    .innerJoin('ordered_product as l', (j) =>
      j.onRef('l.org_id', '=', 'a.org_id').onRef('l.client_account_id', '=', 'a.id'),
    )
    .where('l.reversed_at', 'is', null);
}

function livePayments(org: OrgDb, shiftIds: readonly number[]) {
  return liveAccounts(org, shiftIds)
    .innerJoin('payment_transaction as p', (j) =>
      j.onRef('p.org_id', '=', 'a.org_id').onRef('p.client_account_id', '=', 'a.id'),
    )
    .where('p.reversed_at', 'is', null);
}

export interface LineSum {
  vat_bp: number;
  s: number;
}
export interface PaymentSum {
  payment_type: string;
  transaction_type: string;
  s: number;
}

const num = <T extends Record<string, unknown>>(rows: T[], ...keys: (keyof T)[]): T[] =>
  rows.map((r) => {
    const out = { ...r };
    for (const k of keys) (out as Record<keyof T, unknown>)[k] = Number(r[k] ?? 0);
    return out;
  });

export const shiftStatsRepository = {
  /** Line sums per shift and VAT rate. */
  async linesByShift(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await liveLines(org, shiftIds)
      .select(['a.shift_id', 'l.vat_bp', (eb) => eb.fn.sum<number>('l.charged_cents').as('s')])
      .groupBy(['a.shift_id', 'l.vat_bp'])
      .execute();
    return num(rows, 's');
  },

  /** Payment sums (paid minus returned) per shift, payment type and transaction type. */
  async paymentsByShift(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await livePayments(org, shiftIds)
      .select(['a.shift_id', 'p.payment_type', 'p.transaction_type', (eb) => eb.fn.sum<number>(NET).as('s')])
      .groupBy(['a.shift_id', 'p.payment_type', 'p.transaction_type'])
      .execute();
    return num(rows, 's');
  },

  /** Live tickets per shift, and how many of them are still open. */
  async accountCounts(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await liveAccounts(org, shiftIds)
      .select([
        'a.shift_id',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>(eb.case().when('a.status', '=', 'OPEN').then(1).else(0).end()).as('open'),
      ])
      .groupBy('a.shift_id')
      .execute();
    return num(rows, 'n', 'open');
  },

  /** The live tickets of one shift, with table number and user, in the order they were opened. */
  accounts(org: OrgDb, shiftId: number) {
    return liveAccounts(org, [shiftId])
      .leftJoin('dining_table as t', (j) => j.onRef('t.table_id', '=', 'a.table_id').onRef('t.org_id', '=', 'a.org_id'))
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .select([
        'a.id',
        'a.kind',
        'a.status',
        'a.source',
        'a.opened_timestamp',
        'a.closed_timestamp',
        'a.custom_name',
        'a.takeaway_number',
        't.table_number',
        'u.username',
      ])
      .orderBy('a.opened_timestamp')
      .orderBy('a.id')
      .execute();
  },

  /** Line sums per ticket and VAT rate, for the tickets of one shift. */
  async linesByAccount(org: OrgDb, shiftId: number) {
    const rows = await liveLines(org, [shiftId])
      .select(['a.id as account_id', 'l.vat_bp', (eb) => eb.fn.sum<number>('l.charged_cents').as('s')])
      .groupBy(['a.id', 'l.vat_bp'])
      .execute();
    return num(rows, 's');
  },

  async paymentsByAccount(org: OrgDb, shiftId: number) {
    const rows = await livePayments(org, [shiftId])
      .select(['a.id as account_id', 'p.payment_type', 'p.transaction_type', (eb) => eb.fn.sum<number>(NET).as('s')])
      .groupBy(['a.id', 'p.payment_type', 'p.transaction_type'])
      .execute();
    return num(rows, 's');
  },

  /** Live lines per user who ordered them: amount and units (thousandths). */
  async linesByUser(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await liveLines(org, shiftIds)
      .select([
        'l.user_id',
        (eb) => eb.fn.sum<number>('l.charged_cents').as('s'),
        (eb) => eb.fn.sum<number>('l.units_milli').as('u'),
      ])
      .groupBy('l.user_id')
      .execute();
    return num(rows, 's', 'u');
  },

  /** Payments per user who took them. */
  async paymentsByUser(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await livePayments(org, shiftIds)
      .select(['p.user_id', 'p.payment_type', 'p.transaction_type', (eb) => eb.fn.sum<number>(NET).as('s')])
      .groupBy(['p.user_id', 'p.payment_type', 'p.transaction_type'])
      .execute();
    return num(rows, 's');
  },

  /** The users named by a shift's rows: managers of this organisation have their home elsewhere (system module). */
  usernames(db: Executor, userIds: readonly number[]) {
    return systemRepository.usernamesById(db, userIds);
  },

  /** Units and amount per product group or per product (the group name or name recorded on the line). */
  async linesBy(org: OrgDb, shiftIds: readonly number[], by: 'group' | 'product') {
    if (shiftIds.length === 0) return [];
    const column = by === 'group' ? 'l.group_name' : 'l.name';
    const rows = await liveLines(org, shiftIds)
      .select([
        `${column} as name` as 'l.group_name as name',
        (eb) => eb.fn.sum<number>('l.units_milli').as('u'),
        (eb) => eb.fn.sum<number>('l.charged_cents').as('s'),
      ])
      .groupBy(column)
      .execute();
    return num(rows, 'u', 's');
  },

  /**
   * Voids and reversals of the shifts' tickets (rows kept with reversed_at, docs/decisions.md item 12):
   * lines voided one by one, whole tickets voided (with what they held then), payments reversed on live tickets.
   */
  async voids(org: OrgDb, shiftIds: readonly number[]) {
    const empty = { lines: { n: 0, s: 0 }, accounts: { n: 0, s: 0 }, payments: { n: 0, s: 0 } };
    if (shiftIds.length === 0) return empty;
    const base = org.db
      .selectFrom('client_account as a')
      .where('a.org_id', '=', org.orgId)
      .where('a.shift_id', 'in', shiftIds as number[]);
    const [lines, accounts, accountLines, payments] = await Promise.all([
      base
        .innerJoin('ordered_product as l', (j) =>
          j.onRef('l.org_id', '=', 'a.org_id').onRef('l.client_account_id', '=', 'a.id'),
        )
        .where('l.reversed_at', 'is not', null)
        // A line that went with its whole ticket is counted with the ticket.
        .where((eb) => eb.or([eb('a.reversed_at', 'is', null), eb('l.reversed_at', '<>', eb.ref('a.reversed_at'))]))
        .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('l.charged_cents').as('s')])
        .executeTakeFirst(),
      base
        .where('a.reversed_at', 'is not', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
      base
        .innerJoin('ordered_product as l', (j) =>
          j.onRef('l.org_id', '=', 'a.org_id').onRef('l.client_account_id', '=', 'a.id'),
        )
        .where('a.reversed_at', 'is not', null)
        .whereRef('l.reversed_at', '=', 'a.reversed_at')
        .select((eb) => eb.fn.sum<number>('l.charged_cents').as('s'))
        .executeTakeFirst(),
      base
        .innerJoin('payment_transaction as p', (j) =>
          j.onRef('p.org_id', '=', 'a.org_id').onRef('p.client_account_id', '=', 'a.id'),
        )
        .where('a.reversed_at', 'is', null)
        .where('p.reversed_at', 'is not', null)
        .where('p.transaction_type', '=', 'PAYMENT')
        .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>(NET).as('s')])
        .executeTakeFirst(),
    ]);
    return {
      lines: { n: Number(lines?.n ?? 0), s: Number(lines?.s ?? 0) },
      accounts: { n: Number(accounts?.n ?? 0), s: Number(accountLines?.s ?? 0) },
      payments: { n: Number(payments?.n ?? 0), s: Number(payments?.s ?? 0) },
    };
  },

  /** Worker shifts attached to the shifts, by start. */
  workerShiftsOf(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return workerShiftQuery(org)
      .where('w.parent_shift_id', 'in', shiftIds as number[])
      .execute();
  },

  /** Worker shifts overlapping [start, end] (0 = no bound), by start. */
  workerShiftsInRange(org: OrgDb, start: number, end: number) {
    let q = workerShiftQuery(org);
    if (end > 0) q = q.where('w.start_time', '<=', end);
    if (start > 0) q = q.where((eb) => eb.or([eb('w.end_time', 'is', null), eb('w.end_time', '>=', start)]));
    return q.execute();
  },

  /** Number of worker shifts and time worked per user (open ones until `now`). */
  async workerSummaries(org: OrgDb, shiftIds: readonly number[], now: number) {
    if (shiftIds.length === 0) return [];
    const rows = await org.db
      .selectFrom('worker_shift as w')
      .innerJoin('app_user as u', 'u.user_id', 'w.user_id')
      .select([
        'u.username',
        'u.type',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>(sql<number>`coalesce(w.end_time, ${now}) - w.start_time`).as('ms'),
      ])
      .where('w.org_id', '=', org.orgId)
      .where('w.parent_shift_id', 'in', shiftIds as number[])
      .groupBy(['u.user_id', 'u.username', 'u.type'])
      .orderBy('u.username')
      .execute();
    return num(rows, 'n', 'ms');
  },
};

/** Biggest amount first, then by name. */
export function sortByAmount<T extends { name: string | null; s: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.s - a.s || (a.name ?? '').localeCompare(b.name ?? ''));
}

function workerShiftQuery(org: OrgDb) {
  return org.db
    .selectFrom('worker_shift as w')
    .innerJoin('app_user as u', 'u.user_id', 'w.user_id')
    .leftJoin('shift as s', (j) => j.onRef('s.shift_id', '=', 'w.parent_shift_id').onRef('s.org_id', '=', 'w.org_id'))
    .select(['w.id', 'w.parent_shift_id', 'w.start_time', 'w.end_time', 'w.auto_closed', 'u.username', 'u.type'])
    .select('s.shift_number as parent_shift_number')
    .where('w.org_id', '=', org.orgId)
    .orderBy('w.start_time')
    .orderBy('w.id');
}
