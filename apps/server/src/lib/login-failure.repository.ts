import type { Db } from '../db/database';

/** The `login_failure` table (migration 0016): sign-in failures shared by server processes (lib/login-limiter.ts). */
export const loginFailureRepository = {
  async record(db: Db, counters: readonly string[], at: number): Promise<void> {
    await db
      .insertInto('login_failure')
      .values(counters.map((counter) => ({ counter, at })))
      .execute();
  },

  /** Deletes every failure at or before `until` (out of every window). */
  async prune(db: Db, until: number): Promise<void> {
    await db.deleteFrom('login_failure').where('at', '<=', until).execute();
  },

  async forget(db: Db, counter: string): Promise<void> {
    await db.deleteFrom('login_failure').where('counter', '=', counter).execute();
  },

  /** The time of the `n`-th most recent failure of a counter after `since` (undefined when there are fewer). */
  async nthLatest(db: Db, counter: string, since: number, n: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('login_failure')
      .select('at')
      .where('counter', '=', counter)
      .where('at', '>', since)
      .orderBy('at', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row?.at;
  },
};
