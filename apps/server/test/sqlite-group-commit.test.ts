import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { groupCommitStats } from '../src/db/sqlite-driver';

/**
 * The SQLite driver's group commit (db/sqlite-driver.ts): transactions of one turn of the event loop share one
 * COMMIT, none is acknowledged before its group is on disk, and a failing one leaves the others of its group
 * untouched. What is "on disk" is read by a second, independent connection to the same file.
 */
describe('SQLite group commit', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-group-commit-'));
    handle = openDatabase({ databaseUrl: null, dataDir: dir });
    await sql`create table gc_row (id integer primary key, label text not null unique)`.execute(handle.db);
    await sql`create table gc_parent (id integer primary key)`.execute(handle.db);
    await sql`create table gc_child (id integer primary key, parent_id integer not null
      references gc_parent (id) deferrable initially deferred)`.execute(handle.db);
    other = new SQLite(path.join(dir, 'comptoir.sqlite'), { readonly: true });
  });

  afterEach(async () => {
    other.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const committed = (label: string) =>
    other.prepare('select count(*) as n from gc_row where label = ?').get(label) as { n: number };
  const insert = (label: string) =>
    handle.db.transaction().execute(async (trx) => {
      await sql`insert into gc_row (label) values (${label})`.execute(trx);
      return label;
    });

  it('commits the transactions of one turn together, each answered only once another connection sees it', async () => {
    const before = { ...groupCommitStats };
    const seenAtAnswer = await Promise.all(
      Array.from({ length: 10 }, (_, k) => insert(`row ${k}`).then((label) => committed(label).n)),
    );
    expect(seenAtAnswer).toEqual(Array(10).fill(1));
    const commits = groupCommitStats.commits - before.commits;
    expect(groupCommitStats.transactions - before.transactions).toBe(10);
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(10);
  });

  it('a transaction that fails (thrown error or refused statement) is undone alone; its group commits', async () => {
    const results = await Promise.allSettled([
      insert('kept 1'),
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into gc_row (label) values ('thrown')`.execute(trx);
        throw new Error('the service refuses');
      }),
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into gc_row (label) values ('refused')`.execute(trx);
        await sql`insert into gc_row (label) values ('kept 1')`.execute(trx); // unique: refused by SQLite
      }),
      insert('kept 2'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('the service refuses');
    expect(String((results[2] as PromiseRejectedResult).reason.code)).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(['kept 1', 'kept 2', 'thrown', 'refused'].map((l) => committed(l).n)).toEqual([1, 1, 0, 0]);
  });

  it('when the group cannot commit, every transaction of it is told and nothing of it is kept', async () => {
    const results = await Promise.allSettled([
      insert('innocent'),
      handle.db.transaction().execute(async (trx) => {
        // A deferred foreign key is only checked at COMMIT: the group's COMMIT fails.
        await sql`insert into gc_child (id, parent_id) values (1, 999)`.execute(trx);
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed('innocent').n).toBe(0);
    // The connection is usable again afterwards.
    await insert('after');
    expect(committed('after').n).toBe(1);
  });

  it('a read outside a transaction commits the open group first', async () => {
    const write = insert('read after');
    const read = sql<{ n: number }>`select count(*) as n from gc_row where label = 'read after'`.execute(handle.db);
    const [rows] = await Promise.all([read, write]);
    expect(rows.rows[0]!.n).toBe(1);
    expect(committed('read after').n).toBe(1);
  });

  it('closing the database during a transaction commits nothing of its group, half done', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const before = insert('before close');
    const midway = handle.db.transaction().execute(async (trx) => {
      await sql`insert into gc_row (label) values ('midway')`.execute(trx);
      await gate; // still in its transaction when the database closes
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handle.close();
    open();
    const results = await Promise.allSettled([before, midway]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(['before close', 'midway'].map((l) => committed(l).n)).toEqual([0, 0]);
  });

  it('a group holds at most 32 transactions; the connection is handed out in the order it was asked for', async () => {
    const before = { ...groupCommitStats };
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, k) =>
        handle.db.transaction().execute(async (trx) => {
          order.push(k);
          await sql`insert into gc_row (label) values (${`many ${k}`})`.execute(trx);
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 40 }, (_, k) => k));
    expect(groupCommitStats.commits - before.commits).toBeGreaterThanOrEqual(2);
    expect((other.prepare("select count(*) as n from gc_row where label like 'many %'").get() as { n: number }).n).toBe(
      40,
    );
  });
});
