/**
 * Push fan-out: the real server (listening, temporary SQLite demo database) with 1,000 authenticated push sockets
 * (/api/push) of organisation 1 and 1,000 of ten other organisations. A till of organisation 1 opens a takeaway
 * account through the terminal API, WRITES times, spaced: per write, the time from the moment its request is sent until
 * ACCOUNTS_UPDATED arrives on each of the 1,000 sockets; p50/p99 over all deliveries (goal p99 <= 50 ms), and a check
 * that no socket of another organisation received any of these events.
 * Baseline, same process, same clients: a bare `ws` server on a bare `node:http` server, whose POST handler broadcasts
 * the same message to its 1,000 "organisation 1" sockets (the other 1,000 connected and idle). Ratio = ours / bare.
 * The sockets live in worker threads (2 by default, one per core), which also send the writes, so the main thread only
 * runs the server. Env: BENCH_PUSH_WRITES (default 60), BENCH_PUSH_SOCKETS (per group, default 1000).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WebSocketServer, type WebSocket as WsSocket } from 'ws';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { systemRepository } from '../apps/server/src/db/system.repository';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-identity';
import { BISTRO, SHOP } from '../apps/server/src/demo/index';
import { orgDb } from '../apps/server/src/lib/org-db';
import { usersRepository } from '../apps/server/src/modules/users/users.repository';
import { percentile, writeBenchResult } from './results';

const PER_GROUP = Number(process.env.BENCH_PUSH_SOCKETS ?? 1000);
const WRITES = Number(process.env.BENCH_PUSH_WRITES ?? 60);
const WARMUP = 3;
const SPACING_MS = 100;
const WORKERS = 2;
const OTHER_ORGS = 10;
/** How long a write's deliveries may take before the missing ones are counted lost. */
const DELIVERY_TIMEOUT_MS = 10_000;
const GOAL_P99_MS = 50;

const wsPath = createRequire(import.meta.url).resolve('ws');

/**
 * One worker: opens its share of the sockets (each authenticates, when `auth`), records when each socket receives
 * ACCOUNTS_UPDATED, and reports per write once all its group-A sockets have it. On {write} it sends the write itself.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const http = require('node:http');
const { url, sockets, auth } = workerData;
const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const groupA = [];
let foreign = 0, otherMessages = 0, failed = 0;
const arrivals = new Map(); // write index -> receive times of group-A sockets
function connect(s) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url + (s.group === 'A' ? '?g=A' : '?g=B'), { perMessageDeflate: false });
    const me = { ws, seen: 0 };
    let ok = false;
    ws.on('open', () => ws.send(JSON.stringify({ pushType: 'PUSH_AUTH_TOKEN', authToken: s.token })));
    ws.on('message', (raw) => {
      const at = now();
      const m = JSON.parse(raw.toString());
      if (m.pushType === 'PUSH_AUTH_OK') { ok = true; if (s.group === 'A') groupA.push(me); resolve(true); return; }
      if (m.pushType !== 'ACCOUNTS_UPDATED') { otherMessages++; return; }
      if (s.group !== 'A') { foreign++; return; }
      const i = me.seen++;
      let list = arrivals.get(i);
      if (!list) arrivals.set(i, (list = []));
      list.push(at);
      if (list.length === groupA.length) { parentPort.postMessage({ type: 'arrivals', i, times: list }); arrivals.delete(i); }
    });
    ws.on('error', () => { if (!ok) { failed++; resolve(false); } });
    ws.on('close', () => { if (!ok) { failed++; resolve(false); } });
  });
}
function post(write) {
  return new Promise((resolve) => {
    const t0 = now();
    const req = http.request(write.url, { method: 'POST', agent, headers: write.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ t0, status: res.statusCode, ms: now() - t0 }));
    });
    req.on('error', (e) => resolve({ t0, status: 0, ms: now() - t0, error: String(e) }));
    req.end(write.body);
  });
}
parentPort.on('message', async (msg) => {
  if (msg.type === 'write') parentPort.postMessage({ type: 'written', i: msg.i, ...(await post(msg.write)) });
  else if (msg.type === 'flush') {
    // Deliveries still missing for write i: report what arrived.
    const list = arrivals.get(msg.i) || [];
    arrivals.delete(msg.i);
    parentPort.postMessage({ type: 'arrivals', i: msg.i, times: list, partial: true });
  } else if (msg.type === 'stats') parentPort.postMessage({ type: 'stats', foreign, otherMessages, failed, groupA: groupA.length });
  else if (msg.type === 'close') {
    for (const s of groupA) s.ws.terminate();
    process.exit(0);
  }
});
(async () => {
  for (let i = 0; i < sockets.length; i += 50) await Promise.all(sockets.slice(i, i + 50).map(connect));
  parentPort.postMessage({ type: 'ready', failed });
})();
`;

interface Socket {
  token: string;
  group: 'A' | 'B';
}
interface Write {
  url: string;
  headers: Record<string, string>;
  body: string;
}
interface RunResult {
  latencies: number[];
  lost: number;
  foreign: number;
  otherMessages: number;
  writeMs: number[];
  failedWrites: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sockets come in pairs (one of each group): pair p goes to worker p % WORKERS, so each holds both groups. */
