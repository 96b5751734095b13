import {
  type AccountsData,
  type AmountAtRate,
  type accountsQuerySchema,
  centsToAmount,
  computeTotalData,
  type OrderedProductsData,
  type orderedProductsQuerySchema,
  type PaymentAmount,
  type PaymentsData,
  type PaymentType,
  type paymentsQuerySchema,
  settledCents,
  type TransactionType,
  totalDataDto,
  vatSummaryDto,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { OrgDb } from '../../lib/org-db';
import { accountDto, accountsService, lineDto, paymentDto } from '../accounts';
import { orgsService } from '../orgs';
import { pickupService } from '../pickup';
import { rollupFigures, splitRange } from '../rollups';
import { type Range, analyticsRepository as repo } from './analytics.repository';

/**
 * A period's sums: its whole organisation days from the statistics rollups, its partial first and last days from the
 * raw rows (`raw`), added up. Sums are over groups (VAT rate, payment type), so the pieces simply add.
 */
async function periodSums<T>(
  org: OrgDb,
  range: Range,
  raw: (part: Range) => Promise<T[]>,
  days: (days: { from: number; to: number }) => Promise<T[]>,
): Promise<T[]> {
  const split = splitRange(range.startDate, range.endDate, await orgsService.timeZone(org));
  const parts = await Promise.all([
    split.head ? raw(split.head) : [],
    split.days ? days(split.days) : [],
    split.tail ? raw(split.tail) : [],
  ]);
  return parts.flat();
}

const paymentAmounts = (rows: { payment_type: string; transaction_type: string; s: number }[]): PaymentAmount[] =>
  rows.map((r) => ({
    paymentType: r.payment_type as PaymentType,
    transactionType: r.transaction_type as TransactionType,
    netCents: r.s,
  }));

/** How many rows a list of the period holds, without a keyword: whole days counted from the rollups. */
const periodCount = async (
  org: OrgDb,
  range: Range,
  raw: (part: Range) => Promise<number>,
  days: (days: { from: number; to: number }) => Promise<number>,
): Promise<number> =>
  (
    await periodSums(
      org,
      range,
      async (part) => [await raw(part)],
      async (d) => [await days(d)],
    )
  ).reduce((a, b) => a + b, 0);

/** Live lines ordered in the period, per VAT rate. */
const lineSums = (org: OrgDb, range: Range): Promise<AmountAtRate[]> =>
  periodSums(
    org,
    range,
    (part) => repo.lineSums(org, part),
    (days) => rollupFigures.lineSums(org, days),
  );

/** Live payments made in the period, per payment and transaction type. */
const paymentSums = (org: OrgDb, range: Range): Promise<PaymentAmount[]> =>
  periodSums(
    org,
    range,
    (part) => repo.paymentSums(org, part),
    async (days) => paymentAmounts(await rollupFigures.paymentSums(org, days)),
  );

/** Live lines and payments of the live accounts opened in the period. */
async function accountSums(org: OrgDb, range: Range) {
  const [lines, payments] = await Promise.all([
    periodSums(
      org,
      range,
      async (part) => (await repo.accountSums(org, part)).lines,
      (days) => rollupFigures.accountLineSums(org, days),
    ),
    periodSums(
      org,
      range,
      async (part) => (await repo.accountSums(org, part)).payments,
      async (days) => paymentAmounts(await rollupFigures.accountPaymentSums(org, days)),
    ),
  ]);
  return { lines, payments };
}

/**
 * The VAT of a period: the sum of the per-rate VAT of the tickets closed in it (decisions 68), never recomputed on the
 * period's sums. A correction counts on the day it is made (its ticket closes then).
 */
const periodVat = (org: OrgDb, q: { startDate: number; endDate: number }) =>
  accountsService.vatOfPeriod(org, q.startDate, q.endDate);

/**
 * Payments, ordered products and account history for a period. Lists are pages (newest first); totals and VAT
 * summaries always cover the whole period, whatever the page or keyword, and go through the shared totals functions.
 */
export const analyticsService = {
  /** Payments made in the period; `total` is what came in (all types, net of change); VAT of the period's sales. */
  async payments(org: OrgDb, q: z.output<typeof paymentsQuerySchema>): Promise<PaymentsData> {
    const [rows, totalRecords, sums] = await Promise.all([
      repo.paymentsPage(org, q, q),
      periodCount(
        org,
        q,
        (part) => repo.paymentsCount(org, part),
        (days) => rollupFigures.paymentCount(org, days),
      ),
      paymentSums(org, q),
    ]);
    const totals = computeTotalData([], sums);
    return {
      paymentTransactions: rows.map(paymentDto),
      totalRecords,
      totalCash: centsToAmount(totals.totalCash),
      totalCard: centsToAmount(totals.totalCard),
      total: centsToAmount(settledCents(totals)),
      totalOffered: centsToAmount(totals.totalOffered),
      totalError: centsToAmount(totals.totalError),
      totalTips: centsToAmount(totals.totalTips),
      totalCashTips: centsToAmount(totals.totalCashTips),
      vatSummaries: (await periodVat(org, q)).map(vatSummaryDto),
    };
  },

  /** Products ordered in the period; the totals per payment type are the payments made in the period. */
  async orderedProducts(org: OrgDb, q: z.output<typeof orderedProductsQuerySchema>): Promise<OrderedProductsData> {
    const [rows, totalRecords, lines, payments] = await Promise.all([
      repo.linesPage(org, q, q, q.search),
      // With a keyword the rows are counted raw; without, the whole days come from the rollups (a year: 1,000,000 lines).
      q.search
        ? repo.linesCount(org, q, q.search)
        : periodCount(
            org,
            q,
            (part) => repo.linesCount(org, part),
            (days) => rollupFigures.lineCount(org, days),
          ),
      lineSums(org, q),
      paymentSums(org, q),
    ]);
    return {
      orderedProducts: rows.map((l) => lineDto(l, l.table_number)),
      totalRecords,
      totalData: totalDataDto(computeTotalData(lines, payments)),
      vatSummaries: (await periodVat(org, q)).map(vatSummaryDto),
    };
  },

  /** Accounts opened in the period (voided ones are out), filtered; totals of every account of the period. */
  async accounts(org: OrgDb, q: z.output<typeof accountsQuerySchema>): Promise<AccountsData> {
    const filters = { search: q.search, status: q.status, source: q.source };
    const [accounts, totalRecords, sums] = await Promise.all([
      repo.accountsPage(org, q, q, filters),
      repo.accountsCount(org, q, filters),
      accountSums(org, q),
    ]);
    const ids = accounts.map((a) => a.id);
    const [lines, payments, pickups] = await Promise.all([
      repo.lineAmountsByAccount(org, ids),
      accountsService.paymentsOf(org, ids),
      pickupService.summariesOf(org, accounts),
    ]);
    const paymentsOf = new Map<number, typeof payments>();
    for (const p of payments) {
      const list = paymentsOf.get(p.client_account_id);
      if (list) list.push(p);
      else paymentsOf.set(p.client_account_id, [p]);
    }
    return {
      clientAccounts: accounts.map((a) => accountDto(a, lines.get(a.id) ?? [], paymentsOf.get(a.id) ?? [], pickups)),
      totalRecords,
      totalData: totalDataDto(computeTotalData(sums.lines, sums.payments)),
      vatSummaries: (await periodVat(org, q)).map(vatSummaryDto),
    };
  },
};
