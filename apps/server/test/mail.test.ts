import type { AddressInfo } from 'node:net';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../src/config';
import { AppError } from '../src/lib/errors';
import { type MailConfig, mailConfigured, sendMail } from '../src/lib/mail';
import { invoiceReminderMail } from '../src/modules/invoices/invoice.mail';
import { renderInvoicePdf } from '../src/modules/invoices/invoice.pdf';
import { invoiceFixture } from './invoice-fixture';

/** Reminder e-mails over real SMTP: a real SMTP server (smtp-server) runs in this process on a free port. */

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** Starts an SMTP server with a login (user / secret) on a free port; `received` fills as messages arrive. */
async function smtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const config: MailConfig = { smtpUrl: `smtp://user:s3cret@127.0.0.1:${port}`, mailFrom: DEFAULT_MAIL_FROM };
  return { received, port, config };
}

// --- A small MIME reader (mailparser is not installed): headers, multipart bodies, transfer encodings. ---

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at + 4) };
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = part.body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(text, 'latin1');
  }
  return Buffer.from(part.body, 'latin1');
}

/** The leaf parts of a (possibly nested) multipart message. */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => splitPart(chunk.replace(/^\r\n/, '')))
    .flatMap(leaves);
}

/** The fixture's invoice is due on 21/12/2026 (Europe/Brussels). */
const AFTER_DUE = Date.UTC(2026, 11, 22, 9);

