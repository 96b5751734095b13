import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparedStatementsPool } from './pg-prepared';
import type { Database } from './schema';
import { sqliteDialect } from './sqlite-driver';
import { tenantGuarded } from './tenant-guard';

/** The app's database: every query goes through the tenant guard (db/tenant-guard.ts, `tenantGuarded`). */
export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

// PostgreSQL returns int8 (bigint: epoch ms, counts) and numeric (sums) as strings; every such value we store is an
// integer well inside Number's safe range (cents, milliseconds), so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>(tenantGuarded(new PostgresDialect({ pool: preparedStatementsPool(pool) })));
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'comptoir.sqlite'));
  // WAL with synchronous=FULL: an acknowledged write survives a crash (ARCHITECTURE.md section 4).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>(tenantGuarded(sqliteDialect(sqlite)));
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export function dialectOf(db: { getExecutor(): { adapter: unknown } }): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Booleans are stored as 0/1 on both databases. */
export const toFlag = (b: boolean | undefined | null): number => (b ? 1 : 0);
export const fromFlag = (n: number | null | undefined): boolean => n === 1;

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
