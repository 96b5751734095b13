import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { runExclusive } from '../src/lib/exclusive';
import { createTestApp, freshPostgres, type TestApp } from './helper';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runExclusive on SQLite (one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(async () => t.close());

  it('just runs the job', async () => {
    if (t.ctx.dialect !== 'sqlite') return;
    expect(await runExclusive(t.ctx.db, 'sqlite', 1, async () => 'ran')).toBe('ran');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('runExclusive on PostgreSQL (several processes)', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let one: DatabaseHandle;
  let two: DatabaseHandle;
  beforeAll(async () => {
    fresh = await freshPostgres();
    // Two pools, as two server processes have.
    one = openDatabase({ databaseUrl: fresh.url, dataDir: '' });
    two = openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await fresh.drop();
  });

  it('runs a job in one of two processes whose timers fire together, then lets the next round run', async () => {
    let running = 0;
    let runs = 0;
    const job = async () => {
      running++;
      runs++;
      expect(running).toBe(1);
      await sleep(300);
      running--;
      return 'done';
    };
    const results = await Promise.all([
      runExclusive(one.db, 'postgres', 42, job),
      runExclusive(two.db, 'postgres', 42, job),
    ]);
    expect(runs).toBe(1);
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    // The lock was released: the next round runs (in either process), and a failing job releases it too.
    await expect(runExclusive(two.db, 'postgres', 42, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await runExclusive(one.db, 'postgres', 42, job)).toBe('done');
    expect(runs).toBe(2);
  });
});
