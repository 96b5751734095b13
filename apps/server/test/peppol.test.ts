import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../src/demo/demo-activity';
import { seedCreditLunch, seedDemoInvoices } from '../src/demo/demo-invoices';
import { BISTRO, SHOP } from '../src/demo/index';
import {
  BELGIAN_PRODUCTS,
  correctionTicket,
  createProducts,
  credit,
  FRENCH_PRODUCTS,
  invoicedTicket,
  userId,
} from './credit-note-helpers';
import { caller, createTestApp, type TestApp } from './helper';
import { terminal } from './pos-helpers';

/**
 * Issue 21: every invoice and credit note passes the official Peppol BIS Billing 3.0 schematrons (the CEN EN 16931
 * and the Peppol rules, run by ../shared/peppol/validate.mjs with Java and Saxon). The documents are made on this
 * run's database (SQLite in `npm test`, PostgreSQL in `npm run test:pg`) through the real API: the demo's invoices,
 * invoices with awkward cents (2 x 3.78, weight-priced lines, 6/12/21 %, a promo code), credit notes of them, and a
 * French organisation's invoice and credit note. One validator run (one JVM, 10-15 s) checks them all, with one
 * deliberately broken copy that must be reported, so the test proves the validator sees failures.
 */

const REPO = path.resolve(__dirname, '../../..');
const VALIDATOR = path.resolve(REPO, '../shared/peppol/validate.mjs');

let t: TestApp;
let admin: string;
let shopadmin: string;
const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-peppol-'));
const files: string[] = [];

async function download(token: string, what: 'invoice' | 'credit_note', id: number, name: string): Promise<string> {
  const signed = await caller(t, token)('GET', `/api/${what}/${id}/ubl`);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const file = await t.request({ method: 'GET', url: signed.body.data.downloadUrl });
  expect(file.statusCode, file.body).toBe(200);
  const at = path.join(dir, `${name}.xml`);
  writeFileSync(at, file.body);
  files.push(at);
  return file.body;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  // A few days of the demo (today's shift stays open) and the demo's invoices of those days.
  await seedDemoActivity(t.ctx, { days: 3, traffic: 1, log: () => {}, beforeClose: seedCreditLunch });
  await seedDemoInvoices(t.ctx);
  await terminal(t, shopadmin).openShift(0);
}, 120_000);
afterAll(async () => {
  await t.close();
  if (!process.env.KEEP_PEPPOL_FILES) rmSync(dir, { recursive: true, force: true });
});

