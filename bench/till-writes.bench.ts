/**
 * Till writes under load: TILLS concurrent tills against the real server (listening, temporary SQLite demo database),
 * each looping over one ticket: open a takeaway account -> order 3 products -> pay by card -> close, every call with
 * an Idempotency-Key as a real till sends it, no pause, for SECONDS. Throughput (tickets/s, requests/s) and request
 * latency p50/p99 (goal p99 <= 100 ms at 200 tills). The tills run in a worker thread (keep-alive connections), so
 * the main thread only runs the server.
 * Baseline, same process, same duration: raw better-sqlite3 transactions (same pragmas) writing the same rows: the
 * INSERT/UPDATE/DELETE statements the server ran for one sample ticket (recorded at the driver), replayed one
 * transaction per call, same tables and row counts per ticket (fresh Idempotency-Keys). Ratio = ours / raw tickets/s
 * (goal >= 0.5).
 * Env: BENCH_TILLS (default 200), BENCH_TILL_SECONDS (default 30). With BENCH_DATABASE_URL (postgres://.../postgres),
 * the same load also runs against PostgreSQL (a database created and dropped here); no raw baseline there.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance as perfHooks } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { groupCommitStats } from '../apps/server/src/db/sqlite-driver';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { BISTRO } from '../apps/server/src/demo/index';
import { orgDb } from '../apps/server/src/lib/org-db';
import { usersRepository } from '../apps/server/src/modules/users/users.repository';
import { dropDatabase } from './bench-app';
import { type CpuProfile, profileSummary } from './profile-summary';
import { percentile, writeBenchResult } from './results';
import { type StatementCount, statementCounter } from './statement-counter';
import { type Recorded, statementRecorder } from './statement-recorder';
import { type LoadResult, runTills } from './tills-client';

const TILLS = Number(process.env.BENCH_TILLS ?? 200);
const SECONDS = Number(process.env.BENCH_TILL_SECONDS ?? 30);
const GOAL_RATIO = 0.5;
const CALLS_PER_TICKET = 4;
/** Issue 26: statements a ticket's 4 calls send to the database, reads included (transaction control apart). */
const GOAL_STATEMENTS = 20;
const GOAL_P99_MS = 100;
/** The paced run: a random pause before each call, as the simulator's tills (apps/server/src/simulator). */
const PAUSE_MS: [number, number] = [300, 1500];
const STAFF = ['sophie', 'lucas', 'emma', 'admin', 'register', 'server'];

/**
 * The tills of `runTills` against this process's server, with the server's CPU time per counted request (user +
 * system of this process, which runs only the server: the tills are another process).
 */
