import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshPostgres } from './helper';
import { freePort, until } from './process-helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const baseEnv = { WEB_DIST: path.join(repoRoot, 'no-console'), DEMO: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

describe('npm run start:cluster / WORKERS=n npm start', () => {
  it('refuses several processes on SQLite, with a clear message', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs', '--cluster'], {
      cwd: repoRoot,
      env: { ...process.env, ...baseEnv, DATABASE_URL: '', WORKERS: '2' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.toString()).toContain('Refusing to start 2 processes on SQLite');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts n workers sharing the port on PostgreSQL, and stops them all on SIGTERM',
    async () => {
      const fresh = await freshPostgres();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-cluster-'));
      const port = await freePort();
      const proc = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...baseEnv,
          WORKERS: '2',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: fresh.url,
          JWT_SECRET: randomBytes(32).toString('hex'),
        },
      });
      let out = '';
      proc.stdout.on('data', (d) => {
        out += d;
      });
      proc.stderr.on('data', (d) => {
        out += d;
      });
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      try {
        await until(() => out.split('Comptoir is ready').length === 3, 45_000, 'two workers ready');
        expect(out).toContain('Starting 2 server processes');
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect((await health.json()).data).toEqual({ status: 'ok', database: 'postgres' });
        proc.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(out).toContain('SIGTERM: stopping 2 server processes');
      } finally {
        proc.kill('SIGKILL');
        await fresh.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
