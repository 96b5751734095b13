import { asAccountId } from '../src/db/ticket-ids';
import type { InvoiceDocument } from '../src/modules/invoices/invoice.document';

/**
 * A hand-made invoice with three VAT rates (6, 12 and 21 %), two weight lines and a discount line. Every figure is
 * worked out by hand with the rule of packages/shared/src/totals.ts (VAT per rate on the sum of the VAT-included
 * amounts, excl = round(incl / (1 + rate)), half away from zero):
 *
 *   6 %:  bread 2 x 3.75 = 7.50; cheese 0.350 kg x 28.90 = 10.115 -> 10.12;           incl 17.62 -> excl 16.62 (16.6226), VAT 1.00
 *   12 %: spaghetti 2 x 16.50 = 33.00; rib of beef 1.250 kg x 42.00 = 52.50; discount -5.00;
 *                                                                                     incl 80.50 -> excl 71.88 (71.875), VAT 8.62
 *   21 %: sparkling water 3 x 4.20 = 12.60; red wine 1 x 32.00;                       incl 44.60 -> excl 36.86 (36.8595), VAT 7.74
 *   total incl 142.72 = excl 125.36 + VAT 17.36
 *
 * Net line amounts (distributed so that each rate's lines add up to its base, largest remainder first):
 *   6 %:  7.0754.. -> 7.08, 9.5471.. -> 9.54 (sum 16.62)
 *   12 %: 29.4642.. -> 29.46, 46.875 -> 46.88, -4.4642.. -> -4.46 (sum 71.88)
 *   21 %: 10.4132.. -> 10.41, 26.4462.. -> 26.45 (sum 36.86)
 *
 * Issued at 23:30 UTC on 20 November 2026: already 21 November in Brussels, the calendar day printed. 42.72 was paid in
 * cash at the table, the rest (100.00) put on the client's account: 100.00 is due.
 */
export const ISSUED_AT = Date.UTC(2026, 10, 20, 23, 30);
const DAY = 86_400_000;

export function invoiceFixture(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    invoiceId: 123,
    invoiceNumber: '2026-000123',
    issuedAt: ISSUED_AT,
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
    language: 'fr',
    accountId: asAccountId(4567),
    seller: {
      name: 'Le Comptoir des Halles SRL',
      vatNumber: 'BE0456789133',
      address: {
        street: 'Rue du Marché aux Herbes',
        number: '61',
        zipCode: '1000',
        city: 'Bruxelles',
        countryCode: 'BE',
      },
      addressText: null,
      iban: 'BE68 5390 0754 7034',
      email: 'compta@comptoir-halles.be',
      telephone: '+32 2 512 34 56',
    },
    buyer: {
      name: 'Lumière & Fils SAS',
      vatNumber: 'FR44732829320',
      email: 'factures@lumiere-fils.fr',
      phoneNumber: '+33320123456',
      address: {
        street: 'Rue de la République',
        number: '12',
        zipCode: '59000',
        city: 'Lille',
        countryCode: 'FR',
      },
    },
    lines: [
      {
        name: 'Pain de campagne',
        unitsMilli: 2000,
        weightPrice: false,
        unitPriceCents: 375,
        vatBp: 600,
        amountCents: 750,
      },
      {
        name: 'Comté 24 mois',
        unitsMilli: 350,
        weightPrice: true,
        unitPriceCents: 2890,
        vatBp: 600,
        amountCents: 1012,
      },
      {
        name: 'Spaghetti bolognaise',
        unitsMilli: 2000,
        weightPrice: false,
        unitPriceCents: 1650,
        vatBp: 1200,
        amountCents: 3300,
      },
      {
        name: 'Côte à l’os',
        unitsMilli: 1250,
        weightPrice: true,
        unitPriceCents: 4200,
        vatBp: 1200,
        amountCents: 5250,
      },
      {
        name: 'Eau pétillante 1 L',
        unitsMilli: 3000,
        weightPrice: false,
        unitPriceCents: 420,
        vatBp: 2100,
        amountCents: 1260,
      },
      {
        name: 'Bourgogne rouge, bouteille',
        unitsMilli: 1000,
        weightPrice: false,
        unitPriceCents: 3200,
        vatBp: 2100,
        amountCents: 3200,
      },
      {
        name: 'Remise fidélité',
        unitsMilli: 1000,
        weightPrice: false,
        unitPriceCents: -500,
        vatBp: 1200,
        amountCents: -500,
      },
    ],
    vat: [
      { vatBp: 600, baseCents: 1662, vatCents: 100, totalCents: 1762 },
      { vatBp: 1200, baseCents: 7188, vatCents: 862, totalCents: 8050 },
      { vatBp: 2100, baseCents: 3686, vatCents: 774, totalCents: 4460 },
    ],
    totalExclCents: 12536,
    totalVatCents: 1736,
    totalCents: 14272,
    payments: [
      { paymentType: 'CASH', amountCents: 4272, at: ISSUED_AT - 10 * 60_000 },
      { paymentType: 'CREDIT', amountCents: 10000, at: ISSUED_AT - 10 * 60_000 },
    ],
    paid: false,
    dueAt: ISSUED_AT + 30 * DAY,
    ...overrides,
  };
}

/** The fixture once the client paid the rest by bank transfer. */
export function paidInvoiceFixture(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const doc = invoiceFixture(overrides);
  return { ...doc, paid: true, ...overrides };
}
