import pdf from 'pdf-parse/lib/pdf-parse.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import type { AccountId } from '../src/db/ticket-ids';
import { BISTRO, SHOP } from '../src/demo/index';
import { AppError } from '../src/lib/errors';
import {
  BELGIAN_PRODUCTS,
  correctionTicket,
  createProducts,
  credit,
  invoicedTicket,
  userId,
} from './credit-note-helpers';
import { caller, createTestApp, type TestApp } from './helper';
import { terminal } from './pos-helpers';

/**
 * Credit notes (issue 21): a correction of an invoiced ticket issues a credit note for what it takes back, numbered in
 * its own gap-free series per organisation and year; the invoice never changes; over-crediting is refused; other
 * organisations' ids answer 404. Figures worked out by hand with the one VAT rule (excl = round(incl / (1 + rate)),
 * half away from zero, per rate on the sum of that rate's lines).
 *
 * The invoice: 2 x Pain au levain 3.78 (6 %) = 7.56; 1 x Spaghetti vongole 16.50 (12 %); 1 x Bourgogne rouge 32.00
 * (21 %). Total 56.06. Per rate: 6 % 7.56 -> 7.56 / 1.06 = 7.1321 -> 7.13 + VAT 0.43; 12 % 16.50 / 1.12 = 14.732 ->
 * 14.73 + 1.77; 21 % 32.00 / 1.21 = 26.446 -> 26.45 + 5.55.
 */
let t: TestApp;
let admin: string;
let shopadmin: string;
let actor: { orgId: OrgId; userId: number };
let products: Record<string, number>;
let clientDataId: number;

const money = (cents: number) => cents / 100;
const rows = () => t.db.selectFrom('credit_note').selectAll().orderBy('id').execute();
const counter = async (year: number) =>
  (
    await t.db
      .selectFrom('credit_note_counter')
      .select('last_seq')
      .where('org_id', '=', BISTRO)
      .where('year', '=', year)
      .executeTakeFirst()
  )?.last_seq ?? 0;

