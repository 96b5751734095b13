import { sql } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Executor } from '../../lib/tx';

/**
 * The SQL of the statistics rollups (migration 0018, docs/decisions.md "Statistics from rollups"): the facts an
 * account contributes (read before and after each till write), the delta upserts, the set-based rebuild from the raw
 * rows, and the reads of whole organisation days.
 */

/** A rollup table and its key columns (after org_id). */
export const ROLLUP_TABLES = {
  rollup_line_day: ['day_start', 'vat_bp'],
  rollup_payment_day: ['day_start', 'payment_type', 'transaction_type'],
  rollup_account_day: ['day_start', 'kind'],
  rollup_account_vat_day: ['day_start', 'vat_bp'],
  rollup_account_payment_day: ['day_start', 'payment_type', 'transaction_type'],
  rollup_account_quarter: ['quarter'],
  rollup_account_product_day: ['day_start', 'name'],
  rollup_shift: ['shift_id'],
  rollup_shift_vat: ['shift_id', 'vat_bp'],
  rollup_shift_payment: ['shift_id', 'payment_type', 'transaction_type'],
} as const;
export type RollupTable = keyof typeof ROLLUP_TABLES;

/** One row of a rollup: its key values and the amounts to add. */
export type RollupRow = Record<string, string | number>;

/** The first key of the rollups' advisory lock (PostgreSQL): 'ROLL'. */
const ROLLUP_LOCK_CLASS = 0x524f4c4c;

/** Quarter hours: the rush-hour buckets of the dashboard. */
export const QUARTER_MS = 900_000;

const num = (v: unknown) => Number(v ?? 0);

/** Whole days [from, to) of the organisation (from and to are local midnights). */
export interface DayRange {
  from: number;
  to: number;
}

// biome-ignore lint/suspicious/noExplicitAny: one upsert shape for the seven rollup tables
type AnyExecutor = any;

