/**
 * Dashboard figures: `dashboardService.get` (sums computed by the database) against a naive baseline that loads every
 * line and payment of the interval's accounts into memory and sums them in JS with the shared computeTotalData.
 * Data: the demo seed with 60 days of activity, in a temporary SQLite database. Both answers are compared too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  centsToAmount,
  computeTotalData,
  DASHBOARD_INTERVALS,
  type DashboardInterval,
  type PaymentType,
  type TransactionType,
} from '@comptoir/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { ServerContext } from '../apps/server/src/context';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { systemExecutor } from '../apps/server/src/db/system.repository';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { BISTRO } from '../apps/server/src/demo/index';
import { type OrgDb, orgDb } from '../apps/server/src/lib/org-db';
import { accountsRepository } from '../apps/server/src/modules/accounts/accounts.repository';
import { dashboardService, resolveInterval } from '../apps/server/src/modules/dashboard/dashboard.service';
import { orgsRepository } from '../apps/server/src/modules/orgs/orgs.repository';
import { writeBenchResult } from './results';

const RUNS = 20;
/** Time spent on one interval at most (beyond one run of each), so the whole bench stays under a minute. */
const BUDGET_MS = 2500;
/** A Wednesday afternoon: today's shift is open, yesterday's closed, last month complete. */
const NOW = Date.UTC(2026, 10, 18, 15, 0, 0);

/** The baseline: every live line and payment of the interval's accounts in memory, summed in JS. */
async function naiveDashboard(ctx: ServerContext, org: OrgDb, interval: DashboardInterval) {
  const scope = await resolveInterval(ctx, org, interval, await orgsRepository.timeZone(org));
  if (scope.empty) return { accounts: 0, figures: null };
  let q = ctx.db
    .selectFrom('client_account')
    .select(['id', 'kind', 'status'])
    .where('org_id', '=', org.orgId)
    .where('reversed_at', 'is', null);
  q =
    scope.shiftId !== null
      ? q.where('shift_id', '=', scope.shiftId)
      : q.where('opened_timestamp', '>=', scope.from ?? 0).where('opened_timestamp', '<', scope.to ?? 0);
  const accounts = await q.execute();
  const ids = accounts.map((a) => a.id);
  const lines = [];
  const payments = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    lines.push(...(await accountsRepository.lines(org, chunk)));
    payments.push(...(await accountsRepository.payments(org, chunk)));
  }
  const totals = computeTotalData(
    lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp })),
    payments.map((p) => ({
      paymentType: p.payment_type as PaymentType,
      transactionType: p.transaction_type as TransactionType,
      netCents: p.amount_paid_cents - p.amount_returned_cents,
    })),
  );
  const count = (kind: string) => accounts.filter((a) => a.kind === kind).length;
  const closed = new Set(accounts.filter((a) => a.status === 'CLOSED').map((a) => a.id));
  const closedLines = lines.filter((l) => closed.has(l.client_account_id));
  const basketCount = new Set(closedLines.map((l) => l.client_account_id)).size;
  const basketSum = closedLines.reduce((s, l) => s + l.charged_cents, 0);
  const units = new Map<string, number>();
  for (const l of lines) if (l.linked_to_id === null) units.set(l.name, (units.get(l.name) ?? 0) + l.units_milli);
  const top = [...units.entries()]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, 10)
    .map(([name, u]) => ({ name, count: u / 1000 }));
  return {
    accounts: accounts.length,
    figures: {
      counts: [count('TABLE'), count('TAKEAWAY'), count('DELIVERY')],
      sales: [totals.totalCash, totals.totalCard, totals.totalOffered, totals.total].map(centsToAmount),
      average: basketCount ? centsToAmount(Math.round(basketSum / basketCount)) : 0,
      top,
    },
  };
}

