import type { Generated } from 'kysely';
import type { RollupTables } from './schema.rollups';

/**
 * Table types for Kysely. Conventions (docs/decisions.md): every tenant table has org_id; money is integer cents;
 * time is epoch milliseconds (bigint); booleans are 0/1 integers and JSON is text, so one set of migrations and
 * queries serves SQLite and PostgreSQL alike.
 */
export interface OrganizationTable {
  org_id: Generated<number>;
  name: string;
  org_type: string;
  time_zone: string;
  vat_number: string | null;
  address: string | null;
  telephone: string | null;
  website: string | null;
  contact_email: string | null;
  account_bank_name: string | null;
  main_printer_ip: string | null;
  online_order_web_page_enabled: number;
  online_order_open: number;
  parent_org_id: number | null;
  subscription_end: number;
  /** JSON text: feature flags and other settings of document 1 section 3. */
  settings: string;
  created_at: number;
}

export interface PrinterTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  ip_address: string;
  double_print: number;
}

export interface AppUserTable {
  user_id: Generated<number>;
  org_id: number;
  username: string;
  password_hash: string;
  type: string;
  pincode_hash: string | null;
  /** Migration 0003: keyed HMAC of the PIN, unique per organisation among live users (modules/users/pincode.ts). */
  pincode_lookup: string | null;
  creation_timestamp: number;
  terminal_ip: string | null;
  vw_terminal_id: string | null;
  printer_id: number | null;
  /** JSON text: list of ability codes. */
  abilities: string;
  app_mode: string;
  deleted_at: number | null;
}

export interface UserManagedOrgTable {
  user_id: number;
  org_id: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: number;
  user_id: number | null;
  at: number;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text: what was reversed or changed. */
  details: string;
}

export interface Database extends PosTables, RollupTables {
  organization: OrganizationTable;
  printer: PrinterTable;
  app_user: AppUserTable;
  user_managed_org: UserManagedOrgTable;
  audit_log: AuditLogTable;
}

export interface ProductGroupTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  vat_bp: number;
  color: string | null;
  sort_order: Generated<number>;
  is_option_group: Generated<number>;
  user_hidden: Generated<number>;
  web_hidden: Generated<number>;
  settings: Generated<string>;
  deleted_at: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  org_id: number;
  group_id: number | null;
  name: string;
  price_cents: number;
  vat_bp: number;
  weight_price: Generated<number>;
  barcode: string | null;
  /** Stock in thousandths of a unit; null = stock not tracked. */
  stock_milli: number | null;
  color: string | null;
  image_url: string | null;
  user_hidden: Generated<number>;
  web_hidden: Generated<number>;
  favorite: Generated<number>;
  sort_order: Generated<number>;
  option_group_ids: Generated<string>;
  settings: Generated<string>;
  created_at: number;
  deleted_at: number | null;
}

export interface TableZoneTable {
  zone_id: Generated<number>;
  org_id: number;
  name: string;
  color: string;
}

export interface TableTypeTable {
  id: Generated<number>;
  org_id: number;
  name: string;
}

export interface DiningTableTable {
  table_id: Generated<number>;
  org_id: number;
  table_number: number;
  zone_id: number | null;
  table_type_id: number | null;
  /** Migration 0004: set when a table that past tickets point at is deleted (they keep its number). */
  deleted_at: number | null;
}

export interface ShiftTable {
  shift_id: Generated<number>;
  org_id: number;
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
}

export interface WorkerShiftTable {
  id: Generated<number>;
  org_id: number;
  parent_shift_id: number | null;
  user_id: number;
  start_time: number;
  end_time: number | null;
  auto_closed: number;
}

export interface ClientAccountTable {
  id: Generated<number>;
  org_id: number;
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
}

export interface OrderedProductTable {
  id: Generated<number>;
  org_id: number;
  client_account_id: number;
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
  linked_to_id: number | null;
  pay_type: string;
  user_id: number | null;
  ordered_timestamp: number;
  reversed_at: number | null;
  reversed_by: number | null;
}

export interface PaymentTransactionTable {
  id: Generated<number>;
  org_id: number;
  client_account_id: number;
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
  org_id: number;
  product_id: number;
  timestamp: number;
  new_stock_milli: number;
  variation_milli: number;
  reason: string;
  ordered_product_id: number | null;
  user_id: number | null;
}

export interface DeviceTable {
  id: Generated<number>;
  org_id: number;
  serial_number: string;
  model: string;
  brand: string;
  os_version: string;
  app_version: string;
  registered_at: number;
  last_seen_at: number;
}

export interface IdempotencyKeyTable {
  org_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: number;
}

export interface PosTables {
  product_group: ProductGroupTable;
  product: ProductTable;
  table_zone: TableZoneTable;
  table_type: TableTypeTable;
  dining_table: DiningTableTable;
  shift: ShiftTable;
  worker_shift: WorkerShiftTable;
  client_account: ClientAccountTable;
  ordered_product: OrderedProductTable;
  payment_transaction: PaymentTransactionTable;
  stock_movement: StockMovementTable;
  device: DeviceTable;
  idempotency_key: IdempotencyKeyTable;
}

// ---------- Products (migration 0007): merged into ProductTable above ----------

export interface ProductTable {
  /** Takeaway ("out") VAT-inclusive price; null = the eat-in price. */
  price_out_cents: number | null;
  /** Takeaway VAT in basis points; null = the eat-in rate. */
  vat_out_bp: number | null;
  /** JSON text: the barcodes after the first (which is `barcode`). */
  extra_barcodes: Generated<string>;
}

