import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The work each transaction opened by `transaction` runs at its end, before its COMMIT (`beforeCommit`). */
const endings = new WeakMap<object, (() => Promise<void>)[]>();

/**
 * Runs `fn` in a new transaction; what was handed to `beforeCommit` during it runs after `fn`, still inside it (its
 * failure rolls everything back). The app's transactions are opened here (`inTransaction`, `idempotent`).
 */
export function transaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const work: (() => Promise<void>)[] = [];
    endings.set(trx, work);
    const result = await fn(trx);
    for (let next = work.shift(); next; next = work.shift()) await next();
    return result;
  });
}

/**
 * Has `work` run at the end of the transaction `db`, before its COMMIT; false when `db` is not a transaction opened
 * by `transaction` (the caller then does the work at once).
 */
export function beforeCommit(db: Executor, work: () => Promise<void>): boolean {
  const list = db.isTransaction ? endings.get(db) : undefined;
  if (!list) return false;
  list.push(work);
  return true;
}

/**
 * Runs `fn` in a transaction, or inside the caller's transaction when it already is one: services compose (the demo
 * seed runs a whole day of tickets in one transaction through the same services the API uses).
 */
export function inTransaction<T>(db: Executor, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return transaction(db as Kysely<Database>, fn);
}

/** A unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
