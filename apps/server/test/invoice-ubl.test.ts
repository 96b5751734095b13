import { computeVatSummaries, lineAmountCents } from '@comptoir/shared';
// saxes: the strict, namespace-aware XML parser jsdom is built on (already installed; no new package). The library's
// own xmlbuilder2 parser accepts malformed text ("garbage" parses), so it cannot prove the XML is well-formed.
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import type { InvoiceDocument, InvoiceLine } from '../src/modules/invoices/invoice.document';
import {
  invoiceUbl,
  netLineAmounts,
  normalizeVatNumber,
  PEPPOL_CUSTOMIZATION_ID,
  PEPPOL_PROFILE_ID,
} from '../src/modules/invoices/invoice.ubl';
import { invoiceFixture, paidInvoiceFixture } from './invoice-fixture';

const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

interface El {
  uri: string;
  local: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
}

/** Parses XML strictly (throws on anything not well-formed) into a tree of namespace-qualified elements. */
function parseXml(xml: string): El {
  const parser = new SaxesParser({ xmlns: true });
  const stack: El[] = [];
  let root: El | undefined;
  parser.on('opentag', (tag) => {
    const el: El = {
      uri: tag.uri,
      local: tag.local,
      attrs: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
      children: [],
      text: '',
    };
    stack[stack.length - 1]?.children.push(el);
    root ??= el;
    stack.push(el);
  });
  parser.on('text', (text) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** Child elements along a path of "cac:X/cbc:Y" steps (namespaces checked by URI, not by prefix). */
function all(el: El, path: string): El[] {
  return path.split('/').reduce<El[]>(
    (found, step) => {
      const [prefix, local] = step.split(':') as [keyof typeof NS, string];
      return found.flatMap((e) => e.children.filter((c) => c.uri === NS[prefix] && c.local === local));
    },
    [el],
  );
}
function one(el: El, path: string): El {
  const found = all(el, path);
  expect(found, path).toHaveLength(1);
  return found[0]!;
}
const text = (el: El, path: string) => one(el, path).text.trim();
/** An amount element in cents, checking its currency and its two decimals. */
function cents(el: El, path: string): number {
  const e = one(el, path);
  expect(e.attrs.currencyID, `${path} currency`).toBe('EUR');
  expect(e.text, path).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(e.text) * 100);
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function ubl(doc: InvoiceDocument): Promise<El> {
  const root = parseXml(await invoiceUbl(doc));
  expect(root.uri).toBe(NS.inv);
  expect(root.local).toBe('Invoice');
  return root;
}

/**
 * The EN 16931 and Peppol totals rules, as the Schematron states them, on any invoice without document-level
 * allowances or charges. Returns the line amounts per rate for further checks.
 */
function expectTotalsRules(inv: El): void {
  const lines = all(inv, 'cac:InvoiceLine');
  const lineNets = lines.map((l) => cents(l, 'cbc:LineExtensionAmount'));
  const total = one(inv, 'cac:LegalMonetaryTotal');
  const lineExtension = cents(total, 'cbc:LineExtensionAmount');
  const taxExclusive = cents(total, 'cbc:TaxExclusiveAmount');
  const taxInclusive = cents(total, 'cbc:TaxInclusiveAmount');
  const prepaid = all(total, 'cbc:PrepaidAmount').length ? cents(total, 'cbc:PrepaidAmount') : 0;
  const payable = cents(total, 'cbc:PayableAmount');
  expect(all(inv, 'cac:AllowanceCharge')).toEqual([]);
  // BR-CO-10: sum of invoice line net amounts.
  expect(lineExtension).toBe(sum(lineNets));
  // BR-CO-13: tax exclusive = line extension - allowances + charges (none here).
  expect(taxExclusive).toBe(lineExtension);
  // BR-CO-14: invoice total VAT = sum of the VAT category tax amounts; PEPPOL-EN16931-R053: one TaxTotal with them.
  const taxTotals = all(inv, 'cac:TaxTotal');
  expect(taxTotals).toHaveLength(1);
  const subtotals = all(taxTotals[0]!, 'cac:TaxSubtotal');
  const taxTotal = cents(taxTotals[0]!, 'cbc:TaxAmount');
  expect(taxTotal).toBe(sum(subtotals.map((s) => cents(s, 'cbc:TaxAmount'))));
  // BR-CO-15: tax inclusive = tax exclusive + total VAT.
  expect(taxInclusive).toBe(taxExclusive + taxTotal);
  // BR-CO-16: payable = tax inclusive - prepaid (+ rounding, none).
  expect(all(total, 'cbc:PayableRoundingAmount')).toEqual([]);
  expect(payable).toBe(taxInclusive - prepaid);
  // Each category: BR-S-08 / BR-Z-08 (taxable amount = sum of its lines' net amounts), BR-CO-17 (VAT = base x rate,
  // rounded; the Schematron allows 1 EUR, we hold 1 cent), one subtotal per category and rate.
  const keys = subtotals.map((s) => `${text(s, 'cac:TaxCategory/cbc:ID')}:${text(s, 'cac:TaxCategory/cbc:Percent')}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const s of subtotals) {
    const id = text(s, 'cac:TaxCategory/cbc:ID');
    const percent = Number(text(s, 'cac:TaxCategory/cbc:Percent'));
    expect(text(s, 'cac:TaxCategory/cac:TaxScheme/cbc:ID')).toBe('VAT');
    const base = cents(s, 'cbc:TaxableAmount');
    const vat = cents(s, 'cbc:TaxAmount');
    const atRate = lines.filter(
      (l) =>
        text(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID') === id &&
        Number(text(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')) === percent,
    );
    expect(atRate.length, `lines at ${percent} %`).toBeGreaterThan(0);
    expect(base, `base at ${percent} %`).toBe(sum(atRate.map((l) => cents(l, 'cbc:LineExtensionAmount'))));
    expect(Math.abs(vat - Math.round((base * percent) / 100)), `VAT at ${percent} %`).toBeLessThanOrEqual(1);
    if (id === 'Z') expect([percent, vat]).toEqual([0, 0]);
  }
  // Every line's category has its subtotal.
  for (const l of lines) {
    const key = `${text(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')}:${text(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')}`;
    expect(keys).toContain(key);
  }
  for (const l of lines) {
    // BR-27: the net price is never negative; PEPPOL-EN16931-R121: a base quantity is positive.
    const price = cents(l, 'cac:Price/cbc:PriceAmount');
    expect(price).toBeGreaterThanOrEqual(0);
    const baseQuantity = all(l, 'cac:Price/cbc:BaseQuantity').length
      ? Number(text(l, 'cac:Price/cbc:BaseQuantity'))
      : 1;
    expect(baseQuantity).toBeGreaterThan(0);
    // PEPPOL-EN16931-R120: net amount = quantity x price / base quantity (the rule allows 2 cents; we hold 1).
    const quantity = Number(text(l, 'cbc:InvoicedQuantity'));
    const net = cents(l, 'cbc:LineExtensionAmount');
    expect(Math.abs(net - (quantity * price) / baseQuantity), `line ${text(l, 'cbc:ID')}`).toBeLessThanOrEqual(1.0001);
    expect(one(l, 'cbc:InvoicedQuantity').attrs.unitCode).toMatch(/^(C62|KGM)$/);
  }
}

describe('UBL e-invoice (Peppol BIS Billing 3.0)', () => {
  it('parses strictly: the test parser refuses XML that is not well-formed', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('garbage')).toThrow();
  });

  it('carries the Peppol BIS 3.0 identifiers and the invoice references', async () => {
    const inv = await ubl(invoiceFixture());
    expect(text(inv, 'cbc:CustomizationID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    );
    expect(PEPPOL_CUSTOMIZATION_ID).toBe(text(inv, 'cbc:CustomizationID'));
    expect(text(inv, 'cbc:ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(PEPPOL_PROFILE_ID).toBe(text(inv, 'cbc:ProfileID'));
    expect(text(inv, 'cbc:ID')).toBe('2026-000123');
    // The calendar days of Brussels: 23:30 UTC on the 20th is the 21st.
    expect(text(inv, 'cbc:IssueDate')).toBe('2026-11-21');
    expect(text(inv, 'cbc:DueDate')).toBe('2026-12-21');
    expect(text(inv, 'cbc:InvoiceTypeCode')).toBe('380');
    expect(text(inv, 'cbc:DocumentCurrencyCode')).toBe('EUR');
    // PEPPOL-EN16931-R003: a buyer reference or an order reference.
    expect(text(inv, 'cbc:BuyerReference')).toBe('2026-000123');
  });

  it('addresses both parties by VAT number with their Peppol scheme (BE 9925, FR 9957)', async () => {
    const inv = await ubl(invoiceFixture());
    const seller = one(inv, 'cac:AccountingSupplierParty/cac:Party');
    const buyer = one(inv, 'cac:AccountingCustomerParty/cac:Party');
    expect(one(seller, 'cbc:EndpointID')).toMatchObject({ text: 'BE0456789133', attrs: { schemeID: '9925' } });
    expect(one(buyer, 'cbc:EndpointID')).toMatchObject({ text: 'FR44732829320', attrs: { schemeID: '9957' } });
    expect(text(seller, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('BE0456789133');
    expect(text(seller, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toBe('VAT');
    expect(text(buyer, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('FR44732829320');
    // Legal registrations derived from the VAT numbers: Belgian enterprise number, French SIREN.
    expect(one(seller, 'cac:PartyLegalEntity/cbc:CompanyID')).toMatchObject({
      text: '0456789133',
      attrs: { schemeID: '0208' },
    });
    expect(one(buyer, 'cac:PartyLegalEntity/cbc:CompanyID')).toMatchObject({
      text: '732829320',
      attrs: { schemeID: '0002' },
    });
    expect(text(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Le Comptoir des Halles SRL');
    expect(text(buyer, 'cac:PartyName/cbc:Name')).toBe('Lumière & Fils SAS');
    expect(text(seller, 'cac:PostalAddress/cbc:StreetName')).toBe('Rue du Marché aux Herbes 61');
    expect(text(seller, 'cac:PostalAddress/cbc:PostalZone')).toBe('1000');
    expect(text(buyer, 'cac:PostalAddress/cbc:CityName')).toBe('Lille');
    expect(text(buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe('FR');
    // How to pay: credit transfer to the seller's IBAN with the structured communication.
    const means = one(inv, 'cac:PaymentMeans');
    expect(text(means, 'cbc:PaymentMeansCode')).toBe('30');
    expect(text(means, 'cbc:PaymentID')).toBe('+++202/6000/12320+++');
    expect(text(means, 'cac:PayeeFinancialAccount/cbc:ID')).toBe('BE68539007547034');
  });

  it('has one TaxSubtotal per rate with the base and VAT of the invoice', async () => {
    const inv = await ubl(invoiceFixture());
    const subtotals = all(inv, 'cac:TaxTotal/cac:TaxSubtotal');
    expect(
      subtotals.map((s) => [
        text(s, 'cac:TaxCategory/cbc:ID'),
        text(s, 'cac:TaxCategory/cbc:Percent'),
        cents(s, 'cbc:TaxableAmount'),
        cents(s, 'cbc:TaxAmount'),
      ]),
    ).toEqual([
      ['S', '6', 1662, 100],
      ['S', '12', 7188, 862],
      ['S', '21', 3686, 774],
    ]);
    expect(cents(inv, 'cac:TaxTotal/cbc:TaxAmount')).toBe(1736);
  });

  it('totals: lines, VAT, prepaid and payable follow EN 16931 (BR-CO-10, 13, 14, 15, 16, BR-S-08)', async () => {
    const inv = await ubl(invoiceFixture());
    expectTotalsRules(inv);
    const total = one(inv, 'cac:LegalMonetaryTotal');
    expect(cents(total, 'cbc:LineExtensionAmount')).toBe(12536);
    expect(cents(total, 'cbc:TaxExclusiveAmount')).toBe(12536);
    expect(cents(total, 'cbc:TaxInclusiveAmount')).toBe(14272);
    // 42.72 paid in cash at the table; the 100.00 put on account is what the invoice asks for.
    expect(cents(total, 'cbc:PrepaidAmount')).toBe(4272);
    expect(cents(total, 'cbc:PayableAmount')).toBe(10000);
  });

  it('derives net line amounts that add up to each rate’s base (worked out by hand in the fixture)', async () => {
    const inv = await ubl(invoiceFixture());
    const lines = all(inv, 'cac:InvoiceLine');
    expect(
      lines.map((l) => [
        text(l, 'cbc:InvoicedQuantity'),
        one(l, 'cbc:InvoicedQuantity').attrs.unitCode,
        cents(l, 'cbc:LineExtensionAmount'),
        text(l, 'cac:Item/cbc:Name'),
      ]),
    ).toEqual([
      ['2', 'C62', 707, 'Pain de campagne'],
      ['0.35', 'KGM', 955, 'Comté 24 mois'],
      ['2', 'C62', 2946, 'Spaghetti bolognaise'],
      ['1.25', 'KGM', 4688, 'Côte à l’os'],
      ['3', 'C62', 1041, 'Eau pétillante 1 L'],
      ['1', 'C62', 2645, 'Bourgogne rouge, bouteille'],
      // The discount: a negative quantity at a positive price.
      ['-1', 'C62', -446, 'Remise fidélité'],
    ]);
    expect(text(lines[6]!, 'cac:Price/cbc:PriceAmount')).toBe('4.46');
  });

  it('a paid invoice is all prepaid, nothing payable, no payment instructions', async () => {
    const inv = await ubl(paidInvoiceFixture());
    expectTotalsRules(inv);
    const total = one(inv, 'cac:LegalMonetaryTotal');
    expect(cents(total, 'cbc:PrepaidAmount')).toBe(14272);
    expect(cents(total, 'cbc:PayableAmount')).toBe(0);
    expect(all(inv, 'cac:PaymentMeans')).toEqual([]);
  });

  it('a 0 % rate is category Z (zero rated)', async () => {
    const doc = documentOf([line('Journal', 2000, 250, 0), line('Croissant', 3000, 140, 600)]);
    const inv = await ubl(doc);
    expectTotalsRules(inv);
    const subtotals = all(inv, 'cac:TaxTotal/cac:TaxSubtotal');
    expect(subtotals.map((s) => text(s, 'cac:TaxCategory/cbc:ID'))).toEqual(['Z', 'S']);
    expect(cents(subtotals[0]!, 'cbc:TaxableAmount')).toBe(500);
    expect(cents(subtotals[0]!, 'cbc:TaxAmount')).toBe(0);
  });

  it('addresses a client without VAT number (a consumer) by e-mail; refuses when there is neither', async () => {
    const base = invoiceFixture();
    const consumer = { ...base, buyer: { ...base.buyer, vatNumber: null, email: 'marie.dubois@example.be' } };
    const inv = await ubl(consumer);
    const buyer = one(inv, 'cac:AccountingCustomerParty/cac:Party');
    expect(one(buyer, 'cbc:EndpointID')).toMatchObject({ text: 'marie.dubois@example.be', attrs: { schemeID: 'EM' } });
    expect(all(buyer, 'cac:PartyTaxScheme')).toEqual([]);
    expect(all(buyer, 'cac:PartyLegalEntity/cbc:CompanyID')).toEqual([]);

    const nobody = { ...base, buyer: { ...base.buyer, vatNumber: null, email: null } };
    const refusal = await invoiceUbl(nobody).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      reason: 'EINVOICE_MISSING_DATA',
      params: { field: 'buyerVatNumberOrEmail' },
    });
  });

  it('refuses an organisation without VAT number', async () => {
    const base = invoiceFixture();
    const refusal = await invoiceUbl({ ...base, seller: { ...base.seller, vatNumber: null } }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      status: 409,
      reason: 'EINVOICE_MISSING_DATA',
      params: { field: 'sellerVatNumber' },
    });
  });

  it('normalizes VAT numbers and leaves out a legal id whose check digits are wrong', async () => {
    expect(normalizeVatNumber('be 0456.789.133')).toBe('BE0456789133');
    expect(normalizeVatNumber('BE456789133')).toBe('BE0456789133');
    expect(normalizeVatNumber('fr 44 732 829 320')).toBe('FR44732829320');
    const base = invoiceFixture();
    // The demo's BE0123456789 fails the mod-97 check: still the endpoint, no enterprise number.
    const inv = await ubl({ ...base, seller: { ...base.seller, vatNumber: 'BE 0123.456.789' } });
    const seller = one(inv, 'cac:AccountingSupplierParty/cac:Party');
    expect(one(seller, 'cbc:EndpointID')).toMatchObject({ text: 'BE0123456789', attrs: { schemeID: '9925' } });
    expect(all(seller, 'cac:PartyLegalEntity/cbc:CompanyID')).toEqual([]);
  });

  it('holds the rules on many generated invoices (rates, weights, discounts, rounding)', async () => {
    const random = seeded(20261121);
    const rates = [0, 550, 600, 1200, 2000, 2100];
    for (let n = 0; n < 400; n++) {
      const count = 1 + Math.floor(random() * 12);
      const lines: InvoiceLine[] = [];
      for (let i = 0; i < count; i++) {
        const previous = lines[i - 1];
        if (previous && previous.amountCents > 10 && random() < 0.2) {
          // A discount on the line before: at its rate, at most its amount.
          const off = 1 + Math.floor(random() * (previous.amountCents - 1));
          lines.push(line(`Discount ${i}`, 1000, -off, previous.vatBp));
          continue;
        }
        const weight = random() < 0.25;
        const units = weight ? 1 + Math.floor(random() * 3000) : 1000 * (1 + Math.floor(random() * 12));
        const price = 1 + Math.floor(random() * 9000);
        lines.push(line(`Item ${i}`, units, price, rates[Math.floor(random() * rates.length)]!, weight));
      }
      const doc = documentOf(lines);
      const nets = netLineAmounts(doc);
      for (const v of doc.vat) {
        expect(sum(nets.filter((_, i) => doc.lines[i]!.vatBp === v.vatBp))).toBe(v.baseCents);
      }
      // Each net amount within a cent of its exact share.
      nets.forEach((net, i) => {
        const l = doc.lines[i]!;
        expect(Math.abs(net - (l.amountCents * 10000) / (10000 + l.vatBp))).toBeLessThan(1);
      });
      if (n % 40 === 0) expectTotalsRules(await ubl(doc));
    }
  });
});

/** A line as the till charges it. */
function line(
  name: string,
  unitsMilli: number,
  unitPriceCents: number,
  vatBp: number,
  weightPrice = false,
): InvoiceLine {
  return {
    name,
    unitsMilli,
    weightPrice,
    unitPriceCents,
    vatBp,
    amountCents: lineAmountCents(unitPriceCents, unitsMilli),
  };
}

/** The fixture's parties with other lines, VAT rows and totals computed by the shared totals rule. */
function documentOf(lines: InvoiceLine[]): InvoiceDocument {
  const vat = computeVatSummaries(lines).map((v) => ({
    vatBp: v.vatBp,
    baseCents: v.totalVatExcl,
    vatCents: v.totalVat,
    totalCents: v.totalVatIncl,
  }));
  return invoiceFixture({
    lines,
    vat,
    totalExclCents: sum(vat.map((v) => v.baseCents)),
    totalVatCents: sum(vat.map((v) => v.vatCents)),
    totalCents: sum(vat.map((v) => v.totalCents)),
    payments: [],
  });
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
