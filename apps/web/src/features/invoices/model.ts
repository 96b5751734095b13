/**
 * Pure rules of the invoices page (document 3 sections 2, 4, 5 and 9), unit-tested in model.test.ts.
 */
import { creditState, type Invoice, type InvoiceState, invoiceState } from '@comptoir/shared';

export const DAY_MS = 86_400_000;

/** Bounds in epoch ms; 0 is no bound (0 and 0: every invoice, the page's first load). */
export interface Range {
  start: number;
  end: number;
}

/**
 * The invoice search window (section 9): the searched start is shifted back 7 days and the end forward 2 days. The
 * picker gives whole days of the organisation (one day: that day to the next, section 5); 0 stays "no bound".
 */
export function searchWindow(picked: Range): Range {
  return {
    start: picked.start > 0 ? Math.max(1, picked.start - 7 * DAY_MS) : 0,
    end: picked.end > 0 ? picked.end + 2 * DAY_MS : 0,
  };
}

const bound = (value: string | null): number => (value && /^\d{1,16}$/.test(value) ? Number(value) : 0);

/** The picked range kept in the address (?start=&end=), 0/0 without one. */
export function rangeFromParams(params: URLSearchParams): Range {
  return { start: bound(params.get('start')), end: bound(params.get('end')) };
}

export { creditState, invoiceState };

/** Total colour (section 2): green paid, orange reminder sent, red waiting. */
export const STATE_COLOUR: Record<InvoiceState, 'green' | 'orange' | 'red'> = {
  PAID: 'green',
  REMINDER_SENT: 'orange',
  WAITING: 'red',
};

/**
 * Which actions an invoice offers (section 4). The PDF and the UBL are offered in every state, also unpaid (issue 21,
 * decision 74: an accountant books and sends invoices before they are paid; the spec's table offered them once paid).
 */
export function invoiceActions(i: Pick<Invoice, 'paid' | 'lastReminderDate'>) {
  return {
    reminder: !i.paid && !i.lastReminderDate,
    markPaid: !i.paid,
    download: true,
    edit: i.paid,
  };
}

/**
 * The edit dialog (section 4): its status choice is paid or waiting; an empty value does nothing, any other value
 * calls set-unpaid (the spec's behaviour, kept: choosing "paid" again also sets it back to unpaid).
 */
export function editDialogAction(status: string | null | undefined): 'unpaid' | null {
  return status ? 'unpaid' : null;
}

/** The text the search box matches: number (or N/A), ticket, client details, status. */
export function searchText(i: Invoice, stateLabel: string): string {
  const c = i.clientData;
  return [
    i.invoiceNumber ?? 'N/A',
    i.clientAccountId,
    c.name,
    c.email,
    c.phoneNumber,
    c.vat,
    c.city,
    c.street,
    stateLabel,
    ...i.creditNotes.map((n) => n.creditNoteNumber),
  ]
    .join(' ')
    .toLowerCase();
}
