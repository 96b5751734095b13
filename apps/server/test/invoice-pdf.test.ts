import pdf from 'pdf-parse/lib/pdf-parse.js';
import { describe, expect, it } from 'vitest';
import { invoiceAmounts, paymentReference, structuredCommunication } from '../src/modules/invoices/invoice.amounts';
import type { InvoiceDocument, InvoiceLanguage } from '../src/modules/invoices/invoice.document';
import { renderInvoicePdf } from '../src/modules/invoices/invoice.pdf';
import { invoiceFixture, paidInvoiceFixture } from './invoice-fixture';

/** The text of each page, lines as pdf.js puts them together (cells of one row joined without spaces). */
async function pages(doc: InvoiceDocument): Promise<string[]> {
  const buffer = await renderInvoicePdf(doc);
  expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
  const out: string[] = [];
  // A copy: pdf.js reads the whole ArrayBuffer under a Buffer, which may be a slice of Node's pool.
  await pdf(new Uint8Array(buffer) as Buffer, {
    version: 'v2.0.550',
    pagerender: async (page: { getTextContent: () => Promise<{ items: { str: string; transform: number[] }[] }> }) => {
      const content = await page.getTextContent();
      let text = '';
      let lastY: number | undefined;
      for (const item of content.items) {
        text += lastY === undefined || lastY === item.transform[5] ? item.str : `\n${item.str}`;
        lastY = item.transform[5];
      }
      out.push(text);
      return text;
    },
  });
  return out;
}
const textOf = async (doc: InvoiceDocument) => (await pages(doc)).join('\n');

/** What each language must print for the fixture (hand-written, not taken from the texts module). */
const EXPECTED: Record<
  InvoiceLanguage,
  {
    title: string;
    rows: string[];
    totals: string[];
    labels: string[];
    weight: string;
    due: string;
  }
> = {
  en: {
    title: 'INVOICE',
    rows: ['6%€16.62€1.00€17.62', '12%€71.88€8.62€80.50', '21%€36.86€7.74€44.60', 'Total€125.36€17.36€142.72'],
    totals: ['Total excl. VAT€125.36', 'VAT€17.36', 'Total incl. VAT€142.72', 'Amount due€100.00'],
    labels: ['Invoice number2026-000123', 'Invoice date21/11/2026', 'Due date21/12/2026', 'VAT number: BE0456789133'],
    weight: 'Comté 24 mois0.350 kg€28.90/kg6%€10.12',
    due: 'TO PAY',
  },
  fr: {
    title: 'FACTURE',
    rows: [
      '6 %16,62 €1,00 €17,62 €',
      '12 %71,88 €8,62 €80,50 €',
      '21 %36,86 €7,74 €44,60 €',
      'Total125,36 €17,36 €142,72 €',
    ],
    totals: ['Montant HT125,36 €', 'TVA17,36 €', 'Montant TTC142,72 €', 'Reste à payer100,00 €'],
    labels: [
      'Facture n°2026-000123',
      'Date de facture21/11/2026',
      'Date d’échéance21/12/2026',
      'N° TVA : BE0456789133',
    ],
    weight: 'Comté 24 mois0,350 kg28,90 €/kg6 %10,12 €',
    due: 'À PAYER',
  },
  nl: {
    title: 'FACTUUR',
    rows: [
      '6 %€ 16,62€ 1,00€ 17,62',
      '12 %€ 71,88€ 8,62€ 80,50',
      '21 %€ 36,86€ 7,74€ 44,60',
      'Totaal€ 125,36€ 17,36€ 142,72',
    ],
    totals: ['Totaal excl. btw€ 125,36', 'Btw€ 17,36', 'Totaal incl. btw€ 142,72', 'Nog te betalen€ 100,00'],
    labels: ['Factuurnummer2026-000123', 'Factuurdatum21/11/2026', 'Vervaldatum21/12/2026', 'Btw-nummer: BE0456789133'],
    weight: 'Comté 24 mois0,350 kg€ 28,90/kg6 %€ 10,12',
    due: 'TE BETALEN',
  },
};