async function load(
  dir: string,
  base: string,
  tokens: string[],
  lines: unknown[],
  pause: [number, number] | null,
): Promise<LoadResult & { cpuMsPerRequest: number }> {
  const cpu = process.cpuUsage();
  const r = await runTills(dir, { base, tokens, tills: TILLS, ms: SECONDS * 1000, lines, pause });
  const used = process.cpuUsage(cpu);
  // The CPU counted covers the whole run (warm-up included): per request of the whole run, estimated.
  const all = r.requests * ((r.seconds + Math.min(5, SECONDS * 0.2)) / r.seconds);
  return { ...r, cpuMsPerRequest: (used.user + used.system) / 1000 / all };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a recorded statement names the ticket's account: the positions of its parameters that are the account's id
 * (`client_account_id` in an insert's columns or a comparison, `id` in a comparison on client_account).
 */
function accountIdPositions(sql: string): number[] {
  const positions: number[] = [];
  const insert = /^\s*insert into "(\w+)" \(([^)]*)\) values \(/i.exec(sql);
  if (insert) {
    const columns = insert[2]!.split(',').map((c) => c.trim().replace(/"/g, ''));
    columns.forEach((c, k) => {
      if (c === 'client_account_id') positions.push(k);
    });
    return positions;
  }
  const onAccount = /^\s*(update|delete from|select .* from) "client_account"/i.test(sql);
  for (const m of sql.matchAll(/"(client_account_id|id)" = \?/g)) {
    if (m[1] === 'id' && !onAccount) continue;
    positions.push((sql.slice(0, m.index).match(/\?/g) ?? []).length);
  }
  return positions;
}

/**
 * The raw baseline: the sample ticket's write statements, one transaction per call, on a plain better-sqlite3
 * connection with the server's pragmas, looping for SECONDS. Parameters are those of the sample, except
 * Idempotency-Keys (fresh per ticket: they are unique per organisation) and the account: each ticket opens a new one
 * and its lines, payment and close name it, as the server's tickets do. (Until 2026-11-27 every ticket wrote into the
 * sample's account, whose lines then grew by three per ticket: the close's update of all its lines made the raw
 * baseline slower the longer it ran, 300 tickets/s in a 10 s run but 190 in a 30 s one.)
 */
function rawBaseline(
  file: string,
  steps: Recorded[][],
): { seconds: number; tickets: number; transactions: number; cpuMsPerTicket: number } {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const opensAccount = (sql: string) => /^\s*insert into "client_account"/i.test(sql);
  const prepared = steps.map((step) =>
    step.map((r) => ({
      stmt: sqlite.prepare(r.sql),
      params: r.params,
      account: accountIdPositions(r.sql),
      opens: opensAccount(r.sql),
    })),
  );
  if (!prepared.flat().some((p) => p.opens)) throw new Error('the sample ticket opened no account');
  let accountId = 0;
  // The fiscal journal (issue 24): each ticket appends an entry with the next sequence number and moves the head
  // forward (its trigger refuses a head that does not move), so the replay numbers them on from the sample's.
  const seqAt = (sql: string): number[] => {
    const insert = /^\s*insert into "journal_entry" \(([^)]*)\)/i.exec(sql);
    if (insert) {
      const columns = (insert[1] ?? '').split(',').map((c) => c.trim().replaceAll('"', ''));
      const width = columns.length;
      const at = columns.indexOf('seq');
      const rows = (sql.match(/\?/g) ?? []).length / width;
      return at < 0 ? [] : Array.from({ length: rows }, (_, r) => r * width + at);
    }
    const head = /^\s*update "journal_head" set "last_seq" = \?/i.test(sql);
    return head ? [0] : [];
  };
  const journalled = prepared.flat().map((p, i) => ({ p, seq: seqAt(steps.flat()[i]?.sql ?? '') }));
  const sampleMax = Math.max(
    0,
    ...journalled.flatMap(({ p, seq }) => seq.map((k) => Number(p.params[k]))).filter(Number.isFinite),
  );
  // After the server's runs in this file: number on from the highest entry of any organisation (the head only has
  // to move forward; gaps are the verification's business, not the database's).
  const hasJournal = sqlite.prepare("select 1 from sqlite_master where name = 'journal_entry'").get() !== undefined;
  const base = hasJournal
    ? Number((sqlite.prepare('select coalesce(max(seq), 0) as s from journal_entry').get() as { s: number }).s)
    : 0;
  let seqOffset = 0;
  const seqPositions = new Map(journalled.map(({ p, seq }) => [p, seq]));
  const txs = prepared.map((step) =>
    sqlite.transaction(() => {
      for (const entry of step) {
        const { stmt, params, account, opens } = entry;
        const seqs = seqPositions.get(entry) ?? [];
        if (seqs.length > 0 && /^\s*insert/i.test(stmt.source)) seqOffset += seqs.length;
        const fresh = params.map((p, k) =>
          typeof p === 'string' && UUID.test(p)
            ? randomUUID()
            : account.includes(k)
              ? accountId
              : seqs.includes(k)
                ? base + seqOffset - (sampleMax - Number(p))
                : p,
        );
        if (opens) accountId = Number((stmt.get(fresh) as { id: number }).id);
        else if (stmt.reader) stmt.all(fresh);
        else stmt.run(fresh);
      }
    }),
  );
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let tickets = 0;
  let transactions = 0;
  while (performance.now() < deadline) {
    for (const tx of txs) {
      tx();
      transactions++;
    }
    tickets++;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  sqlite.close();
  return { seconds, tickets, transactions, cpuMsPerTicket: (used.user + used.system) / 1000 / tickets };
}

/** SQLite transactions per commit since `since` (the group commit of db/sqlite-driver.ts; 0 on PostgreSQL). */
function transactionsPerCommit(since: typeof groupCommitStats): number {
  const commits = groupCommitStats.commits - since.commits;
  return commits ? (groupCommitStats.transactions - since.transactions) / commits : 0;
}

type RunFigures = LoadResult & { elu: number; cpuMsPerRequest: number; perCommit: number };

interface ServerRun {
  saturated: RunFigures;
  paced: RunFigures;
  steps: Recorded[][];
  /** Every statement of the sample ticket's 4 calls, per call. */
  counts: StatementCount[];
  dbFile: string | null;
}

/** Starts the real server on `databaseUrl` (SQLite in dataDir when null), plays one recorded sample ticket, then the load. */
async function serverRun(dataDir: string, databaseUrl: string | null): Promise<ServerRun> {
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { databaseUrl, jwtSecret: randomBytes(32), webDist: null },
  );
  const recorder = databaseUrl ? null : statementRecorder();
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  try {
    await seedDemoIfEmpty(ctx, { activityDays: 0 });
    const tokens: string[] = [];
    for (const username of STAFF) {
      const user = await usersRepository.findByUsername(orgDb(ctx.db, BISTRO), username);
      tokens.push((await ctx.tokens.sign({ userId: user!.user_id, orgId: BISTRO })).token);
    }
    const auth = { authorization: `Bearer ${tokens[0]}` };
    const shift = await app.inject({ method: 'POST', url: '/api/shift', headers: auth, payload: { currentCash: 150 } });
    if (shift.statusCode !== 200) throw new Error(`opening the shift: ${shift.body}`);
    const catalogue = (await app.inject({ method: 'GET', url: '/api/terminal/catalogue', headers: auth })).json().data
      .products as { productId: number; isOption: boolean; weightPrice: boolean; optionGroupIds: number[] }[];
    const simple = catalogue.filter((p) => !p.isOption && !p.weightPrice && p.optionGroupIds.length === 0);
    if (simple.length < 3) throw new Error('the demo catalogue has fewer than 3 products without options');
    const lines = simple.slice(0, 3).map((p) => ({ productId: p.productId, units: 1 }));

    // The sample ticket, its write statements recorded per call, and every statement counted per call (reads and
    // transaction control included). A first ticket warms the caches (session, catalogue), as a till's day would.
    const steps: Recorded[][] = [];
    const counts: StatementCount[] = [];
    const playTicket = async (sample: boolean) => {
      const post = async (url: string, payload: unknown) => {
        const step: Recorded[] = [];
        const count: StatementCount = { statements: 0, control: 0, texts: [] };
        if (recorder && sample) recorder.state.recording = step;
        if (sample) counter.state.counting = count;
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...auth, 'idempotency-key': randomUUID() },
          payload: payload as object,
        });
        if (recorder) recorder.state.recording = null;
        counter.state.counting = null;
        if (res.statusCode !== 200) throw new Error(`sample ticket: ${url} ${res.statusCode} ${res.body}`);
        if (sample) {
          steps.push(step);
          counts.push(count);
        }
        return res.json().data;
      };
      const account = await post('/api/terminal/accounts', { kind: 'TAKEAWAY' });
      const id = account.clientAccountId as number;
      const detail = await post(`/api/terminal/accounts/${id}/lines`, { lines });
      await post(`/api/terminal/accounts/${id}/payments`, {
        paymentType: 'CARD',
        amountPaid: (detail.totalData.total as number).toFixed(2),
      });
      await post(`/api/terminal/accounts/${id}/close`, {});
    };
    const counter = statementCounter();
    try {
      await playTicket(false);
      await playTicket(true);
    } finally {
      counter.restore();
      recorder?.restore();
    }

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // How busy the server's thread was (event loop utilisation: 1 = never idle), per run.
    const { eventLoopUtilization } = perfHooks;
    let elu = eventLoopUtilization();
    let grouped = { ...groupCommitStats };
    const profile = await startProfile(databaseUrl ? 'postgres' : 'sqlite');
    const saturated = { ...(await load(dataDir, base, tokens, lines, null)), elu: 0, perCommit: 0 };
    await profile?.stop();
    saturated.elu = eventLoopUtilization(elu).utilization;
    saturated.perCommit = transactionsPerCommit(grouped);
    elu = eventLoopUtilization();
    grouped = { ...groupCommitStats };
    const paced = { ...(await load(dataDir, base, tokens, lines, PAUSE_MS)), elu: 0, perCommit: 0 };
    paced.elu = eventLoopUtilization(elu).utilization;
    paced.perCommit = transactionsPerCommit(grouped);
    return {
      saturated,
      paced,
      steps,
      counts,
      dbFile: databaseUrl ? null : path.join(dataDir, 'comptoir.sqlite'),
    };
  } finally {
    recorder?.restore();
    await app.close();
  }
}

