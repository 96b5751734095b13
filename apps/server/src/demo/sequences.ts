import { sql } from 'kysely';
import type { Db } from '../db/database';

/** After inserting explicit ids on PostgreSQL, move the table's sequence past them (SQLite needs nothing). */
export async function syncSequence(db: Db, dialect: 'sqlite' | 'postgres', table: string, column: string) {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), (select coalesce(max(${sql.ref(column)}), 1) from ${sql.table(table)}))`.execute(
    db,
  );
}
