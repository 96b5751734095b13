import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder on purpose
export type AnyDb = Kysely<any>;

/** An auto-increment integer primary key on both dialects. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>, name: string) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(name, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn(name, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}