function figures(r: RunFigures) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    serverBusy: r.elu,
    transactionsPerCommit: r.perCommit,
    serverCpuMsPerRequest: r.cpuMsPerRequest,
    seconds: r.seconds,
    tickets: r.tickets,
    requests: r.requests,
    errors: r.errors,
    /** Each ticket is 4 calls: in a steady state tickets/s = requests/s / 4 (closed tickets are also counted). */
    ticketsPerSecond: r.requests / CALLS_PER_TICKET / r.seconds,
    closedTickets: r.tickets,
    requestsPerSecond: r.requests / r.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * With BENCH_TILL_PROFILE=<file prefix>: a CPU profile of this process (the server alone: the tills are another
 * process) during the saturated run, written as <prefix>-<database>.cpuprofile (open it in Chrome's DevTools).
 */
async function startProfile(database: string): Promise<{ stop: () => Promise<void> } | null> {
  const prefix = process.env.BENCH_TILL_PROFILE;
  if (!prefix) return null;
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      writeFileSync(`${prefix}-${database}.cpuprofile`, JSON.stringify(profile));
      console.log(`CPU profile of the server, ${database}, saturated run (self time):`);
      for (const line of profileSummary(profile as CpuProfile)) console.log(line);
      session.disconnect();
    },
  };
}

