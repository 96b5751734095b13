/**
 * Several server processes on PostgreSQL (issue 26): `npm run start:cluster` with WORKERS=1 and then WORKERS=N
 * (BENCH_CLUSTER_WORKERS, default 2), each on a fresh database with the demo (no past days), under the same
 * saturated till load as bench/till-writes.bench.ts (BENCH_TILLS tills, BENCH_TILL_SECONDS s, no pause). The figure
 * is tickets/s of N processes against one, same run, same machine. Needs BENCH_DATABASE_URL (postgres://.../postgres,
 * databases created and dropped here); skipped without it. The server processes and the tills share this machine's
 * cores: with 2 cores, N = 2 workers and the tills' process already ask for more than there is.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-identity';
import { dropDatabase } from './bench-app';
import { writeBenchResult } from './results';
import { runTills } from './tills-client';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS ?? 2);
const TILLS = Number(process.env.BENCH_TILLS ?? 200);
const SECONDS = Number(process.env.BENCH_TILL_SECONDS ?? 30);
const STAFF = ['sophie', 'lucas', 'emma', 'admin', 'register', 'server'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy within 180 s');
}

async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** One server (WORKERS=workers) on a fresh database, the demo seeded, the till load: its tickets/s. */
async function measure(adminUrl: string, workers: number, dir: string) {
  const name = `comptoir_bench_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      WORKERS: String(workers),
      DATABASE_URL: url.toString(),
      DEMO: 'on',
      DEMO_DAYS: '0',
      DATA_DIR: mkdtempSync(path.join(dir, 'data-')),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitHealthy(base, child);
    const tokens: string[] = [];
    for (const username of STAFF) {
      const login = (await post(base, '/api/user/login', { orgId: 1, username, password: DEMO_PASSWORD })) as {
        token: string;
      };
      tokens.push(login.token);
    }
    await post(base, '/api/shift', { currentCash: 150 }, tokens[3]);
    const catalogue = await fetch(`${base}/api/terminal/catalogue`, {
      headers: { authorization: `Bearer ${tokens[3]}` },
    });
    const products = ((await catalogue.json()) as { data: { products: Record<string, unknown>[] } }).data.products;
    const lines = products
      .filter((p) => !p.isOption && !p.weightPrice && (p.optionGroupIds as number[]).length === 0)
      .slice(0, 3)
      .map((p) => ({ productId: p.productId, units: 1 }));
    const r = await runTills(dir, { base, tokens, tills: TILLS, ms: SECONDS * 1000, lines, pause: null });
    if (r.firstError) console.log(`  first error (${workers} workers): ${r.firstError}`);
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return {
      workers,
      ticketsPerSecond: r.tickets / r.seconds,
      requestsPerSecond: r.requests / r.seconds,
      p99: sorted[Math.ceil(0.99 * sorted.length) - 1] ?? Number.NaN,
      errors: r.errors,
    };
  } finally {
    // The primary stops its workers on SIGTERM; the whole group, in case.
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
    await dropDatabase(admin, name);
    await admin.end();
  }
}

export default async function clusterBench(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run it');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-cluster-'));
  try {
    const one = await measure(adminUrl, 1, dir);
    const many = await measure(adminUrl, WORKERS, dir);
    const ratio = many.ticketsPerSecond / one.ticketsPerSecond;
    for (const r of [one, many]) {
      console.log(
        `${String(r.workers).padStart(2)} process(es): ${r.ticketsPerSecond.toFixed(1)} tickets/s, ` +
          `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99.toFixed(0)} ms, ${r.errors} errors`,
      );
    }
    console.log(`ratio ${WORKERS} processes / 1: ${ratio.toFixed(2)} (${os.cpus().length} cores on this machine)`);
    writeBenchResult(
      'cluster',
      { tills: TILLS, seconds: SECONDS, cores: os.cpus().length, one, many, ratio },
      `PostgreSQL, ${TILLS} saturated tills: 1 process ${one.ticketsPerSecond.toFixed(1)} tickets/s, ${WORKERS} ` +
        `processes ${many.ticketsPerSecond.toFixed(1)} tickets/s (x${ratio.toFixed(2)})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
