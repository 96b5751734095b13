/**
 * Invoices (document 3). Module shape: invoices has no routes, service or repository yet: only the frozen document
 * type that the PDF, UBL and e-mail are made from (invoice.document.ts). The rest arrives with the invoices screen.
 */
export type { InvoiceDocument } from './invoice.document';