/** Prints and returns the sample ticket's statement counts per call, against the goal. */
function statementsFigure(database: string, counts: StatementCount[]) {
  const perCall = counts.map((c) => c.statements);
  const total = perCall.reduce((a, b) => a + b, 0);
  const control = counts.reduce((a, c) => a + c.control, 0);
  const met = total <= GOAL_STATEMENTS;
  console.log(
    `${database}: one ticket sends ${perCall.join('+')} = ${total} statements, reads included, and ${control} of ` +
      `transaction control (goal <= ${GOAL_STATEMENTS}: ${met ? 'met' : 'NOT met'})`,
  );
  if (process.env.BENCH_LIST_STATEMENTS) for (const c of counts) console.log(`  ${c.texts.join('\n  ')}\n  --`);
  return { perCall, total, control, goal: GOAL_STATEMENTS, met };
}

export default async function tillWritesBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-tills-'));
  try {
    console.log(
      `${TILLS} tills, runs of ${SECONDS} s: open takeaway -> 3 lines -> card payment -> close; saturated (no ` +
        `pause), then paced (${PAUSE_MS[0]}-${PAUSE_MS[1]} ms before each call, as the simulator)`,
    );
    const run = await serverRun(dataDir, null);
    const ours = figures(run.saturated);
    const paced = figures(run.paced);
    for (const r of [run.saturated, run.paced]) if (r.firstError) console.log(`  first error: ${r.firstError}`);
    const perTicket = new Map<string, number>();
    for (const r of run.steps.flat()) {
      const m = /^\s*(insert into|update|delete from)\s+"?(\w+)"?/i.exec(r.sql);
      const key = m ? `${m[1]!.split(' ')[0]!.toLowerCase()} ${m[2]}` : r.sql.slice(0, 30);
      perTicket.set(key, (perTicket.get(key) ?? 0) + 1);
    }
    const written = [...perTicket].map(([k, n]) => `${k} x${n}`).join(', ');
    console.log(`one ticket writes (${run.steps.map((s) => s.length).join('+')} statements): ${written}`);
    const sqliteStatements = statementsFigure('SQLite', run.counts);
    const raw = rawBaseline(run.dbFile!, run.steps);
    const rawPerSecond = raw.tickets / raw.seconds;
    const ratio = ours.ticketsPerSecond / rawPerSecond;

    const f = (n: number, d = 1) => n.toFixed(d).padStart(9);
    const head = ['tickets/s', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'busy', 'CPU ms/ticket', 'tx/commit']
      .map((h) => h.padStart(9))
      .join(' ');
    console.log(`\n${''.padEnd(30)} ${head}`);
    const row = (label: string, x: ReturnType<typeof figures>) =>
      console.log(
        `${label.padEnd(30)} ${f(x.ticketsPerSecond)} ${f(x.requestsPerSecond)} ${f(x.p50)} ${f(x.p99)} ` +
          `${String(x.errors).padStart(9)} ${f(x.serverBusy * 100, 0)}% ` +
          `${f(x.serverCpuMsPerRequest * CALLS_PER_TICKET, 2).padStart(13)} ${f(x.transactionsPerCommit, 2)}`,
      );
    row('ours, SQLite, saturated', ours);
    row('ours, SQLite, paced', paced);
    console.log(
      `${'raw better-sqlite3'.padEnd(30)} ${f(rawPerSecond)} ${f(raw.transactions / raw.seconds)} ` +
        `${''.padStart(49)} ${f(raw.cpuMsPerTicket, 2).padStart(13)}`,
    );
    console.log(
      '(busy: share of the run the server thread was not idle; CPU: user + system time of this process, which ' +
        'runs only the server (the tills are another process), per ticket of 4 calls; tx/commit: app transactions ' +
        'per SQLite commit, the group commit of db/sqlite-driver.ts)',
    );
    console.log(`ratio ours / raw tickets/s (saturated): ${ratio.toFixed(3)}`);
    const ratioMet = ratio >= GOAL_RATIO;
    const p99Met = paced.p99 <= GOAL_P99_MS && paced.errors === 0;
    console.log(`goal ratio >= ${GOAL_RATIO}: ${ratioMet ? 'met' : 'NOT met'}`);
    console.log(`goal p99 <= ${GOAL_P99_MS} ms at ${TILLS} paced tills: ${p99Met ? 'met' : 'NOT met'}`);

    let postgres: {
      saturated: ReturnType<typeof figures>;
      paced: ReturnType<typeof figures>;
      statements: ReturnType<typeof statementsFigure>;
    } | null = null;
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (adminUrl) {
      const name = `comptoir_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const pgRun = await serverRun(mkdtempSync(path.join(dataDir, 'pg-')), url.toString());
        postgres = {
          saturated: figures(pgRun.saturated),
          paced: figures(pgRun.paced),
          statements: statementsFigure('PostgreSQL', pgRun.counts),
        };
        row('ours, PostgreSQL, saturated', postgres.saturated);
        row('ours, PostgreSQL, paced', postgres.paced);
      } finally {
        await dropDatabase(admin, name);
        await admin.end();
      }
    }

    writeBenchResult(
      'till-writes',
      {
        tills: TILLS,
        seconds: SECONDS,
        pauseMs: PAUSE_MS,
        ticketWrites: Object.fromEntries(perTicket),
        statements: sqliteStatements,
        saturated: ours,
        paced,
        raw: { ...raw, ticketsPerSecond: rawPerSecond },
        ratio,
        postgres,
        goals: { ratio: GOAL_RATIO, p99Ms: GOAL_P99_MS, ratioMet, p99Met },
      },
      `saturated ${ours.ticketsPerSecond.toFixed(1)} tickets/s (${ours.requestsPerSecond.toFixed(0)} req/s, ` +
        `p99 ${ours.p99.toFixed(0)} ms), raw ${rawPerSecond.toFixed(0)} tickets/s, ratio ${ratio.toFixed(3)} ` +
        `(goal >= ${GOAL_RATIO} ${ratioMet ? 'met' : 'NOT met'}); paced ${TILLS} tills p50 ${paced.p50.toFixed(1)} ms, ` +
        `p99 ${paced.p99.toFixed(1)} ms (goal <= ${GOAL_P99_MS} ms ${p99Met ? 'met' : 'NOT met'})` +
        (postgres
          ? `; PostgreSQL saturated ${postgres.saturated.ticketsPerSecond.toFixed(1)} tickets/s, paced p99 ` +
            `${postgres.paced.p99.toFixed(1)} ms`
          : ''),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
