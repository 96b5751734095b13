// temporary profiling harness (not committed)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-identity';
import { fillCatalogue } from './catalogue-fixture';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

const CLIENT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, ms, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let done = 0, stop = false; const codes = {};
function one() {
  if (stop) return Promise.resolve();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => { done++; codes[res.statusCode] = (codes[res.statusCode]||0)+1; resolve(); });
    });
    req.on('error', () => resolve());
  }).then(one);
}
const started = performance.now();
setTimeout(() => { stop = true; }, ms);
Promise.all(Array.from({ length: connections }, one)).then(() => {
  agent.destroy();
  parentPort.postMessage({ perSecond: done / ((performance.now() - started) / 1000), codes });
});
`;
const load = (url: string, headers: Record<string, string>, ms: number) =>
  new Promise<unknown>((resolve, reject) => {
    const w = new Worker(CLIENT, { eval: true, workerData: { url, headers, ms, connections: 8 } });
    w.once('message', resolve);
    w.once('error', reject);
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-prof-'));
const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' }, { databaseUrl: null, jwtSecret: randomBytes(32), webDist: null });
const database = openDatabase(config);
await migrateToLatest(database.db);
const { app, ctx } = await buildApp({ config, database, logger: false });
await seedDemoIfEmpty(ctx);
await fillCatalogue(ctx, 5000);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${process.env.PROF_PATH ?? '/api/product'}`;
const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { orgId: 1, username: 'admin', password: DEMO_PASSWORD } });
const auth = { authorization: `Bearer ${login.json().data.token as string}` };
const first = await app.inject({ method: 'GET', url: process.env.PROF_PATH ?? '/api/product', headers: { ...auth, 'accept-encoding': 'br' } });
console.log(first.statusCode, first.headers);
const etag = String(first.headers.etag);
const headers: Record<string, string> = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
if (process.env.PROF_304) headers['if-none-match'] = etag;
await load(url, headers, 1500); // warm up
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
console.log(await load(url, headers, 5000));
const { profile } = await session.post('Profiler.stop');
writeFileSync(process.env.PROF_OUT ?? '/tmp/prof/out.cpuprofile', JSON.stringify(profile));
await app.close();
rmSync(dataDir, { recursive: true, force: true });
