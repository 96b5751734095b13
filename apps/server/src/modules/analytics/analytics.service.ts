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
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
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
  ctx: ServerContext,
  orgId: OrgId,
  range: Range,
  raw: (part: Range) => Promise<T[]>,
  days: (days: { from: number; to: number }) => Promise<T[]>,
): Promise<T[]> {
  const split = splitRange(range.startDate, range.endDate, await orgsService.timeZone(ctx.db, orgId));
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
  ctx: ServerContext,
  orgId: OrgId,
  range: Range,
  raw: (part: Range) => Promise<number>,
  days: (days: { from: number; to: number }) => Promise<number>,
): Promise<number> =>
  (
    await periodSums(
      ctx,
      orgId,
      range,
      async (part) => [await raw(part)],
      async (d) => [await days(d)],
    )
  ).reduce((a, b) => a + b, 0);

/** Live lines ordered in the period, per VAT rate. */
const lineSums = (ctx: ServerContext, orgId: OrgId, range: Range): Promise<AmountAtRate[]> =>
  periodSums(
    ctx,
    orgId,
    range,
    (part) => repo.lineSums(ctx.db, orgId, part),
    (days) => rollupFigures.lineSums(ctx.db, orgId, days),
  );

/** Live payments made in the period, per payment and transaction type. */
const paymentSums = (ctx: ServerContext, orgId: OrgId, range: Range): Promise<PaymentAmount[]> =>
  periodSums(
    ctx,
    orgId,
    range,
    (part) => repo.paymentSums(ctx.db, orgId, part),
    async (days) => paymentAmounts(await rollupFigures.paymentSums(ctx.db, orgId, days)),
  );

/** Live lines and payments of the live accounts opened in the period. */
async function accountSums(ctx: ServerContext, orgId: OrgId, range: Range) {
  const [lines, payments] = await Promise.all([
    periodSums(
      ctx,
      orgId,
      range,
      async (part) => (await repo.accountSums(ctx.db, orgId, part)).lines,
      (days) => rollupFigures.accountLineSums(ctx.db, orgId, days),
    ),
    periodSums(
      ctx,
      orgId,
      range,
      async (part) => (await repo.accountSums(ctx.db, orgId, part)).payments,
      async (days) => paymentAmounts(await rollupFigures.accountPaymentSums(ctx.db, orgId, days)),
    ),
  ]);
  return { lines, payments };
}

/**
 * The VAT of a period: the sum of the per-rate VAT of the tickets closed in it (decisions 68), never recomputed on the
 * period's sums. A correction counts on the day it is made (its ticket closes then).
 */
const periodVat = (ctx: ServerContext, orgId: OrgId, q: { startDate: number; endDate: number }) =>
  accountsService.vatOfPeriod(ctx, orgId, q.startDate, q.endDate);

/**
 * Payments, ordered products and account history for a period. Lists are pages (newest first); totals and VAT
 * summaries always cover the whole period, whatever the page or keyword, and go through the shared totals functions.
 */
export const analyticsService = {
  /** Payments made in the period; `total` is what came in (all types, net of change); VAT of the period's sales. */
  async payments(ctx: ServerContext, orgId: OrgId, q: z.output<typeof paymentsQuerySchema>): Promise<PaymentsData> {
    const [rows, totalRecords, sums] = await Promise.all([
      repo.paymentsPage(ctx.db, orgId, q, q),
      periodCount(
        ctx,
        orgId,
        q,
        (part) => repo.paymentsCount(ctx.db, orgId, part),
        (days) => rollupFigures.paymentCount(ctx.db, orgId, days),
      ),
      paymentSums(ctx, orgId, q),
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
      vatSummaries: (await periodVat(ctx, orgId, q)).map(vatSummaryDto),
    };
  },

  /** Products ordered in the period; the totals per payment type are the payments made in the period. */
  async orderedProducts(
    ctx: ServerContext,
    orgId: OrgId,
    q: z.output<typeof orderedProductsQuerySchema>,
  ): Promise<OrderedProductsData> {
    const [rows, totalRecords, lines, payments] = await Promise.all([
      repo.linesPage(ctx.db, orgId, q, q, q.search),
      // With a keyword the rows are counted raw; without, the whole days come from the rollups (a year: 1,000,000 lines).
      q.search
        ? repo.linesCount(ctx.db, orgId, q, q.search)
        : periodCount(
            ctx,
            orgId,
            q,
            (part) => repo.linesCount(ctx.db, orgId, part),
            (days) => rollupFigures.lineCount(ctx.db, orgId, days),
          ),
      lineSums(ctx, orgId, q),
      paymentSums(ctx, orgId, q),
    ]);
    return {
      orderedProducts: rows.map((l) => lineDto(l, l.table_number)),
      totalRecords,
      totalData: totalDataDto(computeTotalData(lines, payments)),
      vatSummaries: (await periodVat(ctx, orgId, q)).map(vatSummaryDto),
    };
  },

  /** Accounts opened in the period (voided ones are out), filtered; totals of every account of the period. */
  async accounts(ctx: ServerContext, orgId: OrgId, q: z.output<typeof accountsQuerySchema>): Promise<AccountsData> {
    const filters = { search: q.search, status: q.status, source: q.source };
    const [accounts, totalRecords, sums] = await Promise.all([
      repo.accountsPage(ctx.db, orgId, q, q, filters),
      repo.accountsCount(ctx.db, orgId, q, filters),
      accountSums(ctx, orgId, q),
    ]);
    const ids = accounts.map((a) => a.id);
    const [lines, payments, pickups] = await Promise.all([
      repo.lineAmountsByAccount(ctx.db, orgId, ids),
      accountsService.paymentsOf(ctx, orgId, ids),
      pickupService.summariesOf(ctx.db, orgId, accounts),
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
      vatSummaries: (await periodVat(ctx, orgId, q)).map(vatSummaryDto),
    };
  },
};