describe('mail', () => {
  it('sends an invoice reminder with its PDF to the client over SMTP', async () => {
    const { received, config } = await smtpServer();
    const doc = invoiceFixture();
    const message = invoiceReminderMail(doc, await renderInvoicePdf(doc), AFTER_DUE);
    const sent = await sendMail(config, message);
    expect(sent.accepted).toEqual(['factures@lumiere-fils.fr']);
    expect(sent.messageId).toMatch(/^<.+@.+>$/);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.user).toBe('user');
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.to).toEqual(['factures@lumiere-fils.fr']);
    const top = splitPart(mail.raw);
    expect(top.headers.to).toBe('factures@lumiere-fils.fr');
    expect(decodeHeader(top.headers.from!)).toBe('Comptoir <no-reply@localhost>');
    expect(decodeHeader(top.headers.subject!)).toBe('Rappel : facture 2026-000123 de Le Comptoir des Halles SRL');
    expect(top.headers['message-id']).toBe(sent.messageId);

    const parts = leaves(top);
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
    const body = decodeBody(text!).toString('utf8');
    expect(body).toContain('Bonjour Lumière & Fils SAS,');
    expect(body).toContain('la facture 2026-000123 du 21/11/2026');
    expect(body).toContain('100,00 € étaient à payer au plus tard le 21/12/2026');
    expect(body).toContain('+++202/6000/12320+++');

    const attachment = parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'));
    expect(attachment, 'a PDF attachment').toBeDefined();
    expect(attachment!.headers['content-disposition']).toMatch(/^attachment; filename="?facture-2026-000123\.pdf"?$/);
    const bytes = decodeBody(attachment!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(message.attachments[0].content)).toBe(true);
    // A copy: pdf.js reads the whole ArrayBuffer under a Buffer, and a small decoded Buffer shares Node's pool.
    const printed = await pdf(new Uint8Array(bytes) as Buffer, { version: 'v2.0.550' });
    expect(printed.text).toContain('2026-000123');
    expect(printed.text).toContain('Lumière & Fils SAS');
  });

  it('writes the reminder in the invoice’s language', async () => {
    const pdfBytes = Buffer.from('%PDF-1.3 test');
    const en = invoiceReminderMail(invoiceFixture({ language: 'en' }), pdfBytes, AFTER_DUE);
    expect(en.subject).toBe('Reminder: invoice 2026-000123 from Le Comptoir des Halles SRL');
    expect(en.text).toContain('invoice 2026-000123 of 21/11/2026 has not been paid yet: €100.00 was due on 21/12/2026');
    expect(en.attachments[0]).toMatchObject({ filename: 'invoice-2026-000123.pdf', contentType: 'application/pdf' });
    expect(en.attachments[0].content).toBe(pdfBytes);
    const nl = invoiceReminderMail(invoiceFixture({ language: 'nl' }), pdfBytes, AFTER_DUE);
    expect(nl.subject).toBe('Herinnering: factuur 2026-000123 van Le Comptoir des Halles SRL');
    expect(nl.text).toContain('factuur 2026-000123 van 21/11/2026 nog niet betaald: € 100,00');
    expect(nl.text).toContain('Bankrekening (IBAN): BE68 5390 0754 7034 - mededeling: +++202/6000/12320+++');
    expect(nl.attachments[0].filename).toBe('factuur-2026-000123.pdf');
    expect(nl.to).toBe('factures@lumiere-fils.fr');
    const base = invoiceFixture();
    // Before the due day, or on it, the amount is to be paid by that day, not "was due" (issue 22 point 2).
    for (const at of [Date.UTC(2026, 11, 1, 9), Date.UTC(2026, 11, 21, 22, 30)]) {
      const early = invoiceReminderMail(invoiceFixture({ language: 'en' }), pdfBytes, at);
      expect(early.text).toContain('invoice 2026-000123 of 21/11/2026 is to be paid by 21/12/2026: €100.00 remains');
      expect(early.text).not.toContain('was due');
      const fr = invoiceReminderMail(invoiceFixture({ language: 'fr' }), pdfBytes, at).text;
      expect(fr).toContain('est à régler au plus tard le 21/12/2026 : 100,00 € restent à payer');
      const nl = invoiceReminderMail(invoiceFixture({ language: 'nl' }), pdfBytes, at).text;
      expect(nl).toContain('moet uiterlijk op 21/12/2026 betaald worden; er blijft € 100,00 te betalen');
    }
    // The day after the due day (Brussels), it was due.
    const late = invoiceReminderMail(invoiceFixture({ language: 'en' }), pdfBytes, Date.UTC(2026, 11, 21, 23, 30));
    expect(late.text).toContain('€100.00 was due on 21/12/2026');
    expect(() => invoiceReminderMail({ ...base, buyer: { ...base.buyer, email: null } }, pdfBytes, AFTER_DUE)).toThrow(
      /no e-mail address/,
    );
  });

  it('throws when the server refuses the recipient, without the password in the message', async () => {
    const { received, config } = await smtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    const error = await sendMail(config, { to: 'nobody@example.be', subject: 'x', text: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'MAIL_FAILED', reason: 'MAIL_REJECTED' });
    const { message, params } = error as AppError;
    expect(message).toMatch(/550.*Mailbox unavailable/);
    expect(params?.response).toMatch(/550.*Mailbox unavailable/);
    expect(message).not.toContain('s3cret');
    expect(received).toEqual([]);
  });

  it('throws when the server refuses the login', async () => {
    const { config } = await smtpServer();
    const wrong = { ...config, smtpUrl: config.smtpUrl!.replace('s3cret', 'wrong') };
    const error = await sendMail(wrong, { to: 'a@example.be', subject: 'x', text: 'y' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MAIL_FAILED', reason: 'MAIL_REJECTED' });
    expect((error as AppError).message).toMatch(/535/);
    expect((error as AppError).message).not.toContain('wrong');
  });

  it('throws when no server listens', async () => {
    const { port } = await smtpServer();
    await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    const error = await sendMail(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: DEFAULT_MAIL_FROM },
      { to: 'a@example.be', subject: 'x', text: 'y' },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MAIL_FAILED', reason: 'MAIL_REJECTED' });
  });

  it('refuses to send without SMTP_URL, never pretending to', async () => {
    expect(mailConfigured({ smtpUrl: null })).toBe(false);
    expect(mailConfigured({ smtpUrl: 'smtp://mail.example.be:587' })).toBe(true);
    const error = await sendMail(
      { smtpUrl: null, mailFrom: DEFAULT_MAIL_FROM },
      { to: 'a@example.be', subject: 'x', text: 'y' },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, reason: 'MAIL_NOT_CONFIGURED' });
  });

  it('reads SMTP_URL and MAIL_FROM from the environment', () => {
    const secret = new Uint8Array(32);
    expect(loadConfig({ DATA_DIR: '/tmp/comptoir-mail-test' }, { jwtSecret: secret })).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Comptoir <no-reply@localhost>',
    });
    expect(
      loadConfig(
        {
          DATA_DIR: '/tmp/comptoir-mail-test',
          SMTP_URL: 'smtps://u:p@mail.example.be:465',
          MAIL_FROM: 'Bistro <a@b.be>',
        },
        { jwtSecret: secret },
      ),
    ).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.be:465', mailFrom: 'Bistro <a@b.be>' });
  });
});
