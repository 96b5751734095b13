import type { Generated } from 'kysely';
import type { OrgId } from './org-id';

/** Organisations, users and what records their actions (conventions: schema.ts). */

export interface OrganizationTable {
  org_id: Generated<OrgId>;
  name: string;
  org_type: string;
  time_zone: string;
  vat_number: string | null;
  address: string | null;
  /** Migration 0021: the seller's address as separate fields (invoices, UBL). */
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  /** ISO 3166-1 alpha-2. */
  address_country: Generated<string>;
  telephone: string | null;
  website: string | null;
  contact_email: string | null;
  account_bank_name: string | null;
  main_printer_ip: string | null;
  online_order_web_page_enabled: number;
  online_order_open: number;
  parent_org_id: OrgId | null;
  subscription_end: number;
  /** JSON text: feature flags and other settings of document 1 section 3. */
  settings: string;
  created_at: number;
}

export interface PrinterTable {
  id: Generated<number>;
  org_id: OrgId;
  name: string;
  ip_address: string;
  double_print: number;
}

export interface AppUserTable {
  user_id: Generated<number>;
  org_id: OrgId;
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
  /**
   * Migration 0013: tokens carry the epoch they were signed in; a token with an older epoch is refused (password
   * change).
   */
  session_epoch: Generated<number>;
}

export interface UserManagedOrgTable {
  user_id: number;
  org_id: OrgId;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: OrgId;
  user_id: number | null;
  at: number;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text: what was reversed or changed. */
  details: string;
}

export interface DeviceTable {
  id: Generated<number>;
  org_id: OrgId;
  serial_number: string;
  model: string;
  brand: string;
  os_version: string;
  app_version: string;
  registered_at: number;
  last_seen_at: number;
}

export interface IdempotencyKeyTable {
  org_id: OrgId;
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: number;
}

/** One failed sign-in on one counter (account or address); PostgreSQL only (lib/login-limiter.ts). Migration 0016. */
export interface LoginFailureTable {
  id: Generated<number>;
  counter: string;
  at: number;
}

/** Custom website flag of document 2 (stored as text; a missing row reads as the flag's default). Migration 0014. */
export interface CustomFlagTable {
  id: Generated<number>;
  org_id: OrgId;
  flag_name: string;
  flag_value: string;
  updated_at: number;
}

/**
 * External integrations (document 3, migration 0015): `config_json` never holds the password, which is in
 * `password_enc`.
 */
export interface IntegrationTable {
  id: Generated<number>;
  org_id: OrgId;
  user_id: number;
  type: string;
  config_json: string;
  /** AES-256-GCM ciphertext of the CashDro password (integrations.secret.ts), null when none is stored. */
  password_enc: string | null;
  created_at: number;
  updated_at: number;
}

export interface IdentityTables {
  organization: OrganizationTable;
  printer: PrinterTable;
  app_user: AppUserTable;
  user_managed_org: UserManagedOrgTable;
  audit_log: AuditLogTable;
  device: DeviceTable;
  idempotency_key: IdempotencyKeyTable;
  login_failure: LoginFailureTable;
  custom_flag: CustomFlagTable;
  integration: IntegrationTable;
}
