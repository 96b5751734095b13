import type { OrgDb } from '../../lib/org-db';
import { QUARTER_MS, type VoidKind } from './rollups.tables';

/**
 * The reads of the statistics rollups (rollups.tables.ts): sums over whole organisation days (dashboard, analytics)
 * and over sets of shifts (shift list, detail, statistics, X/Z reports). A group whose `n` adds up to 0 holds no raw
 * row any more: it is left out, as the raw GROUP BY would.
 */

/** Whole days [from, to) of the organisation (from and to are local midnights). */
export interface DayRange {
  from: number;
  to: number;
}

const num = (v: unknown) => Number(v ?? 0);
const NO_ROWS = Promise.resolve([]);

type DayTable = 'rollup_line_day' | 'rollup_account_vat_day';
type DayPaymentTable = 'rollup_payment_day' | 'rollup_account_payment_day';

/** How many live lines (rollup_line_day) or live payments (rollup_payment_day) these days hold. */
async function dayCount(org: OrgDb, table: 'rollup_line_day' | 'rollup_payment_day', days: DayRange) {
  const row = await org.db
    .selectFrom(table)
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('org_id', '=', org.orgId)
    .where('day_start', '>=', days.from)
    .where('day_start', '<', days.to)
    .executeTakeFirst();
  return num(row?.n);
}

/** Live lines per VAT rate over these days. */
async function vatSums(org: OrgDb, table: DayTable, days: DayRange) {
  const rows = await org.db
    .selectFrom(table)
    .select(['vat_bp', (eb) => eb.fn.sum<number>('cents').as('s')])
    .where('org_id', '=', org.orgId)
    .where('day_start', '>=', days.from)
    .where('day_start', '<', days.to)
    .groupBy('vat_bp')
    .having((eb) => eb.fn.sum('n'), '>', 0)
    .execute();
  return rows.map((r) => ({ vatBp: r.vat_bp, amountCents: num(r.s) }));
}

/** Live payments per payment and transaction type over these days. */
async function paymentTypeSums(org: OrgDb, table: DayPaymentTable, days: DayRange) {
  const rows = await org.db
    .selectFrom(table)
    .select(['payment_type', 'transaction_type', (eb) => eb.fn.sum<number>('cents').as('s')])
    .where('org_id', '=', org.orgId)
    .where('day_start', '>=', days.from)
    .where('day_start', '<', days.to)
    .groupBy(['payment_type', 'transaction_type'])
    .having((eb) => eb.fn.sum('n'), '>', 0)
    .execute();
  return rows.map((r) => ({ payment_type: r.payment_type, transaction_type: r.transaction_type, s: num(r.s) }));
}

