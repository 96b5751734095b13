import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from './apps/server/src/app';
import { loadConfig } from './apps/server/src/config';
import { openDatabase } from './apps/server/src/db/database';
import { migrateToLatest } from './apps/server/src/db/migrate';
import { seedDemoIfEmpty } from './apps/server/src/db/seed';
import { usersRepository } from './apps/server/src/modules/users/users.repository';

const log: string[] | null = [];
let on = false;
const DB = new SQLite(':memory:');
const proto = Object.getPrototypeOf(DB.prepare('select 1'));
for (const m of ['run', 'all', 'get', 'iterate']) {
  const orig = proto[m];
  proto[m] = function (this: { source: string }, ...a: unknown[]) { if (on) log!.push(this.source.slice(0, 140)); return orig.apply(this, a); };
}
const origExec = SQLite.prototype.exec;
SQLite.prototype.exec = function (this: unknown, s: string) { if (on) log!.push('EXEC ' + s.slice(0, 100)); return origExec.call(this, s); } as never;
const pq = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...a: unknown[]) { if (on) { const q = a[0] as string | { text: string }; log!.push(typeof q === 'string' ? q.slice(0, 140) : q.text.slice(0, 140)); } return (pq as Function).apply(this, a); } as never;

const url = process.env.PGURL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cnt-'));
let databaseUrl: string | null = null;
if (url) { const c = new pg.Client(url); await c.connect(); const name = 'cnt_' + Date.now(); await c.query(`create database ${name}`); await c.end(); databaseUrl = url.replace(/\/[^/]*$/, '/' + name); }
const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' }, { databaseUrl, jwtSecret: randomBytes(32), webDist: null });
const database = openDatabase(config);
await migrateToLatest(database.db);
const { app, ctx } = await buildApp({ config, database, logger: false });
await seedDemoIfEmpty(ctx, { activityDays: 0 });
const admin = await usersRepository.findByUsername(ctx.db, 1, 'admin');
const auth = { authorization: `Bearer ${(await ctx.tokens.sign({ userId: admin!.user_id, orgId: 1 })).token}` };
await app.inject({ method: 'POST', url: '/api/shift', headers: auth, payload: { currentCash: 150 } });
const catalogue = (await app.inject({ method: 'GET', url: '/api/terminal/catalogue', headers: auth })).json().data.products as any[];
const simple = catalogue.filter((p) => !p.isOption && !p.weightPrice && p.optionGroupIds.length === 0);
const lines = simple.slice(0, 3).map((p) => ({ productId: p.productId, units: 1 }));
async function ticket(print: boolean) {
  const counts: number[] = [];
  const post = async (u: string, payload: unknown) => {
    log!.length = 0; on = true;
    const res = await app.inject({ method: 'POST', url: u, headers: { ...auth, 'idempotency-key': randomUUID() }, payload: payload as object });
    on = false;
    if (res.statusCode !== 200) throw new Error(res.body);
    counts.push(log!.length);
    if (print) { console.log(`--- ${u} (${log!.length})`); for (const l of log!) console.log('  ' + l.replace(/\s+/g, ' ')); }
    return res.json().data;
  };
  const account = await post('/api/terminal/accounts', { kind: 'TAKEAWAY' });
  const id = account.clientAccountId;
  const detail = await post(`/api/terminal/accounts/${id}/lines`, { lines });
  await post(`/api/terminal/accounts/${id}/payments`, { paymentType: 'CARD', amountPaid: (detail.totalData.total as number).toFixed(2) });
  await post(`/api/terminal/accounts/${id}/close`, {});
  return counts;
}
await ticket(false);
const c = await ticket(true);
console.log('COUNTS', c, c.reduce((a, b) => a + b));
await app.close();
process.exit(0);
