import type SQLite from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';
import { SqliteDialect } from 'kysely';

/**
 * The SQLite dialect the app runs on: Kysely's, with its driver replaced by one that (docs/decisions.md 64):
 * - keeps prepared statements by SQL text (Kysely prepares every query again, and preparing was a fifth of a till
 *   write's CPU: bench/till-writes.bench.ts);
 * - hands the one connection to its waiters in turn, first come first served (Kysely's own lock wakes every waiter
 *   on each release and lets all but one go back to sleep: with 200 tills queued, 200 wake-ups per transaction);
 * - commits the transactions of one turn of the event loop together (group commit). With `synchronous = FULL` every
 *   COMMIT waits for the disk; a transaction that ends releases its savepoint instead, and the next runs inside the
 *   same SQLite transaction; the whole group is committed (one disk flush) at the end of the event loop's turn, or
 *   after GROUP_MAX transactions or GROUP_MAX_MS. A transaction's `commit` returns only once its group is committed,
 *   so nothing is acknowledged before it is on disk; a failing transaction rolls back to its own savepoint and leaves
 *   the others of its group untouched. A statement outside a transaction first commits an open group, so no read
 *   shows what is not yet on disk.
 * The connection runs one query at a time, so a kept statement is never busy when it is used again; SQLite prepares
 * a kept statement again itself after a schema change.
 */
export function sqliteDialect(sqlite: SQLite.Database): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new GroupCommitDriver(sqlite);
    }
  })({ database: sqlite });
}

/** How many prepared statements the connection keeps (the app's queries are a few hundred texts). */
const STATEMENT_CACHE_SIZE = 1000;
/** A group is committed after this many transactions, or this long after it began, even with others waiting. */
const GROUP_MAX = 32;
const GROUP_MAX_MS = 25;
/** The savepoint each transaction of a group runs in. */
const SAVEPOINT = 'comptoir_tx';

/** What the group commit did in this process (bench/till-writes.bench.ts prints transactions per commit). */
export const groupCommitStats = { commits: 0, transactions: 0 };

/** One SQLite transaction holding the work of one or more app transactions. */
interface Group {
  began: number;
  members: number;
  done: Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** One hold of the connection (Kysely's acquire ... release). */
class Lease implements DatabaseConnection {
  /** In an app transaction (begun, neither committed nor rolled back). */
  inTransaction = false;
  /** Handed back already (a transaction that joined its group gives the connection up before its group commits). */
  released = false;

  constructor(private readonly driver: GroupCommitDriver) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run<R>(this, compiledQuery);
  }

  // biome-ignore lint/correctness/useYield: the app does not stream; Kysely's interface asks for the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on this SQLite connection');
  }
}

class GroupCommitDriver implements Driver {
  readonly #lock = new FifoLock();
  readonly #kept = new Map<string, SQLite.Statement>();
  #group: Group | null = null;
  #commitScheduled = false;
  /** The lease holding the connection, if any. */
  #holder: Lease | null = null;

  constructor(private readonly sqlite: SQLite.Database) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    this.#holder = new Lease(this);
    return this.#holder;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // A full group is committed before another transaction would join it: no transaction waits on a long queue.
    if (this.#group && this.#isFull(this.#group)) this.#commitGroup();
    if (!this.#group) {
      this.#exec('begin');
      let resolve!: () => void;
      let reject!: (err: unknown) => void;
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      done.catch(() => {}); // a group with no member left waiting must not report an unhandled rejection
      this.#group = { began: Date.now(), members: 0, done, resolve, reject };
    }
    this.#exec(`savepoint ${SAVEPOINT}`);
    lease.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const group = this.#group;
    if (!group) throw new Error('commit without a transaction');
    this.#exec(`release ${SAVEPOINT}`);
    lease.inTransaction = false;
    group.members++;
    this.#handBack(lease);
    await group.done;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Its group failed to commit: nothing of it is left to undo (the group was rolled back).
    if (lease.released) return;
    lease.inTransaction = false;
    if (this.sqlite.inTransaction) {
      this.#exec(`rollback to ${SAVEPOINT}`);
      this.#exec(`release ${SAVEPOINT}`);
      return;
    }
    // SQLite rolled the whole transaction back by itself (a full disk, an I/O error): the group's earlier
    // transactions are lost too, and are told so.
    this.#failGroup(new Error('the database rolled the transaction back'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (!lease.released) this.#handBack(lease);
  }

  async destroy(): Promise<void> {
    // A transaction still under way is not committed half done: its group is undone and its members told.
    if (this.#holder?.inTransaction) this.#failGroup(new Error('the database was closed during a transaction'));
    else this.#commitGroup();
    this.sqlite.close();
  }

  /** Runs one statement for a lease: outside a transaction, after committing the open group. */
  run<R>(lease: Lease, compiledQuery: CompiledQuery): QueryResult<R> {
    if (!lease.inTransaction) this.#commitGroup();
    const stmt = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /**
   * Gives the connection back (to the next waiter, if any). An open group is committed at once when full; otherwise
   * once this turn of the event loop is over (setImmediate), so the requests that arrived in the same turn join it
   * (each request's transaction runs to its end without giving the event loop a turn: without this delay no two
   * transactions would ever meet).
   */
  #handBack(lease: Lease): void {
    lease.released = true;
    if (this.#holder === lease) this.#holder = null;
    const group = this.#group;
    if (group) {
      // Released in the middle of a transaction (Kysely always commits or rolls back first): undo the group.
      if (lease.inTransaction) this.#failGroup(new Error('a transaction was left open'));
      else if (this.#isFull(group)) this.#commitGroup();
      else this.#commitSoon();
    }
    this.#lock.unlock();
  }

  #commitSoon(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      // A transaction under way (one waiting on something else than the database) commits the group when it ends.
      if (!this.#lock.held) this.#commitGroup();
    });
  }

  #isFull(group: Group): boolean {
    return group.members >= GROUP_MAX || Date.now() - group.began >= GROUP_MAX_MS;
  }

  #commitGroup(): void {
    const group = this.#group;
    if (!group) return;
    this.#group = null;
    try {
      this.#exec('commit');
      groupCommitStats.commits++;
      groupCommitStats.transactions += group.members;
      group.resolve();
    } catch (err) {
      if (this.sqlite.inTransaction) this.#exec('rollback');
      group.reject(err);
    }
  }

  #failGroup(err: Error): void {
    const group = this.#group;
    this.#group = null;
    if (this.sqlite.inTransaction) this.#exec('rollback');
    group?.reject(err);
  }

  #exec(sql: string): void {
    this.#prepare(sql).run();
  }

  #prepare(sql: string): SQLite.Statement {
    const found = this.#kept.get(sql);
    if (found) return found;
    const stmt = this.sqlite.prepare(sql);
    // The oldest texts go first once the cache is full (queries with `in (?, ?, ...)` lists make new texts).
    if (this.#kept.size >= STATEMENT_CACHE_SIZE) this.#kept.delete(this.#kept.keys().next().value as string);
    this.#kept.set(sql, stmt);
    return stmt;
  }
}

/** A lock that hands itself to its waiters in the order they came. */
class FifoLock {
  #held = false;
  readonly #waiters: (() => void)[] = [];

  get held(): boolean {
    return this.#held;
  }

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}