describe('Peppol BIS Billing 3.0 validation of the UBL documents', () => {
  it('finds the validator beside the repository', () => {
    expect(
      existsSync(VALIDATOR),
      `${VALIDATOR} is missing: the Peppol validator must be checked out as ../shared/peppol beside the repository`,
    ).toBe(true);
  });

  it('makes the demo invoices, invoices with awkward cents, credit notes and a French organisation’s documents', async () => {
    const call = caller(t, admin);
    // The demo's own invoices (organisation 1).
    const demo = (await call('GET', '/api/invoice')).body.data as { invoiceId: number; invoiceNumber: string }[];
    expect(demo.length).toBeGreaterThanOrEqual(2);
    for (const i of demo) await download(admin, 'invoice', i.invoiceId, `demo-${i.invoiceNumber}`);

    // Belgian invoices with awkward cents: 2 x 3.78, weights, 6/12/21 %, and one with a 10 % promo code.
    const ids = await createProducts(t, admin, BELGIAN_PRODUCTS);
    const client = await call('POST', '/api/client_data', {
      name: 'Brasserie Dupont SRL',
      phoneNumber: '+32470123456',
      email: 'compta@dupont.example',
      street: 'Rue Haute',
      number: '12',
      zipCode: '1000',
      city: 'Bruxelles',
      business: true,
      vat: 'BE 0403.170.701',
    });
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    const clientDataId = client.body.data.clientDataId as number;
    const all = [
      { productId: ids['Pain au levain']!, units: 2 },
      { productId: ids['Comté 24 mois (kg)']!, units: 0.35 },
      { productId: ids['Spaghetti vongole']!, units: 2 },
      { productId: ids['Côte à l’os (kg)']!, units: 1.25 },
      { productId: ids['Eau pétillante']!, units: 3 },
      { productId: ids['Bourgogne rouge']!, units: 1 },
    ];
    const a = await invoicedTicket(t, admin, { lines: all, clientDataId, paymentType: 'CREDIT' });
    const xml = await download(admin, 'invoice', a.invoice.invoiceId, 'awkward');
    // R120: 2 x 3.78 incl. VAT is 2 x 3.57 net (3.78 / 1.06 = 3.566 -> 3.57) = 7.14.
    expect(xml).toMatch(/<cbc:LineExtensionAmount currencyID="EUR">7\.14<\/cbc:LineExtensionAmount>/);
    expect(xml).toContain('<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>');

    const promo = await call('POST', '/api/promo', {
      promoCode: 'PEPPOL10',
      discountAmount: 10,
      maxUses: 10,
      startDate: Date.UTC(2026, 0, 1),
      endDate: Date.UTC(2026, 11, 31),
    });
    expect(promo.status, JSON.stringify(promo.body)).toBe(200);
    const b = await invoicedTicket(t, admin, {
      lines: all.slice(0, 4),
      promoCode: 'PEPPOL10',
      clientDataId,
      paymentType: 'CASH',
    });
    await download(admin, 'invoice', b.invoice.invoiceId, 'promo');

    // Credit notes: one line of the first invoice; one line of the discounted one with its share of the discount.
    const actor = { orgId: BISTRO, userId: await userId(t, 'admin') };
    const at = t.clock.now + 60_000;
    const c1 = await correctionTicket(t, BISTRO, a.accountId, at, [
      { name: 'Bourgogne rouge', unitsMilli: -1000, chargedCents: -3200 },
    ]);
    const n1 = await credit(t, actor, {
      accountId: a.accountId,
      correctionAccountId: c1.id,
      lines: c1.lines,
      at,
      reason: 'WRONG_ITEM: bouteille bouchonnée',
    });
    expect(n1).not.toBeNull();
    const promoLine = await t.db
      .selectFrom('ordered_product')
      .select(['name', 'vat_bp', 'charged_cents', 'unit_price_cents'])
      .where('org_id', '=', BISTRO)
      .where('client_account_id', '=', b.accountId)
      .where('promo_code_id', 'is not', null)
      .where('vat_bp', '=', 1200)
      .executeTakeFirstOrThrow();
    // Spaghetti 2 x 16.50 = 33.00 at 12 %: one taken back (-16.50) with its 10 % (+1.65): 14.85 credited.
    const c2 = await correctionTicket(t, BISTRO, b.accountId, at, [
      { name: 'Spaghetti vongole', unitsMilli: -1000, chargedCents: -1650 },
      { name: promoLine.name, unitsMilli: -1000, chargedCents: 165, vatBp: 1200, unitPriceCents: -165 },
    ]);
    const n2 = await credit(t, actor, {
      accountId: b.accountId,
      correctionAccountId: c2.id,
      lines: c2.lines,
      at,
      reason: 'CUSTOMER_RETURN',
    });
    expect(n2).not.toBeNull();
    await download(admin, 'credit_note', n1!.creditNoteId, 'credit-one-line');
    const cnXml = await download(admin, 'credit_note', n2!.creditNoteId, 'credit-discounted');
    expect(cnXml).toContain('<CreditNote');
    expect(cnXml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');

    // A French organisation (organisation 2 made French) invoicing a French company, and a credit note of it.
    await t.db
      .updateTable('organization')
      .set({
        vat_number: 'FR44732829320',
        address: '12 rue de la République, 69002 Lyon',
        address_street: '12 rue de la République',
        address_postcode: '69002',
        address_city: 'Lyon',
        address_country: 'FR',
        account_bank_name: 'FR76 3000 6000 0112 3456 7890 189',
        time_zone: 'Europe/Paris',
      })
      .where('org_id', '=', SHOP)
      .execute();
    const shop = caller(t, shopadmin);
    const fr = await createProducts(t, shopadmin, FRENCH_PRODUCTS);
    const frClient = await shop('POST', '/api/client_data', {
      name: 'Maison Caron SAS',
      phoneNumber: '+33320123456',
      email: 'factures@maison-caron.example',
      street: 'Rue Nationale',
      number: '7',
      zipCode: '59000',
      city: 'Lille',
      business: true,
      vat: 'FR11123456782',
      language: 'fr',
    });
    expect(frClient.status, JSON.stringify(frClient.body)).toBe(200);
    const f = await invoicedTicket(t, shopadmin, {
      lines: [
        { productId: fr['Baguette tradition']!, units: 3 },
        { productId: fr['Saint-Nectaire (kg)']!, units: 0.415 },
        { productId: fr['Plat du jour']!, units: 2 },
        { productId: fr['Côtes-du-Rhône']!, units: 1 },
      ],
      clientDataId: frClient.body.data.clientDataId,
      paymentType: 'CARD',
    });
    await download(shopadmin, 'invoice', f.invoice.invoiceId, 'french');
    const shopActor = { orgId: SHOP, userId: await userId(t, 'shopadmin') };
    const c3 = await correctionTicket(t, SHOP, f.accountId, at, [
      { name: 'Plat du jour', unitsMilli: -1000, chargedCents: -1490 },
    ]);
    const n3 = await credit(t, shopActor, {
      accountId: f.accountId,
      correctionAccountId: c3.id,
      lines: c3.lines,
      at,
      reason: 'OTHER: plat refusé',
    });
    await download(shopadmin, 'credit_note', n3!.creditNoteId, 'french-credit');
  }, 120_000);

  it('passes the official schematrons: no fatal rule fires on any document (one validator run)', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    // A copy with a wrong payable amount must be reported: proof that the run sees failures.
    const broken = path.join(dir, 'broken-on-purpose.xml');
    writeFileSync(
      broken,
      readFileSync(files[files.length - 1]!, 'utf8').replace(
        /<cbc:PayableAmount currencyID="EUR">[^<]*</,
        '<cbc:PayableAmount currencyID="EUR">999.99<',
      ),
    );
    const run = spawnSync(process.execPath, [VALIDATOR, ...files, broken], { encoding: 'utf8', timeout: 600_000 });
    const out = `${run.stdout}\n${run.stderr}`;
    const report = (file: string) => out.split('\n').find((l) => l.includes(`${file}:`)) ?? `(no line for ${file})`;
    expect(report(broken), out).toMatch(/^INVALID .*: [1-9]\d* fatal/);
    const invalid = files.filter((f) => !/^valid /.test(report(f)));
    expect(invalid, out).toEqual([]);
  }, 600_000);
});
