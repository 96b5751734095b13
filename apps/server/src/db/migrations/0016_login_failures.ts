import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Failed sign-ins, shared by every server process on PostgreSQL (lib/login-limiter.ts): one row per failure and per
 * counter ('a:<org>:<username>' for the account, 'ip:<address>' for the client address). Rows older than the window
 * are deleted as failures are recorded, so the table stays small. Not a tenant table: a counter is keyed before any
 * organisation is known to be real. SQLite keeps its counters in memory (one process) and never writes here.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('login_failure'), 'id')
    .addColumn('counter', 'varchar(300)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_counter_idx').on('login_failure').columns(['counter', 'at']).execute();
  await db.schema.createIndex('login_failure_at_idx').on('login_failure').column('at').execute();
}
