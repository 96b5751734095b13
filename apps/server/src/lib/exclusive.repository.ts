import { sql } from 'kysely';
import type { Db } from '../db/database';

/** PostgreSQL session advisory locks (lib/exclusive.ts), on one connection held for the job's duration. */
export const advisoryLockRepository = {
  /** Runs `fn` with one pooled connection: a session lock must be taken and released on the same one. */
  withConnection<T>(db: Db, fn: (conn: Db) => Promise<T>): Promise<T> {
    return db.connection().execute(fn);
  },

  async tryLock(conn: Db, lock: number): Promise<boolean> {
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${lock}) as got`.execute(conn);
    return rows[0]?.got === true;
  },

  async unlock(conn: Db, lock: number): Promise<void> {
    await sql`select pg_advisory_unlock(${lock})`.execute(conn);
  },
};
