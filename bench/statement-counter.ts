/**
 * Counts every SQL statement the server sends to its database while `counting` is set (issue 26's "statements per
 * ticket, reads included"): on SQLite each run/all/get/iterate of a better-sqlite3 statement, on PostgreSQL each
 * query of a node-postgres client. Transaction control (BEGIN, SAVEPOINT, RELEASE, COMMIT) is counted apart, since
 * on PostgreSQL each is a round trip too. Patches the prototypes for this process; `restore` undoes it.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export interface StatementCount {
  statements: number;
  control: number;
  /** The first words of each statement but transaction control, in order (for the bench's listing). */
  texts: string[];
}

export function statementCounter() {
  const state = { counting: null as StatementCount | null };
  const note = (sql: string) => {
    const c = state.counting;
    if (!c) return;
    if (CONTROL.test(sql)) c.control++;
    else {
      c.statements++;
      c.texts.push(sql.replace(/\s+/g, ' ').slice(0, 60));
    }
  };
  const probe = new SQLite(':memory:');
  const stmtProto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
  probe.close();
  const originals = new Map<string, (...a: unknown[]) => unknown>();
  for (const method of ['run', 'all', 'get', 'iterate']) {
    const fn = stmtProto[method]!;
    originals.set(method, fn);
    stmtProto[method] = function (this: { source: string }, ...args: unknown[]) {
      note(this.source);
      return fn.apply(this, args);
    };
  }
  const dbProto = SQLite.prototype as unknown as { exec: (sql: string) => unknown };
  const exec = dbProto.exec;
  dbProto.exec = function (this: unknown, sql: string) {
    note(sql);
    return exec.call(this, sql);
  };
  const clientProto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = clientProto.query;
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string } | undefined;
    note(typeof q === 'string' ? q : (q?.text ?? ''));
    return query.apply(this, args);
  };
  return {
    state,
    restore() {
      for (const [method, fn] of originals) stmtProto[method] = fn;
      dbProto.exec = exec;
      clientProto.query = query;
    },
  };
}
