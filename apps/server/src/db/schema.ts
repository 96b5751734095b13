import type { Generated } from 'kysely';

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

export interface Database {
  organization: OrganizationTable;
  printer: PrinterTable;
  app_user: AppUserTable;
  user_managed_org: UserManagedOrgTable;
  audit_log: AuditLogTable;
}
