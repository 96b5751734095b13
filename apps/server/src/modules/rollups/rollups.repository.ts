import { type ExpressionBuilder, type Kysely, type QueryCreator, type SelectQueryBuilder, sql } from 'kysely';
import { dialectOf } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { ClientAccountTable, Database, OrderedProductTable, PaymentTransactionTable } from '../../db/schema';
import type { AccountId, LineId, PaymentId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import { rollupReads } from './rollups.reads.repository';
import {
  type AccountFacts,
  type Condition,
  type LineFacts,
  type PaymentFacts,
  type RebuildPart,
  ROLLUP_NAMES,
  ROLLUP_TABLES,
  ROLLUPS,
  type RollupRow,
  type RollupSpec,
  type RollupTable,
} from './rollups.tables';

/**
 * The SQL of the statistics rollups (migrations 0018 and 0019, docs/decisions.md "Statistics from rollups"): the
 * facts a ticket contributes (read before and after each till write), the delta upserts, the set-based rebuild from
 * the raw rows (one INSERT ... SELECT ... GROUP BY per table, from its description in rollups.tables.ts), and the
 * reads (rollups.reads.repository.ts).
 */

export type { DayRange } from './rollups.reads.repository';
export { ROLLUP_TABLES, type RollupRow, type RollupTable };

/** The first key of the rollups' advisory lock (PostgreSQL): 'ROLL'. */
const ROLLUP_LOCK_CLASS = 0x524f4c4c;

const num = (v: unknown) => Number(v ?? 0);

/**
 * The rollup tables as the code common to all of them sees them: an organisation's rows of number and text columns,
 * by the table's name (schema.rollups.ts types each table's own columns; rollups.tables.ts describes them).
 */
type RollupDb = Record<RollupTable, { org_id: OrgId } & RollupRow>;
const rollupDb = (db: Executor) => db as unknown as Kysely<RollupDb>;

/** The upsert of rows into one rollup table (not run): `x = x + excluded.x` on the table's key. */
function upsertRows(db: QueryCreator<RollupDb>, orgId: OrgId, table: RollupTable, rows: RollupRow[]) {
  const keys = ROLLUP_TABLES[table];
  const amounts = Object.keys(rows[0] as RollupRow).filter((c) => !keys.includes(c));
  return db
    .insertInto(table)
    .values(rows.map((r) => ({ ...r, org_id: orgId })))
    .onConflict((oc) =>
      oc
        .columns(['org_id', ...keys])
        .doUpdateSet((eb) =>
          Object.fromEntries(amounts.map((c) => [c, eb(eb.ref(`${table}.${c}`), '+', eb.ref(`excluded.${c}`))])),
        ),
    );
}

/**
 * The rebuild's sources seen as one: ordered_product l, payment_transaction p, client_account a (with `ln`, its live
 * lines, in the `account` source). Each source has some of these aliases; rollups.tables.ts types each part's
 * conditions by its own source (`RebuildPart`), so every part is built on this one type.
 */
type SourceDb = Database & {
  l: OrderedProductTable;
  p: PaymentTransactionTable;
  a: ClientAccountTable & { ln: number };
};
type SourceQuery = SelectQueryBuilder<SourceDb, 'l' | 'p' | 'a', object>;

/** A part's conditions, all of them (`l.reversed_at is null and a.status = 'CLOSED'`), as a typed expression. */
const allOf = (eb: ExpressionBuilder<SourceDb, 'l' | 'p' | 'a'>, where: readonly Condition[]) =>
  eb.and(where.map(([column, op, value]) => eb(column, op, value)));

const ACCOUNT_FIELDS = ['id', 'opened_timestamp', 'kind', 'status', 'reversed_at', 'shift_id'] as const;
const LINE_FIELDS = [
  'client_account_id',
  'ordered_timestamp',
  'vat_bp',
  'charged_cents',
  'name',
  'units_milli',
  'linked_to_id',
  'promo_code_id',
  'reversed_at',
  'user_id',
  'group_name',
] as const;
const PAYMENT_FIELDS = [
  'client_account_id',
  'timestamp',
  'payment_type',
  'transaction_type',
  'amount_paid_cents',
  'amount_returned_cents',
  'reversed_at',
  'user_id',
] as const;

/** The rows of one rebuild source, of one organisation (see RebuildPart). */
function source(org: OrgDb, from: RebuildPart['from']): SourceQuery {
  const query = (() => {
    switch (from) {
      case 'line':
        return org.db.selectFrom('ordered_product as l').where('l.org_id', '=', org.orgId);
      case 'payment':
        return org.db.selectFrom('payment_transaction as p').where('p.org_id', '=', org.orgId);
      case 'accountLine':
        return org.db
          .selectFrom('ordered_product as l')
          .innerJoin('client_account as a', (j) =>
            j.onRef('a.org_id', '=', 'l.org_id').onRef('a.id', '=', 'l.client_account_id'),
          )
          .where('l.org_id', '=', org.orgId);
      case 'accountPayment':
        return org.db
          .selectFrom('payment_transaction as p')
          .innerJoin('client_account as a', (j) =>
            j.onRef('a.org_id', '=', 'p.org_id').onRef('a.id', '=', 'p.client_account_id'),
          )
          .where('p.org_id', '=', org.orgId);
      case 'account': {
        const live = org.db
          .selectFrom('ordered_product')
          .select((eb) => ['client_account_id', eb.fn.countAll().as('ln')])
          .where('org_id', '=', org.orgId)
          .where('reversed_at', 'is', null)
          .groupBy('client_account_id');
        const accounts = org.db
          .selectFrom('client_account as c')
          .leftJoin(live.as('s'), 's.client_account_id', 'c.id')
          .selectAll('c')
          .select((eb) => eb.fn.coalesce('s.ln', eb.lit(0)).as('ln'))
          .where('c.org_id', '=', org.orgId);
        return org.db.selectFrom(accounts.as('a'));
      }
    }
  })();
  // One type for the five sources (see SourceDb): each part's conditions were checked against its own source.
  return query as unknown as SourceQuery;
}

/** One rebuild part: a row per raw row, with the table's columns in the order given. */
function partQuery(org: OrgDb, part: RebuildPart, columns: readonly string[]) {
  return source(org, part.from)
    .where((eb) => allOf(eb, part.where))
    .select((eb) =>
      columns.map((c) => {
        const expr = part.select[c];
        if (expr === undefined) throw new Error(`rollup rebuild: no ${c} in a part from ${part.from}`);
        if (typeof expr === 'string') return sql.raw(expr).as(c);
        return eb
          .selectFrom('rollup_day_bound as b')
          .select((e) => e.fn.max('b.day_start').as('d'))
          .where('b.org_id', '=', org.orgId)
          .whereRef('b.day_start', '<=', expr.day)
          .as(c);
      }),
    );
}

/** Per transaction, the rollup changes rollupsService has deferred to its end: a read in it writes them first. */
const unwritten = new WeakMap<object, () => Promise<void>>();

/** The rollup reads, each writing first what its transaction has deferred (so a read never misses a change). */
export const reads = Object.fromEntries(
  Object.entries(rollupReads).map(([name, read]) => [
    name,
    async (org: OrgDb, ...args: unknown[]) => {
      await unwritten.get(org.db)?.();
      return (read as (org: OrgDb, ...args: unknown[]) => unknown)(org, ...args);
    },
  ]),
) as typeof rollupReads;

export const rollupsRepository = {
  ...reads,

  /** rollupsService: `write` adds what the transaction `db` has deferred (null: nothing is deferred any more). */
  holdUnwritten(db: Executor, write: (() => Promise<void>) | null): void {
    if (write) unwritten.set(db, write);
    else unwritten.delete(db);
  },

  /** What the rollups need of these tickets: the ticket rows and all their lines and payments, voided ones too. */
  async accountFacts(org: OrgDb, accountIds: AccountId[], withPayments = true) {
    if (accountIds.length === 0) return { accounts: [], lines: [], payments: [] };
    const [accounts, lines, payments] = await Promise.all([
      org.db
        .selectFrom('client_account')
        .select(ACCOUNT_FIELDS)
        .where('org_id', '=', org.orgId)
        .where('id', 'in', accountIds)
        .execute(),
      org.db
        .selectFrom('ordered_product')
        .select(LINE_FIELDS)
        .where('org_id', '=', org.orgId)
        .where('client_account_id', 'in', accountIds)
        .execute(),
      withPayments
        ? org.db
            .selectFrom('payment_transaction')
            .select(PAYMENT_FIELDS)
            .where('org_id', '=', org.orgId)
            .where('client_account_id', 'in', accountIds)
            .execute()
        : [],
    ]);
    return { accounts, lines, payments } as { accounts: AccountFacts[]; lines: LineFacts[]; payments: PaymentFacts[] };
  },

  /** The ticket fields the rollups need, or undefined. */
  account(org: OrgDb, accountId: AccountId): Promise<AccountFacts | undefined> {
    return org.db
      .selectFrom('client_account')
      .select(ACCOUNT_FIELDS)
      .where('org_id', '=', org.orgId)
      .where('id', '=', accountId)
      .executeTakeFirst();
  },

  /** One line's fields the rollups need (reversed or not). */
  line(org: OrgDb, lineId: LineId): Promise<LineFacts | undefined> {
    return org.db
      .selectFrom('ordered_product')
      .select(LINE_FIELDS)
      .where('org_id', '=', org.orgId)
      .where('id', '=', lineId)
      .executeTakeFirst();
  },

  /** The live discount lines of a ticket. */
  discountLines(org: OrgDb, accountId: AccountId): Promise<LineFacts[]> {
    return org.db
      .selectFrom('ordered_product')
      .select(LINE_FIELDS)
      .where('org_id', '=', org.orgId)
      .where('client_account_id', '=', accountId)
      .where('promo_code_id', 'is not', null)
      .where('reversed_at', 'is', null)
      .execute();
  },

  /** One payment's fields the rollups need (reversed or not). */
  payment(org: OrgDb, paymentId: PaymentId): Promise<PaymentFacts | undefined> {
    return org.db
      .selectFrom('payment_transaction')
      .select(PAYMENT_FIELDS)
      .where('org_id', '=', org.orgId)
      .where('id', '=', paymentId)
      .executeTakeFirst();
  },

  /**
   * Holds the organisation's rollups until the transaction ends (PostgreSQL; SQLite runs one write transaction at a
   * time): two tills adding lines of different VAT rates in opposite orders would otherwise lock the same day rows in
   * opposite orders (a deadlock). Till writes of one organisation already meet on those rows.
   */
  async lockOrganisation(org: OrgDb): Promise<void> {
    if (dialectOf(org.db) !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_CLASS}, ${org.orgId})`.execute(org.db);
  },

  /**
   * Adds the rows' amounts to their rollup tables: `x = x + excluded.x` on the key, one upsert per table. On
   * PostgreSQL the upserts of several tables go as ONE statement (each a data-modifying WITH of it), so a till write
   * holds the organisation's rollup lock for one round trip instead of one per table (issue 26, decision 136); SQLite
   * has no data-modifying WITH and no round trips, so there each upsert is its own statement.
   */
  async addRows(org: OrgDb, byTable: Map<RollupTable, RollupRow[]>): Promise<void> {
    const changes = [...byTable].filter(([, rows]) => rows.length > 0);
    if (changes.length === 0) return;
    if (changes.length === 1 || dialectOf(org.db) !== 'postgres') {
      for (const [table, rows] of changes) await upsertRows(rollupDb(org.db), org.orgId, table, rows).execute();
      return;
    }
    const together = changes.reduce<QueryCreator<RollupDb>>(
      (q, [table, rows], i) => q.with(`add_${i}`, (c) => upsertRows(c, org.orgId, table, rows)),
      rollupDb(org.db),
    );
    await together.selectNoFrom((eb) => eb.lit(1).as('added')).execute();
  },

  /** Every row of a rollup table of the organisation (the comparison test), numbers as numbers. */
  async rows(org: OrgDb, table: RollupTable): Promise<RollupRow[]> {
    const keys: RollupSpec['keys'] = ROLLUPS[table].keys;
    const rows = await rollupDb(org.db).selectFrom(table).selectAll().where('org_id', '=', org.orgId).execute();
    return (rows as RollupRow[]).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, keys[k] === 'text' ? String(v) : num(v)])),
    );
  },

  // ---------- rebuild ----------

  /** The earliest and latest instants of the organisation's accounts, lines and payments. */
  async timeBounds(org: OrgDb): Promise<{ min: number; max: number } | null> {
    const [a, l, p] = await Promise.all([
      org.db
        .selectFrom('client_account')
        .select((eb) => [eb.fn.min('opened_timestamp').as('lo'), eb.fn.max('opened_timestamp').as('hi')])
        .where('org_id', '=', org.orgId)
        .executeTakeFirst(),
      org.db
        .selectFrom('ordered_product')
        .select((eb) => [eb.fn.min('ordered_timestamp').as('lo'), eb.fn.max('ordered_timestamp').as('hi')])
        .where('org_id', '=', org.orgId)
        .executeTakeFirst(),
      org.db
        .selectFrom('payment_transaction')
        .select((eb) => [eb.fn.min('timestamp').as('lo'), eb.fn.max('timestamp').as('hi')])
        .where('org_id', '=', org.orgId)
        .executeTakeFirst(),
    ]);
    const los = [a?.lo, l?.lo, p?.lo].filter((v) => v !== null && v !== undefined).map(Number);
    const his = [a?.hi, l?.hi, p?.hi].filter((v) => v !== null && v !== undefined).map(Number);
    return los.length === 0 ? null : { min: Math.min(...los), max: Math.max(...his) };
  },

  /** Empties the organisation's rollups (and day bounds) before a rebuild. */
  async clear(org: OrgDb): Promise<void> {
    for (const table of [...ROLLUP_NAMES, 'rollup_day_bound'] as const) {
      await org.db.deleteFrom(table).where('org_id', '=', org.orgId).execute();
    }
  },

  async insertDayBounds(org: OrgDb, dayStarts: number[]): Promise<void> {
    for (let i = 0; i < dayStarts.length; i += 500) {
      await org.db
        .insertInto('rollup_day_bound')
        .values(dayStarts.slice(i, i + 500).map((day_start) => ({ org_id: org.orgId, day_start })))
        .execute();
    }
  },

  /**
   * Recomputes one rollup table of the organisation from its raw rows (the day bounds are in place): the union of
   * its parts, one row per raw row, summed per key.
   */
  async rebuildTable(org: OrgDb, table: RollupTable): Promise<void> {
    const spec: RollupSpec = ROLLUPS[table];
    const keys = Object.keys(spec.keys);
    const columns = [...keys, ...spec.amounts];
    const [first, ...rest] = spec.rebuild.map((part) => partQuery(org, part, columns));
    if (!first) throw new Error(`rollup rebuild: ${table} has no part`);
    const rows = rest.reduce((union, q) => union.unionAll(q), first);
    await rollupDb(org.db)
      .insertInto(table)
      .columns(['org_id', ...columns])
      .expression((eb) =>
        eb
          .selectFrom(rows.as('x'))
          .select((e) => [
            e.lit(org.orgId).as('org_id'),
            ...keys.map((k) => `x.${k}`),
            ...spec.amounts.map((c) => e.fn.sum(`x.${c}`).as(c)),
          ])
          .groupBy(keys.map((k) => `x.${k}`)),
      )
      .execute();
  },
};
