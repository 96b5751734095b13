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

/** A column of a rollup table: name and SQL type. */
export type RollupColumn = readonly [name: string, type: 'integer' | 'bigint' | 'varchar(20)' | 'varchar(200)'];

/**
 * Creates a statistics rollup table (migrations 0018 and 0019; frozen: changing it changes what they did): org_id, the
 * count `n` when the table has one, the key columns, the other amounts (defaulting to 0), primary key
 * `<table>_pk` on org_id and the keys.
 */
export async function createRollupTable(
  db: AnyDb,
  table: string,
  keys: readonly RollupColumn[],
  amounts: readonly RollupColumn[],
): Promise<void> {
  const [counts, others] = [amounts.filter(([c]) => c === 'n'), amounts.filter(([c]) => c !== 'n')];
  let t = db.schema
    .createTable(table)
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'));
  for (const [name, type] of counts) t = t.addColumn(name, type, (c) => c.notNull().defaultTo(0));
  for (const [name, type] of keys) t = t.addColumn(name, type, (c) => c.notNull());
  for (const [name, type] of others) t = t.addColumn(name, type, (c) => c.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint(`${table}_pk`, ['org_id', ...keys.map(([c]) => c)] as never).execute();
}
