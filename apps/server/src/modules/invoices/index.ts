import type { Module } from '../types';
import { invoicesRoutes } from './invoices.routes';

/**
 * Invoices (document 3): the list, paid/unpaid, reminders, the PDF and UBL downloads, and making an invoice from the
 * console or a till. invoice.document.ts is the frozen content the PDF, UBL and e-mail are made from.
 */
export type { CreditNoteDocument, InvoiceDocument } from './invoice.document';
export type { CreditCorrectionInput } from './invoices.credit-notes';
/** The ticket ledger calls invoicesService.creditCorrection(trx, server, actor, input) when it corrects an invoiced ticket. */
export { invoicesService } from './invoices.service';
export const invoicesModule: Module = { name: 'invoices', routes: invoicesRoutes };
