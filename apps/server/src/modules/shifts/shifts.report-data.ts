import type { ReportKind, TotalDataCents, VatSummaryCents } from '@comptoir/shared';
import type { shiftStatsRepository } from './shifts.stats.repository';

/*
 * What an X or Z report holds: built by shifts.report.ts, printed by shifts.pdf.ts (types only, so the two do not
 * import each other).
 */

/** One shift's line on a report: who opened and closed it, with what cash. */
export interface ReportShift {
  number: number;
  start: number;
  end: number | null;
  openUser: string | null;
  closeUser: string | null;
  openingCash: number;
  countedCash: number | null;
  /** opening + cash sales + cash tips - cash refunds (+ other cash transactions such as rounding). */
  expectedCash: number;
  /** The Z number given at close (a counter per organisation without gaps); null while open. */
  zNumber: number | null;
  /** The drawer's lines: cash sales (net of change, refunds aside), cash tips, cash refunds (positive), other. */
  cashSales: number;
  cashTips: number;
  cashRefunds: number;
  cashOther: number;
}

/** Everything an X or Z report prints. Money in cents; figures from the same queries as the shift detail page. */
export interface ReportData {
  kind: ReportKind;
  org: { name: string; vatNumber: string | null; address: string | null; timeZone: string };
  /** One shift, or a range (with the bounds asked for; 0 = none). */
  single: boolean;
  range: { startDate: number; endDate: number };
  shifts: ReportShift[];
  /** Range Z reports leave out the open shift: how many were left out. */
  openShiftsLeftOut: number;
  totals: TotalDataCents;
  /** Tips per payment type (not sales). */
  tips: { paymentType: string; cents: number }[];
  /** The sum of the tickets' per-rate VAT (decisions 68). */
  vat: VatSummaryCents[];
  /** Correction tickets made in the scope: how many and their total (negative: refunded). */
  corrections: { n: number; cents: number };
  tickets: number;
  openTickets: number;
  voids: Awaited<ReturnType<typeof shiftStatsRepository.voids>>;
  topGroups: { name: string; units: number; cents: number }[];
  printedAt: number;
}
