import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
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
    const db = new Kysely<Database>(tenantGuarded(new PostgresDialect({ pool })));
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'comptoir.sqlite'));
  // WAL with synchronous=FULL: an acknowledged write survives a crash (ARCHITECTURE.md section 4).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>(tenantGuarded(new SqliteDialect({ database: withStatementCache(sqlite) })));
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** How many prepared statements the SQLite connection keeps (the app's queries are a few hundred texts). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept by SQL text: Kysely prepares every query
 * again, and preparing was a fifth of a till write's CPU (bench/till-writes.bench.ts profile). The connection runs one
 * query at a time (Kysely's SQLite driver holds a mutex, a stream included), so a kept statement is never busy when it
 * is used again; SQLite re-prepares a kept statement itself after a schema change. The oldest texts go first once
 * the cache is full (queries with `in (?, ?, ...)` lists make new texts).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      const found = kept.get(sql);
      if (found) return found;
      const stmt = sqlite.prepare(sql);
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value as string);
      kept.set(sql, stmt);
      return stmt;
    },
  };
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
