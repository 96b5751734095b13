/**
 * A busy year: seeds DEMO_DAYS=365 DEMO_TRAFFIC=3 (the bulk path of src/demo/demo-bulk.ts) into a temporary SQLite
 * database and prints the seed time, then times, through the real app (app.inject with an admin's token), the
 * console's heavy reads: the dashboard for every interval, shift-range statistics (/shift/X) for the year and a month,
 * the analytics totals and VAT (/data/ordered_products, one row) for the year and a month, and a month's account
 * history first page (/data/accounts). Each against the same baseline, run in the same process: a raw scan, a plain
 * SQL GROUP BY of the year's ordered products (charged cents and units by product). Ratio = ours / raw scan.
 * With BENCH_DATABASE_URL (postgres://.../postgres) the same runs on a temporary PostgreSQL database too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DASHBOARD_INTERVALS, startOfZonedDay, zonedTime } from '@comptoir/shared';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { systemExecutor } from '../apps/server/src/db/system.repository';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-identity';
import { BISTRO } from '../apps/server/src/demo/index';
import { writeBenchResult } from './results';
import { statementTimer } from './statement-timer';

const DAYS = 365;
const TRAFFIC = 3;
const RUNS = 7;
/** Time spent on one measure at most (beyond the warm-up and one run). */
const BUDGET_MS = 8000;
/** A Wednesday afternoon: today's shift is open, yesterday's closed, last month complete. */
const NOW = Date.UTC(2026, 10, 18, 15, 0, 0);
const TZ = 'Europe/Brussels';
const YEAR = { start: startOfZonedDay(NOW, TZ, 1 - DAYS), end: NOW };
/** October 2026, the last complete month. */
const MONTH = { start: zonedTime(TZ, 2026, 10, 1, 0), end: zonedTime(TZ, 2026, 11, 1, 0) };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Median ms of `fn` after one warm-up: RUNS runs, or fewer when BUDGET_MS is spent. Also the median CPU time of the
 * process during a run (`cpuMs`): on a machine shared with other jobs the wall time of a run is mostly waiting for a
 * core, the CPU time much less so (it includes Node's helper threads, so it is an upper bound of the query's own).
 */
