/**
 * The frozen content of an invoice: what the PDF, the UBL e-invoice and the reminder e-mail are made from.
 *
 * An invoice is made for one closed ticket; at creation its lines, VAT summary and payments are copied here and never
 * recomputed (a later correction of the ticket does not change an issued invoice). Money is integer cents (VAT
 * included unless the name says otherwise), quantities are thousandths of a unit, VAT rates basis points (2100 = 21 %),
 * time epoch milliseconds.
 */
import type { AccountId } from '../../db/ticket-ids';

export type InvoiceLanguage = 'en' | 'fr' | 'nl';

export interface InvoiceAddress {
  street: string | null;
  number: string | null;
  zipCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2; BE when unknown (decisions: the organisations are Belgian or French). */
  countryCode: string;
}

export interface InvoiceSeller {
  name: string;
  /** e.g. BE0123456789 or FR12345678901; null when the organisation has none recorded. */
  vatNumber: string | null;
  address: InvoiceAddress;
  /** Free-text address as stored on the organisation, when it is not split into fields. */
  addressText: string | null;
  /** IBAN (account_bank_name of the organisation); null when none recorded. */
  iban: string | null;
  email: string | null;
  telephone: string | null;
}

export interface InvoiceBuyer {
  name: string;
  vatNumber: string | null;
  email: string | null;
  phoneNumber: string | null;
  address: InvoiceAddress;
}

export interface InvoiceLine {
  name: string;
  /** Thousandths of a unit (1000 = 1, 350 = 0.350 kg). */
  unitsMilli: number;
  weightPrice: boolean;
  /** Unit price, VAT included. */
  unitPriceCents: number;
  vatBp: number;
  /** Line amount, VAT included (as charged on the ticket; negative for discount lines). */
  amountCents: number;
}

export interface InvoiceVatRow {
  vatBp: number;
  /** Base (VAT excluded), VAT and total of the lines at this rate; base + vat = total exactly. */
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

export interface InvoicePayment {
  paymentType: string;
  amountCents: number;
  at: number;
}

/** What an invoice and a credit note share: the parties, the lines, the VAT and the totals. */
export interface BillingContent {
  issuedAt: number;
  /** The organisation's IANA time zone: dates are printed as its calendar days. */
  timeZone: string;
  currency: 'EUR';
  language: InvoiceLanguage;
  /** The ticket the document was made for (a credit note: the correction ticket). */
  accountId: AccountId;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** One row per VAT rate, ascending by rate; sums equal the totals below. */
  vat: InvoiceVatRow[];
  totalExclCents: number;
  totalVatCents: number;
  totalCents: number;
}

export interface InvoiceDocument extends BillingContent {
  invoiceId: number;
  /** Sequential per organisation and year: 2026-000123. */
  invoiceNumber: string;
  payments: InvoicePayment[];
  paid: boolean;
  /** Due date (epoch ms); issuedAt + 30 days unless the organisation says otherwise. */
  dueAt: number;
}

/**
 * The frozen content of a credit note (issue 21): made when an invoiced ticket is corrected, for what the correction
 * takes back. Seller and buyer as on the invoice; lines with POSITIVE credited quantities and amounts (a negative
 * amount is a discount taken back with them); VAT per rate from its own lines with the one rule (computeVatSummaries);
 * totals positive.
 */
export interface CreditNoteDocument extends BillingContent {
  creditNoteId: number;
  /** Its own series per organisation and year: CN-2026-000001 (decision 72). */
  creditNoteNumber: string;
  /** The invoiced ticket the correction ticket (accountId) corrects. */
  originalAccountId: AccountId;
  /** The invoice it credits. */
  invoice: { invoiceId: number; invoiceNumber: string; issuedAt: number };
  /** The correction's reason, human readable (code + free text). */
  reason: string;
  /** The credited invoice's payment reference (structured communication): the credit is offset against it. */
  paymentReference: string;
}
