import type { PeriodTotalsDto } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  accountsFormSchema,
  accountText,
  downloadProblem,
  filePaths,
  lastMonth,
  mappedRates,
  paymentRows,
  periodLabel,
  rateLabel,
  sortedRates,
  withEveryRate,
} from './model';

const totals = (over: Partial<PeriodTotalsDto> = {}): PeriodTotalsDto => ({
  tickets: 3,
  corrections: 0,
  total: 3000,
  vat: {},
  payments: {},
  tips: {},
  rounding: {},
  invoices: { count: 0, total: 0 },
  creditNotes: { count: 0, total: 0 },
  ...over,
});
describe('closures model', () => {
  it('writes VAT rates from basis points and sorts them by rate, not as text', () => {
    expect(rateLabel('600', 'en')).toBe('6 %');
    expect(rateLabel('550', 'fr')).toBe('5,5 %');
    expect(rateLabel('0', 'en')).toBe('0 %');
    expect(sortedRates(['2100', '600', '1200', '0', '600'])).toEqual(['0', '600', '1200', '2100']);
  });

  it('labels a day, a month and a year in the interface language', () => {
    expect(periodLabel('DAY', '2026-11-16', 'en')).toBe('16/11/2026');
    expect(periodLabel('MONTH', '2026-03', 'fr')).toBe('mars 2026');
    expect(periodLabel('MONTH', '2026-03', 'nl')).toBe('maart 2026');
    expect(periodLabel('YEAR', '2026', 'en')).toBe('2026');
  });

  it('lists payment types with money in or out, cash and card first', () => {
    const rows = paymentRows(
      totals({
        payments: {
          TRANSFER: { in: 500, out: 0 },
          CARD: { in: 1200, out: 0 },
          OFFERED: { in: 0, out: 0 },
          CASH: { in: 2000, out: 700 },
        },
      }),
    );
    expect(rows).toEqual([
      { type: 'CASH', in: 2000, out: 700 },
      { type: 'CARD', in: 1200, out: 0 },
      { type: 'TRANSFER', in: 500, out: 0 },
    ]);
  });

  it('proposes the last whole month, across a new year and a leap February', () => {
    expect(lastMonth('2026-11-28')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(lastMonth('2027-01-03')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(lastMonth('2028-03-15')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('builds the download paths with both days included', () => {
    const p = { startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(filePaths.fec(p)).toBe('/export/fec?startDate=2026-10-01&endDate=2026-10-31');
    expect(filePaths.winbooks(p)).toBe('/export/winbooks?startDate=2026-10-01&endDate=2026-10-31');
    expect(filePaths.periodArchive(p)).toBe('/journal/archive?startDate=2026-10-01&endDate=2026-10-31');
    expect(filePaths.yearArchive(2025)).toBe('/journal/archive?year=2025');
  });

  it('reads a refused download: nothing closed (404), the VAT number first (409 vatNumber), an account too long for WinBooks (409 naming accounts), or another error', () => {
    expect(downloadProblem(new ApiError(404, 'NOT_FOUND', 'Closed period in these dates not found'))).toBe(
      'noClosedDay',
    );
    expect(downloadProblem(new ApiError(409, 'CONFLICT', 'VAT', { vatNumber: 'Required for the FEC' }))).toBe(
      'vatNumber',
    );
    expect(
      downloadProblem(
        new ApiError(409, 'CONFLICT', 'WinBooks', { 'sales.600': 'At most 8 characters in a WinBooks file' }),
      ),
    ).toBe('accountTooLong');
    expect(downloadProblem(new ApiError(409, 'CONFLICT', 'Other'))).toBeNull();
    expect(downloadProblem(new ApiError(500, 'INTERNAL', 'Oops'))).toBeNull();
    expect(downloadProblem(new Error('x'))).toBeNull();
  });

  it('writes account numbers in capitals without spaces, and checks them as the server does', () => {
    expect(accountText('ve n ')).toBe('VEN');
    const good = {
      journalCode: 'VE',
      sales: { '600': '700060' },
      vat: { '600': '451060' },
      payments: { CASH: '570000' },
      tips: '489000',
      rounding: '658000',
    };
    expect(accountsFormSchema.safeParse(good).success).toBe(true);
    const bad = accountsFormSchema.safeParse({ ...good, journalCode: 'JOURNAL', sales: { '600': '70-06' } });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      journalCode: 'closures:accounts.errors.journalCode',
      'sales.600': 'closures:accounts.errors.account',
    });
  });

  it('gives every mapped rate both a sales and a VAT field', () => {
    const a = withEveryRate({
      journalCode: 'VE',
      sales: { '2000': '707020', '550': '707055' },
      vat: { '1000': '445711000' },
      payments: {},
      tips: '4686',
      rounding: '658',
    });
    expect(mappedRates(a)).toEqual(['550', '1000', '2000']);
    expect(a.sales).toEqual({ '550': '707055', '1000': '', '2000': '707020' });
    expect(a.vat).toEqual({ '550': '', '1000': '445711000', '2000': '' });
  });
});