describe('invoice PDF', () => {
  it.each(['en', 'fr', 'nl'] as const)('prints a complete invoice in %s', async (language) => {
    const e = EXPECTED[language];
    const [page, ...more] = await pages(invoiceFixture({ language }));
    expect(more).toEqual([]);
    const lines = page!.split('\n');
    expect(lines).toContain(e.title);
    // Parties: names, addresses, VAT numbers, the seller's bank account.
    for (const text of [
      'Le Comptoir des Halles SRL',
      'Rue du Marché aux Herbes 61',
      '1000 Bruxelles',
      'Lumière & Fils SAS',
      'Rue de la République 12',
      '59000 Lille',
      'FR44732829320',
      'BE68 5390 0754 7034',
    ]) {
      expect(page).toContain(text);
    }
    for (const label of e.labels) expect(lines).toContain(label);
    // Every line, the weight line in kg with 3 decimals; the discount line negative.
    expect(lines).toContain(e.weight);
    expect(lines.filter((l) => /^(Pain|Comté|Spaghetti|Côte|Eau|Bourgogne|Remise)/.test(l))).toHaveLength(7);
    // One row per VAT rate, its base, VAT and total; the totals; what is still due.
    for (const row of e.rows) expect(lines).toContain(row);
    for (const total of e.totals) expect(lines).toContain(total);
    expect(lines).toContain(e.due);
    expect(page).toContain('+++202/6000/12320+++');
  });

  it('says paid, and asks for nothing, once the invoice is paid', async () => {
    const text = await textOf(paidInvoiceFixture({ language: 'fr' }));
    expect(text).toContain('PAYÉE');
    expect(text).not.toContain('À PAYER');
    expect(text).toContain('Reste à payer0,00 €');
    expect(text).toContain('Cette facture est entièrement payée. Merci.');
    expect(text).not.toContain('Merci de virer');
  });

  it('prints calendar days of the organisation’s time zone', async () => {
    // 23:30 UTC on 20 November is already the 21st in Brussels, still the 20th in New York.
    const text = await textOf(invoiceFixture({ language: 'en', timeZone: 'America/New_York' }));
    expect(text).toContain('Invoice date20/11/2026');
    expect(text).toContain('Due date20/12/2026');
  });

  it('continues long invoices on further pages under a repeated header, the totals kept together', async () => {
    const base = invoiceFixture({ language: 'fr' });
    const lines = Array.from({ length: 75 }, (_, i) => {
      const line = base.lines[i % base.lines.length]!;
      return i % 10 === 3 ? { ...line, name: `${line.name}, ${'avec une très longue description '.repeat(4)}` } : line;
    });
    const all = await pages({
      ...base,
      lines,
      seller: { ...base.seller, name: 'Brasserie du Grand Marché de la Ville de Bruxelles et des Environs SRL' },
    });
    expect(all.length).toBeGreaterThan(2);
    all.forEach((page, i) => {
      expect(page).toContain(`Facture 2026-000123 - page ${i + 1} sur ${all.length}`);
      if (i > 0) expect(page).toContain('Facture 2026-000123 (suite)');
    });
    // The lines' header on every page that has lines; every line printed once.
    const withLines = all.filter((p) => /\n(Pain|Comté|Spaghetti|Côte|Eau|Bourgogne|Remise)/.test(p));
    for (const page of withLines) expect(page).toContain('DésignationQuantitéPrix unitaire TTCTVAMontant TTC');
    const printed = all.join('\n').match(/^(Pain|Comté|Spaghetti|Côte|Eau|Bourgogne|Remise)/gm);
    expect(printed).toHaveLength(75);
    // VAT summary, totals and the payment instructions on one page: the last.
    const closing = all.filter((p) => p.includes('RÉCAPITULATIF TVA'));
    expect(closing).toHaveLength(1);
    const last = all[all.length - 1]!;
    for (const text of ['RÉCAPITULATIF TVA', 'Montant HT', 'Montant TTC', 'Reste à payer100,00 €', 'Communication']) {
      expect(last).toContain(text);
    }
  });

  it('prints names outside the built-in fonts’ alphabet without garbage', async () => {
    const base = invoiceFixture({ language: 'en' });
    const text = await textOf({ ...base, buyer: { ...base.buyer, name: 'Łódź Trading Sp. z o.o.' } });
    // Ł and ź are not in WinAnsi: they lose their accents; ó is and stays.
    expect(text).toContain('Lódz Trading Sp. z o.o.');
  });

  it('prints an organisation address kept as free text, and no country for a domestic client', async () => {
    const base = invoiceFixture({ language: 'nl' });
    const text = await textOf({
      ...base,
      seller: {
        ...base.seller,
        address: { street: null, number: null, zipCode: null, city: null, countryCode: 'BE' },
        addressText: 'Grote Markt 1, 2000 Antwerpen',
      },
      buyer: { ...base.buyer, vatNumber: null, address: { ...base.buyer.address, countryCode: 'BE' } },
    });
    expect(text).toContain('Grote Markt 1, 2000 Antwerpen');
    expect(text).not.toContain('België');
    expect(text).not.toContain('Frankrijk');
    expect(text.match(/Btw-nummer/g)).toHaveLength(1);
  });

  it('prints the French late-payment mentions when a French seller invoices a business', async () => {
    const base = invoiceFixture({ language: 'fr' });
    const french = {
      ...base,
      seller: { ...base.seller, vatNumber: 'FR03552081317', address: { ...base.seller.address, countryCode: 'FR' } },
    };
    expect(await textOf(french)).toContain('indemnité forfaitaire pour frais de recouvrement');
    expect(await textOf(base)).not.toContain('indemnité forfaitaire');
  });
});

describe('payment references and amounts', () => {
  it('makes the Belgian structured communication of an invoice number', () => {
    // 2026000123 mod 97 = 20
    expect(structuredCommunication('2026-000123')).toBe('+++202/6000/12320+++');
    // 26 mod 97 = 26, padded to 10 digits; a multiple of 97 gets 97
    expect(structuredCommunication('26')).toBe('+++000/0000/02626+++');
    expect(structuredCommunication('97')).toBe('+++000/0000/09797+++');
    expect(structuredCommunication('2026-0001234567')).toBeNull();
    expect(structuredCommunication('ABC')).toBeNull();
  });

  it('uses it for a Belgian account only', () => {
    expect(paymentReference(invoiceFixture())).toBe('+++202/6000/12320+++');
    const base = invoiceFixture();
    expect(paymentReference({ ...base, seller: { ...base.seller, iban: 'FR76 3000 6000 0112 3456 7890 189' } })).toBe(
      '2026-000123',
    );
  });

  it('counts money received, not what was put on account', () => {
    expect(invoiceAmounts(invoiceFixture())).toEqual({ receivedCents: 4272, dueCents: 10000 });
    expect(invoiceAmounts(paidInvoiceFixture())).toEqual({ receivedCents: 14272, dueCents: 0 });
    expect(invoiceAmounts(invoiceFixture({ payments: [] }))).toEqual({ receivedCents: 0, dueCents: 14272 });
  });
});