export const rollupsRepository = {
  /** What the rollups need of these accounts: the account rows, their live lines and live payments. */
  async accountFacts(db: Executor, orgId: number, accountIds: number[]) {
    if (accountIds.length === 0) return { accounts: [], lines: [], payments: [] };
    const [accounts, lines, payments] = await Promise.all([
      db
        .selectFrom('client_account')
        .select(['id', 'opened_timestamp', 'kind', 'status', 'reversed_at', 'shift_id'])
        .where('org_id', '=', orgId)
        .where('id', 'in', accountIds)
        .execute(),
      db
        .selectFrom('ordered_product')
        .select(['client_account_id', 'ordered_timestamp', 'vat_bp', 'charged_cents', 'name', 'units_milli'])
        .select(['linked_to_id', 'promo_code_id'])
        .where('org_id', '=', orgId)
        .where('client_account_id', 'in', accountIds)
        .where('reversed_at', 'is', null)
        .execute(),
      db
        .selectFrom('payment_transaction')
        .select(['client_account_id', 'timestamp', 'payment_type', 'transaction_type'])
        .select(['amount_paid_cents', 'amount_returned_cents'])
        .where('org_id', '=', orgId)
        .where('client_account_id', 'in', accountIds)
        .where('reversed_at', 'is', null)
        .execute(),
    ]);
    return { accounts, lines, payments };
  },

  /** The account fields the rollups need, or undefined. */
  account(db: Executor, orgId: number, accountId: number) {
    return db
      .selectFrom('client_account')
      .select(['id', 'opened_timestamp', 'kind', 'status', 'reversed_at', 'shift_id'])
      .where('org_id', '=', orgId)
      .where('id', '=', accountId)
      .executeTakeFirst();
  },

  /** How many live lines a ticket has, and their sum. */
  async liveLineTotals(db: Executor, orgId: number, accountId: number): Promise<{ n: number; cents: number }> {
    const row = await db
      .selectFrom('ordered_product')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('charged_cents').as('s')])
      .where('org_id', '=', orgId)
      .where('client_account_id', '=', accountId)
      .where('reversed_at', 'is', null)
      .executeTakeFirst();
    return { n: num(row?.n), cents: num(row?.s) };
  },

  /** One line's fields the rollups need (reversed or not). */
  line(db: Executor, orgId: number, lineId: number) {
    return db
      .selectFrom('ordered_product')
      .select(['client_account_id', 'ordered_timestamp', 'vat_bp', 'charged_cents', 'name', 'units_milli'])
      .select(['linked_to_id', 'promo_code_id', 'reversed_at'])
      .where('org_id', '=', orgId)
      .where('id', '=', lineId)
      .executeTakeFirst();
  },

  /** The live discount lines of a ticket. */
  discountLines(db: Executor, orgId: number, accountId: number) {
    return db
      .selectFrom('ordered_product')
      .select(['client_account_id', 'ordered_timestamp', 'vat_bp', 'charged_cents', 'name', 'units_milli'])
      .select(['linked_to_id', 'promo_code_id'])
      .where('org_id', '=', orgId)
      .where('client_account_id', '=', accountId)
      .where('promo_code_id', 'is not', null)
      .where('reversed_at', 'is', null)
      .execute();
  },

  /** One payment's fields the rollups need (reversed or not). */
  payment(db: Executor, orgId: number, paymentId: number) {
    return db
      .selectFrom('payment_transaction')
      .select(['client_account_id', 'timestamp', 'payment_type', 'transaction_type'])
      .select(['amount_paid_cents', 'amount_returned_cents', 'reversed_at'])
      .where('org_id', '=', orgId)
      .where('id', '=', paymentId)
      .executeTakeFirst();
  },

  /**
   * Holds the organisation's rollups until the transaction ends (PostgreSQL; SQLite runs one write transaction at a
   * time): two tills adding lines of different VAT rates in opposite orders would otherwise lock the same day rows in
   * opposite orders (a deadlock). Till writes of one organisation already meet on those rows.
   */
  async lockOrganisation(db: Executor, orgId: number): Promise<void> {
    if (dialectOf(db) !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_CLASS}, ${orgId})`.execute(db);
  },

  /** Adds the rows' amounts to a rollup table, one statement: `x = x + excluded.x` on the key. */
  async addRows(db: Executor, orgId: number, table: RollupTable, rows: RollupRow[]): Promise<void> {
    if (rows.length === 0) return;
    const keys = ROLLUP_TABLES[table] as readonly string[];
    const amounts = Object.keys(rows[0] as RollupRow).filter((c) => !keys.includes(c));
    await (db as AnyExecutor)
      .insertInto(table)
      .values(rows.map((r) => ({ ...r, org_id: orgId })))
      .onConflict((oc: AnyExecutor) =>
        oc
          .columns(['org_id', ...keys])
          .doUpdateSet((eb: AnyExecutor) =>
            Object.fromEntries(amounts.map((c) => [c, eb(eb.ref(`${table}.${c}`), '+', eb.ref(`excluded.${c}`))])),
          ),
      )
      .execute();
  },

  /** Every row of a rollup table of the organisation whose amounts are not all zero (the comparison test). */
  async rows(db: Executor, orgId: number, table: RollupTable): Promise<RollupRow[]> {
    const rows = await (db as AnyExecutor).selectFrom(table).selectAll().where('org_id', '=', orgId).execute();
    const texts = ['kind', 'name', 'payment_type', 'transaction_type'];
    return (rows as RollupRow[]).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, texts.includes(k) ? String(v) : num(v)])),
    );
  },

  // ---------- rebuild ----------

  /** The earliest and latest instants of the organisation's accounts, lines and payments. */
  async timeBounds(db: Executor, orgId: number): Promise<{ min: number; max: number } | null> {
    const [a, l, p] = await Promise.all([
      db
        .selectFrom('client_account')
        .select((eb) => [eb.fn.min('opened_timestamp').as('lo'), eb.fn.max('opened_timestamp').as('hi')])
        .where('org_id', '=', orgId)
        .executeTakeFirst(),
      db
        .selectFrom('ordered_product')
        .select((eb) => [eb.fn.min('ordered_timestamp').as('lo'), eb.fn.max('ordered_timestamp').as('hi')])
        .where('org_id', '=', orgId)
        .executeTakeFirst(),
      db
        .selectFrom('payment_transaction')
        .select((eb) => [eb.fn.min('timestamp').as('lo'), eb.fn.max('timestamp').as('hi')])
        .where('org_id', '=', orgId)
        .executeTakeFirst(),
    ]);
    const los = [a?.lo, l?.lo, p?.lo].filter((v) => v !== null && v !== undefined).map(Number);
    const his = [a?.hi, l?.hi, p?.hi].filter((v) => v !== null && v !== undefined).map(Number);
    return los.length === 0 ? null : { min: Math.min(...los), max: Math.max(...his) };
  },

  /** Empties the organisation's rollups (and day bounds) before a rebuild. */
  async clear(db: Executor, orgId: number): Promise<void> {
    for (const table of [...Object.keys(ROLLUP_TABLES), 'rollup_day_bound'] as (RollupTable | 'rollup_day_bound')[]) {
      await db.deleteFrom(table).where('org_id', '=', orgId).execute();
    }
  },

  async insertDayBounds(db: Executor, orgId: number, dayStarts: number[]): Promise<void> {
    for (let i = 0; i < dayStarts.length; i += 500) {
      await db
        .insertInto('rollup_day_bound')
        .values(dayStarts.slice(i, i + 500).map((day_start) => ({ org_id: orgId, day_start })))
        .execute();
    }
  },

  /** Recomputes every rollup of the organisation from its raw rows, set-based (the day bounds are in place). */
  async rebuildFromRaw(db: Executor, orgId: number): Promise<void> {
    // Live lines by order day and VAT rate.
    const lines = db
      .selectFrom('ordered_product as l')
      .select(['l.vat_bp', 'l.charged_cents'])
      .select((eb) =>
        eb
          .selectFrom('rollup_day_bound as b')
          .select((e) => e.fn.max<number>('b.day_start').as('d'))
          .where('b.org_id', '=', orgId)
          .whereRef('b.day_start', '<=', 'l.ordered_timestamp')
          .as('day_start'),
      )
      .where('l.org_id', '=', orgId)
      .where('l.reversed_at', 'is', null);
    await db
      .insertInto('rollup_line_day')
      .columns(['org_id', 'day_start', 'vat_bp', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom(lines.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'x.day_start',
            'x.vat_bp',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('x.charged_cents').as('cents'),
          ])
          .groupBy(['x.day_start', 'x.vat_bp']),
      )
      .execute();

    // Live payments by payment day and type.
    const payments = db
      .selectFrom('payment_transaction as p')
      .select(['p.payment_type', 'p.transaction_type'])
      .select((eb) =>
        eb
          .selectFrom('rollup_day_bound as b')
          .select((e) => e.fn.max<number>('b.day_start').as('d'))
          .where('b.org_id', '=', orgId)
          .whereRef('b.day_start', '<=', 'p.timestamp')
          .as('day_start'),
      )
      .select((eb) => eb(eb.ref('p.amount_paid_cents'), '-', eb.ref('p.amount_returned_cents')).as('net'))
      .where('p.org_id', '=', orgId)
      .where('p.reversed_at', 'is', null);
    await db
      .insertInto('rollup_payment_day')
      .columns(['org_id', 'day_start', 'payment_type', 'transaction_type', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom(payments.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'x.day_start',
            'x.payment_type',
            'x.transaction_type',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('x.net').as('cents'),
          ])
          .groupBy(['x.day_start', 'x.payment_type', 'x.transaction_type']),
      )
      .execute();

    // Live accounts by opening day and kind, with their live lines' count and sum.
    const perAccount = db
      .selectFrom('ordered_product')
      .select([
        'client_account_id',
        (eb) => eb.fn.countAll<number>().as('ln'),
        (eb) => eb.fn.sum<number>('charged_cents').as('ls'),
      ])
      .where('org_id', '=', orgId)
      .where('reversed_at', 'is', null)
      .groupBy('client_account_id');
    const accounts = db
      .selectFrom('client_account as a')
      .leftJoin(perAccount.as('s'), 's.client_account_id', 'a.id')
      .select(['a.kind', 'a.status', 'a.opened_timestamp'])
      .select((eb) => [
        eb
          .selectFrom('rollup_day_bound as b')
          .select((e) => e.fn.max<number>('b.day_start').as('d'))
          .where('b.org_id', '=', orgId)
          .whereRef('b.day_start', '<=', 'a.opened_timestamp')
          .as('day_start'),
        eb.fn.coalesce('s.ln', eb.lit(0)).as('ln'),
        eb.fn.coalesce('s.ls', eb.lit(0)).as('ls'),
      ])
      .where('a.org_id', '=', orgId)
      .where('a.reversed_at', 'is', null);
    await db
      .insertInto('rollup_account_day')
      .columns(['org_id', 'day_start', 'kind', 'n', 'closed_n', 'closed_cents'])
      .expression((eb) =>
        eb
          .selectFrom(accounts.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'x.day_start',
            'x.kind',
            e.fn.countAll<number>().as('n'),
            e.fn
              .sum<number>(
                e
                  .case()
                  .when(e.and([e('x.status', '=', 'CLOSED'), e('x.ln', '>', 0)]))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('closed_n'),
            e.fn
              .sum<number>(e.case().when('x.status', '=', 'CLOSED').then(e.ref('x.ls')).else(0).end())
              .as('closed_cents'),
          ])
          .groupBy(['x.day_start', 'x.kind']),
      )
      .execute();
    await db
      .insertInto('rollup_account_quarter')
      .columns(['org_id', 'quarter', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom(accounts.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            e(e.ref('x.opened_timestamp'), '/', e.lit(QUARTER_MS)).as('quarter'),
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('x.ls').as('cents'),
          ])
          .groupBy((e) => e(e.ref('x.opened_timestamp'), '/', e.lit(QUARTER_MS))),
      )
      .execute();

    // Live lines of live accounts, by the account's opening day.
    const accountLines = db
      .selectFrom('ordered_product as l')
      .innerJoin('client_account as a', (j) =>
        j.onRef('a.id', '=', 'l.client_account_id').onRef('a.org_id', '=', 'l.org_id'),
      )
      .select(['l.vat_bp', 'l.charged_cents', 'l.name', 'l.units_milli', 'l.linked_to_id', 'l.promo_code_id'])
      .select((eb) =>
        eb
          .selectFrom('rollup_day_bound as b')
          .select((e) => e.fn.max<number>('b.day_start').as('d'))
          .where('b.org_id', '=', orgId)
          .whereRef('b.day_start', '<=', 'a.opened_timestamp')
          .as('day_start'),
      )
      .where('l.org_id', '=', orgId)
      .where('l.reversed_at', 'is', null)
      .where('a.reversed_at', 'is', null);
    await db
      .insertInto('rollup_account_vat_day')
      .columns(['org_id', 'day_start', 'vat_bp', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom(accountLines.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'x.day_start',
            'x.vat_bp',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('x.charged_cents').as('cents'),
          ])
          .groupBy(['x.day_start', 'x.vat_bp']),
      )
      .execute();
    await db
      .insertInto('rollup_account_product_day')
      .columns(['org_id', 'day_start', 'name', 'n', 'units_milli'])
      .expression((eb) =>
        eb
          .selectFrom(accountLines.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'x.day_start',
            'x.name',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('x.units_milli').as('units_milli'),
          ])
          .where('x.linked_to_id', 'is', null)
          .where('x.promo_code_id', 'is', null)
          .groupBy(['x.day_start', 'x.name']),
      )
      .execute();

    // Live payments of live accounts, by the account's opening day.
    const accountPayments = db
      .selectFrom('payment_transaction as p')
      .innerJoin('client_account as a', (j) =>
        j.onRef('a.id', '=', 'p.client_account_id').onRef('a.org_id', '=', 'p.org_id'),
      )
      .select(['p.payment_type', 'p.transaction_type'])
      .select((eb) =>
        eb
          .selectFrom('rollup_day_bound as b')
          .select((e) => e.fn.max<number>('b.day_start').as('d'))
          .where('b.org_id', '=', orgId)
          .whereRef('b.day_start', '<=', 'a.opened_timestamp')
          .as('day_start'),
      )
      .select((eb) => eb(eb.ref('p.amount_paid_cents'), '-', eb.ref('p.amount_returned_cents')).as('net'))
      .where('p.org_id', '=', orgId)
      .where('p.reversed_at', 'is', null)
      .where('a.reversed_at', 'is', null);
    await db
      .insertInto('rollup_account_payment_day')
      .columns(['org_id', 'day_start', 'payment_type', 'transaction_type', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom(accountPayments.as('x'))
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'x.day_start',
            'x.payment_type',
            'x.transaction_type',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('x.net').as('cents'),
          ])
          .groupBy(['x.day_start', 'x.payment_type', 'x.transaction_type']),
      )
      .execute();

    // Live tickets of each shift, their live lines and payments.
    await db
      .insertInto('rollup_shift')
      .columns(['org_id', 'shift_id', 'n', 'open_n'])
      .expression((eb) =>
        eb
          .selectFrom('client_account as a')
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'a.shift_id',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>(e.case().when('a.status', '=', 'OPEN').then(1).else(0).end()).as('open_n'),
          ])
          .where('a.org_id', '=', orgId)
          .where('a.reversed_at', 'is', null)
          .where('a.shift_id', 'is not', null)
          .groupBy('a.shift_id'),
      )
      .execute();
    await db
      .insertInto('rollup_shift_vat')
      .columns(['org_id', 'shift_id', 'vat_bp', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom('client_account as a')
          .innerJoin('ordered_product as l', (j) =>
            j.onRef('l.org_id', '=', 'a.org_id').onRef('l.client_account_id', '=', 'a.id'),
          )
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'a.shift_id',
            'l.vat_bp',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>('l.charged_cents').as('cents'),
          ])
          .where('a.org_id', '=', orgId)
          .where('a.reversed_at', 'is', null)
          .where('a.shift_id', 'is not', null)
          .where('l.reversed_at', 'is', null)
          .groupBy(['a.shift_id', 'l.vat_bp']),
      )
      .execute();
    await db
      .insertInto('rollup_shift_payment')
      .columns(['org_id', 'shift_id', 'payment_type', 'transaction_type', 'n', 'cents'])
      .expression((eb) =>
        eb
          .selectFrom('client_account as a')
          .innerJoin('payment_transaction as p', (j) =>
            j.onRef('p.org_id', '=', 'a.org_id').onRef('p.client_account_id', '=', 'a.id'),
          )
          .select((e) => [
            e.lit(orgId).as('org_id'),
            'a.shift_id',
            'p.payment_type',
            'p.transaction_type',
            e.fn.countAll<number>().as('n'),
            e.fn.sum<number>(e(e.ref('p.amount_paid_cents'), '-', e.ref('p.amount_returned_cents'))).as('cents'),
          ])
          .where('a.org_id', '=', orgId)
          .where('a.reversed_at', 'is', null)
          .where('a.shift_id', 'is not', null)
          .where('p.reversed_at', 'is', null)
          .groupBy(['a.shift_id', 'p.payment_type', 'p.transaction_type']),
      )
      .execute();
  },

  // ---------- reads of whole days ----------

  /** Live lines ordered in these days, per VAT rate. */
  async lineSums(db: Executor, orgId: number, days: DayRange) {
    const rows = await db
      .selectFrom('rollup_line_day')
      .select(['vat_bp', (eb) => eb.fn.sum<number>('cents').as('s')])
      .where('org_id', '=', orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy('vat_bp')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({ vatBp: r.vat_bp, amountCents: num(r.s) }));
  },

  /** Live payments made in these days, per payment and transaction type. */
  async paymentSums(db: Executor, orgId: number, days: DayRange) {
    const rows = await db
      .selectFrom('rollup_payment_day')
      .select(['payment_type', 'transaction_type', (eb) => eb.fn.sum<number>('cents').as('s')])
      .where('org_id', '=', orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy(['payment_type', 'transaction_type'])
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({ payment_type: r.payment_type, transaction_type: r.transaction_type, s: num(r.s) }));
  },

  /** Live accounts opened in these days, per kind, with the closed ones that have lines. */
  accountsByKind(db: Executor, orgId: number, days: DayRange) {
    return db
      .selectFrom('rollup_account_day')
      .select([
        'kind',
        (eb) => eb.fn.sum<number>('n').as('n'),
        (eb) => eb.fn.sum<number>('closed_n').as('closed_n'),
        (eb) => eb.fn.sum<number>('closed_cents').as('closed_cents'),
      ])
      .where('org_id', '=', orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy('kind')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
  },

  /** Live lines of the live accounts opened in these days, per VAT rate. */
  async accountLineSums(db: Executor, orgId: number, days: DayRange) {
    const rows = await db
      .selectFrom('rollup_account_vat_day')
      .select(['vat_bp', (eb) => eb.fn.sum<number>('cents').as('s')])
      .where('org_id', '=', orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy('vat_bp')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({ vatBp: r.vat_bp, amountCents: num(r.s) }));
  },

  /** Live payments of the live accounts opened in these days, per payment and transaction type. */
  async accountPaymentSums(db: Executor, orgId: number, days: DayRange) {
    const rows = await db
      .selectFrom('rollup_account_payment_day')
      .select(['payment_type', 'transaction_type', (eb) => eb.fn.sum<number>('cents').as('s')])
      .where('org_id', '=', orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy(['payment_type', 'transaction_type'])
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({ payment_type: r.payment_type, transaction_type: r.transaction_type, s: num(r.s) }));
  },

  /** Accounts opened and their lines' sum per quarter hour of [from, to) (both on quarter hours). */
  accountQuarters(db: Executor, orgId: number, days: DayRange) {
    return db
      .selectFrom('rollup_account_quarter')
      .select(['quarter as q', 'n as accounts', 'cents as s'])
      .where('org_id', '=', orgId)
      .where('quarter', '>=', days.from / QUARTER_MS)
      .where('quarter', '<', days.to / QUARTER_MS)
      .where('n', '>', 0)
      .execute();
  },

  /** The ten products with the most units in the live accounts opened in these days. */
  topProducts(db: Executor, orgId: number, days: DayRange) {
    return db
      .selectFrom('rollup_account_product_day')
      .select(['name', (eb) => eb.fn.sum<number>('units_milli').as('u')])
      .where('org_id', '=', orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy('name')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .orderBy('u', 'desc')
      .orderBy('name')
      .limit(10)
      .execute();
  },

  // ---------- reads of shifts ----------

  /** Live lines of the shifts' live tickets, per shift and VAT rate (shiftStatsRepository.linesByShift's rows). */
  async linesByShift(db: Executor, orgId: number, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await db
      .selectFrom('rollup_shift_vat')
      .select(['shift_id', 'vat_bp', 'cents'])
      .where('org_id', '=', orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .where('n', '>', 0)
      .execute();
    return rows.map((r) => ({ shift_id: r.shift_id as number | null, vat_bp: r.vat_bp, s: num(r.cents) }));
  },

  /** Live payments of the shifts' live tickets, per shift and type (shiftStatsRepository.paymentsByShift's rows). */
  async paymentsByShift(db: Executor, orgId: number, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await db
      .selectFrom('rollup_shift_payment')
      .select(['shift_id', 'payment_type', 'transaction_type', 'cents'])
      .where('org_id', '=', orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .where('n', '>', 0)
      .execute();
    return rows.map((r) => ({
      shift_id: r.shift_id as number | null,
      payment_type: r.payment_type,
      transaction_type: r.transaction_type,
      s: num(r.cents),
    }));
  },

  /** Live tickets per shift and how many are open (shiftStatsRepository.accountCounts's rows). */
  async accountCounts(db: Executor, orgId: number, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await db
      .selectFrom('rollup_shift')
      .select(['shift_id', 'n', 'open_n'])
      .where('org_id', '=', orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .where('n', '>', 0)
      .execute();
    return rows.map((r) => ({ shift_id: r.shift_id as number | null, n: num(r.n), open: num(r.open_n) }));
  },
};
