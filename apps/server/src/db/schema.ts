import type { CatalogueTables } from './schema.catalogue';
import type { IdentityTables } from './schema.identity';
import type { InvoiceTables } from './schema.invoices';
import type { TicketTables } from './schema.tickets';

export type * from './schema.catalogue';
export type * from './schema.identity';
export type * from './schema.invoices';
export type * from './schema.tickets';

/**
 * Table types for Kysely. Conventions (docs/decisions.md): every tenant table has org_id; money is integer cents;
 * time is epoch milliseconds (bigint); booleans are 0/1 integers and JSON is text, so one set of migrations and
 * queries serves SQLite and PostgreSQL alike. The tables are declared per area (schema.identity.ts,
 * schema.catalogue.ts, schema.tickets.ts, schema.invoices.ts) and gathered here; the interfaces below (`Database`)
 * merge, so a migration's tables may be declared in their own block.
 */
export interface Database extends IdentityTables, CatalogueTables, TicketTables, InvoiceTables {}

// ---------- Statistics rollups (migration 0018) ----------

/** Live ordered products per organisation day (local midnight, epoch ms) and VAT rate. */
export interface RollupLineDayTable {
  org_id: number;
  day_start: number;
  vat_bp: number;
  n: number;
  cents: number;
}

/** Live payments per organisation day, payment and transaction type (net of change). */
export interface RollupPaymentDayTable {
  org_id: number;
  day_start: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

/** Live accounts per opening day and kind; the closed ones with live lines, and those lines' sum. */
export interface RollupAccountDayTable {
  org_id: number;
  day_start: number;
  kind: string;
  n: number;
  closed_n: number;
  closed_cents: number;
}

/** Live lines of live accounts per opening day of the account and VAT rate. */
export interface RollupAccountVatDayTable {
  org_id: number;
  day_start: number;
  vat_bp: number;
  n: number;
  cents: number;
}

/** Live payments of live accounts per opening day of the account, payment and transaction type. */
export interface RollupAccountPaymentDayTable {
  org_id: number;
  day_start: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

/** Live accounts per opening quarter hour (epoch ms / 900000) and the sum of their live lines. */
export interface RollupAccountQuarterTable {
  org_id: number;
  quarter: number;
  n: number;
  cents: number;
}

/** Units (milli) of the live product lines (no linked or discount line) of live accounts, per opening day and name. */
export interface RollupAccountProductDayTable {
  org_id: number;
  day_start: number;
  name: string;
  n: number;
  units_milli: number;
}

/** Live tickets of a shift, and how many of them are open. */
export interface RollupShiftTable {
  org_id: number;
  shift_id: number;
  n: number;
  open_n: number;
}

/** Live lines of a shift's live tickets, per VAT rate. */
export interface RollupShiftVatTable {
  org_id: number;
  shift_id: number;
  vat_bp: number;
  n: number;
  cents: number;
}

/** Live payments of a shift's live tickets, per payment and transaction type. */
export interface RollupShiftPaymentTable {
  org_id: number;
  shift_id: number;
  payment_type: string;
  transaction_type: string;
  n: number;
  cents: number;
}

/** The organisation's day starts, filled by the rollup rebuild. */
export interface RollupDayBoundTable {
  org_id: number;
  day_start: number;
}

export interface Database {
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
  rollup_day_bound: RollupDayBoundTable;
}
