/**
 * What the benches that run the real server in this process share: the app on a fresh SQLite database in a temporary
 * folder (migrated, nothing seeded), and PostgreSQL databases made and dropped for a run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';

/** The real app on a new SQLite database in a temporary folder (`dataDir`, the caller removes it). */
export async function benchApp(name: string, options: { webDist?: string | null } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `comptoir-bench-${name}-`));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { databaseUrl: null, jwtSecret: randomBytes(32), webDist: options.webDist ?? null },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  return { app, ctx, dataDir };
}

/** As test/helper.ts: lets the closed pools hang up first (FORCE would make them report an error). */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 50 ? ' WITH (FORCE)' : ''}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
