import {
  type AccountKind,
  centsToAmount,
  computeTotalData,
  type Dashboard,
  type DashboardInterval,
  type PaymentType,
  startOfZonedDay,
  startOfZonedMonth,
  startOfZonedWeek,
  type TransactionType,
  zonedDayHour,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgDb } from '../../lib/org-db';
import { orgsService } from '../orgs';
import { type DayRange, rollupFigures as rollupReads, splitRange } from '../rollups';
import { shiftsService } from '../shifts';
import { dashboardRepository, QUARTER, type Scope } from './dashboard.repository';

export type { Scope };

export async function resolveInterval(
  ctx: ServerContext,
  org: OrgDb,
  interval: DashboardInterval,
  tz: string,
): Promise<Scope> {
  const now = ctx.now();
  const range = (from: number, to: number): Scope => ({ from, to, shiftId: null, empty: false });
  switch (interval) {
    case 'CURRENT_SHIFT': {
      const s = await shiftsService.current(org);
      return s ? { from: s.startTimestamp, to: now, shiftId: s.shiftId, empty: false } : noScope;
    }
    case 'LAST_SHIFT': {
      const s = await shiftsService.lastClosed(org);
      return s ? { from: s.startTimestamp, to: s.endTimestamp, shiftId: s.shiftId, empty: false } : noScope;
    }
    case 'TODAY':
      return range(startOfZonedDay(now, tz), startOfZonedDay(now, tz, 1));
    case 'YESTERDAY':
      return range(startOfZonedDay(now, tz, -1), startOfZonedDay(now, tz));
    case 'THIS_WEEK':
      return range(startOfZonedWeek(now, tz), startOfZonedWeek(now, tz, 1));
    case 'LAST_WEEK':
      return range(startOfZonedWeek(now, tz, -1), startOfZonedWeek(now, tz));
    case 'THIS_MONTH':
      return range(startOfZonedMonth(now, tz), startOfZonedMonth(now, tz, 1));
    case 'LAST_MONTH':
      return range(startOfZonedMonth(now, tz, -1), startOfZonedMonth(now, tz));
  }
}

const noScope: Scope = { from: null, to: null, shiftId: null, empty: true };

function counts(rows: { kind: string; n: number | string }[]) {
  const by = (k: AccountKind) => Number(rows.find((r) => r.kind === k)?.n ?? 0);
  const tableCount = by('TABLE');
  const takeawayCount = by('TAKEAWAY');
  const deliveryCount = by('DELIVERY');
  return { totalCount: tableCount + takeawayCount + deliveryCount, tableCount, takeawayCount, deliveryCount };
}

/** The figures of the rollups' whole days, in the shape of the raw figures. */
async function rollupFigures(org: OrgDb, days: DayRange) {
  const [byKind, lines, payments, quarters, top] = await Promise.all([
    rollupReads.accountsByKind(org, days),
    rollupReads.accountLineSums(org, days),
    rollupReads.accountPaymentSums(org, days),
    rollupReads.accountQuarters(org, days),
    rollupReads.topProducts(org, days),
  ]);
  const closed = {
    s: byKind.reduce((sum, r) => sum + Number(r.closed_cents), 0),
    n: byKind.reduce((sum, r) => sum + Number(r.closed_n), 0),
  };
  return [
    byKind.map((r) => ({ kind: r.kind, n: Number(r.n) })),
    lines.map((l) => ({ vat_bp: l.vatBp, s: l.amountCents })),
    payments,
    closed,
    quarters,
    top,
  ] as const;
}

/**
 * An interval of whole organisation days (today, weeks, months) reads the statistics rollups; a shift's accounts (or
 * a range that is not whole days) are read raw: one shift is bounded, whatever the history.
 */
async function figures(org: OrgDb, scope: Scope, tz: string, raw: boolean) {
  if (!raw && scope.shiftId === null && scope.from !== null && scope.to !== null) {
    const split = splitRange(scope.from, scope.to, tz);
    if (split.days && !split.head && !split.tail && split.days.from % QUARTER === 0 && split.days.to % QUARTER === 0) {
      return rollupFigures(org, split.days);
    }
  }
  return dashboardRepository.figures(org, scope);
}

