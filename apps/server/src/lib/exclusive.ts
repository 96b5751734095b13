import type { Db, Dialect } from '../db/database';
import { advisoryLockRepository as locks } from './exclusive.repository';

/** Advisory lock numbers of the jobs that must run in one process at a time (any 64-bit number, fixed here). */
export const JOB_LOCKS = { shiftAutoClose: 7_001_401, fiscalClosures: 7_001_402 } as const;

/**
 * Runs `job` unless another server process is running it: on PostgreSQL under a session advisory lock
 * (pg_try_advisory_lock) held on one pooled connection for the job's duration, so with several processes whose timers
 * fire together one runs it and the others skip this round (and find nothing left to do on their next one). SQLite is
 * one process: the job just runs. Returns undefined when skipped.
 */
export async function runExclusive<T>(
  db: Db,
  dialect: Dialect,
  lock: number,
  job: () => Promise<T>,
): Promise<T | undefined> {
  if (dialect !== 'postgres') return job();
  return locks.withConnection(db, async (conn) => {
    if (!(await locks.tryLock(conn, lock))) return undefined;
    try {
      return await job();
    } finally {
      await locks.unlock(conn, lock);
    }
  });
}
