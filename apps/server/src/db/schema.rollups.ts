import type { OrgId } from './org-id';

/*
 * The statistics rollup tables (migrations 0018 and 0019; modules/rollups/rollups.tables.ts describes what they
 * sum). Part of `Database` (schema.ts).
 */

// The keys and sums the tables share: a table is its key (organisation day, opening quarter or shift), what it is
// broken down by, and its sums.
interface DayKey {
  org_id: OrgId;
  /** The organisation's local midnight, epoch ms. */
  day_start: number;
}
interface ShiftKey {
  org_id: OrgId;
  shift_id: number;
}
/** How many and their sum (cents). */
interface Sums {
  n: number;
  cents: number;
}
/** Per VAT rate (basis points). */
type VatSums = Sums & { vat_bp: number };
/** Per payment and transaction type. */
type PaymentSums = Sums & { payment_type: string; transaction_type: string };

// ---------- Statistics rollups (migration 0018) ----------

/** Live ordered products per organisation day and VAT rate. */
export type RollupLineDayTable = DayKey & VatSums;

/** Live payments per organisation day, payment and transaction type (net of change). */
export type RollupPaymentDayTable = DayKey & PaymentSums;

/** Live accounts per opening day and kind; the closed ones with live lines, and those lines' sum. */
export type RollupAccountDayTable = DayKey & { kind: string; n: number; closed_n: number; closed_cents: number };

/** Live lines of live accounts per opening day of the account and VAT rate. */
export type RollupAccountVatDayTable = DayKey & VatSums;

/** Live payments of live accounts per opening day of the account, payment and transaction type. */
export type RollupAccountPaymentDayTable = DayKey & PaymentSums;

/** Live accounts per opening quarter hour (epoch ms / 900000) and the sum of their live lines. */
export type RollupAccountQuarterTable = Sums & { org_id: OrgId; quarter: number };

/** Units (milli) of the live product lines (no linked or discount line) of live accounts, per opening day and name. */
export type RollupAccountProductDayTable = DayKey & { name: string; n: number; units_milli: number };

/** Live tickets of a shift, and how many of them are open. */
export type RollupShiftTable = ShiftKey & { n: number; open_n: number };

/** Live lines of a shift's live tickets, per VAT rate. */
export type RollupShiftVatTable = ShiftKey & VatSums;

/** Live payments of a shift's live tickets, per payment and transaction type. */
export type RollupShiftPaymentTable = ShiftKey & PaymentSums;

// ---------- Shift breakdowns (migration 0019) ----------

/** Lines of a shift's tickets per user (0: none): live lines of live tickets (n, cents, units), every line (all_n). */
export type RollupShiftUserTable = ShiftKey & Sums & { user_id: number; units_milli: number; all_n: number };

/** Live payments of a shift's live tickets per user who took them (0: none), payment and transaction type. */
export type RollupShiftUserPaymentTable = ShiftKey & PaymentSums & { user_id: number };

/** Live lines of a shift's live tickets per product group name ('': none). */
export type RollupShiftGroupTable = ShiftKey & Sums & { group_name: string; units_milli: number };

/** Live lines of a shift's live tickets per product name. */
export type RollupShiftProductTable = ShiftKey & Sums & { name: string; units_milli: number };

/** Voids of a shift's tickets: LINE, ACCOUNT (with the lines voided with it), PAYMENT. */
export type RollupShiftVoidTable = ShiftKey & Sums & { what: string };

/** The organisation's day starts, filled by the rollup rebuild. */
export type RollupDayBoundTable = DayKey;

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