const workerOf = (k: number) => Math.floor(k / 2) % WORKERS;

/** Connects the sockets (split over the workers), then sends WARMUP + WRITES writes and collects the arrivals. */
async function run(url: string, sockets: Socket[], write: () => Write): Promise<RunResult> {
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const mine = sockets.filter((_, k) => workerOf(k) === w);
    return new Worker(CLIENT, { eval: true, workerData: { url, sockets: mine, wsPath } });
  });
  const inbox: { type: string; [k: string]: unknown }[][] = workers.map(() => []);
  const waiters: (() => void)[] = [];
  workers.forEach((worker, w) => {
    worker.on('message', (m) => {
      inbox[w]!.push(m);
      for (const wake of waiters.splice(0)) wake();
    });
    worker.on('error', (err) => console.error(`worker ${w}:`, err));
  });
  /** The first message of worker w matching `pred` (removed from its inbox), or null after timeoutMs. */
  const next = async (w: number, pred: (m: { type: string; [k: string]: unknown }) => boolean, timeoutMs = 60_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const k = inbox[w]!.findIndex(pred);
      if (k >= 0) return inbox[w]!.splice(k, 1)[0]!;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  try {
    const ready = await Promise.all(workers.map((_, w) => next(w, (m) => m.type === 'ready', 120_000)));
    const failed = ready.reduce((s, m) => s + Number(m?.failed ?? 0), 0);
    if (failed) throw new Error(`${failed} sockets failed to connect or authenticate`);
    const perWorkerA = workers.map((_, w) => sockets.filter((s, k) => workerOf(k) === w && s.group === 'A').length);

    const result: RunResult = { latencies: [], lost: 0, foreign: 0, otherMessages: 0, writeMs: [], failedWrites: 0 };
    for (let i = 0; i < WARMUP + WRITES; i++) {
      const sender = i % WORKERS;
      workers[sender]!.postMessage({ type: 'write', i, write: write() });
      const written = await next(sender, (m) => m.type === 'written' && m.i === i, DELIVERY_TIMEOUT_MS);
      const t0 = Number(written?.t0);
      if (written?.status !== 200) {
        result.failedWrites++;
        console.error(`write ${i}: ${written ? `HTTP ${written.status} ${written.error ?? ''}` : 'no answer'}`);
      }
      for (let w = 0; w < WORKERS; w++) {
        let got = await next(w, (m) => m.type === 'arrivals' && m.i === i, DELIVERY_TIMEOUT_MS);
        if (!got) {
          workers[w]!.postMessage({ type: 'flush', i });
          got = await next(w, (m) => m.type === 'arrivals' && m.i === i);
        }
        const times = (got?.times as number[]) ?? [];
        if (i >= WARMUP) {
          for (const at of times) result.latencies.push(at - t0);
          result.lost += perWorkerA[w]! - times.length;
        }
      }
      if (i >= WARMUP && written) result.writeMs.push(Number(written.ms));
      await sleep(SPACING_MS);
    }
    await sleep(200); // a late foreign delivery would still be counted
    for (let w = 0; w < WORKERS; w++) {
      workers[w]!.postMessage({ type: 'stats' });
      const s = await next(w, (m) => m.type === 'stats');
      result.foreign += Number(s?.foreign ?? 0);
      result.otherMessages += Number(s?.otherMessages ?? 0);
    }
    return result;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** The bare baseline: `ws` on `node:http`; any socket answers PUSH_AUTH_OK to its first message; POST broadcasts. */
async function bareServer(text: string) {
  const groupA = new Set<WsSocket>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      for (const s of groupA) if (s.readyState === s.OPEN) s.send(text);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":null}');
    });
  });
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  wss.on('connection', (socket, req) => {
    const a = req.url?.includes('g=A');
    socket.once('message', () => {
      if (a) groupA.add(socket);
      socket.send(JSON.stringify({ pushType: 'PUSH_AUTH_OK' }));
    });
    socket.on('close', () => groupA.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}

function summarize(r: RunResult) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const writes = [...r.writeMs].sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    lost: r.lost,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    writeP50: percentile(writes, 50),
    foreign: r.foreign,
    failedWrites: r.failedWrites,
  };
}

