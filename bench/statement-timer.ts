/**
 * Times every SQLite statement the server runs while `timing` is on (better-sqlite3 runs them synchronously, so the
 * time around a call is the statement's own): where a read's time goes, statement by statement. Patches the
 * prototype for this process; `restore` undoes it. PostgreSQL reads are not timed here.
 */
import SQLite from 'better-sqlite3';

export interface TimedStatement {
  sql: string;
  ms: number;
}

export function statementTimer() {
  let timed: TimedStatement[] | null = null;
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
  probe.close();
  const originals = new Map<string, (...a: unknown[]) => unknown>();
  for (const method of ['run', 'all', 'get']) {
    const fn = proto[method]!;
    originals.set(method, fn);
    proto[method] = function (this: { source: string }, ...args: unknown[]) {
      if (!timed) return fn.apply(this, args);
      const t0 = performance.now();
      try {
        return fn.apply(this, args);
      } finally {
        timed.push({ sql: this.source.replace(/\s+/g, ' '), ms: performance.now() - t0 });
      }
    };
  }
  return {
    /** Runs `fn` with every statement timed; answers them, the slowest first. */
    async time(fn: () => Promise<unknown>): Promise<TimedStatement[]> {
      timed = [];
      try {
        await fn();
        return [...timed].sort((a, b) => b.ms - a.ms);
      } finally {
        timed = null;
      }
    },
    restore() {
      for (const [method, fn] of originals) proto[method] = fn;
    },
  };
}
