import { z } from 'zod';

/**
 * The fiscal journal, its closures and the accountant's exports (issue 24; docs/compliance.md). Amounts are cents,
 * times epoch ms; VAT rates in basis points are the keys of `vat`.
 */

export const JOURNAL_BREAK_REASONS = [
  'EDITED',
  'DELETED',
  'INSERTED',
  'REORDERED',
  'WRONG_SIGNATURE',
  'CLOSURE_MISMATCH',
  'MISSING_CLOSURE',
] as const;

export const journalVerifySchema = z.object({
  intact: z.boolean(),
  entries: z.number().int(),
  closures: z.number().int(),
  lastSeq: z.number().int(),
  lastHash: z.string(),
  /** The first broken entry and why; null when intact. */
  break: z.object({ seq: z.number().int(), reason: z.enum(JOURNAL_BREAK_REASONS), detail: z.string() }).nullable(),
  /** The public key's fingerprint (null before the first registered event). */
  fingerprint: z.string().nullable(),
  checkedAt: z.number().int(),
});
export type JournalVerify = z.infer<typeof journalVerifySchema>;

const vatTotalsSchema = z.object({ base: z.number().int(), vat: z.number().int(), total: z.number().int() });

export const periodTotalsSchema = z.object({
  tickets: z.number().int(),
  corrections: z.number().int(),
  total: z.number().int(),
  vat: z.record(z.string(), vatTotalsSchema),
  payments: z.record(z.string(), z.object({ in: z.number().int(), out: z.number().int() })),
  tips: z.record(z.string(), z.number().int()),
  rounding: z.record(z.string(), z.number().int()),
  invoices: z.object({ count: z.number().int(), total: z.number().int() }),
  creditNotes: z.object({ count: z.number().int(), total: z.number().int() }),
});
export type PeriodTotalsDto = z.infer<typeof periodTotalsSchema>;

export const CLOSURE_KINDS = ['DAY', 'MONTH', 'YEAR'] as const;
export const closureKindSchema = z.enum(CLOSURE_KINDS, { error: 'Choose DAY, MONTH or YEAR' });
export type ClosureKindCode = (typeof CLOSURE_KINDS)[number];

export const closureSchema = z.object({
  kind: closureKindSchema,
  /** YYYY-MM-DD, YYYY-MM or YYYY in the organisation's calendar. */
  period: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  seq: z.number().int(),
  createdAt: z.number().int(),
  hash: z.string(),
  totals: periodTotalsSchema,
  grand: z.object({ total: z.number().int(), absolute: z.number().int() }),
});
export type Closure = z.infer<typeof closureSchema>;

export const closuresQuerySchema = z.object({ kind: closureKindSchema.optional() });

const dayKey = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a day as YYYY-MM-DD`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${label} is not a day of the calendar`);

/** A period of whole days of the organisation's calendar, both days included. */
export const dayRangeQuerySchema = z
  .object({ startDate: dayKey('Start date'), endDate: dayKey('End date') })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'The end must not be before the start' });
export type DayRangeQuery = z.infer<typeof dayRangeQuerySchema>;

export const archiveQuerySchema = z.union([
  z.object({ year: z.coerce.number().int().min(2000, 'A year from 2000').max(2999, 'A year before 3000') }).strict(),
  dayRangeQuerySchema,
]);

/** Account numbers (digits and capital letters, as charts of accounts write them). */
const accountNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{1,17}$/, 'Digits and capital letters only, at most 17');

/** The accounts the exports book to; VAT rates in basis points as keys. */
export const fiscalAccountsSchema = z.object({
  journalCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{1,6}$/, 'Digits and capital letters only, at most 6'),
  sales: z.record(z.string().regex(/^\d+$/), accountNumber),
  vat: z.record(z.string().regex(/^\d+$/), accountNumber),
  payments: z.record(z.string(), accountNumber),
  tips: accountNumber,
  rounding: accountNumber,
});
export type FiscalAccounts = z.infer<typeof fiscalAccountsSchema>;
