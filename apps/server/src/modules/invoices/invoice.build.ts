import { type Client, computeVatSummaries, vatCountry } from '@comptoir/shared';
import type { AccountRow, LineRow, PaymentRow } from '../accounts';
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
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  address_country: string;
  account_bank_name: string | null;
  contact_email: string | null;
  telephone: string | null;
  time_zone: string;
}

/** The country of a VAT number's prefix, else the fallback (the organisation's country). */
export function countryOf(vat: string | null | undefined, fallback = 'BE'): string {
  return vatCountry(vat) ?? fallback;
}

/** The seller as invoices and credit notes name it: the organisation's split address (migration 0021). */
export function sellerOf(seller: Seller): InvoiceDocument['seller'] {
  return {
    name: seller.name,
    vatNumber: blank(seller.vat_number),
    address: {
      street: blank(seller.address_street),
      number: null,
      zipCode: blank(seller.address_postcode),
      city: blank(seller.address_city),
      countryCode: seller.address_country || countryOf(seller.vat_number),
    },
    addressText: blank(seller.address),
    iban: ibanOf(seller.account_bank_name),
    email: blank(seller.contact_email),
    telephone: blank(seller.telephone),
  };
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
  const sellerInfo = sellerOf(seller);
  const sellerCountry = sellerInfo.address.countryCode;
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
    // The client's recorded country (issue 21), else its VAT number's, else the organisation's.
    countryCode: client.country || countryOf(client.vat, sellerCountry),
  };
  return {
    invoiceId: input.invoiceId,
    invoiceNumber: input.invoiceNumber,
    issuedAt: input.issuedAt,
    timeZone: seller.time_zone,
    currency: 'EUR',
    language: input.language,
    accountId: input.account.id,
    seller: sellerInfo,
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
