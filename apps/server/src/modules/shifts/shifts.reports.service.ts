import {
  centsToAmount,
  computeTotalData,
  type Drawer,
  type PaymentType,
  type ShiftAccount,
  type ShiftDetail,
  type ShiftList,
  type ShiftStatistics,
  type TotalDataCents,
  type TransactionType,
  totalDataDto,
  type VatSummaryCents,
  vatSummaryDto,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import type { OrgDb } from '../../lib/org-db';
import { accountsService } from '../accounts';
import { rollupFigures } from '../rollups';
import { workerShiftDto } from '../workers';
import { type ShiftRow, shiftDto, shiftsRepository } from './shifts.repository';
import { type LineSum, type PaymentSum, sortByAmount, shiftStatsRepository as stats } from './shifts.stats.repository';

/** Totals of a set of line sums and payment sums, through the shared totals module only. */
export function totalsOf(lines: readonly LineSum[], payments: readonly PaymentSum[]) {
  const amounts = lines.map((l) => ({ amountCents: l.s, vatBp: l.vat_bp }));
  const totals = computeTotalData(
    amounts,
    payments.map((p) => ({
      paymentType: p.payment_type as PaymentType,
      transactionType: p.transaction_type as TransactionType,
      netCents: p.s,
    })),
  );
  return { totals };
}

const dto = (t: { totals: TotalDataCents; vat: VatSummaryCents[] }) => ({
  totalData: totalDataDto(t.totals),
  vatSummaries: t.vat.map(vatSummaryDto),
});

const groupBy = <T, K>(rows: readonly T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

/** What a range or a shift covers: its shifts (oldest first) and the bounds asked for. */
export interface Scope {
  shift: ShiftRow | null;
  shifts: ShiftRow[];
  startDate: number;
  endDate: number;
}

/**
 * A shift's drawer in cents, line by line: opening + cash sales + cash tips - cash refunds (+ other cash such as
 * rounding) = expected. A closed shift keeps the expected cash computed when it closed.
 */
export async function drawerOf(org: OrgDb, s: ShiftRow) {
  const cash = await shiftsRepository.cashBreakdown(org, s.shift_id);
  return {
    openingCash: s.start_cash,
    cashSales: cash.sales,
    cashTips: cash.tips,
    cashRefunds: cash.refunds,
    cashOther: cash.other,
    expectedCash: s.expected_cash ?? s.start_cash + cash.sales + cash.tips - cash.refunds + cash.other,
    countedCash: s.end_cash,
  };
}
export const drawerDto = (d: Awaited<ReturnType<typeof drawerOf>>): Drawer => ({
  openingCash: centsToAmount(d.openingCash),
  cashSales: centsToAmount(d.cashSales),
  cashTips: centsToAmount(d.cashTips),
  cashRefunds: centsToAmount(d.cashRefunds),
  cashOther: centsToAmount(d.cashOther),
  expectedCash: centsToAmount(d.expectedCash),
  countedCash: d.countedCash === null ? null : centsToAmount(d.countedCash),
});

/** Where a scope's figures come from: the shift rollups (modules/rollups), or the raw rows (the comparison test). */
export const figuresSource = (raw: boolean) => (raw ? stats : rollupFigures);

/**
 * The figures of a scope, shared by the list, the detail, the statistics and the X/Z reports: per shift, from the
 * shift rollups (maintained with every till write); `raw` reads the tickets instead (the rollup comparison test).
 */
export async function scopeTotals(org: OrgDb, shiftIds: number[], raw = false) {
  const source = figuresSource(raw);
  const [lines, payments, counts, vat] = await Promise.all([
    source.linesByShift(org, shiftIds),
    source.paymentsByShift(org, shiftIds),
    source.accountCounts(org, shiftIds),
    accountsService.vatOfShifts(org, shiftIds),
  ]);
  // VAT: the sum of the tickets' per-rate VAT (decisions 68), never recomputed on the shift's sums.
  return { lines, payments, counts, totals: totalsOf(lines, payments).totals, vat };
}

export const shiftReportsService = {
  async scopeOfShift(org: OrgDb, shiftId: number): Promise<Scope> {
    const shift = await shiftsRepository.byId(org, shiftId);
    if (!shift) throw notFound('Shift');
    return { shift, shifts: [shift], startDate: shift.start_timestamp, endDate: shift.end_timestamp ?? 0 };
  },

  async scopeOfRange(org: OrgDb, startDate: number, endDate: number, closedOnly = false): Promise<Scope> {
    const shifts = await shiftsRepository.inRange(org, startDate, endDate, closedOnly);
    return { shift: null, shifts, startDate, endDate };
  },

  /** GET /shift: the shifts of the range, newest first, each with its totals, and the totals of them all. */
  async list(org: OrgDb, startDate: number, endDate: number): Promise<ShiftList> {
    const { shifts } = await this.scopeOfRange(org, startDate, endDate);
    const ids = shifts.map((s) => s.shift_id);
    const all = await scopeTotals(org, ids);
    const lines = groupBy(all.lines, (r) => r.shift_id);
    const payments = groupBy(all.payments, (r) => r.shift_id);
    const counts = new Map(all.counts.map((c) => [c.shift_id, c.n]));
    const vats = await Promise.all(ids.map((id) => accountsService.vatOfShifts(org, [id])));
    return {
      shifts: shifts
        .map((s, i) => ({
          ...shiftDto(s),
          accountCount: counts.get(s.shift_id) ?? 0,
          ...dto({ ...totalsOf(lines.get(s.shift_id) ?? [], payments.get(s.shift_id) ?? []), vat: vats[i]! }),
        }))
        .reverse(),
      ...dto(all),
    };
  },

  /** GET /shift/{id}: the shift, its totals and its live tickets with theirs. */
  async detail(org: OrgDb, shiftId: number): Promise<ShiftDetail> {
    const { shift } = await this.scopeOfShift(org, shiftId);
    const [all, accounts, lines, payments] = await Promise.all([
      scopeTotals(org, [shiftId]),
      stats.accounts(org, shiftId),
      stats.linesByAccount(org, shiftId),
      stats.paymentsByAccount(org, shiftId),
    ]);
    const linesOf = groupBy(lines, (r) => r.account_id);
    const paymentsOf = groupBy(payments, (r) => r.account_id);
    const clientAccounts: ShiftAccount[] = accounts.map((a) => {
      const paid = paymentsOf.get(a.id) ?? [];
      const { totals } = totalsOf(linesOf.get(a.id) ?? [], paid);
      return {
        clientAccountId: a.id,
        kind: a.kind,
        status: a.status,
        source: a.source,
        openedTimestamp: a.opened_timestamp,
        closedTimestamp: a.closed_timestamp,
        customName: a.custom_name,
        takeawayNumber: a.takeaway_number,
        table: a.table_number === null ? null : { tableNumber: a.table_number },
        user: a.username ? { username: a.username } : null,
        payTypes: [
          ...new Set(paid.filter((p) => p.transaction_type === 'PAYMENT').map((p) => p.payment_type as PaymentType)),
        ].sort(),
        totalData: totalDataDto(totals),
      };
    });
    const totals = dto(all);
    return {
      ...shiftDto(shift!),
      drawer: drawerDto(await drawerOf(org, shift!)),
      accountCount: all.counts[0]?.n ?? 0,
      ...totals,
      clientAccountHistoryData: { clientAccounts, ...totals },
    };
  },

  /**
   * GET /shift/{id}/X and GET /shift/X: per user, group and product, worker shifts, totals and VAT. The breakdowns
   * come from the shift rollups (`raw`: from the tickets, the rollup comparison test).
   */
  async statistics(ctx: ServerContext, org: OrgDb, scope: Scope, raw = false): Promise<ShiftStatistics> {
    const ids = scope.shifts.map((s) => s.shift_id);
    const { db } = ctx;
    const source = figuresSource(raw);
    const [all, lines, userPayments, groups, products, workers, summaries] = await Promise.all([
      scopeTotals(org, ids, raw),
      source.linesByUser(org, ids),
      source.paymentsByUser(org, ids),
      source.linesBy(org, ids, 'group'),
      source.linesBy(org, ids, 'product'),
      stats.workerShiftsOf(org, ids),
      stats.workerSummaries(org, ids, ctx.now()),
    ]);
    const userIds = [...new Set([...lines, ...userPayments].map((r) => r.user_id))];
    const names = new Map(
      (
        await stats.usernames(
          db,
          userIds.filter((id): id is number => id !== null),
        )
      ).map((u) => [u.user_id, u.username]),
    );
    const linesOf = new Map(lines.map((r) => [r.user_id, r]));
    const paymentsOf = groupBy(userPayments, (r) => r.user_id);
    const perUser = userIds
      .map((userId) => {
        const mine = linesOf.get(userId);
        return {
          userId,
          name: userId === null ? '' : (names.get(userId) ?? ''),
          totalCount: (mine?.u ?? 0) / 1000,
          totalData: totalDataDto(
            totalsOf(mine ? [{ vat_bp: 0, s: mine.s }] : [], paymentsOf.get(userId) ?? []).totals,
          ),
        };
      })
      .sort((a, b) => b.totalData.total - a.totalData.total || a.name.localeCompare(b.name));
    const charged = (rows: { name: string | null; u: number; s: number }[]) =>
      sortByAmount(rows).map((r) => ({ name: r.name ?? '', totalCount: r.u / 1000, totalCharged: centsToAmount(r.s) }));
    return {
      shift: scope.shift ? shiftDto(scope.shift) : null,
      drawer: scope.shift ? drawerDto(await drawerOf(org, scope.shift)) : null,
      startDate: scope.startDate,
      endDate: scope.endDate,
      shifts: scope.shifts.map(shiftDto),
      orderedProductTotalPerUser: perUser,
      orderedProductTotalPerGroup: charged(groups),
      orderedProductTotalPerProduct: charged(products),
      workerShifts: workers.map(workerShiftDto),
      workerShiftSummaries: summaries.map((s) => ({
        user: { username: s.username, type: s.type },
        totalShifts: s.n,
        totalTimeMs: s.ms,
      })),
      ...dto(all),
    };
  },

  /** GET /worker-shifts: worker shifts overlapping the range. */
  async workerShifts(org: OrgDb, start: number, end: number) {
    return (await stats.workerShiftsInRange(org, start, end)).map(workerShiftDto);
  },

  /** A Z report closes a shift: refused while it is open (the X report is the running one). */
  assertZAllowed(scope: Scope): void {
    if (scope.shift && scope.shift.end_timestamp === null) {
      throw conflict(
        `Shift ${scope.shift.shift_number} is still open: download the X report, or close the shift first`,
        undefined,
        { reason: 'SHIFT_STILL_OPEN', params: { shiftNumber: scope.shift.shift_number } },
      );
    }
    if (!scope.shift && scope.shifts.length === 0) {
      throw conflict('There is no closed shift in this period', undefined, { reason: 'NO_CLOSED_SHIFT' });
    }
  },
};
