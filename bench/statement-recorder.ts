import SQLite from 'better-sqlite3';

/**
 * The write statements a bench's server runs, recorded (bench/till-writes.bench.ts: the sample ticket's statements,
 * replayed as the raw baseline).
 */

/** One write statement the server ran, with its parameters. */
export interface Recorded {
  sql: string;
  params: unknown[];
}

/**
 * Records the INSERT/UPDATE/DELETE statements run through better-sqlite3 while `recording` is set: the statements
 * Kysely prepares are wrapped (prepare is patched on the prototype, for this process).
 */
export function statementRecorder() {
  const proto = SQLite.prototype as unknown as { prepare: (sql: string) => Record<string, unknown> };
  const original = proto.prepare;
  const state = { recording: null as Recorded[] | null };
  proto.prepare = function prepare(this: unknown, sql: string) {
    const stmt = original.call(this, sql);
    if (!/^\s*(insert|update|delete)\b/i.test(sql)) return stmt;
    for (const method of ['run', 'all', 'get'] as const) {
      // The statement's method is looked up at each call, not kept: the driver keeps its statements, and a method
      // patched meanwhile (bench/statement-counter.ts, for the sample ticket only) must not stay in the load's path.
      const proto = Object.getPrototypeOf(stmt) as Record<string, (...args: unknown[]) => unknown>;
      stmt[method] = (...args: unknown[]) => {
        state.recording?.push({ sql, params: (args[0] as unknown[] | undefined) ?? [] });
        return proto[method]!.apply(stmt, args);
      };
    }
    return stmt;
  };
  return {
    state,
    restore: () => {
      proto.prepare = original;
    },
  };
}
