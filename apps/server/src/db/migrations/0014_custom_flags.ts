import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Custom website flags (document 2 section 3): one text value per flag name and organisation. A flag without a row
 * reads as its default (packages/shared/src/flags.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('custom_flag'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('flag_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('flag_value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_flag_org_name_idx')
    .on('custom_flag')
    .columns(['org_id', 'flag_name'])
    .unique()
    .execute();
}
