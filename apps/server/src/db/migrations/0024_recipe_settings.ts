import type { AnyDb } from './util';

/**
 * The recipes module's settings per organisation (issue 27, decision 118): `sold_out_from_stock` (0/1, default 0)
 * marks the products whose recipe cannot be made from the ingredients' stock sold out in the till's catalogue.
 * An organisation without a row has every setting at its default.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('recipe_setting')
    .addColumn('org_id', 'integer', (c) => c.primaryKey().references('organization.org_id'))
    .addColumn('sold_out_from_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
}
