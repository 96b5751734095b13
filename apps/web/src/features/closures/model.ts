/**
 * Pure rules of the closures page: the labels of periods and VAT rates, the order of rates and payment types, the
 * paths of the downloads and what a refused download means, and the account-mapping form.
 */
import { type ClosureKindCode, fiscalAccountsSchema, type PeriodTotalsDto } from '@comptoir/shared';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { formatDate, formatMonth, formatPercent } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/** A VAT rate key of the API (basis points: "600") as a percent ("6 %", "5.5 %"). */
export const rateLabel = (basisPoints: string, lng?: Language): string => formatPercent(Number(basisPoints) / 100, lng);

/** VAT rate keys, lowest rate first. */
export const sortedRates = (keys: Iterable<string>): string[] =>
  [...new Set(keys)].sort((a, b) => Number(a) - Number(b));

/** A closure's period as the interface language writes it: a day, a month and its year, or a year. */
export function periodLabel(kind: ClosureKindCode, period: string, lng?: Language): string {
  const [year = 0, month = 1, day = 1] = period.split('-').map(Number);
  const utc = Date.UTC(year, month - 1, day, 12);
  if (kind === 'DAY') return formatDate(utc, lng, 'UTC');
  if (kind === 'MONTH') return formatMonth(utc, lng, 'UTC');
  return String(year);
}

/** The payment types of a period with money in or out, in a fixed order (cash, card, then the others by name). */
export function paymentRows(totals: PeriodTotalsDto): { type: string; in: number; out: number }[] {
  const first = ['CASH', 'CARD'];
  const rank = (type: string) => (first.includes(type) ? first.indexOf(type) : first.length);
  return Object.entries(totals.payments)
    .filter(([, p]) => p.in !== 0 || p.out !== 0)
    .map(([type, p]) => ({ type, in: p.in, out: p.out }))
    .sort((a, b) => rank(a.type) - rank(b.type) || a.type.localeCompare(b.type));
}

/** The sum of a per-type record (tips, rounding). */
export const sumOf = (record: Record<string, number>): number => Object.values(record).reduce((s, v) => s + v, 0);

/** A period of whole days of the organisation's calendar, both included (YYYY-MM-DD). */
export interface DayPeriod {
  startDate: string;
  endDate: string;
}

const two = (n: number) => String(n).padStart(2, '0');
/** A calendar day as YYYY-MM-DD. */
export const dayKey = (d: { year: number; month: number; day: number }) => `${d.year}-${two(d.month)}-${two(d.day)}`;

/**
 * The period the downloads propose first: the last whole month before `today` (YYYY-MM-DD), what an accountant asks
 * for (decision 104).
 */
export function lastMonth(today: string): DayPeriod {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${y}-${two(m)}-01`, endDate: `${y}-${two(m)}-${two(days)}` };
}

const range = (p: DayPeriod) => `startDate=${p.startDate}&endDate=${p.endDate}`;

/** Where each file of the page is downloaded from. */
export const filePaths = {
  publicKey: '/journal/public-key',
  yearArchive: (year: number) => `/journal/archive?year=${year}`,
  periodArchive: (p: DayPeriod) => `/journal/archive?${range(p)}`,
  fec: (p: DayPeriod) => `/export/fec?${range(p)}`,
  winbooks: (p: DayPeriod) => `/export/winbooks?${range(p)}`,
};

/**
 * What a refused download means for the owner: nothing closed in the period (404), the organisation's VAT number
 * missing (409 naming vatNumber: the FEC is named with the company's SIREN), or an account of the mapping longer than
 * WinBooks takes (409 naming the accounts, decision 109); null for any other error.
 */
export function downloadProblem(error: unknown): 'noClosedDay' | 'vatNumber' | 'accountTooLong' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'noClosedDay';
  if (error.status === 409 && error.fieldErrors?.vatNumber) return 'vatNumber';
  if (error.status === 409 && Object.keys(error.fieldErrors ?? {}).length > 0) return 'accountTooLong';
  return null;
}

/** Account numbers as charts of accounts write them; the messages are the console's (i18n keys). */
const account = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{1,17}$/, 'closures:accounts.errors.account');

/** The account-mapping form: the shared schema with the console's messages. */
export const accountsFormSchema = fiscalAccountsSchema.extend({
  journalCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{1,6}$/, 'closures:accounts.errors.journalCode'),
  sales: z.record(z.string(), account),
  vat: z.record(z.string(), account),
  payments: z.record(z.string(), account),
  tips: account,
  rounding: account,
});
export type FiscalAccountsInput = z.output<typeof accountsFormSchema>;

/** Account numbers are written in capitals without spaces: what is typed is written so. */
export const accountText = (typed: string): string => typed.toUpperCase().replace(/\s+/g, '');

/** The VAT rates of the mapping: every rate that has a sales or a VAT account, lowest first. */
export const mappedRates = (a: FiscalAccountsInput): string[] =>
  sortedRates([...Object.keys(a.sales), ...Object.keys(a.vat)]);

/** The mapping with an account (possibly empty) for every rate on both sides, so each rate shows both fields. */
export function withEveryRate(a: FiscalAccountsInput): FiscalAccountsInput {
  const rates = mappedRates(a);
  return {
    ...a,
    sales: Object.fromEntries(rates.map((r) => [r, a.sales[r] ?? ''])),
    vat: Object.fromEntries(rates.map((r) => [r, a.vat[r] ?? ''])),
  };
}
