import type { Generated } from 'kysely';
import type { OrgId } from './org-id';
import type { AccountId } from './ticket-ids';

/** Clients and invoices (migration 0017). */

/** The customer directory (document 3 section 3, Client). */
export interface ClientDataTable {
  id: Generated<number>;
  org_id: OrgId;
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
  /** Migration 0021: ISO 3166-1 alpha-2 of the address. */
  country: Generated<string>;
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
  org_id: OrgId;
  invoice_number: string;
  year: number;
  seq: number;
  client_account_id: AccountId;
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
  org_id: OrgId;
  year: number;
  last_seq: number;
}

/**
 * A credit note (migration 0021): made when an invoiced ticket is corrected; `document` is the frozen
 * CreditNoteDocument (JSON text). Append-only (database triggers refuse UPDATE and DELETE).
 */
export interface CreditNoteTable {
  id: Generated<number>;
  org_id: OrgId;
  credit_note_number: string;
  year: number;
  seq: number;
  invoice_id: number;
  /** The correction ticket. */
  client_account_id: AccountId;
  /** The invoiced ticket it corrects. */
  original_account_id: number;
  /** Positive: what is credited, VAT included. */
  total_cents: number;
  issued_at: number;
  language: string;
  reason: string;
  document: string;
  created_by: number | null;
}

/** The last credit note number given, per organisation and year. */
export interface CreditNoteCounterTable {
  org_id: OrgId;
  year: number;
  last_seq: number;
}

export interface InvoiceTables {
  client_data: ClientDataTable;
  invoice: InvoiceTable;
  invoice_counter: InvoiceCounterTable;
  credit_note: CreditNoteTable;
  credit_note_counter: CreditNoteCounterTable;
}
