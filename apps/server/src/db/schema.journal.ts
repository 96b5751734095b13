import type { OrgId } from './org-id';
/** The fiscal journal's tables (migration 0022; owned by modules/journal). */
export interface JournalHeadTable {
  org_id: OrgId;
  last_seq: number;
  last_hash: string;
  closed_until: number;
  /** The signing key's public half (as in journal_key): the cache of unsealed private keys is keyed by it. */
  public_key: string;
}

export interface JournalKeyTable {
  org_id: OrgId;
  /** The Ed25519 public key, DER (SPKI) in base64. */
  public_key: string;
  /** The private key (PKCS#8 DER) sealed with the server secret (lib/sealed.ts). */
  private_key_sealed: string;
  created_at: number;
}

export interface JournalEntryTable {
  org_id: OrgId;
  seq: number;
  at: number;
  kind: string;
  body: string;
  hash: string;
  signature: string;
}

export interface FiscalClosureTable {
  org_id: OrgId;
  kind: string;
  period: string;
  start_at: number;
  end_at: number;
  seq: number;
  created_at: number;
}

export interface FiscalAccountsTable {
  org_id: OrgId;
  accounts: string;
  updated_at: number;
}

export interface JournalTables {
  journal_head: JournalHeadTable;
  journal_key: JournalKeyTable;
  journal_entry: JournalEntryTable;
  fiscal_closure: FiscalClosureTable;
  fiscal_accounts: FiscalAccountsTable;
}