async function threeLineInvoice() {
  return invoicedTicket(t, admin, {
    lines: [
      { productId: products['Pain au levain']!, units: 2 },
      { productId: products['Spaghetti vongole']!, units: 1 },
      { productId: products['Bourgogne rouge']!, units: 1 },
    ],
    clientDataId,
    paymentType: 'CREDIT',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  await terminal(t, admin).openShift(100);
  actor = { orgId: BISTRO, userId: await userId(t, 'admin') };
  products = await createProducts(t, admin, BELGIAN_PRODUCTS);
  const client = await caller(t, admin)('POST', '/api/client_data', {
    name: 'Atelier Lumière SRL',
    phoneNumber: '+3225123456',
    email: 'compta@atelier-lumiere.example',
    street: 'Rue de Flandre',
    number: '42',
    zipCode: '1000',
    city: 'Bruxelles',
    business: true,
    vat: 'BE0456789133',
    language: 'fr',
  });
  clientDataId = client.body.data.clientDataId;
});
afterAll(async () => t.close());

describe('credit notes of corrected invoiced tickets', () => {
  let invoice: { invoiceId: number; invoiceNumber: string; totalAmount: number };
  let accountId: AccountId;
  let frozen: { document: string; total_cents: number };

  it('credits one line of a 3-line invoice: amount and VAT of that rate only, CN-2026-000001', async () => {
    ({ invoice, accountId } = await threeLineInvoice());
    expect(invoice.totalAmount).toBe(56.06);
    frozen = await t.db
      .selectFrom('invoice')
      .select(['document', 'total_cents'])
      .where('id', '=', invoice.invoiceId)
      .executeTakeFirstOrThrow();
    const at = t.clock.now + 3_600_000;
    const c = await correctionTicket(t, BISTRO, accountId, at, [
      { name: 'Bourgogne rouge', unitsMilli: -1000, chargedCents: -3200 },
    ]);
    const made = await credit(t, actor, {
      accountId,
      correctionAccountId: c.id,
      lines: c.lines,
      at,
      reason: 'WRONG_ITEM: bouteille bouchonnée',
    });
    expect(made).toEqual({ creditNoteId: expect.any(Number), creditNoteNumber: 'CN-2026-000001' });
    const [row] = await rows();
    expect(row).toMatchObject({
      org_id: BISTRO,
      credit_note_number: 'CN-2026-000001',
      year: 2026,
      seq: 1,
      invoice_id: invoice.invoiceId,
      client_account_id: c.id,
      original_account_id: accountId,
      total_cents: 3200,
      issued_at: at,
      language: 'fr',
      reason: 'WRONG_ITEM: bouteille bouchonnée',
      created_by: actor.userId,
    });
    const doc = JSON.parse(row!.document);
    // 32.00 at 21 %: base 26.45, VAT 5.55; nothing at 6 or 12 %.
    expect(doc.vat).toEqual([{ vatBp: 2100, baseCents: 2645, vatCents: 555, totalCents: 3200 }]);
    expect([doc.totalExclCents, doc.totalVatCents, doc.totalCents]).toEqual([2645, 555, 3200]);
    expect(doc.lines).toEqual([
      {
        name: 'Bourgogne rouge',
        unitsMilli: 1000,
        weightPrice: false,
        unitPriceCents: 3200,
        vatBp: 2100,
        amountCents: 3200,
      },
    ]);
    const invoiceDoc = JSON.parse(frozen.document);
    expect(doc.invoice).toEqual({
      invoiceId: invoice.invoiceId,
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoiceDoc.issuedAt,
    });
    // Seller and buyer as invoiced; the invoice's payment reference (structured communication).
    expect(doc.seller).toEqual(invoiceDoc.seller);
    expect(doc.buyer).toEqual(invoiceDoc.buyer);
    expect(doc.paymentReference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  });

  it('leaves the invoice as it was made; its DTO shows the credit note and "credited in part"', async () => {
    const now = await t.db
      .selectFrom('invoice')
      .select(['document', 'total_cents'])
      .where('id', '=', invoice.invoiceId)
      .executeTakeFirstOrThrow();
    expect(now).toEqual(frozen);
    const dto = (await caller(t, admin)('GET', `/api/invoice/account/${accountId}`)).body.data;
    expect(dto).toMatchObject({ totalAmount: 56.06, creditedAmount: 32 });
    expect(dto.creditNotes).toEqual([
      {
        creditNoteId: expect.any(Number),
        creditNoteNumber: 'CN-2026-000001',
        totalAmount: 32,
        issuedAt: expect.any(Number),
      },
    ]);
    const listed = (await caller(t, admin)('GET', '/api/invoice')).body.data.find(
      (i: { invoiceId: number }) => i.invoiceId === invoice.invoiceId,
    );
    expect(listed.creditedAmount).toBe(32);
  });

  it('continues the series: a second credit note of one Pain (3.78 at 6 %: 3.57 + 0.21) is CN-2026-000002', async () => {
    const at = t.clock.now + 7_200_000;
    const c = await correctionTicket(t, BISTRO, accountId, at, [
      { name: 'Pain au levain', unitsMilli: -1000, chargedCents: -378 },
    ]);
    const made = await credit(t, actor, { accountId, correctionAccountId: c.id, lines: c.lines, at, reason: 'OTHER' });
    expect(made?.creditNoteNumber).toBe('CN-2026-000002');
    const doc = JSON.parse((await rows())[1]!.document);
    // 3.78 / 1.06 = 3.566 -> 3.57, VAT 0.21.
    expect(doc.vat).toEqual([{ vatBp: 600, baseCents: 357, vatCents: 21, totalCents: 378 }]);
    expect(await counter(2026)).toBe(2);
  });

  it('refuses crediting more than what remains (56.06 - 32.00 - 3.78 = 20.28) and writes nothing', async () => {
    const before = await rows();
    const at = t.clock.now + 8_000_000;
    const c = await correctionTicket(t, BISTRO, accountId, at, [
      { name: 'Spaghetti vongole', unitsMilli: -2000, chargedCents: -3300 },
    ]);
    const refusal = await credit(t, actor, {
      accountId,
      correctionAccountId: c.id,
      lines: c.lines,
      at,
      reason: 'OTHER',
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      reason: 'CREDIT_EXCEEDS_INVOICE',
      params: { invoiceNumber: invoice.invoiceNumber, remainingAmount: 20.28, requestedAmount: 33 },
    });
    expect(await rows()).toEqual(before);
    expect(await counter(2026)).toBe(2);
  });

  it('refuses a correction that raises the total, and answers null for a ticket without invoice or 0.00', async () => {
    const at = t.clock.now + 8_100_000;
    const up = await correctionTicket(t, BISTRO, accountId, at, [
      { name: 'Pain au levain', unitsMilli: 1000, chargedCents: 378 },
    ]);
    await expect(
      credit(t, actor, { accountId, correctionAccountId: up.id, lines: up.lines, at, reason: 'OTHER' }),
    ).rejects.toMatchObject({ status: 409, reason: 'CREDIT_NOT_POSITIVE' });
    const zero = await correctionTicket(t, BISTRO, accountId, at, []);
    expect(await credit(t, actor, { accountId, correctionAccountId: zero.id, lines: [], at, reason: 'OTHER' })).toBe(
      null,
    );
    const till = terminal(t, admin);
    const opened = await till.openAccount({ kind: 'TAKEAWAY' });
    const plain = opened.body.data.clientAccountId as AccountId;
    const c = await correctionTicket(t, BISTRO, plain, at, [
      { name: 'Pain au levain', unitsMilli: -1000, chargedCents: -378, vatBp: 600, unitPriceCents: 378 },
    ]);
    expect(
      await credit(t, actor, { accountId: plain, correctionAccountId: c.id, lines: c.lines, at, reason: 'x' }),
    ).toBe(null);
    expect(await rows()).toHaveLength(2);
  });

  it('restarts the series in a new year (Brussels calendar): the rest of the invoice is CN-2027-000001, credited whole', async () => {
    // 23:30 UTC on 31 December 2026 is already 1 January 2027 in Brussels.
    const at = Date.UTC(2026, 11, 31, 23, 30);
    const c = await correctionTicket(t, BISTRO, accountId, at, [
      { name: 'Pain au levain', unitsMilli: -1000, chargedCents: -378 },
      { name: 'Spaghetti vongole', unitsMilli: -1000, chargedCents: -1650 },
    ]);
    const made = await credit(t, actor, { accountId, correctionAccountId: c.id, lines: c.lines, at, reason: 'OTHER' });
    expect(made?.creditNoteNumber).toBe('CN-2027-000001');
    const doc = JSON.parse((await rows())[2]!.document);
    // 6 %: 3.57 + 0.21; 12 %: 14.73 + 1.77; 20.28 in all.
    expect(doc.vat).toEqual([
      { vatBp: 600, baseCents: 357, vatCents: 21, totalCents: 378 },
      { vatBp: 1200, baseCents: 1473, vatCents: 177, totalCents: 1650 },
    ]);
    expect(doc.totalCents).toBe(2028);
    const dto = (await caller(t, admin)('GET', `/api/invoice/${invoice.invoiceId}/download`)).status;
    expect(dto).toBe(200);
    const inv = (await caller(t, admin)('GET', `/api/invoice/account/${accountId}`)).body.data;
    expect(inv.creditedAmount).toBe(money(3200 + 378 + 2028));
    expect(inv.creditNotes.map((n: { creditNoteNumber: string }) => n.creditNoteNumber)).toEqual([
      'CN-2026-000001',
      'CN-2026-000002',
      'CN-2027-000001',
    ]);
    // Nothing is left: one cent more is refused.
    const more = await correctionTicket(t, BISTRO, accountId, at, [
      { name: 'Pain au levain', unitsMilli: -10, chargedCents: -1 },
    ]);
    await expect(
      credit(t, actor, { accountId, correctionAccountId: more.id, lines: more.lines, at, reason: 'OTHER' }),
    ).rejects.toMatchObject({ reason: 'CREDIT_EXCEEDS_INVOICE', params: { remainingAmount: 0 } });
  });

  it('lists and serves credit notes, their PDF in the client’s language and their UBL CreditNote', async () => {
    const call = caller(t, admin);
    const list = (await call('GET', '/api/credit_note')).body.data;
    expect(list.map((n: { creditNoteNumber: string }) => n.creditNoteNumber)).toEqual([
      'CN-2027-000001',
      'CN-2026-000002',
      'CN-2026-000001',
    ]);
    const first = list[2];
    expect(first).toMatchObject({
      totalAmount: 32,
      invoiceNumber: invoice.invoiceNumber,
      clientAccountId: accountId,
      clientData: { name: 'Atelier Lumière SRL', vat: 'BE0456789133' },
      language: 'fr',
      reason: 'WRONG_ITEM: bouteille bouchonnée',
    });
    expect((await call('GET', `/api/credit_note/${first.creditNoteId}`)).body.data).toEqual(first);
    // A range: the 2027 one only.
    const ranged = (await call('GET', `/api/credit_note?startDate=${Date.UTC(2026, 11, 31)}&endDate=0`)).body.data;
    expect(ranged.map((n: { creditNoteNumber: string }) => n.creditNoteNumber)).toEqual(['CN-2027-000001']);

    const signed = await call('GET', `/api/credit_note/${first.creditNoteId}/download`);
    const file = await t.request({ method: 'GET', url: signed.body.data.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('inline; filename="note-de-credit-CN-2026-000001.pdf"');
    const text = (await pdf(file.rawPayload)).text;
    for (const expected of [
      'NOTE DE CRÉDIT',
      'CN-2026-000001',
      `Facture créditée${invoice.invoiceNumber}`,
      'bouteille bouchonnée',
      'Bourgogne rouge',
      '32,00',
    ]) {
      expect(text).toContain(expected);
    }
    const ubl = await call('GET', `/api/credit_note/${first.creditNoteId}/ubl`);
    const xml = await t.request({ method: 'GET', url: ubl.body.data.downloadUrl });
    expect(xml.headers['content-disposition']).toBe('attachment; filename="note-de-credit-CN-2026-000001.xml"');
    expect(xml.body).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml.body).toMatch(
      new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice.invoiceNumber}</cbc:ID>\\s*<cbc:IssueDate>`),
    );
    expect(xml.body).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
    expect(xml.body).toContain('<cbc:PayableAmount currencyID="EUR">32.00</cbc:PayableAmount>');
    // The invoice itself downloads in every state (unpaid here: paid on account).
    const invoiceFile = await call('GET', `/api/invoice/${invoice.invoiceId}/ubl`);
    expect(invoiceFile.status).toBe(200);
  });

  it('needs an invoice ability: 403 without it, nothing read', async () => {
    const [row] = await rows();
    const server = caller(t, await t.login('server'));
    for (const url of ['/api/credit_note', `/api/credit_note/${row!.id}`, `/api/credit_note/${row!.id}/download`]) {
      const res = await server('GET', url);
      expect(res.status, url).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });

  it("answers 404 for another organisation's credit notes, and their signed addresses do not cross", async () => {
    const [row] = await rows();
    const id = row!.id;
    const shop = caller(t, shopadmin);
    expect((await shop('GET', `/api/credit_note/${id}`)).status).toBe(404);
    expect((await shop('GET', `/api/credit_note/${id}/download`)).status).toBe(404);
    expect((await shop('GET', `/api/credit_note/${id}/ubl`)).status).toBe(404);
    expect((await shop('GET', '/api/credit_note')).body.data).toEqual([]);
    // An address signed for organisation 1 does not open the same name under organisation 2, nor as an invoice.
    const signed = (await caller(t, admin)('GET', `/api/credit_note/${id}/download`)).body.data.downloadUrl as string;
    expect((await t.request({ method: 'GET', url: signed.replace('/file/1/', '/file/2/') })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: signed.replace('/credit_note/', '/invoice/') })).statusCode).toBe(
      403,
    );
    // The ledger's call for another organisation's ticket finds no invoice there.
    const shopActor = { orgId: SHOP, userId: await userId(t, 'shopadmin') };
    expect(
      await credit(t, shopActor, {
        accountId,
        correctionAccountId: row!.client_account_id,
        lines: [],
        at: 1,
        reason: 'x',
      }),
    ).toBe(null);
    expect(await rows()).toHaveLength(3);
  });

  it('is append-only in the database: UPDATE and DELETE of a credit note are refused; an invoice’s content too', async () => {
    const [row] = await rows();
    await expect(
      t.db.updateTable('credit_note').set({ total_cents: 1 }).where('id', '=', row!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('credit_note').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(
      t.db.updateTable('invoice').set({ total_cents: 1 }).where('id', '=', invoice.invoiceId).execute(),
    ).rejects.toThrow(/never changes/);
    // Paid and the reminder date stay writable (the invoice's states).
    expect((await caller(t, admin)('POST', `/api/invoice/${invoice.invoiceId}/paid`)).status).toBe(200);
    expect((await rows())[0]).toEqual(row);
  });
});
