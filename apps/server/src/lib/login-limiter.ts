/**
 * Counts failed logins per account (organisation + username) and per client address inside a sliding window.
 * In memory: right for one server process; several processes would share it through the database (docs/operations.md).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number },
    private readonly now: () => number,
  ) {}

  /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(account: string, address: string): number {
    return Math.max(
      this.wait(`a:${account}`, this.limits.perAccount),
      this.wait(`ip:${address}`, this.limits.perAddress),
    );
  }

  recordFailure(account: string, address: string): void {
    for (const key of [`a:${account}`, `ip:${address}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  recordSuccess(account: string): void {
    this.failures.delete(`a:${account}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private wait(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length === 0) this.failures.delete(key);
    if (list.length < limit) return 0;
    return (list[list.length - limit] ?? 0) + this.limits.windowMs - this.now();
  }
}
