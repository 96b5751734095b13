import { DEFAULT_TIME_ZONE, startOfZonedDay } from '@comptoir/shared';
import { sql } from 'kysely';
import type { OrgId } from '../org-id';
import { type AnyDb, createRollupTable, type RollupColumn } from './util';

/**
 * Statistics rollups (docs/decisions.md, "Statistics from rollups"). Each table sums live rows per organisation and
 * per calendar day of the organisation (`day_start`: epoch ms of the local midnight in the organisation's time zone),
 * or per quarter hour, with `n` = how many raw rows (or accounts) a group holds, so an emptied group reads as absent.
 * They are maintained in the transaction of every till write (modules/rollups) and rebuilt from the raw rows by
 * `rebuildRollups` (also after a time-zone change). Integer cents and milli-units only.
 *
 * - rollup_line_day: live ordered products by their order day and VAT rate.
 * - rollup_payment_day: live payments by their payment day, payment and transaction type (net of change).
 * - rollup_account_*: live (non-voided) accounts by their opening day (quarter hour for rollup_account_quarter):
 *   counts per kind and the closed ones with lines, their live lines per VAT rate, their live payments per type,
 *   their products' units per name (top sellers: no linked or discount lines).
 * - rollup_shift*: live tickets of each shift (client_account.shift_id): how many and how many still open, their
 *   live lines per VAT rate, their live payments per type (the shift list, detail, statistics and X/Z totals).
 * - rollup_day_bound: the organisation's day starts, written by the rebuild to bucket raw rows set-based.
 *
 * The migration ends by filling the tables from the existing history with its own SQL (`fill`, frozen: it imports
 * no service code, so a later change of the rebuild does not change what this migration does).
 */
const N: RollupColumn = ['n', 'integer'];
const CENTS: RollupColumn = ['cents', 'bigint'];
const DAY: RollupColumn = ['day_start', 'bigint'];
const VAT: RollupColumn = ['vat_bp', 'integer'];
const SHIFT: RollupColumn = ['shift_id', 'integer'];
const TYPES: RollupColumn[] = [
  ['payment_type', 'varchar(20)'],
  ['transaction_type', 'varchar(20)'],
];

const TABLES: [table: string, keys: RollupColumn[], amounts: RollupColumn[]][] = [
  ['rollup_line_day', [DAY, VAT], [N, CENTS]],
  ['rollup_payment_day', [DAY, ...TYPES], [N, CENTS]],
  ['rollup_account_day', [DAY, ['kind', 'varchar(20)']], [N, ['closed_n', 'integer'], ['closed_cents', 'bigint']]],
  ['rollup_account_vat_day', [DAY, VAT], [N, CENTS]],
  ['rollup_account_payment_day', [DAY, ...TYPES], [N, CENTS]],
  ['rollup_account_quarter', [['quarter', 'bigint']], [N, CENTS]],
  ['rollup_account_product_day', [DAY, ['name', 'varchar(200)']], [N, ['units_milli', 'bigint']]],
  ['rollup_day_bound', [DAY], []],
  ['rollup_shift', [SHIFT], [N, ['open_n', 'integer']]],
  ['rollup_shift_vat', [SHIFT, VAT], [N, CENTS]],
  ['rollup_shift_payment', [SHIFT, ...TYPES], [N, CENTS]],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [table, keys, amounts] of TABLES) await createRollupTable(db, table, keys, amounts);
  await fill(db);
}

/** The organisation day of instant `at` of a row of organisation `org` (the day bounds are in place). */
const day = (org: string, at: string) =>
  `(select max(b.day_start) from rollup_day_bound b where b.org_id = ${org} and b.day_start <= ${at})`;
const NET = 'p.amount_paid_cents - p.amount_returned_cents';
const ACCOUNT_OF = (x: 'l' | 'p') =>
  `join client_account a on a.org_id = ${x}.org_id and a.id = ${x}.client_account_id`;
/** Live accounts with their live lines' count (ln) and sum (ls). */
const LIVE_ACCOUNTS = `select a.org_id, a.kind, a.status, a.opened_timestamp, ${day('a.org_id', 'a.opened_timestamp')} as day_start,
    coalesce(s.ln, 0) as ln, coalesce(s.ls, 0) as ls
  from client_account a
  left join (select org_id, client_account_id, count(*) as ln, sum(charged_cents) as ls
    from ordered_product where reversed_at is null group by org_id, client_account_id) s
    on s.org_id = a.org_id and s.client_account_id = a.id
  where a.reversed_at is null`;
const LIVE_LINES = `from ordered_product l ${ACCOUNT_OF('l')} where l.reversed_at is null and a.reversed_at is null`;
const LIVE_PAYMENTS = `from payment_transaction p ${ACCOUNT_OF('p')} where p.reversed_at is null and a.reversed_at is null`;