async function measure(fn: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number; runs: number }> {
  await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  while (times.length < RUNS && (times.length === 0 || performance.now() - started < BUDGET_MS)) {
    const [t0, c0] = [performance.now(), process.cpuUsage()];
    await fn();
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { ms: median(times), cpuMs: median(cpu), runs: times.length };
}

interface Figure {
  name: string;
  ms: number;
  cpuMs: number;
  runs: number;
  ratio: number;
  /** CPU time / the raw scan's CPU time. */
  cpuRatio: number;
  goal: string;
  met: boolean | null;
}

async function runOn(label: string, databaseUrl: string | null): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-year-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    {
      databaseUrl,
      jwtSecret: randomBytes(32),
      webDist: null,
      loginLimits: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 },
    },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, now: () => NOW, logger: false });
  try {
    const seedStart = performance.now();
    await seedDemoIfEmpty(ctx, {
      activityDays: DAYS,
      traffic: TRAFFIC,
      log: (m) => console.log(`  ${m}`),
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const sys = systemExecutor(ctx.db);
    const count = async (table: 'client_account' | 'ordered_product' | 'payment_transaction') =>
      Number(
        (
          await sys
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const rows = {
      tickets: await count('client_account'),
      orderedProducts: await count('ordered_product'),
      payments: await count('payment_transaction'),
    };
    console.log(
      `${label}: seed ${DAYS} days x traffic ${TRAFFIC}: ${rows.tickets} tickets, ${rows.orderedProducts} ordered products, ${rows.payments} payments in ${seedSeconds.toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: BISTRO, username: 'admin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };

    // The baseline: the year's live ordered products of the bistro, grouped by product in SQL.
    const rawScan = () =>
      sys
        .selectFrom('ordered_product')
        .select(['product_id', (eb) => eb.fn.sum<number>('charged_cents').as('cents')])
        .select((eb) => eb.fn.sum<number>('units_milli').as('units'))
        .where('org_id', '=', BISTRO)
        .where('ordered_timestamp', '>=', YEAR.start)
        .where('ordered_timestamp', '<', YEAR.end)
        .where('reversed_at', 'is', null)
        .groupBy('product_id')
        .execute();
    const raw = await measure(rawScan);
    console.log(
      `raw scan (GROUP BY product over the year's ordered products): ${raw.ms.toFixed(1)} ms (CPU ${raw.cpuMs.toFixed(1)} ms), load average ${os.loadavg()[0]?.toFixed(1)}\n`,
    );

    const range = (r: { start: number; end: number }) => `startDate=${r.start}&endDate=${r.end}`;
    const checks: [string, string, string, ((ms: number, ratio: number) => boolean) | null][] = [
      ...DASHBOARD_INTERVALS.map((i): [string, string, string, ((ms: number) => boolean) | null] =>
        i === 'LAST_MONTH'
          ? [`dashboard ${i}`, `/api/data/dashboard?timeInterval=${i}`, '< 30 ms', (ms) => ms < 30]
          : [`dashboard ${i}`, `/api/data/dashboard?timeInterval=${i}`, '', null],
      ),
      ['statistics year', `/api/shift/X?${range(YEAR)}`, '<= 0.1 x raw', (_ms, ratio) => ratio <= 0.1],
      ['statistics month', `/api/shift/X?${range(MONTH)}`, '', null],
      ['analytics totals+VAT year', `/api/data/ordered_products?${range(YEAR)}&limit=1`, '', null],
      ['analytics totals+VAT month', `/api/data/ordered_products?${range(MONTH)}&limit=1`, '', null],
      ['account history month p.1', `/api/data/accounts?${range(MONTH)}`, '< 50 ms', (ms) => ms < 50],
    ];
    console.log(
      `${'read'.padEnd(30)} ${'runs'.padStart(4)} ${'ms'.padStart(9)} ${'ratio'.padStart(8)} ${'CPU ms'.padStart(8)} ${'CPU ratio'.padStart(9)}  goal`,
    );
    const figures: Figure[] = [];
    // BENCH_YEAR_STATEMENTS=1: also each read's slowest statements (SQLite).
    const timer = process.env.BENCH_YEAR_STATEMENTS && !databaseUrl ? statementTimer() : null;
    for (const [name, url, goal, ok] of checks) {
      const r = await measure(() => get(url));
      const ratio = r.ms / raw.ms;
      const cpuRatio = r.cpuMs / raw.cpuMs;
      const met = ok ? ok(r.ms, ratio) : null;
      figures.push({ name, ms: r.ms, cpuMs: r.cpuMs, runs: r.runs, ratio, cpuRatio, goal, met });
      const verdict = met === null ? '' : met ? ' met' : ' NOT met';
      console.log(
        `${name.padEnd(30)} ${String(r.runs).padStart(4)} ${r.ms.toFixed(1).padStart(9)} ${ratio.toFixed(3).padStart(8)} ${r.cpuMs.toFixed(1).padStart(8)} ${cpuRatio.toFixed(3).padStart(9)}  ${goal}${verdict}`,
      );
      if (timer) {
        // Where the read's time goes: its slowest statements (one more run, SQLite only).
        const statements = await timer.time(() => get(url));
        const total = statements.reduce((sum, st) => sum + st.ms, 0);
        console.log(`    ${statements.length} statements, ${total.toFixed(1)} ms in SQLite; the slowest:`);
        for (const st of statements.slice(0, 3))
          console.log(`    ${st.ms.toFixed(1).padStart(7)} ms  ${st.sql.slice(0, 160)}`);
      }
    }
    timer?.restore();
    return { label, seedSeconds, rows, rawScanMs: raw.ms, rawScanCpuMs: raw.cpuMs, loadAverage: os.loadavg(), figures };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh PostgreSQL database beside BENCH_DATABASE_URL's, dropped afterwards. */
async function withPostgres<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `comptoir_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export default async function yearBench(): Promise<void> {
  const results = [await runOn('SQLite', null)];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    console.log('');
    results.push(await withPostgres(pgUrl, (url) => runOn('PostgreSQL', url)));
  }
  const summary = results
    .map((r) => {
      const f = r.figures as Figure[];
      const of = (name: string) => f.find((x) => x.name === name)!;
      return `${r.label}: seed ${(r.seedSeconds as number).toFixed(0)} s, year statistics ${of('statistics year').ratio.toFixed(2)} x raw, dashboard LAST_MONTH ${of('dashboard LAST_MONTH').ms.toFixed(0)} ms (CPU ${of('dashboard LAST_MONTH').cpuMs.toFixed(0)} ms), month history ${of('account history month p.1').ms.toFixed(0)} ms`;
    })
    .join('; ');
  writeBenchResult('year', { days: DAYS, traffic: TRAFFIC, results }, summary);
}
