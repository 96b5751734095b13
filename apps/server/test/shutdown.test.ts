import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/demo';
import { DEMO_PASSWORD } from '../src/demo/demo-identity';
import { freshPostgres } from './helper';
import { loginTo, pushSocket, type ServerProcess, startServer } from './process-helpers';

/*
 * Graceful shutdown of a real server process (src/main.ts): on SIGTERM it stops accepting connections, lets a request
 * under way finish, closes push sockets with 1001 "going away", closes the database and exits 0.
 */
describe('graceful shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-shutdown-'));
  let fresh: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    fresh = process.env.TEST_DATABASE_URL ? await freshPostgres() : null;
    env = {
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    };
    const config = loadConfig({ ...env, DEMO: 'off', LOG_LEVEL: 'silent' });
    const database = openDatabase(config);
    await migrateToLatest(database.db);
    const seeded = await buildApp({ config, database, logger: false });
    await seedDemoIfEmpty(seeded.ctx);
    await seeded.app.close();
  }, 30_000);
  afterAll(async () => {
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request under way, closes push sockets with 1001 and exits 0', async () => {
    const server: ServerProcess = await startServer(env);
    try {
      const token = await loginTo(server.url, 'admin', DEMO_PASSWORD);
      const socket = await pushSocket(server.url, token);

      // A sign-in whose body arrives slowly: under way when SIGTERM comes.
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${server.url}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write('{"orgId":1,"username":"admin",');
        setTimeout(() => {
          server.kill('SIGTERM');
          setTimeout(() => req.end(`"password":"${DEMO_PASSWORD}"}`), 1000);
        }, 200);
      });

      expect(await socket.closed).toEqual({ code: 1001, reason: 'going away' });
      // Not accepting any more while the request finishes.
      await new Promise((r) => setTimeout(r, 300));
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
      const done = await answer;
      expect(done.status).toBe(200);
      expect(JSON.parse(done.body).data.token).toBeTruthy();
      const closing = Date.now();
      expect(await server.exited).toBe(0);
      // Nothing held the process after the last request (a keep-alive connection would hold it 5 s).
      expect(Date.now() - closing).toBeLessThan(3000);
      expect(server.output()).not.toMatch(/error/i);
    } finally {
      server.kill('SIGKILL');
    }
  }, 30_000);
});
