import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { sessionsChanged } from '../src/lib/session-cache';
import { createTestApp, type TestApp } from './helper';
import { closedTicket, VALID_CLIENT } from './invoices-helpers';
import { terminal } from './pos-helpers';

/** Invoices (document 3 sections 3, 4, 6 and 7): creation, numbering, states, abilities and tenant isolation. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;
let register: string;

const invoices = () => t.db.selectFrom('invoice').selectAll().orderBy('id').execute();
const clients = () => t.db.selectFrom('client_data').selectAll().orderBy('id').execute();
async function clientId(org = 1): Promise<number> {
  const token = org === 1 ? admin : shopadmin;
  return (await t.call(token, 'POST', '/api/client_data', { ...VALID_CLIENT, language: 'nl' })).body.data.clientDataId;
}
async function lastSeq(orgId: OrgId = BISTRO): Promise<number> {
  const row = await t.db
    .selectFrom('invoice_counter')
    .select('last_seq')
    .where('org_id', '=', orgId)
    .where('year', '=', 2026)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}
const number = (seq: number) => `2026-${String(seq).padStart(6, '0')}`;
async function makeInvoice(paymentType = 'CREDIT') {
  const accountId = await closedTicket(t, admin, paymentType);
  const res = await t.call(admin, 'POST', '/api/invoice', {
    clientAccountId: accountId,
    clientDataId: await clientId(),
  });
  expect(res.status).toBe(200);
  return res.body.data as { invoiceId: number; invoiceNumber: string; paid: boolean; clientAccountId: number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
  register = await t.login('register');
  await terminal(t, admin).openShift(100);
  await terminal(t, shopadmin).openShift(0);
});
afterAll(async () => t.close());

describe('making an invoice', () => {
  it('freezes the ticket, the organisation and the client into a numbered invoice', async () => {
    await t.db
      .updateTable('organization')
      .set({
        vat_number: 'BE0999888767',
        account_bank_name: 'BE68 5390 0754 7034',
        address: 'Place du Jeu de Balle 1, 1000 Bruxelles',
      })
      .where('org_id', '=', BISTRO)
      .execute();
    const accountId = await closedTicket(t, admin, 'CREDIT');
    const detail = (await t.call(admin, 'GET', `/api/client_account/${accountId}`)).body.data;
    const seq = (await lastSeq()) + 1;
    const cid = await clientId();
    const res = await t.call(admin, 'POST', '/api/invoice', {
      clientAccountId: accountId,
      clientDataId: cid,
      language: 'fr',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      invoiceId: expect.any(Number),
      invoiceNumber: number(seq),
      totalAmount: detail.totalData.total,
      invoiceDate: t.clock.now,
      clientAccountId: accountId,
      clientDataId: cid,
      clientData: {
        name: VALID_CLIENT.name,
        email: VALID_CLIENT.email,
        phoneNumber: VALID_CLIENT.phoneNumber,
        zipCode: '1000',
        city: 'Bruxelles',
        street: 'Rue Haute',
        number: '12',
        vat: 'BE0123456749',
      },
      paid: false,
      lastReminderDate: null,
      // The client's language wins over the creating user's.
      language: 'nl',
      creditedAmount: 0,
      creditNotes: [],
      dueDate: expect.any(Number),
      vatTotals: expect.any(Array),
    });
    const row = (await invoices()).find((r) => r.id === res.body.data.invoiceId)!;
    const doc = JSON.parse(row.document);
    // The CSV export's columns (issue 23): the frozen document's due date and totals per VAT rate.
    expect(res.body.data.dueDate).toBe(doc.dueAt);
    expect(res.body.data.vatTotals).toEqual(doc.vat);
    expect(res.body.data.vatTotals.length).toBeGreaterThan(0);
    expect(doc.seller).toMatchObject({
      vatNumber: 'BE0999888767',
      iban: 'BE68539007547034',
      addressText: 'Place du Jeu de Balle 1, 1000 Bruxelles',
    });
    expect(doc.buyer).toMatchObject({ name: VALID_CLIENT.name, vatNumber: 'BE0123456749' });
    expect(doc.lines).toHaveLength(detail.orderedProducts.length);
    expect(doc.vat.map((v: { vatBp: number }) => v.vatBp / 100)).toEqual(
      detail.vatSummaries.map((v: { vatBasePercent: number }) => v.vatBasePercent),
    );
    expect(doc.totalCents).toBe(Math.round(detail.totalData.total * 100));
    expect(doc.totalExclCents + doc.totalVatCents).toBe(doc.totalCents);
    expect(doc.payments).toEqual([
      { paymentType: 'CREDIT', amountCents: Math.round(detail.totalData.total * 100), at: expect.any(Number) },
    ]);
    expect(row.total_cents).toBe(doc.totalCents);
    const trail = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', String(row.id))
      .execute();
    expect(trail).toEqual([{ action: 'CREATE' }]);
  });

  it("uses the creating user's language when the client has none, and makes a client record from data", async () => {
    const accountId = await closedTicket(t, admin, 'CASH');
    const before = (await clients()).length;
    const res = await t.call(admin, 'POST', '/api/invoice', {
      clientAccountId: accountId,
      client: { name: 'Jan Peeters', phoneNumber: '0470111222', email: 'jan@example.be' },
      language: 'nl',
    });
    expect(res.status).toBe(200);
    // A ticket paid in cash is paid already.
    expect(res.body.data).toMatchObject({ paid: true, language: 'nl', clientData: { name: 'Jan Peeters' } });
    const all = await clients();
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)).toMatchObject({ id: res.body.data.clientDataId, data_source: 'CONSOLE', org_id: 1 });
  });

  it('refuses a second invoice for a ticket, an open ticket, bad client data, and writes nothing', async () => {
    const first = await makeInvoice();
    const before = { inv: await invoices(), cl: await clients(), seq: await lastSeq() };
    const again = await t.call(admin, 'POST', '/api/invoice', {
      clientAccountId: first.clientAccountId,
      clientDataId: await clientId(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'INVOICE_EXISTS',
      params: { invoiceNumber: first.invoiceNumber, invoiceId: first.invoiceId },
    });
    const till = terminal(t, admin);
    const open = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId;
    const refused = await t.call(admin, 'POST', '/api/invoice', { clientAccountId: open, client: VALID_CLIENT });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'INVOICE_ACCOUNT_NOT_CLOSED', params: { status: 'OPEN' } });
    const closed = await closedTicket(t, admin);
    const bad = await t.call(admin, 'POST', '/api/invoice', {
      clientAccountId: closed,
      client: { ...VALID_CLIENT, phoneNumber: '12', vat: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      'client.phoneNumber': 'Phone number must be an optional + followed by 10 to 15 digits',
      'client.vat': 'VAT number is required for a business',
    });
    const neither = await t.call(admin, 'POST', '/api/invoice', { clientAccountId: closed });
    expect(neither.status).toBe(400);
    expect(neither.body.fieldErrors).toEqual({ clientDataId: 'Give either clientDataId or client' });
    const missing = await t.call(admin, 'POST', '/api/invoice', { clientAccountId: 99999999, client: VALID_CLIENT });
    expect(missing.status).toBe(404);
    const noClient = await t.call(admin, 'POST', '/api/invoice', { clientAccountId: closed, clientDataId: 99999999 });
    expect(noClient.status).toBe(404);
    // The client made before the 409 above is the only new client; no invoice, no number used.
    expect((await invoices()).length).toBe(before.inv.length);
    expect(await lastSeq()).toBe(before.seq);
  });

  it('numbers 20 concurrent creations with 20 distinct consecutive numbers', async () => {
    const cid = await clientId();
    const tickets: number[] = [];
    for (let i = 0; i < 20; i++) tickets.push(await closedTicket(t, admin, 'CARD'));
    const start = await lastSeq();
    const results = await Promise.all(
      tickets.map((accountId) =>
        t.call(admin, 'POST', '/api/invoice', { clientAccountId: accountId, clientDataId: cid }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.data.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => number(start + i + 1)));
    expect(await lastSeq()).toBe(start + 20);
  });

  it('gives one invoice when two requests race for the same ticket', async () => {
    const accountId = await closedTicket(t, admin);
    const cid = await clientId();
    const start = await lastSeq();
    const results = await Promise.all(
      [0, 1, 2].map(() => t.call(admin, 'POST', '/api/invoice', { clientAccountId: accountId, clientDataId: cid })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await lastSeq()).toBe(start + 1);
  });

  it('numbers each organisation on its own, and restarts with the year', async () => {
    const shopTicket = await closedTicket(t, shopadmin, 'CREDIT', SHOP);
    const res = await t.call(shopadmin, 'POST', '/api/invoice', {
      clientAccountId: shopTicket,
      clientDataId: await clientId(2),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.invoiceNumber).toBe(number((await lastSeq(SHOP)) || 1));
    // The year is the organisation's (Europe/Brussels): 31 December 23:30 UTC is already 2027 there.
    const saved = { now: t.clock.now, admin };
    t.clock.now = Date.UTC(2026, 11, 31, 22, 30, 0);
    admin = await t.login('admin');
    try {
      const lastOf2026 = await makeInvoice();
      expect(lastOf2026.invoiceNumber).toBe(number(await lastSeq()));
      t.clock.now = Date.UTC(2026, 11, 31, 23, 30, 0);
      const next = await makeInvoice();
      expect(next.invoiceNumber).toBe('2027-000001');
    } finally {
      t.clock.now = saved.now;
      admin = saved.admin;
    }
  });

  it('makes an invoice from a till, with Idempotency-Key', async () => {
    const accountId = await closedTicket(t, admin);
    const headers = { 'idempotency-key': `inv-${accountId}` };
    const body = { client: { name: 'Till client', phoneNumber: '+33612345678', email: 'till@example.fr' } };
    const first = await t.call(admin, 'POST', `/api/terminal/accounts/${accountId}/invoice`, body, headers);
    expect(first.status).toBe(200);
    const replay = await t.call(admin, 'POST', `/api/terminal/accounts/${accountId}/invoice`, body, headers);
    expect(replay).toEqual(first);
    const client = (await clients()).find((c) => c.id === first.body.data.clientDataId)!;
    expect(client.data_source).toBe('POS');
    const again = await t.call(admin, 'POST', `/api/terminal/accounts/${accountId}/invoice`, body);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('INVOICE_EXISTS');
    const ofAccount = await t.call(admin, 'GET', `/api/invoice/account/${accountId}`);
    expect(ofAccount.body.data.invoiceId).toBe(first.body.data.invoiceId);
    const none = await t.call(admin, 'GET', `/api/invoice/account/${await closedTicket(t, admin)}`);
    expect(none).toEqual({ status: 200, body: { data: null } });
  });
});

describe('invoice states', () => {
  it('waiting -> paid -> unpaid, with the refusals of each state, audited', async () => {
    const inv = await makeInvoice('CREDIT');
    expect(inv.paid).toBe(false);
    const unpaidAgain = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/unpaid`);
    expect(unpaidAgain.status).toBe(409);
    expect(unpaidAgain.body.reason).toBe('INVOICE_NOT_PAID');
    const paid = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/paid`);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ paid: true, lastReminderDate: null });
    const twice = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/paid`);
    expect(twice.status).toBe(409);
    expect(twice.body.reason).toBe('INVOICE_ALREADY_PAID');
    const unpaid = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/unpaid`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data.paid).toBe(false);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', String(inv.invoiceId))
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.action, JSON.parse(e.details).changes.paid])).toEqual([
      ['CREATE', { from: null, to: false }],
      ['UPDATE', { from: false, to: true }],
      ['UPDATE', { from: true, to: false }],
    ]);
  });

  it('lists invoices of a range (0 and 0: all), newest first', async () => {
    const all = await t.call(admin, 'GET', '/api/invoice?startDate=0&endDate=0');
    expect(all.status).toBe(200);
    const rows = (await invoices()).filter((r) => r.org_id === 1);
    expect(all.body.data).toHaveLength(rows.length);
    const dates = all.body.data.map((i: { invoiceDate: number }) => i.invoiceDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const now = t.clock.now;
    expect(
      (await t.call(admin, 'GET', `/api/invoice?startDate=${now + 1}&endDate=${Date.UTC(2026, 11, 1)}`)).body.data,
    ).toEqual([]);
    const later = (await t.call(admin, 'GET', `/api/invoice?startDate=${now + 1}&endDate=0`)).body.data;
    expect(later.length).toBe(rows.filter((r) => r.invoice_date > now).length);
    const today = (await t.call(admin, 'GET', `/api/invoice?startDate=${now}&endDate=${now + 1}`)).body.data;
    expect(today.length).toBe(rows.filter((r) => r.invoice_date === now).length);
    const bad = await t.call(admin, 'GET', '/api/invoice?startDate=abc&endDate=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('startDate');
  });
});

describe('abilities and tenants', () => {
  it("answers 404 for another organisation's invoice, ticket or client and changes nothing", async () => {
    const inv = await makeInvoice();
    const before = { inv: await invoices(), cl: await clients() };
    for (const url of [`/api/invoice/${inv.invoiceId}/paid`, `/api/invoice/${inv.invoiceId}/unpaid`]) {
      expect((await t.call(shopadmin, 'POST', url)).status, url).toBe(404);
    }
    expect((await t.call(shopadmin, 'GET', `/api/invoice/account/${inv.clientAccountId}`)).body.data).toBeNull();
    const bistroTicket = await closedTicket(t, admin);
    const before2 = { inv: await invoices(), cl: await clients() };
    const foreignTicket = await t.call(shopadmin, 'POST', '/api/invoice', {
      clientAccountId: bistroTicket,
      client: VALID_CLIENT,
    });
    expect(foreignTicket.status).toBe(404);
    const shopTicket = await closedTicket(t, shopadmin, 'CREDIT', SHOP);
    const foreignClient = await t.call(shopadmin, 'POST', '/api/invoice', {
      clientAccountId: shopTicket,
      clientDataId: before.cl.find((c) => c.org_id === 1)!.id,
    });
    expect(foreignClient.status).toBe(404);
    expect(
      (await t.call(shopadmin, 'GET', '/api/invoice')).body.data.map((i: { invoiceId: number }) => i.invoiceId),
    ).not.toContain(inv.invoiceId);
    expect(await invoices()).toEqual(before2.inv);
    expect(await clients()).toEqual(before2.cl);
    expect(before2.inv).toEqual(before.inv);
  });

  it('needs the invoice abilities: ADMIN_INVOICE, or the INVOICE_* ability of each call', async () => {
    const inv = await makeInvoice();
    const ticket = await closedTicket(t, admin);
    const before = await invoices();
    const calls = [
      ['GET', '/api/invoice', undefined, 'INVOICE_ALL'],
      ['POST', '/api/invoice', { clientAccountId: ticket, client: VALID_CLIENT }, 'INVOICE_GET'],
      ['POST', `/api/terminal/accounts/${ticket}/invoice`, { client: VALID_CLIENT }, 'INVOICE_GET'],
      ['POST', `/api/invoice/${inv.invoiceId}/paid`, undefined, 'INVOICE_PAID'],
      ['POST', `/api/invoice/${inv.invoiceId}/unpaid`, undefined, 'INVOICE_PAID'],
    ] as const;
    for (const [method, url, payload, ability] of calls) {
      const res = await t.call(server, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY', params: { abilities: `ADMIN_INVOICE,${ability}` } });
    }
    expect(await invoices()).toEqual(before);
    // INVOICE_PAID alone: paid and unpaid, not the list.
    await t.db
      .updateTable('app_user')
      .set({ abilities: JSON.stringify(['INVOICE_PAID']) })
      .where('org_id', '=', BISTRO)
      .where('username', '=', 'register')
      .returning('user_id')
      .executeTakeFirstOrThrow()
      .then(({ user_id }) => sessionsChanged(t.ctx, user_id)); // behind the services' back
    expect((await t.call(register, 'POST', `/api/invoice/${inv.invoiceId}/paid`)).status).toBe(200);
    expect((await t.call(register, 'GET', '/api/invoice')).status).toBe(403);
    await t.db
      .updateTable('app_user')
      .set({ abilities: JSON.stringify(['INVOICE_ALL']) })
      .where('org_id', '=', BISTRO)
      .where('username', '=', 'register')
      .returning('user_id')
      .executeTakeFirstOrThrow()
      .then(({ user_id }) => sessionsChanged(t.ctx, user_id)); // behind the services' back
    expect((await t.call(register, 'GET', '/api/invoice')).status).toBe(200);
    expect((await t.call(register, 'POST', `/api/invoice/${inv.invoiceId}/unpaid`)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/invoice' })).statusCode).toBe(401);
  });
});