export default async function pushBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-push-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { databaseUrl: null, jwtSecret: randomBytes(32), webDist: null },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  try {
    await seedDemoIfEmpty(ctx, { activityDays: 0 });
    // Organisation 1's staff sign the group-A sockets; the other organisations (2, and ten made here) group B.
    const users = await Promise.all(
      ['admin', 'server', 'register', 'sophie', 'lucas', 'emma'].map((u) =>
        usersRepository.findByUsername(orgDb(ctx.db, BISTRO), u),
      ),
    );
    const tokensA = await Promise.all(users.map((u) => ctx.tokens.sign({ userId: u!.user_id, orgId: BISTRO })));
    const tokensB: string[] = [];
    const shopadmin = await usersRepository.findByUsername(orgDb(ctx.db, SHOP), 'shopadmin');
    tokensB.push((await ctx.tokens.sign({ userId: shopadmin!.user_id, orgId: SHOP })).token);
    for (let k = 0; k < OTHER_ORGS - 1; k++) {
      const orgId = await systemRepository.createOrganization(ctx.db, {
        name: `Bench org ${k}`,
        org_type: 'RESTAURANT',
        time_zone: 'Europe/Brussels',
        online_order_web_page_enabled: 0,
        online_order_open: 0,
        subscription_end: 0,
        settings: '{}',
        created_at: ctx.now(),
      });
      const userId = await usersRepository.insertUser(orgDb(ctx.db, orgId), {
        username: `bench${k}`,
        password_hash: 'x',
        type: 'ADMIN',
        creation_timestamp: ctx.now(),
        abilities: '[]',
        app_mode: 'APP',
      });
      tokensB.push((await ctx.tokens.sign({ userId, orgId })).token);
    }
    const sockets: Socket[] = [];
    for (let k = 0; k < PER_GROUP; k++) {
      sockets.push({ token: tokensA[k % tokensA.length]!.token, group: 'A' });
      sockets.push({ token: tokensB[k % tokensB.length]!, group: 'B' });
    }

    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: BISTRO, username: 'sophie', password: DEMO_PASSWORD },
    });
    const till = login.json().data.token as string;
    const headers = { authorization: `Bearer ${till}`, 'content-type': 'application/json' };
    const shift = await app.inject({ method: 'POST', url: '/api/shift', headers, payload: { currentCash: 150 } });
    if (shift.statusCode !== 200) throw new Error(`opening the shift: ${shift.body}`);

    console.log(
      `${PER_GROUP} sockets of organisation 1 + ${PER_GROUP} of ${OTHER_ORGS} other organisations, ` +
        `${WORKERS} client threads; ${WRITES} writes (after ${WARMUP} warm-up), ${SPACING_MS} ms apart`,
    );
    const ours = summarize(
      await run(`ws://127.0.0.1:${port}/api/push`, sockets, () => ({
        url: `http://127.0.0.1:${port}/api/terminal/accounts`,
        headers,
        body: JSON.stringify({ kind: 'TAKEAWAY' }),
      })),
    );
    const bare = await bareServer(JSON.stringify({ pushType: 'ACCOUNTS_UPDATED' }));
    let base: ReturnType<typeof summarize>;
    try {
      base = summarize(
        await run(`ws://127.0.0.1:${bare.port}/`, sockets, () => ({
          url: `http://127.0.0.1:${bare.port}/write`,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })),
      );
    } finally {
      await bare.close();
    }

    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log(`\n${''.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    console.log(`${'ours: write -> ACCOUNTS_UPDATED'.padEnd(34)} ${f(ours.p50)} ${f(ours.p99)} ${f(ours.max)}`);
    console.log(`${'bare ws: POST -> broadcast'.padEnd(34)} ${f(base.p50)} ${f(base.p99)} ${f(base.max)}`);
    console.log(`ratio ours / bare: p50 ${(ours.p50 / base.p50).toFixed(2)}, p99 ${(ours.p99 / base.p99).toFixed(2)}`);
    console.log(
      `deliveries: ours ${ours.deliveries} (lost ${ours.lost}), bare ${base.deliveries} (lost ${base.lost}); ` +
        `write answered in ${ours.writeP50.toFixed(1)} ms (p50); failed writes ${ours.failedWrites}`,
    );
    console.log(
      `other organisations' sockets received ${ours.foreign} of these events ` +
        `(${ours.foreign === 0 ? 'none: isolation holds' : 'LEAK'})`,
    );
    const met = ours.p99 <= GOAL_P99_MS && ours.lost === 0 && ours.foreign === 0;
    console.log(`goal p99 <= ${GOAL_P99_MS} ms at ${2 * PER_GROUP} sockets: ${met ? 'met' : 'NOT met'}`);
    writeBenchResult(
      'push',
      {
        sockets: { org1: PER_GROUP, others: PER_GROUP, otherOrgs: OTHER_ORGS },
        writes: WRITES,
        spacingMs: SPACING_MS,
        ours,
        bare: base,
        ratioP50: ours.p50 / base.p50,
        ratioP99: ours.p99 / base.p99,
        goalP99Ms: GOAL_P99_MS,
        goalMet: met,
      },
      `p50 ${ours.p50.toFixed(1)} ms, p99 ${ours.p99.toFixed(1)} ms over ${ours.deliveries} deliveries ` +
        `(${2 * PER_GROUP} sockets), bare p99 ${base.p99.toFixed(1)} ms, ratio p99 ${(ours.p99 / base.p99).toFixed(2)}, ` +
        `foreign ${ours.foreign}, lost ${ours.lost}, goal ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
