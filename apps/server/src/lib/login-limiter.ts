import type { Db } from '../db/database';
import { loginFailureRepository as failures } from './login-failure.repository';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Counts failed logins per account (organisation + username) and per client address inside a sliding window. After
 * `perAccount` failures of an account (or `perAddress` from an address) within `windowMs`, the next attempt waits.
 * Two stores, the same rules: in memory with SQLite (one process), in the database table `login_failure` with
 * PostgreSQL, so every server process counts the same failures (docs/operations.md, decisions.md).
 */
export interface LoginLimiter {
  /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

const counters = (account: string, address: string) => [`a:${account}`, `ip:${address}`] as const;

/** The wait for a counter whose `limit`-th most recent failure (if any) happened at `nthLatest`. */
const waitFrom = (nthLatest: number | undefined, limits: LoginLimits, now: number) =>
  nthLatest === undefined ? 0 : Math.max(0, nthLatest + limits.windowMs - now);

/** Forgets counters with no failure left in the window once this many are kept (addresses nobody retries). */
const SWEEP_AT = 10_000;

export class MemoryLoginLimiter implements LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number,
  ) {}

  async retryAfter(account: string, address: string): Promise<number> {
    const [a, ip] = counters(account, address);
    return Math.max(this.wait(a, this.limits.perAccount), this.wait(ip, this.limits.perAddress));
  }

  async recordFailure(account: string, address: string): Promise<void> {
    if (this.failures.size >= SWEEP_AT) this.sweep();
    for (const key of counters(account, address)) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  async recordSuccess(account: string): Promise<void> {
    this.failures.delete(counters(account, '')[0]);
  }

  /** How many counters are kept (tests check the sweep). */
  get size(): number {
    return this.failures.size;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) {
      const list = this.recent(key);
      if (list.length === 0) this.failures.delete(key);
      else this.failures.set(key, list);
    }
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private wait(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length === 0) this.failures.delete(key);
    return list.length < limit ? 0 : waitFrom(list[list.length - limit], this.limits, this.now());
  }
}

/**
 * The PostgreSQL store: one row per failure and counter. Recording a failure also deletes every row older than the
 * window (an index on `at` keeps it cheap), so the table holds at most the failures of one window.
 */
export class DatabaseLoginLimiter implements LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
    private readonly now: () => number,
  ) {}

  async retryAfter(account: string, address: string): Promise<number> {
    const [a, ip] = counters(account, address);
    const [wa, wip] = await Promise.all([this.wait(a, this.limits.perAccount), this.wait(ip, this.limits.perAddress)]);
    return Math.max(wa, wip);
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const at = this.now();
    await failures.record(this.db, counters(account, address), at);
    await failures.prune(this.db, at - this.limits.windowMs);
  }

  async recordSuccess(account: string): Promise<void> {
    await failures.forget(this.db, counters(account, '')[0]);
  }

  private async wait(counter: string, limit: number): Promise<number> {
    const now = this.now();
    const nth = await failures.nthLatest(this.db, counter, now - this.limits.windowMs, limit);
    return waitFrom(nth, this.limits, now);
  }
}
