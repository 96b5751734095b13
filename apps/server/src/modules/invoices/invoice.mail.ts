import { conflict } from '../../lib/errors';
import type { MailAttachment, MailMessage } from '../../lib/mail';
import { invoiceAmounts, invoiceDay, invoiceMoney, paymentReference } from './invoice.amounts';
import type { InvoiceDocument } from './invoice.document';
import { invoiceTexts } from './invoice.pdf.texts';

/** YYYY-MM-DD of an instant in a time zone (sorts as the days do). */
const calendarDay = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(ms);

/**
 * The reminder e-mail of an unpaid invoice, in the invoice's language: to the client's address, the invoice number
 * in the subject, what is due and by when in the body, the PDF attached (`pdf`, from renderInvoicePdf). Sending it is
 * lib/mail.ts's sendMail. Sent at `at`: on or before the due day (the organisation's calendar) it says the amount is
 * to be paid by that day, after it that it was due (issue 22 point 2, decision 81).
 */
export function invoiceReminderMail(
  doc: InvoiceDocument,
  pdf: Buffer,
  at: number,
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
    notYetDue: calendarDay(at, doc.timeZone) <= calendarDay(doc.dueAt, doc.timeZone),
  });
  return {
    to,
    subject: tx.mail.subject(doc.invoiceNumber, doc.seller.name),
    text: body.filter(Boolean).join('\n\n'),
    attachments: [{ filename: tx.mail.fileName(doc.invoiceNumber), content: pdf, contentType: 'application/pdf' }],
  };
}
