/**
 * The catalogue at the speed of the wire: GET /api/product with 5,000 products, served by the real server (auth,
 * tenant scope, ability guard, the cached answer), against a bare `node:http` server sending the same bytes with the
 * same headers. Requests/s of each, measured by the same client (keep-alive connections, in a worker thread so it does
 * not share the servers' event loop), interleaved rounds. Ratio = ours / bare (goal >= 0.8). Also the bytes, raw and
 * compressed, and the time of a first (uncached) answer.
 * Data: the demo seed plus generated products in organisation 1, in a temporary SQLite database.
 * BENCH_PROFILE=1 also writes a CPU profile of one more round of ours per case (bench/results/catalogue-*.cpuprofile,
 * for Chrome DevTools or `node --cpu-prof` tooling); that round is not part of the figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-identity';
import { fillCatalogue } from './catalogue-fixture';
import { type CpuProfile, profileSummary } from './profile-summary';
import { writeBenchResult } from './results';

const PRODUCTS = 5_000;
const CONNECTIONS = 8;
/**
 * Many short rounds rather than a few long ones: on a shared machine the load drifts within seconds, and a round of
 * ours right next to a round of the bare server sees about the same load. One unmeasured round of each first (JIT).
 */
const ROUND_MS = 1_500;
const ROUNDS = 10;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The client: CONNECTIONS keep-alive connections asking in a loop for `ms`; answers requests/s. */
const CLIENT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, ms, connections, expectStatus } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let done = 0, failed = 0, stop = false;
function one() {
  if (stop) return Promise.resolve();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => { if (res.statusCode === expectStatus) done++; else failed++; resolve(); });
    });
    req.on('error', () => { failed++; resolve(); });
  }).then(one);
}
parentPort.postMessage({ started: true });
const started = performance.now();
setTimeout(() => { stop = true; }, ms);
Promise.all(Array.from({ length: connections }, one)).then(() => {
  agent.destroy();
  parentPort.postMessage({ perSecond: done / ((performance.now() - started) / 1000), done, failed });
});
`;

/**
 * CPU time (ms) the main thread (where both servers run) has used, from Linux's per-thread counters; null elsewhere.
 * Requests/s on a machine shared with other jobs move with their load; the CPU time a request costs the server's
 * thread moves much less, so the bench shows it too.
 */
function serverThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface Round {
  perSecond: number;
  failed: number;
  /** Main-thread CPU time per answered request, in microseconds (null without /proc). */
  cpuUs: number | null;
}

function load(url: string, headers: Record<string, string>, expectStatus: number, ms = ROUND_MS) {
  return new Promise<Round>((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { url, headers, ms, connections: CONNECTIONS, expectStatus },
    });
    let cpuAtStart: number | null = null;
    worker.on('message', (m: { started?: true; perSecond: number; done: number; failed: number }) => {
      if (m.started) {
        cpuAtStart = serverThreadCpuMs();
        return;
      }
      const cpuAtEnd = serverThreadCpuMs();
      const cpuUs = cpuAtStart === null || cpuAtEnd === null ? null : ((cpuAtEnd - cpuAtStart) * 1000) / m.done;
      resolve({ perSecond: m.perSecond, failed: m.failed, cpuUs });
    });
    worker.once('error', reject);
  });
}

export default async function catalogueBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-catalogue-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { databaseUrl: null, jwtSecret: randomBytes(32), webDist: null },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  let bare: http.Server | null = null;
  try {
    await seedDemoIfEmpty(ctx);
    await fillCatalogue(ctx, PRODUCTS);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/product`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: 1, username: 'admin', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().data.token as string}` };

    // The first answer builds the cache (query, schema check once, JSON, brotli and gzip).
    let started = performance.now();
    const first = await app.inject({
      method: 'GET',
      url: '/api/product',
      headers: { ...auth, 'accept-encoding': 'br' },
    });
    const firstMs = performance.now() - started;
    started = performance.now();
    await app.inject({ method: 'GET', url: '/api/product', headers: { ...auth, 'accept-encoding': 'br' } });
    const cachedMs = performance.now() - started;
    const plain = await app.inject({ method: 'GET', url: '/api/product', headers: auth });
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/product',
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
    const count = (plain.json().data as unknown[]).length;
    const etag = String(first.headers.etag);

    const notModified = await app.inject({
      method: 'GET',
      url: '/api/product',
      headers: { ...auth, 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
    });
    if (notModified.statusCode !== 304) throw new Error(`If-None-Match answered ${notModified.statusCode}, not 304`);

    // The bare server: the same status, bytes and headers (every header ours sends: the security headers, ETag,
    // Cache-Control, Vary...; Node adds Date and Connection to both), nothing else.
    const copy = (res: typeof first) => ({
      status: res.statusCode,
      body: res.rawPayload,
      headers: Object.fromEntries(
        Object.entries(res.headers)
          .filter(([h]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(h))
          .map(([h, v]) => [h, String(v)]),
      ),
    });
    const answers = { br: copy(first), plain: copy(plain), notModified: copy(notModified) };
    bare = http.createServer((req, res) => {
      const a =
        req.headers['if-none-match'] === etag
          ? answers.notModified
          : String(req.headers['accept-encoding'] ?? '').includes('br')
            ? answers.br
            : answers.plain;
      res.writeHead(a.status, a.headers).end(a.body);
    });
    await new Promise<void>((resolve) => bare!.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/product`;

    console.log(`\nGET /api/product, ${count} products (organisation 1)`);
    console.log(
      `  bytes: raw ${kb(plain.rawPayload.length)}, gzip ${kb(gzip.rawPayload.length)}, brotli ${kb(first.rawPayload.length)}`,
    );
    console.log(`  first answer (builds the cache): ${firstMs.toFixed(0)} ms; then ${cachedMs.toFixed(1)} ms (inject)`);
    console.log(
      `\nrequests/s, ${CONNECTIONS} keep-alive connections, median of ${ROUNDS} interleaved ${ROUND_MS / 1000} s rounds`,
    );
    const cases: { key: string; name: string; headers: Record<string, string>; status: number }[] = [
      { key: 'brotli', name: 'brotli body', headers: { 'accept-encoding': 'gzip, deflate, br' }, status: 200 },
      {
        key: 'notModified',
        name: '304 (If-None-Match)',
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
        status: 304,
      },
    ];
    const figures: Record<string, unknown> = {
      products: count,
      bytes: { raw: plain.rawPayload.length, gzip: gzip.rawPayload.length, brotli: first.rawPayload.length },
      firstAnswerMs: Math.round(firstMs),
      cachedAnswerMs: Number(cachedMs.toFixed(2)),
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundMs: ROUND_MS,
    };
    const summary: string[] = [];
    for (const c of cases) {
      const ours: number[] = [];
      const base: number[] = [];
      const oursCpu: number[] = [];
      const baseCpu: number[] = [];
      const run = (target: string, ms?: number) => load(target, { ...auth, ...c.headers }, c.status, ms);
      await run(url, 1000);
      await run(bareUrl, 1000);
      for (let i = 0; i < ROUNDS; i++) {
        // Interleaved, and the order swapped every round, so a drift of the machine's load falls on both alike.
        const lead = i % 2 === 0 ? url : bareUrl;
        const a = await run(lead);
        const z = await run(lead === url ? bareUrl : url);
        const [o, b] = lead === url ? [a, z] : [z, a];
        if (o.failed || b.failed) throw new Error(`${c.name}: ${o.failed} + ${b.failed} unexpected answers`);
        ours.push(o.perSecond);
        base.push(b.perSecond);
        if (o.cpuUs !== null && b.cpuUs !== null) {
          oursCpu.push(o.cpuUs);
          baseCpu.push(b.cpuUs);
        }
      }
      const ratio = median(ours) / median(base);
      // For information: the median of each round's ratio to the bare round next to it (less moved by load drift).
      const paired = median(ours.map((o, i) => o / base[i]!));
      console.log(
        `  ${c.name.padEnd(20)} ours ${median(ours).toFixed(0).padStart(6)}  bare node:http ${median(base).toFixed(0).padStart(6)}` +
          `  ratio ${ratio.toFixed(2)} (goal >= 0.8) ${ratio >= 0.8 ? 'met' : 'NOT met'}; paired rounds ${paired.toFixed(2)}`,
      );
      // CPU per request of the servers' thread: bare / ours is the requests/s ratio each would reach with a core of its own.
      const cpuRatio = oursCpu.length ? median(baseCpu) / median(oursCpu) : null;
      if (cpuRatio !== null) {
        console.log(
          `  ${''.padEnd(20)} CPU per request: ours ${median(oursCpu).toFixed(0)} µs, bare ${median(baseCpu).toFixed(0)} µs` +
            `  -> bare / ours ${cpuRatio.toFixed(2)}`,
        );
      }
      figures[c.key] = {
        oursPerSecond: ours.map((x) => Math.round(x)),
        barePerSecond: base.map((x) => Math.round(x)),
        medianOurs: Math.round(median(ours)),
        medianBare: Math.round(median(base)),
        ratio: Number(ratio.toFixed(3)),
        pairedRatio: Number(paired.toFixed(3)),
        oursCpuUsPerRequest: oursCpu.map((x) => Math.round(x)),
        bareCpuUsPerRequest: baseCpu.map((x) => Math.round(x)),
        cpuRatio: cpuRatio === null ? null : Number(cpuRatio.toFixed(3)),
      };
      if (process.env.BENCH_PROFILE) {
        // One more round of ours, profiled (not part of the figures): where the server's thread spends its time.
        const session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
        await session.post('Profiler.start');
        await run(url, 3000);
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        const file = path.join(import.meta.dirname, 'results', `catalogue-${c.key}.cpuprofile`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(profile));
        console.log(`  ${''.padEnd(20)} CPU profile of a round of ours: ${path.relative(process.cwd(), file)}`);
        for (const line of profileSummary(profile as CpuProfile)) console.log(`  ${''.padEnd(20)}${line}`);
      }
      summary.push(
        `${c.key} ${ratio.toFixed(2)}${cpuRatio === null ? '' : ` (CPU per request ${cpuRatio.toFixed(2)})`}`,
      );
    }
    writeBenchResult(
      'catalogue',
      figures,
      `GET /api/product at ${count} products, ours / bare node:http requests/s (goal >= 0.8): ${summary.join(', ')}`,
    );
  } finally {
    await new Promise((resolve) => (bare ? bare.close(resolve) : resolve(null)));
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
