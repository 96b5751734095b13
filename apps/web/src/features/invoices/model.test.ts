import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  editDialogAction,
  invoiceActions,
  invoiceState,
  rangeFromParams,
  STATE_COLOUR,
  searchWindow,
} from './model';

describe('invoices model', () => {
  it('shifts the searched range back 7 days and forward 2 days; 0 stays no bound', () => {
    const start = Date.UTC(2026, 10, 16);
    const end = Date.UTC(2026, 10, 17);
    expect(searchWindow({ start, end })).toEqual({ start: start - 7 * DAY_MS, end: end + 2 * DAY_MS });
    expect(searchWindow({ start: 0, end: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('reads the picked range from the address', () => {
    expect(rangeFromParams(new URLSearchParams('start=10&end=20'))).toEqual({ start: 10, end: 20 });
    expect(rangeFromParams(new URLSearchParams('start=x'))).toEqual({ start: 0, end: 0 });
  });

  it('has the three states, their colours and actions', () => {
    const waiting = { paid: false, lastReminderDate: null };
    const reminded = { paid: false, lastReminderDate: 1 };
    const paid = { paid: true, lastReminderDate: 1 };
    expect([waiting, reminded, paid].map((i) => STATE_COLOUR[invoiceState(i)])).toEqual(['red', 'orange', 'green']);
    expect(invoiceActions(waiting)).toEqual({ reminder: true, markPaid: true, download: true, edit: false });
    expect(invoiceActions(reminded)).toEqual({ reminder: false, markPaid: true, download: true, edit: false });
    expect(invoiceActions(paid)).toEqual({ reminder: false, markPaid: false, download: true, edit: true });
  });

  it('the edit dialog sets unpaid for any non-empty status and does nothing when empty', () => {
    expect(editDialogAction('WAITING')).toBe('unpaid');
    expect(editDialogAction('PAID')).toBe('unpaid');
    expect(editDialogAction('')).toBeNull();
    expect(editDialogAction(null)).toBeNull();
  });
});
