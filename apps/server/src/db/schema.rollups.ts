import type { OrgId } from './org-id';
/*
 * The statistics rollup tables (migrations 0018 and 0019; modules/rollups/rollups.tables.ts describes what they
 * sum). Part of `Database` (schema.ts).
 */

// ---------- Statistics rollups (migration 0018) ----------

/** Live ordered products per organisation day (local midnight, epoch ms) and VAT rate. */
export interface RollupLineDayTable {
  org_id: OrgId;
  day_start: number;
  vat_bp: number;
  n: number;
  cents: number;
}

/** Live payments per organisation day, payment and transaction type (net of change). */
export interface RollupPaymentDayTable {
  org_id: OrgId;
  day_start: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

/** Live accounts per opening day and kind; the closed ones with live lines, and those lines' sum. */
export interface RollupAccountDayTable {
  org_id: OrgId;
  day_start: number;
  kind: string;
  n: number;
  closed_n: number;
  closed_cents: number;
}

/** Live lines of live accounts per opening day of the account and VAT rate. */
export interface RollupAccountVatDayTable {
  org_id: OrgId;
  day_start: number;
  vat_bp: number;
  n: number;
  cents: number;
}

/** Live payments of live accounts per opening day of the account, payment and transaction type. */
export interface RollupAccountPaymentDayTable {
  org_id: OrgId;
  day_start: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

/** Live accounts per opening quarter hour (epoch ms / 900000) and the sum of their live lines. */
export interface RollupAccountQuarterTable {
  org_id: OrgId;
  quarter: number;
  n: number;
  cents: number;
}

/** Units (milli) of the live product lines (no linked or discount line) of live accounts, per opening day and name. */
export interface RollupAccountProductDayTable {
  org_id: OrgId;
  day_start: number;
  name: string;
  n: number;
  units_milli: number;
}

/** Live tickets of a shift, and how many of them are open. */
export interface RollupShiftTable {
  org_id: OrgId;
  shift_id: number;
  n: number;
  open_n: number;
}

/** Live lines of a shift's live tickets, per VAT rate. */
export interface RollupShiftVatTable {
  org_id: OrgId;
  shift_id: number;
  vat_bp: number;
  n: number;
  cents: number;
}

/** Live payments of a shift's live tickets, per payment and transaction type. */
export interface RollupShiftPaymentTable {
  org_id: OrgId;
  shift_id: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

// ---------- Shift breakdowns (migration 0019) ----------

/** Lines of a shift's tickets per user (0: none): live lines of live tickets (n, cents, units), every line (all_n). */
export interface RollupShiftUserTable {
  org_id: OrgId;
  shift_id: number;
  user_id: number;
  n: number;
  cents: number;
  units_milli: number;
  all_n: number;
}

/** Live payments of a shift's live tickets per user who took them (0: none), payment and transaction type. */
export interface RollupShiftUserPaymentTable {
  org_id: OrgId;
  shift_id: number;
  user_id: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

/** Live lines of a shift's live tickets per product group name ('': none). */
export interface RollupShiftGroupTable {
  org_id: OrgId;
  shift_id: number;
  group_name: string;
  n: number;
  cents: number;
  units_milli: number;
}

/** Live lines of a shift's live tickets per product name. */
export interface RollupShiftProductTable {
  org_id: OrgId;
  shift_id: number;
  name: string;
  n: number;
  cents: number;
  units_milli: number;
}

/** Voids of a shift's tickets: LINE, ACCOUNT (with the lines voided with it), PAYMENT. */
export interface RollupShiftVoidTable {
  org_id: OrgId;
  shift_id: number;
  what: string;
  n: number;
  cents: number;
}

/** The organisation's day starts, filled by the rollup rebuild. */
export interface RollupDayBoundTable {
  org_id: OrgId;
  day_start: number;
}

/** The rollup tables of the database (db/schema.ts `Database`). */
export interface RollupTables {
  rollup_line_day: RollupLineDayTable;
  rollup_payment_day: RollupPaymentDayTable;
  rollup_account_day: RollupAccountDayTable;
  rollup_account_vat_day: RollupAccountVatDayTable;
  rollup_account_payment_day: RollupAccountPaymentDayTable;
  rollup_account_quarter: RollupAccountQuarterTable;
  rollup_account_product_day: RollupAccountProductDayTable;
  rollup_shift: RollupShiftTable;
  rollup_shift_vat: RollupShiftVatTable;
  rollup_shift_payment: RollupShiftPaymentTable;
  rollup_shift_user: RollupShiftUserTable;
  rollup_shift_user_payment: RollupShiftUserPaymentTable;
  rollup_shift_group: RollupShiftGroupTable;
  rollup_shift_product: RollupShiftProductTable;
  rollup_shift_void: RollupShiftVoidTable;
  rollup_day_bound: RollupDayBoundTable;
}
