import { conflict } from '../../lib/errors';
import type { MailAttachment, MailMessage } from '../../lib/mail';
import { invoiceAmounts, invoiceDay, invoiceMoney, paymentReference } from './invoice.amounts';
import type { InvoiceDocument } from './invoice.document';
import { invoiceTexts } from './invoice.pdf.texts';

/**
 * The reminder e-mail of an unpaid invoice, in the invoice's language: to the client's address, the invoice number
 * in the subject, what is due and by when in the body, the PDF attached (`pdf`, from renderInvoicePdf). Sending it is
 * lib/mail.ts's sendMail.
 */
export function invoiceReminderMail(
  doc: InvoiceDocument,
  pdf: Buffer,
): MailMessage & { attachments: [MailAttachment] } {
  const to = doc.buyer.email?.trim();
  if (!to) throw conflict(`The client of invoice ${doc.invoiceNumber} has no e-mail address`);
  const tx = invoiceTexts(doc.language);
  const { dueCents } = invoiceAmounts(doc);
  const body = tx.mail.body({
    buyer: doc.buyer.name,
    number: doc.invoiceNumber,
    date: invoiceDay(doc.issuedAt, doc.timeZone, tx.locale),
    amount: invoiceMoney(dueCents, doc.language),
    due: invoiceDay(doc.dueAt, doc.timeZone, tx.locale),
    seller: doc.seller.name,
    payment: doc.seller.iban ? tx.mail.paymentLine(doc.seller.iban, paymentReference(doc)) : '',
  });
  return {
    to,
    subject: tx.mail.subject(doc.invoiceNumber, doc.seller.name),
    text: body.filter(Boolean).join('\n\n'),
    attachments: [{ filename: tx.mail.fileName(doc.invoiceNumber), content: pdf, contentType: 'application/pdf' }],
  };
}
