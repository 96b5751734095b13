import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/demo';
import { DEMO_PASSWORD } from '../src/demo/demo-identity';
import { freshPostgres } from './helper';
import { call, loginTo, pushSocket, type ServerProcess, startServer, until } from './process-helpers';

/*
 * Two real server processes (src/main.ts, as `npm start` runs it) on one fresh PostgreSQL database, with the same
 * token secret, as behind a load balancer: what one process does, the other must see. PostgreSQL only (SQLite is
 * one process): skipped without TEST_DATABASE_URL, like the rest of the PostgreSQL-only tests.
 */
const PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG)('two server processes on one PostgreSQL database', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let sql: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-mp-'));

  beforeAll(async () => {
    fresh = await freshPostgres();
    // The database is migrated and seeded once, as the cluster primary does, before the processes start.
    const config = loadConfig(
      { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
      { databaseUrl: fresh.url, jwtSecret: new Uint8Array(32) },
    );
    const database = openDatabase(config);
    await migrateToLatest(database.db);
    const seeded = await buildApp({ config, database, logger: false });
    await seedDemoIfEmpty(seeded.ctx);
    await seeded.app.close();
    sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
    const env = {
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Both schedulers look for shifts to close every 200 ms, so they are due at the same moments.
      AUTOCLOSE_INTERVAL_MS: '200',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await sql?.end();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('share one sign-in failure budget: 5 wrong passwords over both, then 429 on either', async () => {
    const wrong = { orgId: 1, username: 'lucas', password: 'not-the-password' };
    for (const server of [a, a, b, a, b]) {
      expect((await call(server.url, 'POST', '/api/user/login', { body: wrong })).status).toBe(401);
    }
    for (const server of [a, b]) {
      const right = await call(server.url, 'POST', '/api/user/login', { body: { ...wrong, password: DEMO_PASSWORD } });
      expect(right.status).toBe(429);
    }
    // Another account still signs in: the budget is per account (and the address has 30).
    expect(await loginTo(b.url, 'sophie', DEMO_PASSWORD)).toBeTruthy();
  });

  it('deliver a push event from a till write on one process to a console socket on the other', async () => {
    const token = await loginTo(a.url, 'admin', DEMO_PASSWORD);
    const socket = await pushSocket(b.url, token);
    expect((await call(a.url, 'POST', '/api/shift', { token, body: { currentCash: 100 } })).status).toBe(200);
    const opened = await call(a.url, 'POST', '/api/terminal/accounts', { token, body: { kind: 'TAKEAWAY' } });
    expect(opened.status).toBe(200);
    await until(() => socket.messages.some((m) => m.pushType === 'ACCOUNTS_UPDATED'), 5000, 'ACCOUNTS_UPDATED on B');
    socket.ws.close();
  });

  it('drop the cached catalogue of the other process after a catalogue write', async () => {
    const token = await loginTo(a.url, 'admin', DEMO_PASSWORD);
    const names = async (server: ServerProcess) =>
      ((await call(server.url, 'GET', '/api/product', { token })).body.data as { productId: number; name: string }[])
        .map((p) => `${p.productId}:${p.name}`)
        .sort();
    const before = await names(b); // B builds and keeps its cached answer
    expect(await names(b)).toEqual(before);
    const first = before[0]!.split(':')[0];
    const renamed = await call(a.url, 'PATCH', `/api/product/${first}`, { token, body: { name: 'Renamed on A' } });
    expect(renamed.status).toBe(200);
    await until(async () => (await names(b)).includes(`${first}:Renamed on A`), 5000, 'B to show the new name');
    const till = (await call(b.url, 'GET', '/api/terminal/catalogue', { token })).body.data as {
      products: { productId: number; name: string }[];
    };
    expect(till.products.find((p) => String(p.productId) === first)?.name).toBe('Renamed on A');
  });

  it('refuse on the other process a user whose ability was taken away or who was removed on one process', async () => {
    const admin = await loginTo(a.url, 'admin', DEMO_PASSWORD);
    const created = await call(a.url, 'POST', '/api/user/create', {
      token: admin,
      body: { username: 'kept-elsewhere', password: 'correct-horse', abilities: ['ADMIN_PRINTERS'] },
    });
    expect(created.status).toBe(200);
    const userId = (created.body.data as { userId: number }).userId;
    const token = await loginTo(b.url, 'kept-elsewhere', 'correct-horse');
    const printers = async () => (await call(b.url, 'GET', '/api/printer', { token })).status;
    expect(await printers()).toBe(200); // B keeps the session user from here on (lib/session-cache.ts)
    expect(await printers()).toBe(200);
    const patched = await call(a.url, 'PATCH', `/api/user/${userId}`, { token: admin, body: { abilities: [] } });
    expect(patched.status).toBe(200);
    // B hears of it by NOTIFY, within milliseconds; well before its kept copy would expire (SESSION_TTL_MS, 10 s).
    await until(async () => (await printers()) === 403, 3000, 'B to refuse the ability taken away on A');
    expect(
      (await call(a.url, 'PATCH', `/api/user/${userId}`, { token: admin, body: { abilities: ['ADMIN_PRINTERS'] } }))
        .status,
    ).toBe(200);
    await until(async () => (await printers()) === 200, 3000, 'B to let the ability given back on A through');
    expect((await call(a.url, 'DELETE', `/api/user/${userId}`, { token: admin })).status).toBe(200);
    await until(async () => (await printers()) === 401, 3000, 'B to refuse the user removed on A');
  });

  it('close a due shift once, though both schedulers are due at the same time', async () => {
    const { rows } = await sql.query('select shift_id from shift where org_id = 1 and end_timestamp is null');
    expect(rows).toHaveLength(1);
    const shiftId = rows[0].shift_id as number;
    const everyDay = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        [{ start: '01:00', end: '02:00' }],
      ]),
    );
    // The shift began two days ago: the end of its slot is past, so both processes find it due at once.
    await sql.query('update shift set start_timestamp = $1 where shift_id = $2', [
      Date.now() - 2 * 86_400_000,
      shiftId,
    ]);
    const settings = JSON.parse(
      (await sql.query('select settings from organization where org_id = 1')).rows[0].settings,
    );
    await sql.query('update organization set settings = $1 where org_id = 1', [
      JSON.stringify({ ...settings, shiftAutoClose: true, shiftHours: everyDay }),
    ]);
    await until(
      async () =>
        (await sql.query('select 1 from shift where shift_id = $1 and end_timestamp is not null', [shiftId]))
          .rowCount === 1,
      10_000,
      'the shift to be closed',
    );
    await new Promise((r) => setTimeout(r, 1500)); // several more rounds of both schedulers
    const closes = await sql.query(
      "select count(*)::int as n from audit_log where entity = 'shift' and entity_id = $1 and action = 'AUTO_CLOSE'",
      [String(shiftId)],
    );
    expect(closes.rows[0].n).toBe(1);
    const shifts = await sql.query('select auto_closed from shift where org_id = 1');
    expect(shifts.rows).toEqual([{ auto_closed: 1 }]);
  });
});