/** The same figures, read from the service's answer. */
async function ours(ctx: ServerContext, org: OrgDb, interval: DashboardInterval) {
  const d = await dashboardService.get(ctx, org, interval);
  if (d.from === null) return null;
  const { accountsData: a, salesData: s } = d;
  return {
    counts: [a.tableCount, a.takeawayCount, a.deliveryCount],
    sales: [s.totalCash, s.totalCard, s.totalOffered, s.total],
    average: d.averageBasketValue,
    top: d.topSellerChartData,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/**
 * Times ours and the baseline, interleaved, RUNS times or until BUDGET_MS is spent on the interval. The first call of
 * each is a warm-up whose answer gives the figures compared; it is the only sample when it already used the budget.
 * Medians in ms.
 */
async function measure(ctx: ServerContext, interval: DashboardInterval) {
  const started = performance.now();
  const first = await timed(() => ours(ctx, orgDb(ctx.db, BISTRO), interval));
  const firstBase = await timed(() => naiveDashboard(ctx, orgDb(ctx.db, BISTRO), interval));
  const a: number[] = [];
  const b: number[] = [];
  while (a.length < RUNS && performance.now() - started < BUDGET_MS) {
    a.push((await timed(() => dashboardService.get(ctx, orgDb(ctx.db, BISTRO), interval))).ms);
    b.push((await timed(() => naiveDashboard(ctx, orgDb(ctx.db, BISTRO), interval))).ms);
  }
  if (a.length === 0) {
    a.push(first.ms);
    b.push(firstBase.ms);
  }
  const same = JSON.stringify(first.value) === JSON.stringify(firstBase.value.figures);
  return {
    runs: a.length,
    ms: median(a),
    base: median(b),
    accounts: firstBase.value.accounts,
    check: same ? 'yes' : `NO: ours ${JSON.stringify(first.value)} baseline ${JSON.stringify(firstBase.value.figures)}`,
  };
}

export default async function dashboardBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { databaseUrl: null, jwtSecret: randomBytes(32), webDist: null },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, now: () => NOW, logger: false });
  try {
    const seedStart = performance.now();
    await seedDemoIfEmpty(ctx, { activityDays: 60 });
    const counts = await systemExecutor(ctx.db)
      .selectFrom('ordered_product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`seed: 60 days of demo activity, ${counts.n} ordered products, in ${seedSeconds.toFixed(1)} s`);
    console.log(`median of up to ${RUNS} runs each, interleaved, after one warm-up; ratio = baseline / ours\n`);
    const head = ['interval'.padEnd(14), 'accounts'.padStart(8), 'runs'.padStart(4), 'ours ms'.padStart(9)];
    console.log(`${head.join(' ')} ${'baseline ms'.padStart(12)} ${'ratio'.padStart(7)}  same figures`);
    const rows: Record<string, unknown>[] = [];
    for (const interval of DASHBOARD_INTERVALS) {
      const r = await measure(ctx, interval);
      rows.push({ interval, ...r, ratio: r.base / r.ms, sameFigures: r.check === 'yes' });
      const cells = [interval.padEnd(14), String(r.accounts).padStart(8), String(r.runs).padStart(4)];
      cells.push(
        r.ms.toFixed(2).padStart(9),
        r.base.toFixed(2).padStart(12),
        `${(r.base / r.ms).toFixed(2)}x`.padStart(7),
      );
      console.log(`${cells.join(' ')}  ${r.check}`);
    }
    const slowest = rows.reduce((a, b) => (Number(b.ms) > Number(a.ms) ? b : a));
    const worst = rows.reduce((a, b) => (Number(b.ratio) < Number(a.ratio) ? b : a));
    writeBenchResult(
      'dashboard',
      { orderedProducts: counts.n, runs: RUNS, intervals: rows },
      `${rows.length} intervals, slowest ${slowest.interval} ${Number(slowest.ms).toFixed(1)} ms, lowest ratio ` +
        `baseline/ours ${Number(worst.ratio).toFixed(2)}x (${worst.interval}), same figures: ` +
        `${rows.every((r) => r.sameFigures) ? 'all' : 'NOT all'}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