const FILL = [
  `insert into rollup_line_day (org_id, day_start, vat_bp, n, cents)
   select x.org_id, x.day_start, x.vat_bp, count(*), sum(x.charged_cents)
   from (select l.org_id, ${day('l.org_id', 'l.ordered_timestamp')} as day_start, l.vat_bp, l.charged_cents
         from ordered_product l where l.reversed_at is null) x
   group by x.org_id, x.day_start, x.vat_bp`,
  `insert into rollup_payment_day (org_id, day_start, payment_type, transaction_type, n, cents)
   select x.org_id, x.day_start, x.payment_type, x.transaction_type, count(*), sum(x.net)
   from (select p.org_id, ${day('p.org_id', 'p.timestamp')} as day_start, p.payment_type, p.transaction_type,
           ${NET} as net from payment_transaction p where p.reversed_at is null) x
   group by x.org_id, x.day_start, x.payment_type, x.transaction_type`,
  `insert into rollup_account_day (org_id, day_start, kind, n, closed_n, closed_cents)
   select x.org_id, x.day_start, x.kind, count(*),
     sum(case when x.status = 'CLOSED' and x.ln > 0 then 1 else 0 end),
     sum(case when x.status = 'CLOSED' then x.ls else 0 end)
   from (${LIVE_ACCOUNTS}) x
   group by x.org_id, x.day_start, x.kind`,
  `insert into rollup_account_quarter (org_id, quarter, n, cents)
   select x.org_id, x.opened_timestamp / 900000, count(*), sum(x.ls)
   from (${LIVE_ACCOUNTS}) x
   group by x.org_id, x.opened_timestamp / 900000`,
  `insert into rollup_account_vat_day (org_id, day_start, vat_bp, n, cents)
   select x.org_id, x.day_start, x.vat_bp, count(*), sum(x.charged_cents)
   from (select l.org_id, ${day('a.org_id', 'a.opened_timestamp')} as day_start, l.vat_bp, l.charged_cents ${LIVE_LINES}) x
   group by x.org_id, x.day_start, x.vat_bp`,
  `insert into rollup_account_product_day (org_id, day_start, name, n, units_milli)
   select x.org_id, x.day_start, x.name, count(*), sum(x.units_milli)
   from (select l.org_id, ${day('a.org_id', 'a.opened_timestamp')} as day_start, l.name, l.units_milli ${LIVE_LINES}
         and l.linked_to_id is null and l.promo_code_id is null) x
   group by x.org_id, x.day_start, x.name`,
  `insert into rollup_account_payment_day (org_id, day_start, payment_type, transaction_type, n, cents)
   select x.org_id, x.day_start, x.payment_type, x.transaction_type, count(*), sum(x.net)
   from (select p.org_id, ${day('a.org_id', 'a.opened_timestamp')} as day_start, p.payment_type, p.transaction_type,
           ${NET} as net ${LIVE_PAYMENTS}) x
   group by x.org_id, x.day_start, x.payment_type, x.transaction_type`,
  `insert into rollup_shift (org_id, shift_id, n, open_n)
   select a.org_id, a.shift_id, count(*), sum(case when a.status = 'OPEN' then 1 else 0 end)
   from client_account a where a.reversed_at is null and a.shift_id is not null
   group by a.org_id, a.shift_id`,
  `insert into rollup_shift_vat (org_id, shift_id, vat_bp, n, cents)
   select a.org_id, a.shift_id, l.vat_bp, count(*), sum(l.charged_cents) ${LIVE_LINES} and a.shift_id is not null
   group by a.org_id, a.shift_id, l.vat_bp`,
  `insert into rollup_shift_payment (org_id, shift_id, payment_type, transaction_type, n, cents)
   select a.org_id, a.shift_id, p.payment_type, p.transaction_type, count(*), sum(${NET})
   ${LIVE_PAYMENTS} and a.shift_id is not null
   group by a.org_id, a.shift_id, p.payment_type, p.transaction_type`,
];

/** Fills the rollups of every organisation from the raw rows (the tables are empty). */
export async function fill(db: AnyDb): Promise<void> {
  const orgs = await db.selectFrom('organization').select(['org_id', 'time_zone']).execute();
  for (const { org_id, time_zone } of orgs as { org_id: OrgId; time_zone: string | null }[]) {
    const bounds = await sql<{ lo: number | string | null; hi: number | string | null }>`
      select min(lo) as lo, max(hi) as hi from (
        select min(opened_timestamp) as lo, max(opened_timestamp) as hi from client_account where org_id = ${org_id}
        union all
        select min(ordered_timestamp), max(ordered_timestamp) from ordered_product where org_id = ${org_id}
        union all
        select min(timestamp), max(timestamp) from payment_transaction where org_id = ${org_id}) x`.execute(db);
    const { lo, hi } = bounds.rows[0] ?? { lo: null, hi: null };
    if (lo === null || hi === null) continue;
    const timeZone = time_zone || DEFAULT_TIME_ZONE;
    const days: number[] = [];
    for (let d = startOfZonedDay(Number(lo), timeZone); d <= Number(hi); d = startOfZonedDay(d, timeZone, 1)) {
      days.push(d);
    }
    for (let i = 0; i < days.length; i += 500) {
      const values = days.slice(i, i + 500).map((day_start) => ({ org_id, day_start }));
      await db.insertInto('rollup_day_bound').values(values).execute();
    }
  }
  for (const statement of FILL) await sql.raw(statement).execute(db);
}
