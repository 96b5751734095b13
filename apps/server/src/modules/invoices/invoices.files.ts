import { INVOICE_DOWNLOAD_TTL_MS, type Invoice } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { asOrgId } from '../../db/org-id';
import type { Actor } from '../../lib/audit';
import { forbidden } from '../../lib/errors';
import { mailConfigured, mailNotConfigured, sendMail } from '../../lib/mail';
import { type OrgDb, orgDb } from '../../lib/org-db';
import { urlSigner } from '../../lib/signed-url';
import { clientsService } from '../clients';
import { invoiceReminderMail } from './invoice.mail';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice.pdf';
import { invoiceTexts } from './invoice.pdf.texts';
import { creditNoteUbl, invoiceUbl } from './invoice.ubl';
import { creditNotesService } from './invoices.credit-notes';
import { invoicesService } from './invoices.service';

/**
 * The invoice's files and its reminder. A download is a short-lived signed address (lib/signed-url.ts, like the image
 * upload addresses): the console asks for it with its session, then opens it in a new window, where no session
 * header can be sent. The signature names the organisation, the invoice and the kind of file, and its expiry.
 */
export const INVOICE_FILE_KINDS = { pdf: 'application/pdf', xml: 'application/xml' } as const;
export type InvoiceFileKind = keyof typeof INVOICE_FILE_KINDS;
export const INVOICE_FILE_NAME = /^(\d{1,12})\.(pdf|xml)$/;

/** Invoices and credit notes (issue 21) have their own signing namespace: one's signature never opens the other. */
export type BillingDocumentKind = 'invoice' | 'credit_note';
const SIGNERS = {
  invoice: urlSigner('comptoir/invoices/file-url/v1'),
  credit_note: urlSigner('comptoir/credit-notes/file-url/v1'),
} as const;
const payload = (orgId: number, name: string, expires: number) => `GET\n${orgId}/${name}\n${expires}`;

/** The signed address of an invoice's (or a credit note's) PDF or UBL file, valid for a few minutes. */
export async function invoiceFileUrl(
  ctx: ServerContext,
  org: OrgDb,
  id: number,
  kind: InvoiceFileKind,
  what: BillingDocumentKind = 'invoice',
) {
  await (what === 'invoice' ? invoicesService.load(org, id) : creditNotesService.load(org, id));
  const expiresAt = ctx.now() + INVOICE_DOWNLOAD_TTL_MS;
  const name = `${id}.${kind}`;
  const signature = SIGNERS[what].sign(ctx.config.jwtSecret, payload(org.orgId, name, expiresAt));
  const query = new URLSearchParams({ expires: String(expiresAt), signature });
  return { downloadUrl: `/api/${what}/file/${org.orgId}/${name}?${query}`, expiresAt };
}

/** Checks a signed address; answers the organisation (as its scoped executor), the invoice (or credit note) id and the kind it names. */
export function checkFileUrl(
  ctx: ServerContext,
  p: { orgId: number; name: string; expires: string; signature: string },
  what: BillingDocumentKind = 'invoice',
): { org: OrgDb; id: number; kind: InvoiceFileKind } {
  const match = INVOICE_FILE_NAME.exec(p.name);
  const expires = Number(p.expires);
  if (
    !match ||
    !Number.isSafeInteger(expires) ||
    !SIGNERS[what].verify(ctx.config.jwtSecret, payload(p.orgId, p.name, expires), p.signature)
  ) {
    throw forbidden('This download address is not valid');
  }
  if (expires < ctx.now()) throw forbidden('This download address has expired; download the invoice again');
  // The signature is the trust boundary: the organisation it signed is an organisation's id (db/org-id.ts), and the
  // scoped executor of this request without a session is built here, from it.
  return { org: orgDb(ctx.db, asOrgId(p.orgId)), id: Number(match[1]), kind: match[2] as InvoiceFileKind };
}

/** The file itself: the PDF (payment status as it is now) or the UBL 2.1 Peppol BIS Billing 3.0 e-invoice. */
export async function invoiceFile(org: OrgDb, id: number, kind: InvoiceFileKind) {
  const row = await invoicesService.load(org, id);
  const doc = invoicesService.documentOf(row);
  const body = kind === 'pdf' ? await renderInvoicePdf(doc) : await invoiceUbl(doc);
  return { body, contentType: INVOICE_FILE_KINDS[kind], filename: `invoice-${row.invoice_number}.${kind}` };
}

/** A credit note's file: the PDF in its language, or the UBL CreditNote (Peppol BIS Billing 3.0). */
export async function creditNoteFile(org: OrgDb, id: number, kind: InvoiceFileKind) {
  const row = await creditNotesService.load(org, id);
  const doc = creditNotesService.documentOf(row);
  const body = kind === 'pdf' ? await renderCreditNotePdf(doc) : await creditNoteUbl(doc);
  const pdfName = invoiceTexts(doc.language).creditNote.fileName(row.credit_note_number);
  const filename = kind === 'pdf' ? pdfName : pdfName.replace(/\.pdf$/, '.xml');
  return { body, contentType: INVOICE_FILE_KINDS[kind], filename };
}

/**
 * Sends the reminder of an unpaid invoice without a reminder yet: the PDF to the client's e-mail (the client record's
 * address as it is now, else the one on the invoice). Refused without SMTP_URL (409 MAIL_NOT_CONFIGURED); the
 * reminder date is written only once the SMTP server has accepted the message.
 */
export async function sendInvoiceReminder(ctx: ServerContext, actor: Actor, id: number): Promise<Invoice> {
  const row = await invoicesService.load(actor, id);
  invoicesService.assertRemindable(row);
  if (!mailConfigured(ctx.config)) throw mailNotConfigured();
  const doc = invoicesService.documentOf(row);
  const client = row.client_data_id ? await clientsService.find(actor, row.client_data_id) : undefined;
  const to = { ...doc, buyer: { ...doc.buyer, email: client?.email || doc.buyer.email } };
  const message = invoiceReminderMail(to, await renderInvoicePdf(doc), ctx.now());
  await sendMail(ctx.config, message);
  return invoicesService.recordReminder(actor, id, ctx.now());
}
