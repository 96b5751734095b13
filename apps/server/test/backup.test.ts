import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backupDatabase, backupStamp } from '../src/backup';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_PASSWORD } from '../src/demo/demo-identity';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('npm run backup on PostgreSQL', () => {
  it('prints the pg_dump line, reading DATABASE_URL from the environment (no password printed)', async () => {
    const env = { DATABASE_URL: 'postgres://u:secret@db:5432/comptoir', DATA_DIR: os.tmpdir() };
    const result = await backupDatabase(env, undefined, new Date(Date.UTC(2026, 10, 25, 19, 32, 10)));
    expect(result).toEqual({
      kind: 'postgres',
      command: 'pg_dump --format=custom --no-owner --file="comptoir-2026-11-25T19-32-10Z.dump" "$DATABASE_URL"',
    });
    const cli = spawnSync(process.execPath, ['scripts/backup.mjs'], { cwd: repoRoot, env: { ...process.env, ...env } });
    expect(cli.status).toBe(0);
    expect(cli.stdout.toString()).toContain('pg_dump --format=custom');
    expect(cli.stdout.toString()).not.toContain('secret');
  });
});

// SQLite only: PostgreSQL is backed up and restored with pg_dump/pg_restore (docs/operations.md).
describe.skipIf(!!process.env.TEST_DATABASE_URL)('npm run backup on SQLite, and a restore', () => {
  let t: TestApp;
  const restoredDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-restored-'));
  beforeAll(async () => {
    t = await createTestApp();
    const till = terminal(t, await t.login('admin'));
    await till.openShift(100);
    const espresso = await productId(t, BISTRO, 'Espresso');
    for (const [kind, pay] of [
      ['TAKEAWAY', 'CASH'],
      ['DELIVERY', 'CARD'],
    ] as const) {
      const id = (await till.openAccount({ kind })).body.data.clientAccountId as number;
      await till.addLines(id, [{ productId: espresso, units: 3 }]);
      await till.pay(id, pay, 20);
      await till.close(id);
    }
    // A ticket still open at backup time.
    const open = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId as number;
    await till.addLines(open, [{ productId: espresso }]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(restoredDir, { recursive: true, force: true });
  });

  /** What the console shows: the dashboard of the shift and the month, the open shift, the accounts. */
  async function figures(request: TestApp['request'], token: string) {
    const get = async (url: string) => {
      const res = await request({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    return {
      shift: await get('/api/data/dashboard?timeInterval=CURRENT_SHIFT'),
      month: await get('/api/data/dashboard?timeInterval=THIS_MONTH'),
      current: await get('/api/shift/current'),
    };
  }

  it('copies the running database online, and a server started on the copy shows the same figures', async () => {
    const before = await figures(t.request, await t.login('admin'));
    expect(before.shift.salesData.total).toBeGreaterThan(0);

    // Online: the server is still running (its last writes may sit in the WAL, not yet in the main file).
    const result = await backupDatabase({ DATA_DIR: t.ctx.config.dataDir }, undefined, new Date(t.clock.now));
    if (result.kind !== 'sqlite') throw new Error('expected a SQLite backup');
    expect(result.file).toBe(
      path.join(t.ctx.config.dataDir, 'backups', `comptoir-${backupStamp(new Date(t.clock.now))}.sqlite`),
    );
    await expect(backupDatabase({ DATA_DIR: t.ctx.config.dataDir }, result.file)).rejects.toThrow(/exists already/);

    // Restore (docs/operations.md): the copy becomes DATA_DIR/comptoir.sqlite of a fresh data folder; start.
    copyFileSync(result.file, path.join(restoredDir, 'comptoir.sqlite'));
    const config = loadConfig({ DATA_DIR: restoredDir, DEMO: 'off', LOG_LEVEL: 'silent' }, { webDist: null });
    const database = openDatabase(config);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const restored = await buildApp({ config, database, now: () => t.clock.now, logger: false });
    try {
      const request: TestApp['request'] = ({ token, ...opts }) =>
        restored.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
      const login = await restored.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { orgId: BISTRO, username: 'admin', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(await figures(request, login.json().data.token)).toEqual(before);
    } finally {
      await restored.app.close();
    }
  });

  it('npm run backup writes a timestamped file under DATA_DIR/backups', () => {
    const cli = spawnSync(process.execPath, ['scripts/backup.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: '' },
    });
    expect(cli.stderr.toString()).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout.toString()).toMatch(/Backup written: .*comptoir-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite/);
    const files = readdirSync(path.join(restoredDir, 'backups'));
    expect(files).toHaveLength(1);
  });
});
