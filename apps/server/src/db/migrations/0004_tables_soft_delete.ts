import { sql } from 'kysely';
import type { AnyDb } from './util';

/**
 * Tables that past tickets point at are soft-deleted (`deleted_at`), so tickets keep their table number; a table
 * number is unique among the live tables of an organisation.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('dining_table').addColumn('deleted_at', 'bigint').execute();
  await db.schema
    .createIndex('dining_table_org_number_live_uq')
    .on('dining_table')
    .columns(['org_id', 'table_number'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}
