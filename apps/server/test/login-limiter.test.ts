import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLoginLimiter, type LoginLimiter, MemoryLoginLimiter } from '../src/lib/login-limiter';
import { createTestApp, type TestApp } from './helper';

const limits = { perAccount: 5, perAddress: 8, windowMs: 60_000 };
let t: TestApp;
const clock = { now: 1_000_000 };
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => t.close());

// The same rules in memory (SQLite, one process) and in the login_failure table (PostgreSQL, shared by processes).
const stores: [string, () => LoginLimiter][] = [
  ['memory', () => new MemoryLoginLimiter(limits, () => clock.now)],
  ['database', () => new DatabaseLoginLimiter(t.ctx.db, limits, () => clock.now)],
];

describe.each(stores)('login limiter (%s)', (kind, make) => {
  it('waits after 5 failures of an account until the oldest leaves the window; a success resets it', async () => {
    const limiter = make();
    const account = `1:${kind}-user`;
    for (let i = 0; i < 5; i++) {
      expect(await limiter.retryAfter(account, '10.0.0.1')).toBe(0);
      await limiter.recordFailure(account, '10.0.0.1');
      clock.now += 1000;
    }
    // The first failure was 5 s ago: 55 s left.
    expect(await limiter.retryAfter(account, '10.0.0.2')).toBe(55_000);
    clock.now += 55_000;
    expect(await limiter.retryAfter(account, '10.0.0.2')).toBe(0);
    await limiter.recordFailure(account, '10.0.0.2');
    expect(await limiter.retryAfter(account, '10.0.0.2')).toBeGreaterThan(0);
    await limiter.recordSuccess(account);
    expect(await limiter.retryAfter(account, '10.0.0.2')).toBe(0);
  });

  it('waits after 8 failures from one address, whatever the accounts', async () => {
    const limiter = make();
    for (let i = 0; i < 8; i++) await limiter.recordFailure(`1:${kind}-spray-${i}`, '10.9.9.9');
    expect(await limiter.retryAfter(`1:${kind}-other`, '10.9.9.9')).toBe(60_000);
    expect(await limiter.retryAfter(`1:${kind}-other`, '10.9.9.8')).toBe(0);
    clock.now += 60_000;
  });
});

describe('login limiter storage stays bounded', () => {
  it('the table keeps no failure older than the window', async () => {
    const limiter = new DatabaseLoginLimiter(t.ctx.db, limits, () => clock.now);
    for (let i = 0; i < 20; i++) await limiter.recordFailure(`1:old-${i}`, `10.1.0.${i}`);
    clock.now += limits.windowMs + 1;
    await limiter.recordFailure('1:new', '10.2.0.1');
    const rows = await t.db.selectFrom('login_failure').select(['counter', 'at']).execute();
    expect(rows.every((r) => r.at > clock.now - limits.windowMs)).toBe(true);
    expect(rows.map((r) => r.counter).sort()).toEqual(['a:1:new', 'ip:10.2.0.1']);
  });

  it('memory forgets counters with nothing left in the window', async () => {
    const limiter = new MemoryLoginLimiter(limits, () => clock.now);
    for (let i = 0; i < 5_000; i++) await limiter.recordFailure(`1:u${i}`, `10.3.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(10_000);
    clock.now += limits.windowMs + 1;
    await limiter.recordFailure('1:late', '10.4.0.1');
    expect(limiter.size).toBe(2);
  });
});