export const rollupReads = {
  // ---------- whole days ----------

  /** Live lines ordered in these days, per VAT rate. */
  lineSums: (org: OrgDb, days: DayRange) => vatSums(org, 'rollup_line_day', days),
  /** How many live lines were ordered in these days. */
  lineCount: (org: OrgDb, days: DayRange) => dayCount(org, 'rollup_line_day', days),
  /** How many live payments were made in these days. */
  paymentCount: (org: OrgDb, days: DayRange) => dayCount(org, 'rollup_payment_day', days),
  /** Live payments made in these days, per payment and transaction type. */
  paymentSums: (org: OrgDb, days: DayRange) => paymentTypeSums(org, 'rollup_payment_day', days),
  /** Live lines of the live accounts opened in these days, per VAT rate. */
  accountLineSums: (org: OrgDb, days: DayRange) => vatSums(org, 'rollup_account_vat_day', days),
  /** Live payments of the live accounts opened in these days, per payment and transaction type. */
  accountPaymentSums: (org: OrgDb, days: DayRange) => paymentTypeSums(org, 'rollup_account_payment_day', days),

  /** Live accounts opened in these days, per kind, with the closed ones that have lines. */
  accountsByKind(org: OrgDb, days: DayRange) {
    return org.db
      .selectFrom('rollup_account_day')
      .select([
        'kind',
        (eb) => eb.fn.sum<number>('n').as('n'),
        (eb) => eb.fn.sum<number>('closed_n').as('closed_n'),
        (eb) => eb.fn.sum<number>('closed_cents').as('closed_cents'),
      ])
      .where('org_id', '=', org.orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy('kind')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
  },

  /** Accounts opened and their lines' sum per quarter hour of [from, to) (both on quarter hours). */
  accountQuarters(org: OrgDb, days: DayRange) {
    return org.db
      .selectFrom('rollup_account_quarter')
      .select(['quarter as q', 'n as accounts', 'cents as s'])
      .where('org_id', '=', org.orgId)
      .where('quarter', '>=', days.from / QUARTER_MS)
      .where('quarter', '<', days.to / QUARTER_MS)
      .where('n', '>', 0)
      .execute();
  },

  /** The ten products with the most units in the live accounts opened in these days. */
  topProducts(org: OrgDb, days: DayRange) {
    return org.db
      .selectFrom('rollup_account_product_day')
      .select(['name', (eb) => eb.fn.sum<number>('units_milli').as('u')])
      .where('org_id', '=', org.orgId)
      .where('day_start', '>=', days.from)
      .where('day_start', '<', days.to)
      .groupBy('name')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .orderBy('u', 'desc')
      .orderBy('name')
      .limit(10)
      .execute();
  },

  // ---------- sets of shifts (the rows of the raw queries of shifts.stats.repository.ts) ----------

  /** Live lines of the shifts' live tickets, per shift and VAT rate. */
  async linesByShift(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await org.db
      .selectFrom('rollup_shift_vat')
      .select(['shift_id', 'vat_bp', 'cents'])
      .where('org_id', '=', org.orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .where('n', '>', 0)
      .execute();
    return rows.map((r) => ({ shift_id: r.shift_id as number | null, vat_bp: r.vat_bp, s: num(r.cents) }));
  },

  /** Live payments of the shifts' live tickets, per shift and type. */
  async paymentsByShift(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await org.db
      .selectFrom('rollup_shift_payment')
      .select(['shift_id', 'payment_type', 'transaction_type', 'cents'])
      .where('org_id', '=', org.orgId)
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

  /** Live tickets per shift and how many are open. */
  async accountCounts(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return [];
    const rows = await org.db
      .selectFrom('rollup_shift')
      .select(['shift_id', 'n', 'open_n'])
      .where('org_id', '=', org.orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .where('n', '>', 0)
      .execute();
    return rows.map((r) => ({ shift_id: r.shift_id as number | null, n: num(r.n), open: num(r.open_n) }));
  },

  /** Live lines of the shifts' live tickets per user who ordered them: amount and units (thousandths). */
  async linesByUser(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return NO_ROWS;
    const rows = await org.db
      .selectFrom('rollup_shift_user')
      .select(['user_id', (eb) => eb.fn.sum<number>('cents').as('s'), (eb) => eb.fn.sum<number>('units_milli').as('u')])
      .where('org_id', '=', org.orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .groupBy('user_id')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({ user_id: r.user_id === 0 ? null : r.user_id, s: num(r.s), u: num(r.u) }));
  },

  /** Live payments of the shifts' live tickets per user who took them and type. */
  async paymentsByUser(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return NO_ROWS;
    const rows = await org.db
      .selectFrom('rollup_shift_user_payment')
      .select(['user_id', 'payment_type', 'transaction_type', (eb) => eb.fn.sum<number>('cents').as('s')])
      .where('org_id', '=', org.orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .groupBy(['user_id', 'payment_type', 'transaction_type'])
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({
      user_id: r.user_id === 0 ? null : r.user_id,
      payment_type: r.payment_type,
      transaction_type: r.transaction_type,
      s: num(r.s),
    }));
  },

  /** Units and amount of the shifts' live lines per product group (null: none) or per product name. */
  async linesBy(org: OrgDb, shiftIds: readonly number[], by: 'group' | 'product') {
    if (shiftIds.length === 0) return NO_ROWS;
    const [table, column] =
      by === 'group' ? (['rollup_shift_group', 'group_name'] as const) : (['rollup_shift_product', 'name'] as const);
    const rows = await org.db
      .selectFrom(table as 'rollup_shift_product')
      .select([
        `${column} as name` as 'name',
        (eb) => eb.fn.sum<number>('units_milli').as('u'),
        (eb) => eb.fn.sum<number>('cents').as('s'),
      ])
      .where('org_id', '=', org.orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .groupBy(column as 'name')
      .having((eb) => eb.fn.sum('n'), '>', 0)
      .execute();
    return rows.map((r) => ({ name: by === 'group' && r.name === '' ? null : r.name, u: num(r.u), s: num(r.s) }));
  },

  /** The voids of the shifts' tickets: lines voided alone, whole tickets voided (with their lines), payments. */
  async voids(org: OrgDb, shiftIds: readonly number[]) {
    const out: Record<'lines' | 'accounts' | 'payments', { n: number; s: number }> = {
      lines: { n: 0, s: 0 },
      accounts: { n: 0, s: 0 },
      payments: { n: 0, s: 0 },
    };
    if (shiftIds.length === 0) return out;
    const rows = await org.db
      .selectFrom('rollup_shift_void')
      .select(['what', (eb) => eb.fn.sum<number>('n').as('n'), (eb) => eb.fn.sum<number>('cents').as('s')])
      .where('org_id', '=', org.orgId)
      .where('shift_id', 'in', shiftIds as number[])
      .groupBy('what')
      .execute();
    const slot = { LINE: 'lines', ACCOUNT: 'accounts', PAYMENT: 'payments' } as const;
    for (const r of rows) out[slot[r.what as VoidKind]] = { n: num(r.n), s: num(r.s) };
    return out;
  },

  /** The names of the users who ordered on a shift's tickets (voided lines and tickets too), in order. */
  async shiftUsernames(org: OrgDb, shiftId: number): Promise<string[]> {
    const rows = await org.db
      .selectFrom('rollup_shift_user as r')
      .innerJoin('app_user as u', 'u.user_id', 'r.user_id')
      .select('u.username')
      .distinct()
      .where('r.org_id', '=', org.orgId)
      .where('r.shift_id', '=', shiftId)
      .where('r.all_n', '>', 0)
      .orderBy('u.username')
      .execute();
    return rows.map((r) => r.username);
  },
};
