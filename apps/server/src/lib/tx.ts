import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `fn` in a transaction, or inside the caller's transaction when it already is one: services compose (the demo
 * seed runs a whole day of tickets in one transaction through the same services the API uses).
 */
export function inTransaction<T>(db: Executor, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}

/** A unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
