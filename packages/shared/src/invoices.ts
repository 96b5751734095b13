import { z } from 'zod';
import { clientFieldsSchema, clientLanguageSchema } from './clients';

/**
 * Invoices (document 3 sections 3, 4 and 7). An invoice is made for one closed ticket; its content is frozen at
 * creation. States: waiting (not paid, no reminder), reminder sent (not paid, lastReminderDate set), paid.
 */
export const INVOICE_STATES = ['WAITING', 'REMINDER_SENT', 'PAID'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const invoiceClientDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  street: z.string(),
  number: z.string(),
  vat: z.string(),
});

export const invoiceSchema = z.object({
  invoiceId: z.number().int(),
  /** 2026-000123: per organisation, sequential without gaps within a year. */
  invoiceNumber: z.string().nullable(),
  /** Euros with 2 decimals, VAT included. */
  totalAmount: z.number(),
  invoiceDate: z.number().int(),
  clientAccountId: z.number().int(),
  /** The client record the invoice was made for (null when it has been made from data only). */
  clientDataId: z.number().int().nullable(),
  clientData: invoiceClientDataSchema,
  paid: z.boolean(),
  lastReminderDate: z.number().int().nullable(),
  language: clientLanguageSchema,
  /**
   * Issue 21: what the invoice's credit notes have credited (euros, VAT included; 0 when none). The invoice itself
   * never changes; "credited" (part or whole) is derived from its credit notes.
   */
  creditedAmount: z.number(),
  creditNotes: z.array(
    z.object({
      creditNoteId: z.number().int(),
      creditNoteNumber: z.string(),
      totalAmount: z.number(),
      issuedAt: z.number().int(),
    }),
  ),
  /** Beyond the spec (issue 23, the CSV export): the due date of the frozen invoice (epoch ms). */
  dueDate: z.number().int().nullable(),
  /** Beyond the spec (issue 23): one row per VAT rate of the frozen invoice, in cents; base + vat = total. */
  vatTotals: z.array(
    z.object({
      /** The rate in basis points (2100 = 21 %). */
      vatBp: z.number().int(),
      baseCents: z.number().int(),
      vatCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const CREDIT_STATES = ['NONE', 'PARTLY', 'WHOLLY'] as const;
export type CreditState = (typeof CREDIT_STATES)[number];

/** Not credited, partly credited, or credited in whole (the credit notes add up to the invoice's total). */
export function creditState(i: Pick<Invoice, 'totalAmount' | 'creditedAmount'>): CreditState {
  if (i.creditedAmount === 0) return 'NONE';
  return Math.round(i.creditedAmount * 100) >= Math.round(i.totalAmount * 100) ? 'WHOLLY' : 'PARTLY';
}

/**
 * A credit note (issue 21): made when an invoiced ticket is corrected, for what the correction takes back. Its own
 * gap-free series per organisation and year (CN-2026-000001, decision 72). Never changed or deleted.
 */
export const creditNoteSchema = z.object({
  creditNoteId: z.number().int(),
  creditNoteNumber: z.string(),
  /** Euros, VAT included, positive: what is credited. */
  totalAmount: z.number(),
  issuedAt: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  /** The invoiced ticket and the correction ticket that took the lines back. */
  clientAccountId: z.number().int(),
  correctionAccountId: z.number().int(),
  clientData: invoiceClientDataSchema,
  language: clientLanguageSchema,
  reason: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export function invoiceState(i: Pick<Invoice, 'paid' | 'lastReminderDate'>): InvoiceState {
  if (i.paid) return 'PAID';
  return i.lastReminderDate ? 'REMINDER_SENT' : 'WAITING';
}

/** GET /invoice: startDate and endDate (epoch ms; 0 is no bound, "0 and 0" every invoice). End exclusive. */
export const invoiceRangeQuerySchema = z.object({
  startDate: z.coerce.number().int().min(0).optional().default(0),
  endDate: z.coerce.number().int().min(0).optional().default(0),
});

const invoiceClient = z.object({
  clientDataId: z.number().int().positive().optional(),
  client: clientFieldsSchema.optional(),
});
const eitherClient = (v: z.infer<typeof invoiceClient>, ctx: z.RefinementCtx) => {
  if ((v.clientDataId === undefined) === (v.client === undefined))
    ctx.addIssue({ code: 'custom', path: ['clientDataId'], message: 'Give either clientDataId or client' });
};

/**
 * POST /invoice (the console's "make an invoice" on a closed ticket): an existing client by id, or the client's data
 * (a new client record is made from it).
 */
export const createInvoiceSchema = invoiceClient
  .extend({ clientAccountId: z.number({ error: 'clientAccountId is required' }).int().positive() })
  .superRefine(eitherClient);
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

/** POST /terminal/accounts/{accountId}/invoice: the same from a till, the ticket in the path. */
export const terminalInvoiceSchema = invoiceClient.superRefine(eitherClient);

/** GET /invoice/{id}/download and /ubl: a short-lived signed address of the file. */
export const invoiceDownloadSchema = z.object({ downloadUrl: z.string(), expiresAt: z.number().int() });

/** Lifetime of a signed download address. */
export const INVOICE_DOWNLOAD_TTL_MS = 5 * 60_000;

/** The invoice number as printed: year and 6-digit sequence. */
export const formatInvoiceNumber = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;

/** A credit note's number: CN, year and 6-digit sequence of its own series (decision 72). */
export const formatCreditNoteNumber = (year: number, seq: number) => `CN-${year}-${String(seq).padStart(6, '0')}`;