export const dashboardService = {
  /** `raw` reads the raw rows even for whole days (the rollup comparison test). */
  async get(
    ctx: ServerContext,
    org: OrgDb,
    interval: DashboardInterval,
    options: { raw?: boolean } = {},
  ): Promise<Dashboard> {
    const tz = await orgsService.timeZone(org);
    const scope = await resolveInterval(ctx, org, interval, tz);
    const shift = (await shiftsService.current(org)) ?? (await shiftsService.latest(org));

    const openNow = await dashboardRepository.openCountsByKind(org);
    const unpaidCents = await dashboardRepository.openUnpaidCents(org);
    const usersOf = options.raw ? dashboardRepository.shiftUsernames : rollupReads.shiftUsernames;
    const shiftUsers = shift ? await usersOf(org, shift.shiftId) : [];

    const base: Dashboard = {
      timeInterval: interval,
      from: scope.from,
      to: scope.to,
      shift,
      shiftUsers,
      accountsData: counts([]),
      currentOpenAccountsCount: counts(openNow),
      salesData: { totalCash: 0, totalCard: 0, totalOffered: 0, total: 0, totalTips: 0 },
      unpaidOpenTotal: centsToAmount(unpaidCents),
      averageBasketValue: 0,
      salesChartData: [],
      dailySales: [],
      rushHourChartData: [],
      topSellerChartData: [],
    };
    if (scope.empty) return base;

    const [accountsByKind, linesByVat, paymentsByType, closed, perQuarter, top] = await figures(
      org,
      scope,
      tz,
      options.raw === true,
    );

    const totals = computeTotalData(
      linesByVat.map((r) => ({ amountCents: Number(r.s), vatBp: r.vat_bp })),
      paymentsByType.map((r) => ({
        paymentType: r.payment_type as PaymentType,
        transactionType: r.transaction_type as TransactionType,
        netCents: Number(r.s),
      })),
    );
    const daily = new Map<string, number>();
    const hourly = new Map<number, number>();
    const dayHour = zonedDayHour(tz);
    for (const row of perQuarter) {
      const { dateKey, hour } = dayHour(Math.floor(Number(row.q)) * QUARTER);
      daily.set(dateKey, (daily.get(dateKey) ?? 0) + Number(row.s));
      hourly.set(hour, (hourly.get(hour) ?? 0) + Number(row.accounts));
    }
    const hours = [...hourly.keys()];
    const rush =
      hours.length === 0
        ? []
        : Array.from({ length: Math.max(...hours) - Math.min(...hours) + 1 }, (_, i) => Math.min(...hours) + i).map(
            (h) => ({ name: `${String(h).padStart(2, '0')}:00`, count: hourly.get(h) ?? 0 }),
          );
    const closedCount = Number(closed?.n ?? 0);
    return {
      ...base,
      accountsData: counts(accountsByKind),
      salesData: {
        totalCash: centsToAmount(totals.totalCash),
        totalCard: centsToAmount(totals.totalCard),
        totalTips: centsToAmount(totals.totalTips),
        totalOffered: centsToAmount(totals.totalOffered),
        total: centsToAmount(totals.total),
      },
      averageBasketValue: closedCount ? centsToAmount(Math.round(Number(closed?.s ?? 0) / closedCount)) : 0,
      salesChartData: [
        { name: 'CASH', count: centsToAmount(totals.totalCash) },
        { name: 'CARD', count: centsToAmount(totals.totalCard) },
        { name: 'OFFERED', count: centsToAmount(totals.totalOffered) },
      ],
      dailySales: [...daily.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, s]) => ({ name, count: centsToAmount(s) })),
      rushHourChartData: rush,
      topSellerChartData: top.map((r) => ({ name: r.name, count: Number(r.u) / 1000 })),
    };
  },
};
