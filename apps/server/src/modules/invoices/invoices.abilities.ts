import type { AbilityCode } from '@comptoir/shared';

/**
 * Abilities (document 3 section 6; decisions: invoices). ADMIN_INVOICE is the invoices page and allows everything;
 * each INVOICE_* ability allows one part of it: INVOICE_ALL the list of all invoices, INVOICE_GET making and
 * downloading an invoice (the till's "invoice for this ticket"), INVOICE_PAID paid/unpaid, INVOICE_SEND reminders.
 */
export const INVOICE_ABILITIES = {
  list: ['ADMIN_INVOICE', 'INVOICE_ALL'],
  get: ['ADMIN_INVOICE', 'INVOICE_GET'],
  paid: ['ADMIN_INVOICE', 'INVOICE_PAID'],
  send: ['ADMIN_INVOICE', 'INVOICE_SEND'],
  ofAccount: ['ADMIN_INVOICE', 'INVOICE_ALL', 'INVOICE_GET'],
} as const satisfies Record<string, readonly AbilityCode[]>;
