import { sql } from 'kysely';
import { type AnyDb, createRollupTable, type RollupColumn } from './util';

/**
 * Shift breakdowns from rollups (docs/decisions.md, "Shift breakdowns from rollups"): per-shift rollup tables for what
 * the shift statistics and the X/Z reports break down, maintained with every till write like those of 0018
 * (modules/rollups/rollups.tables.ts describes them).
 *
 * - rollup_shift_user: lines of each shift's tickets per user who ordered them (0: none): the live lines of live
 *   tickets (n, cents, units_milli) and every line, voided or not (all_n: the dashboard's users of the shift).
 * - rollup_shift_user_payment: live payments of live tickets per user who took them (0: none), payment and
 *   transaction type.
 * - rollup_shift_group: live lines of live tickets per product group recorded on the line ('': none).
 * - rollup_shift_product: live lines of live tickets per product name recorded on the line.
 * - rollup_shift_void: voids per kind (`what`): LINE (lines voided one by one), ACCOUNT (tickets voided, n, with the
 *   lines voided with them, cents), PAYMENT (payments of type PAYMENT reversed on live tickets).
 *
 * The migration fills them from the existing history with its own SQL (frozen: no service code is imported).
 */
const N: RollupColumn = ['n', 'integer'];
const CENTS: RollupColumn = ['cents', 'bigint'];
const UNITS: RollupColumn = ['units_milli', 'bigint'];
const SHIFT: RollupColumn = ['shift_id', 'integer'];
const USER: RollupColumn = ['user_id', 'integer'];

const TABLES: [table: string, keys: RollupColumn[], amounts: RollupColumn[]][] = [
  ['rollup_shift_user', [SHIFT, USER], [N, CENTS, UNITS, ['all_n', 'integer']]],
  [
    'rollup_shift_user_payment',
    [SHIFT, USER, ['payment_type', 'varchar(20)'], ['transaction_type', 'varchar(20)']],
    [N, CENTS],
  ],
  ['rollup_shift_group', [SHIFT, ['group_name', 'varchar(200)']], [N, CENTS, UNITS]],
  ['rollup_shift_product', [SHIFT, ['name', 'varchar(200)']], [N, CENTS, UNITS]],
  ['rollup_shift_void', [SHIFT, ['what', 'varchar(20)']], [N, CENTS]],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [table, keys, amounts] of TABLES) await createRollupTable(db, table, keys, amounts);
  await fill(db);
}

const LIVE = 'l.reversed_at is null and a.reversed_at is null';
const NET = 'p.amount_paid_cents - p.amount_returned_cents';
const SHIFT_LINES = `from ordered_product l join client_account a on a.org_id = l.org_id and a.id = l.client_account_id
  where a.shift_id is not null`;
const SHIFT_PAYMENTS = `from payment_transaction p join client_account a on a.org_id = p.org_id and a.id = p.client_account_id
  where a.shift_id is not null`;
const WITH_TICKET = 'a.reversed_at is not null and l.reversed_at = a.reversed_at';

const FILL = [
  `insert into rollup_shift_user (org_id, shift_id, user_id, n, cents, units_milli, all_n)
   select a.org_id, a.shift_id, coalesce(l.user_id, 0), sum(case when ${LIVE} then 1 else 0 end),
     sum(case when ${LIVE} then l.charged_cents else 0 end), sum(case when ${LIVE} then l.units_milli else 0 end),
     count(*)
   ${SHIFT_LINES}
   group by a.org_id, a.shift_id, coalesce(l.user_id, 0)`,
  `insert into rollup_shift_user_payment (org_id, shift_id, user_id, payment_type, transaction_type, n, cents)
   select a.org_id, a.shift_id, coalesce(p.user_id, 0), p.payment_type, p.transaction_type, count(*), sum(${NET})
   ${SHIFT_PAYMENTS} and p.reversed_at is null and a.reversed_at is null
   group by a.org_id, a.shift_id, coalesce(p.user_id, 0), p.payment_type, p.transaction_type`,
  `insert into rollup_shift_group (org_id, shift_id, group_name, n, cents, units_milli)
   select a.org_id, a.shift_id, coalesce(l.group_name, ''), count(*), sum(l.charged_cents), sum(l.units_milli)
   ${SHIFT_LINES} and ${LIVE}
   group by a.org_id, a.shift_id, coalesce(l.group_name, '')`,
  `insert into rollup_shift_product (org_id, shift_id, name, n, cents, units_milli)
   select a.org_id, a.shift_id, l.name, count(*), sum(l.charged_cents), sum(l.units_milli)
   ${SHIFT_LINES} and ${LIVE}
   group by a.org_id, a.shift_id, l.name`,
  `insert into rollup_shift_void (org_id, shift_id, what, n, cents)
   select x.org_id, x.shift_id, x.what, sum(x.n), sum(x.cents) from (
     select a.org_id, a.shift_id, 'ACCOUNT' as what, 1 as n, 0 as cents
       from client_account a where a.reversed_at is not null and a.shift_id is not null
     union all
     select a.org_id, a.shift_id, case when ${WITH_TICKET} then 'ACCOUNT' else 'LINE' end,
       case when ${WITH_TICKET} then 0 else 1 end, l.charged_cents
       ${SHIFT_LINES} and l.reversed_at is not null
     union all
     select a.org_id, a.shift_id, 'PAYMENT', 1, ${NET}
       ${SHIFT_PAYMENTS} and p.reversed_at is not null and a.reversed_at is null and p.transaction_type = 'PAYMENT'
   ) x
   group by x.org_id, x.shift_id, x.what`,
];

/** Fills the shift breakdowns of every organisation from the raw rows (the tables are empty). */
export async function fill(db: AnyDb): Promise<void> {
  for (const statement of FILL) await sql.raw(statement).execute(db);
}
