import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { systemExecutor } from '../src/db/system.repository';
import { freshPostgres } from './helper';

// Decision 152: on PostgreSQL a query with parameters runs as a statement prepared once per connection and text.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL statements prepared per shape', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    fresh = await freshPostgres();
    handle = openDatabase({ databaseUrl: fresh.url, dataDir: '' });
    // Migrations hold several statements without parameters: they still run (the simple protocol).
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await fresh.drop();
  });

  it('prepares a query with parameters once on its connection and reuses it; one without stays unnamed', async () => {
    const db = systemExecutor(handle.db);
    const prepared = await db.transaction().execute(async (trx) => {
      // A transaction holds one connection: both runs and the look at pg_prepared_statements are on it.
      const first = await sql<{ x: number }>`select ${41}::int + 1 as x`.execute(trx);
      const second = await sql<{ x: number }>`select ${1}::int + 1 as x`.execute(trx);
      expect([first.rows[0]?.x, second.rows[0]?.x]).toEqual([42, 2]);
      await sql`select 1 + 1 as unnamed_probe`.execute(trx);
      return (
        await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)
      ).rows;
    });
    const shape = prepared.filter((p) => p.statement === 'select $1::int + 1 as x');
    expect(shape).toHaveLength(1);
    expect(shape[0]?.name).toMatch(/^p\d+$/);
    expect(prepared.some((p) => p.statement.includes('unnamed_probe'))).toBe(false);
  });

  it('gives one text the same name on every connection', async () => {
    const db = systemExecutor(handle.db);
    const nameOn = () =>
      db.transaction().execute(async (trx) => {
        await sql`select ${'a'}::text || 'b' as ab`.execute(trx);
        const rows = (
          await sql<{
            name: string;
            pid: number;
          }>`select name, pg_backend_pid() as pid from pg_prepared_statements where statement = ${"select $1::text || 'b' as ab"}`.execute(
            trx,
          )
        ).rows;
        return rows[0];
      });
    // Two transactions at once hold two connections.
    const [a, b] = await Promise.all([nameOn(), nameOn()]);
    expect(a?.pid).not.toBe(b?.pid);
    expect(a?.name).toBeDefined();
    expect(a?.name).toBe(b?.name);
  });
});
