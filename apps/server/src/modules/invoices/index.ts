import type { Module } from '../types';
import { invoicesRoutes } from './invoices.routes';

/**
 * Invoices (document 3): the list, paid/unpaid, reminders, the PDF and UBL downloads, and making an invoice from the
 * console or a till. invoice.document.ts is the frozen content the PDF, UBL and e-mail are made from.
 */
export type { InvoiceDocument } from './invoice.document';
export const invoicesModule: Module = { name: 'invoices', routes: invoicesRoutes };
