import type { Generated } from 'kysely';
import type { OrgId } from './org-id';
import type { AccountId, LineId, PaymentId } from './ticket-ids';

/** What the tills write: shifts, tickets (client accounts), their lines and payments, stock, kitchen messages. */

export interface ShiftTable {
  shift_id: Generated<number>;
  org_id: OrgId;
  shift_number: number;
  start_timestamp: number;
  end_timestamp: number | null;
  start_cash: number;
  end_cash: number | null;
  expected_cash: number | null;
  close_comment: string | null;
  auto_closed: number;
  open_user_id: number | null;
  close_user_id: number | null;
  /** Migration 0020: the Z number (per organisation, no gaps) given at close, and the Z's figures frozen then (JSON). */
  z_number: Generated<number | null>;
  z_report: Generated<string | null>;
}

export interface WorkerShiftTable {
  id: Generated<number>;
  org_id: OrgId;
  parent_shift_id: number | null;
  user_id: number;
  start_time: number;
  end_time: number | null;
  auto_closed: number;
}

export interface ClientAccountTable {
  id: Generated<AccountId>;
  org_id: OrgId;
  shift_id: number | null;
  kind: string;
  status: string;
  source: string;
  table_id: number | null;
  takeaway_number: number | null;
  custom_name: string | null;
  client_data: string | null;
  pickup_location_id: number | null;
  user_id: number | null;
  opened_timestamp: number;
  closed_timestamp: number | null;
  reversed_at: number | null;
  reversed_by: number | null;
  /** Migration 0012: the promo code applied to the ticket. */
  promo_code_id: Generated<number | null>;
  /** Migration 0020: on a correction ticket, the closed ticket it corrects, and why (CORRECTION_REASONS, free text). */
  corrects_account_id: Generated<AccountId | null>;
  correction_reason: Generated<string | null>;
  correction_note: Generated<string | null>;
}

export interface OrderedProductTable {
  id: Generated<LineId>;
  org_id: OrgId;
  client_account_id: AccountId;
  product_id: number | null;
  group_id: number | null;
  group_name: string | null;
  name: string;
  unit_price_cents: number;
  vat_bp: number;
  weight_price: number;
  units_milli: number;
  charged_cents: number;
  custom_comment: string | null;
  linked_to_id: LineId | null;
  pay_type: string;
  user_id: number | null;
  ordered_timestamp: number;
  reversed_at: number | null;
  reversed_by: number | null;
  /** Migration 0012: set on the discount lines of a promo code (negative amounts, one per VAT rate). */
  promo_code_id: Generated<number | null>;
  /** Migration 0020: on a correction ticket's line, the original line it cancels. */
  corrects_line_id: Generated<LineId | null>;
}

export interface PaymentTransactionTable {
  id: Generated<PaymentId>;
  org_id: OrgId;
  client_account_id: AccountId;
  shift_id: number | null;
  payment_type: string;
  transaction_type: string;
  amount_paid_cents: number;
  amount_returned_cents: number;
  user_id: number | null;
  timestamp: number;
  reversed_at: number | null;
  reversed_by: number | null;
}

export interface StockMovementTable {
  id: Generated<number>;
  org_id: OrgId;
  product_id: number;
  timestamp: number;
  new_stock_milli: number;
  variation_milli: number;
  reason: string;
  ordered_product_id: LineId | null;
  user_id: number | null;
}

/** Migration 0020: a closed ticket's VAT per rate, computed once on its lines of that rate (append-only). */
export interface TicketVatTable {
  org_id: OrgId;
  client_account_id: AccountId;
  shift_id: number | null;
  closed_at: number;
  vat_bp: number;
  total_cents: number;
  base_cents: number;
  vat_cents: number;
}

/** Texts a waiter sends to the kitchen printer from a till (document 3, migration 0013). */
export interface KitchenMessageTable {
  id: Generated<number>;
  org_id: OrgId;
  text: string;
  created_at: number;
}

export interface TicketTables {
  shift: ShiftTable;
  worker_shift: WorkerShiftTable;
  client_account: ClientAccountTable;
  ordered_product: OrderedProductTable;
  payment_transaction: PaymentTransactionTable;
  ticket_vat: TicketVatTable;
  stock_movement: StockMovementTable;
  kitchen_message: KitchenMessageTable;
}