// ---------- Product groups (migration 0009) and the image library (migration 0010) ----------

export interface ProductGroupTable {
  /** Takeaway ("out") VAT in basis points; null = the eat-in rate (`vat_bp`). */
  vat_out_bp: number | null;
  kiosk_hidden: Generated<number>;
  kitchen_print_enabled: Generated<number>;
  image_url: string | null;
  parent_group_id: number | null;
}

/** The printers a group prints on, in the order chosen. */
export interface ProductGroupPrinterTable {
  org_id: number;
  group_id: number;
  printer_id: number;
  position: Generated<number>;
}

export interface ImageTable {
  id: Generated<number>;
  org_id: number;
  /** `<orgId>/<random>.<ext>` in the image storage. */
  storage_key: string;
  image_url: string;
  original_name: string;
  /** PENDING (upload address handed out) or READY (file stored). */
  status: string;
  content_type: string | null;
  size_bytes: number | null;
  created_by: number | null;
  created_at: number;
  expires_at: number;
  uploaded_at: number | null;
}

// ---------- Promo codes (migration 0012) ----------

export interface PromoCodeTable {
  id: Generated<number>;
  org_id: number;
  /** Upper case, letters and digits. */
  promo_code: string;
  promo_code_type: string;
  /** Amount x 100: cents (FIXED) or hundredths of a percent (PERCENTAGE); null for M_PLUS_N_SAME_PRICE. */
  discount_hundredths: number | null;
  start_date: number | null;
  end_date: number | null;
  max_uses: number | null;
  used_count: Generated<number>;
  m_amount: number | null;
  n_amount: number | null;
  auto_activate: Generated<number>;
  apply_group_id: number | null;
  created_at: number;
  deleted_at: number | null;
}

export interface ClientAccountTable {
  /** The promo code applied to the ticket. */
  promo_code_id: Generated<number | null>;
}

export interface OrderedProductTable {
  /** Set on the discount lines of a promo code (negative amounts, one per VAT rate). */
  promo_code_id: Generated<number | null>;
}

export interface Database {
  product_group_printer: ProductGroupPrinterTable;
  image: ImageTable;
  promo_code: PromoCodeTable;
}

// ---------- Kitchen messages and session epochs (migration 0013) ----------

/** Texts a waiter sends to the kitchen printer from a till (document 3). */
export interface KitchenMessageTable {
  id: Generated<number>;
  org_id: number;
  text: string;
  created_at: number;
}

export interface AppUserTable {
  /** Tokens carry the epoch they were signed in; a token with an older epoch is refused (password change). */
  session_epoch: Generated<number>;
}

export interface Database {
  kitchen_message: KitchenMessageTable;
}

// ---------- Custom website flags (migration 0014) ----------

/** A custom website flag of document 2 (stored as text; a missing row reads as the flag's default). */
export interface CustomFlagTable {
  id: Generated<number>;
  org_id: number;
  flag_name: string;
  flag_value: string;
  updated_at: number;
}

export interface Database {
  custom_flag: CustomFlagTable;
}

// ---------- Pickup locations and external integrations (migration 0015) ----------

/** Pickup locations (document 3); `opening_hours` is JSON text `{ order, pickupTime }` of weekday slots. */
export interface PickupLocationTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  address: string;
  phone_number: string;
  opening_hours: string;
  created_at: number;
  /** Soft delete: tickets that name the location keep showing it. */
  deleted_at: number | null;
}

/** External integrations (document 3): `config_json` never holds the password, which is in `password_enc`. */
export interface IntegrationTable {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  type: string;
  config_json: string;
  /** AES-256-GCM ciphertext of the CashDro password (integrations.secret.ts), null when none is stored. */
  password_enc: string | null;
  created_at: number;
  updated_at: number;
}

export interface Database {
  pickup_location: PickupLocationTable;
  integration: IntegrationTable;
}

// ---------- Login failures shared by server processes (migration 0016) ----------

/** One failed sign-in on one counter (account or address); PostgreSQL only (lib/login-limiter.ts). */
export interface LoginFailureTable {
  id: Generated<number>;
  counter: string;
  at: number;
}

export interface Database {
  login_failure: LoginFailureTable;
}

// ---------- Clients and invoices (migration 0017) ----------

/** The customer directory (document 3 section 3, Client). */
export interface ClientDataTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  phone_number: string;
  email: string;
  street: string;
  number: string;
  box: string;
  zip_code: string;
  city: string;
  business: number;
  vat: string;
  extra_info: string;
  /** en, fr or nl; null: the organisation's language. */
  language: string | null;
  /** CONSOLE or POS. */
  data_source: string;
  created_at: number;
  updated_at: number;
}

/** An invoice of one ticket; `document` is the frozen InvoiceDocument (JSON text). */
export interface InvoiceTable {
  id: Generated<number>;
  org_id: number;
  invoice_number: string;
  year: number;
  seq: number;
  client_account_id: number;
  client_data_id: number | null;
  /** JSON text: the client's details as invoiced (Invoice.clientData). */
  client_data: string;
  total_cents: number;
  invoice_date: number;
  paid: number;
  paid_at: number | null;
  last_reminder_date: number | null;
  language: string;
  document: string;
  created_by: number | null;
}

/** The last invoice number given, per organisation and year. */
export interface InvoiceCounterTable {
  org_id: number;
  year: number;
  last_seq: number;
}

export interface Database {
  client_data: ClientDataTable;
  invoice: InvoiceTable;
  invoice_counter: InvoiceCounterTable;
}
