import { formatEuro } from '@comptoir/shared';
import type { InvoiceDocument } from './invoice.document';

/**
 * What the PDF, the UBL and the reminder e-mail all say of an invoice's money: what was received and what is due, the
 * payment reference, and days and amounts as printed.
 */

/**
 * Payment types that are money received from the client. CREDIT ("on account") and NONE are what the client still
 * owes; the invoice asks for them (docs/decisions.md, invoice documents).
 */
export const NOT_RECEIVED: ReadonlySet<string> = new Set(['CREDIT', 'NONE']);

/** What the client already paid and what is still due: nothing when the invoice is marked paid. */
export function invoiceAmounts(doc: InvoiceDocument): { receivedCents: number; dueCents: number } {
  if (doc.paid) return { receivedCents: doc.totalCents, dueCents: 0 };
  const received = doc.payments
    .filter((p) => !NOT_RECEIVED.has(p.paymentType))
    .reduce((sum, p) => sum + p.amountCents, 0);
  const receivedCents = Math.min(Math.max(received, 0), Math.max(doc.totalCents, 0));
  return { receivedCents, dueCents: doc.totalCents - receivedCents };
}

/**
 * The Belgian structured communication (+++123/4567/89012+++) of an invoice number of at most 10 digits (2026-000123
 * -> 2026000123 and its mod-97 check), or null when the number has more digits. Banks match the transfer with it.
 */
export function structuredCommunication(invoiceNumber: string): string | null {
  const digits = invoiceNumber.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 10) return null;
  const base = digits.padStart(10, '0');
  const check = Number(BigInt(base) % 97n) || 97;
  const all = `${base}${String(check).padStart(2, '0')}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** The payment reference printed and put in the e-invoice: structured for a Belgian account, else the number. */
export function paymentReference(doc: Pick<InvoiceDocument, 'seller' | 'invoiceNumber'>): string {
  const belgian = doc.seller.iban?.replace(/\s/g, '').toUpperCase().startsWith('BE');
  return (belgian && structuredCommunication(doc.invoiceNumber)) || doc.invoiceNumber;
}

/** Calendar day of `ms` in the organisation's zone, written the locale's way (21/11/2026). */
export function invoiceDay(ms: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(ms);
}

/** Money for print and mail: the console's locale format, with plain spaces (no narrow no-break spaces). */
export function invoiceMoney(cents: number, language: string): string {
  return formatEuro(cents, language).replace(/[\u00a0\u202f]/g, ' ');
}
