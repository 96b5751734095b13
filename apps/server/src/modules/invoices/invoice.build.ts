import { type Client, computeVatSummaries } from '@comptoir/shared';
import type { AccountRow, LineRow, PaymentRow } from '../accounts/accounts.repository';
import type { InvoiceAddress, InvoiceDocument, InvoiceLanguage } from './invoice.document';

/** An invoice is due 30 days after it is issued (decisions: no payment term is recorded per organisation). */
export const PAYMENT_TERM_MS = 30 * 86_400_000;

/**
 * Payment types that mean "not received yet" (as the PDF reads them, invoice.pdf.ts): a ticket put (even partly) on
 * the customer's account (CREDIT) gives an invoice waiting for payment; one settled in cash, by card, by transfer or
 * offered gives an invoice already paid.
 */
const PAY_LATER = new Set(['CREDIT', 'NONE']);

export interface Seller {
  name: string;
  vat_number: string | null;
  address: string | null;
  account_bank_name: string | null;
  contact_email: string | null;
  telephone: string | null;
  time_zone: string;
}

/** BE or FR from a VAT number's prefix; the organisations are Belgian or French (BE when unknown). */
export function countryOf(vat: string | null | undefined, fallback = 'BE'): string {
  const prefix = vat?.trim().slice(0, 2).toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(prefix) ? prefix : fallback;
}

const blank = (s: string | null | undefined) => (s ? s : null);

/** The organisation's bank account (account_bank_name) when it holds an IBAN; a bank's name alone is not printed. */
export function ibanOf(text: string | null | undefined): string | null {
  const compact = text?.replace(/\s+/g, '').toUpperCase() ?? '';
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) ? compact : null;
}

/**
 * The frozen content of an invoice, made once at creation from the ticket (its live lines, VAT per rate with the one
 * totals rule of packages/shared, its payments), the organisation and the client. Never recomputed.
 */
export function buildInvoiceDocument(input: {
  invoiceId: number;
  invoiceNumber: string;
  issuedAt: number;
  language: InvoiceLanguage;
  account: AccountRow;
  lines: LineRow[];
  payments: PaymentRow[];
  seller: Seller;
  client: Omit<Client, 'clientDataId' | 'dataSource'>;
}): InvoiceDocument {
  const { seller, client } = input;
  const sellerCountry = countryOf(seller.vat_number);
  const vat = computeVatSummaries(input.lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp }))).map(
    (v) => ({ vatBp: v.vatBp, baseCents: v.totalVatExcl, vatCents: v.totalVat, totalCents: v.totalVatIncl }),
  );
  const payments = input.payments
    .filter((p) => p.transaction_type === 'PAYMENT')
    .map((p) => ({
      paymentType: p.payment_type,
      amountCents: p.amount_paid_cents - p.amount_returned_cents,
      at: p.timestamp,
    }));
  const buyerAddress: InvoiceAddress = {
    street: blank(client.street),
    number: blank([client.number, client.box && `/${client.box}`].filter(Boolean).join(' ')),
    zipCode: blank(client.zipCode),
    city: blank(client.city),
    countryCode: countryOf(client.vat, sellerCountry),
  };
  return {
    invoiceId: input.invoiceId,
    invoiceNumber: input.invoiceNumber,
    issuedAt: input.issuedAt,
    timeZone: seller.time_zone,
    currency: 'EUR',
    language: input.language,
    accountId: input.account.id,
    seller: {
      name: seller.name,
      vatNumber: blank(seller.vat_number),
      address: { street: null, number: null, zipCode: null, city: null, countryCode: sellerCountry },
      addressText: blank(seller.address),
      iban: ibanOf(seller.account_bank_name),
      email: blank(seller.contact_email),
      telephone: blank(seller.telephone),
    },
    buyer: {
      name: client.name,
      vatNumber: blank(client.vat),
      email: blank(client.email),
      phoneNumber: blank(client.phoneNumber),
      address: buyerAddress,
    },
    lines: input.lines.map((l) => ({
      name: l.name,
      unitsMilli: l.units_milli,
      weightPrice: l.weight_price === 1,
      unitPriceCents: l.unit_price_cents,
      vatBp: l.vat_bp,
      amountCents: l.charged_cents,
    })),
    vat,
    totalExclCents: vat.reduce((s, v) => s + v.baseCents, 0),
    totalVatCents: vat.reduce((s, v) => s + v.vatCents, 0),
    totalCents: vat.reduce((s, v) => s + v.totalCents, 0),
    payments,
    paid: !payments.some((p) => PAY_LATER.has(p.paymentType)),
    dueAt: input.issuedAt + PAYMENT_TERM_MS,
  };
}
