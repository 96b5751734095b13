import type { AddressInfo } from 'node:net';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { closedTicket, VALID_CLIENT } from './invoices-helpers';
import { terminal } from './pos-helpers';

/** Invoice downloads (signed addresses, PDF and UBL) and reminders over a real SMTP server in this process. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

async function makeInvoice(paymentType = 'CREDIT', client: object = VALID_CLIENT) {
  const accountId = await closedTicket(t, admin, paymentType);
  const res = await t.call(admin, 'POST', '/api/invoice', { clientAccountId: accountId, client });
  expect(res.status).toBe(200);
  return res.body.data as { invoiceId: number; invoiceNumber: string; clientDataId: number };
}
const row = (id: number) => t.db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An SMTP server that records what it receives; `refuse` makes it refuse every recipient. */
async function smtp(refuse = false) {
  const received: { to: string[]; raw: string }[] = [];
  const s = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refuse ? Object.assign(new Error(`550 ${address.address}: no such user`), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(s.server.address() as AddressInfo).port}`;
  return { received, url, close: () => new Promise<void>((resolve) => s.close(() => resolve())) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
  await terminal(t, admin).openShift(100);
});
afterAll(async () => t.close());

describe('downloads', () => {
  it('answers a short-lived signed address that serves the PDF without a session', async () => {
    const inv = await makeInvoice('CARD');
    const res = await t.call(admin, 'GET', `/api/invoice/${inv.invoiceId}/download`);
    expect(res.status).toBe(200);
    const { downloadUrl, expiresAt } = res.body.data;
    expect(downloadUrl).toMatch(new RegExp(`^/api/invoice/file/1/${inv.invoiceId}\\.pdf\\?expires=\\d+&signature=`));
    expect(expiresAt).toBe(t.clock.now + 5 * 60_000);
    const file = await t.request({ method: 'GET', url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="invoice-${inv.invoiceNumber}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdf(file.rawPayload)).text;
    expect(text).toContain(inv.invoiceNumber);
    expect(text).toContain(VALID_CLIENT.name);
    expect(text).toContain('BE0123456749');
  });

  it('serves the UBL e-invoice beside it', async () => {
    const inv = await makeInvoice('CARD');
    const { downloadUrl } = (await t.call(admin, 'GET', `/api/invoice/${inv.invoiceId}/ubl`)).body.data;
    expect(downloadUrl).toContain(`/${inv.invoiceId}.xml?`);
    const file = await t.request({ method: 'GET', url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="invoice-${inv.invoiceNumber}.xml"`);
    expect(file.body).toContain(`<cbc:ID>${inv.invoiceNumber}</cbc:ID>`);
    expect(file.body).toContain('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  });

  it('refuses a changed, foreign or expired address', async () => {
    const inv = await makeInvoice('CARD');
    const other = await makeInvoice('CARD');
    const { downloadUrl } = (await t.call(admin, 'GET', `/api/invoice/${inv.invoiceId}/download`)).body.data;
    const url = new URL(downloadUrl, 'http://x');
    const tampered = [
      downloadUrl.replace(`/${inv.invoiceId}.pdf`, `/${other.invoiceId}.pdf`),
      downloadUrl.replace(`/${inv.invoiceId}.pdf`, `/${inv.invoiceId}.xml`),
      downloadUrl.replace('/file/1/', '/file/2/'),
      downloadUrl.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 60_000}`),
      downloadUrl.replace(/signature=[^&]+/, 'signature=AAAA'),
    ];
    for (const bad of tampered) expect((await t.request({ method: 'GET', url: bad })).statusCode, bad).toBe(403);
    t.clock.now += 5 * 60_000 + 1;
    try {
      expect((await t.request({ method: 'GET', url: downloadUrl })).statusCode).toBe(403);
    } finally {
      t.clock.now -= 5 * 60_000 + 1;
    }
  });

  it("answers 404 for another organisation's invoice and needs ADMIN_INVOICE or INVOICE_GET", async () => {
    const inv = await makeInvoice('CARD');
    for (const path of ['download', 'ubl']) {
      expect((await t.call(shopadmin, 'GET', `/api/invoice/${inv.invoiceId}/${path}`)).status).toBe(404);
      const refused = await t.call(server, 'GET', `/api/invoice/${inv.invoiceId}/${path}`);
      expect(refused.status).toBe(403);
      expect(refused.body.params).toEqual({ abilities: 'ADMIN_INVOICE,INVOICE_GET' });
    }
  });
});

describe('reminders', () => {
  it('is refused without SMTP_URL and nothing is recorded as sent', async () => {
    t.ctx.config.smtpUrl = null;
    const inv = await makeInvoice();
    const res = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/reminder`);
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('MAIL_NOT_CONFIGURED');
    expect((await row(inv.invoiceId)).last_reminder_date).toBeNull();
  });

  it("sends the PDF to the client's e-mail over SMTP, then records the reminder; a second one is refused", async () => {
    const mail = await smtp();
    t.ctx.config.smtpUrl = mail.url;
    try {
      const inv = await makeInvoice();
      // The client's address as the directory has it now.
      const client = (await t.call(admin, 'GET', '/api/client_data')).body.data.find(
        (c: { clientDataId: number }) => c.clientDataId === inv.clientDataId,
      );
      const patched = await t.call(admin, 'PATCH', '/api/client_data', {
        ...client,
        email: 'new-address@dupont.example',
      });
      expect(patched.status).toBe(200);
      const res = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/reminder`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ paid: false, lastReminderDate: t.clock.now });
      expect(mail.received).toHaveLength(1);
      const [message] = mail.received;
      expect(message!.to).toEqual(['new-address@dupont.example']);
      expect(message!.raw).toMatch(new RegExp(`^Subject: .*${inv.invoiceNumber}`, 'm'));
      expect(message!.raw).toMatch(/Content-Type: application\/pdf/);
      expect(message!.raw).toContain(inv.invoiceNumber);
      expect(message!.raw).toContain('JVBERi0'); // %PDF- in base64
      const again = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/reminder`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ reason: 'INVOICE_REMINDER_SENT', params: { lastReminderDate: t.clock.now } });
      expect(mail.received).toHaveLength(1);
      const trail = await t.db
        .selectFrom('audit_log')
        .select('details')
        .where('entity', '=', 'invoice')
        .where('entity_id', '=', String(inv.invoiceId))
        .where('action', '=', 'UPDATE')
        .execute();
      expect(trail.map((e) => JSON.parse(e.details).changes)).toEqual([
        { lastReminderDate: { from: null, to: t.clock.now } },
      ]);
      const paid = await makeInvoice('CASH');
      const refused = await t.call(admin, 'POST', `/api/invoice/${paid.invoiceId}/reminder`);
      expect(refused.status).toBe(409);
      expect(refused.body.reason).toBe('INVOICE_ALREADY_PAID');
      expect(mail.received).toHaveLength(1);
    } finally {
      t.ctx.config.smtpUrl = null;
      await mail.close();
    }
  });

  it('records nothing when the SMTP server refuses the message', async () => {
    const mail = await smtp(true);
    t.ctx.config.smtpUrl = mail.url;
    try {
      const inv = await makeInvoice();
      const res = await t.call(admin, 'POST', `/api/invoice/${inv.invoiceId}/reminder`);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'MAIL_FAILED', reason: 'MAIL_REJECTED' });
      expect((await row(inv.invoiceId)).last_reminder_date).toBeNull();
    } finally {
      t.ctx.config.smtpUrl = null;
      await mail.close();
    }
  });

  it("answers 404 for another organisation's invoice and needs ADMIN_INVOICE or INVOICE_SEND", async () => {
    const inv = await makeInvoice();
    const before = await row(inv.invoiceId);
    expect((await t.call(shopadmin, 'POST', `/api/invoice/${inv.invoiceId}/reminder`)).status).toBe(404);
    const refused = await t.call(server, 'POST', `/api/invoice/${inv.invoiceId}/reminder`);
    expect(refused.status).toBe(403);
    expect(refused.body.params).toEqual({ abilities: 'ADMIN_INVOICE,INVOICE_SEND' });
    expect(await row(inv.invoiceId)).toEqual(before);
  });
});
