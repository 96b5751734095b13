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
  zonedDateKey,
  zonedParts,
} from '@comptoir/shared';
import { sql } from 'kysely';
import type { ServerContext } from '../../context';
import type { Executor } from '../../lib/tx';
import { orgsRepository } from '../orgs/orgs.repository';
import { shiftDto, shiftsRepository } from '../shifts/shifts.repository';

/** The accounts an interval covers: those of one shift, or those opened in [from, to). */
export type Scope = { from: number | null; to: number | null; shiftId: number | null; empty: boolean };

export async function resolveInterval(ctx: ServerContext, orgId: number, interval: DashboardInterval): Promise<Scope> {
  const now = ctx.now();
  const tz = await orgsRepository.timeZone(ctx.db, orgId);
  const range = (from: number, to: number): Scope => ({ from, to, shiftId: null, empty: false });
  switch (interval) {
    case 'CURRENT_SHIFT': {
      const s = await shiftsRepository.current(ctx.db, orgId);
      return s ? { from: s.start_timestamp, to: now, shiftId: s.shift_id, empty: false } : noScope;
    }
    case 'LAST_SHIFT': {
      const s = await shiftsRepository.lastClosed(ctx.db, orgId);
      return s ? { from: s.start_timestamp, to: s.end_timestamp, shiftId: s.shift_id, empty: false } : noScope;
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

/** Live (non-voided) accounts of the scope. */
function scopedAccounts(db: Executor, orgId: number, scope: Scope) {
  let q = db.selectFrom('client_account as a').where('a.org_id', '=', orgId).where('a.reversed_at', 'is', null);
  if (scope.shiftId !== null) q = q.where('a.shift_id', '=', scope.shiftId);
  else q = q.where('a.opened_timestamp', '>=', scope.from ?? 0).where('a.opened_timestamp', '<', scope.to ?? 0);
  return q;
}

function counts(rows: { kind: string; n: number | string }[]) {
  const by = (k: AccountKind) => Number(rows.find((r) => r.kind === k)?.n ?? 0);
  const tableCount = by('TABLE');
  const takeawayCount = by('TAKEAWAY');
  const deliveryCount = by('DELIVERY');
  return { totalCount: tableCount + takeawayCount + deliveryCount, tableCount, takeawayCount, deliveryCount };
}

const QUARTER = 900_000;

export const dashboardService = {
  async get(ctx: ServerContext, orgId: number, interval: DashboardInterval): Promise<Dashboard> {
    const { db } = ctx;
    const tz = await orgsRepository.timeZone(db, orgId);
    const scope = await resolveInterval(ctx, orgId, interval);
    const shiftRow = (await shiftsRepository.current(db, orgId)) ?? (await shiftsRepository.latest(db, orgId));

    const openNow = await db
      .selectFrom('client_account')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .where('status', '=', 'OPEN')
      .groupBy('kind')
      .execute();
    const openIds = db
      .selectFrom('client_account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('status', '=', 'OPEN');
    const openLines = await db
      .selectFrom('ordered_product')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('charged_cents'), eb.lit(0)).as('s'))
      .where('org_id', '=', orgId)
      .where('reversed_at', 'is', null)
      .where('client_account_id', 'in', openIds)
      .executeTakeFirst();
    const openPaid = await db
      .selectFrom('payment_transaction')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number>(sql<number>`amount_paid_cents - amount_returned_cents`), eb.lit(0)).as('s'),
      )
      .where('org_id', '=', orgId)
      .where('reversed_at', 'is', null)
      .where('transaction_type', '=', 'PAYMENT')
      .where('client_account_id', 'in', openIds)
      .executeTakeFirst();

    const shiftUsers = shiftRow
      ? (
          await db
            .selectFrom('ordered_product as l')
            .innerJoin('app_user as u', 'u.user_id', 'l.user_id')
            .select('u.username')
            .distinct()
            .where('l.org_id', '=', orgId)
            .where('l.client_account_id', 'in', (eb) =>
              eb
                .selectFrom('client_account')
                .select('id')
                .where('org_id', '=', orgId)
                .where('shift_id', '=', shiftRow.shift_id),
            )
            .orderBy('u.username')
            .execute()
        ).map((r) => r.username)
      : [];

    const base: Dashboard = {
      timeInterval: interval,
      from: scope.from,
      to: scope.to,
      shift: shiftRow ? shiftDto(shiftRow) : null,
      shiftUsers,
      accountsData: counts([]),
      currentOpenAccountsCount: counts(openNow),
      salesData: { totalCash: 0, totalCard: 0, totalOffered: 0, total: 0 },
      unpaidOpenTotal: centsToAmount(Number(openLines?.s ?? 0) - Number(openPaid?.s ?? 0)),
      averageBasketValue: 0,
      salesChartData: [],
      dailySales: [],
      rushHourChartData: [],
      topSellerChartData: [],
    };
    if (scope.empty) return base;

    const ids = scopedAccounts(db, orgId, scope).select('a.id');
    const [accountsByKind, linesByVat, paymentsByType, closed, perQuarter, top] = await Promise.all([
      scopedAccounts(db, orgId, scope)
        .select(['a.kind', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.kind')
        .execute(),
      db
        .selectFrom('ordered_product')
        .select(['vat_bp', (eb) => eb.fn.sum<number>('charged_cents').as('s')])
        .where('org_id', '=', orgId)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy('vat_bp')
        .execute(),
      db
        .selectFrom('payment_transaction')
        .select([
          'payment_type',
          'transaction_type',
          (eb) => eb.fn.sum<number>(sql<number>`amount_paid_cents - amount_returned_cents`).as('s'),
        ])
        .where('org_id', '=', orgId)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy(['payment_type', 'transaction_type'])
        .execute(),
      db
        .selectFrom('ordered_product as l')
        .innerJoin('client_account as a', (j) =>
          j.onRef('a.id', '=', 'l.client_account_id').onRef('a.org_id', '=', 'l.org_id'),
        )
        .select([
          (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.charged_cents'), eb.lit(0)).as('s'),
          (eb) => eb.fn.count<number>('l.client_account_id').distinct().as('n'),
        ])
        .where('l.org_id', '=', orgId)
        .where('l.reversed_at', 'is', null)
        .where('a.status', '=', 'CLOSED')
        .where('l.client_account_id', 'in', ids)
        .executeTakeFirst(),
      scopedAccounts(db, orgId, scope)
        .leftJoin('ordered_product as l', (j) =>
          // org_id first: every index starts with it (without it SQLite scans all lines once per account).
          j
            .onRef('l.org_id', '=', 'a.org_id')
            .onRef('l.client_account_id', '=', 'a.id')
            .on('l.reversed_at', 'is', null),
        )
        .select([
          sql<number>`a.opened_timestamp / ${sql.lit(QUARTER)}`.as('q'),
          (eb) => eb.fn.count<number>('a.id').distinct().as('accounts'),
          (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.charged_cents'), eb.lit(0)).as('s'),
        ])
        .groupBy(sql`a.opened_timestamp / ${sql.lit(QUARTER)}`)
        .execute(),
      db
        .selectFrom('ordered_product')
        .select(['name', (eb) => eb.fn.sum<number>('units_milli').as('u')])
        .where('org_id', '=', orgId)
        .where('reversed_at', 'is', null)
        .where('linked_to_id', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy('name')
        .orderBy('u', 'desc')
        .orderBy('name')
        .limit(10)
        .execute(),
    ]);

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
    for (const row of perQuarter) {
      const at = Math.floor(Number(row.q)) * QUARTER;
      const day = zonedDateKey(at, tz);
      daily.set(day, (daily.get(day) ?? 0) + Number(row.s));
      const hour = zonedParts(at, tz).hour;
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
