import { sql } from 'kysely';
import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Promo codes (document 3) and their use on tickets. `discount_hundredths` is the amount x 100 (cents for FIXED,
 * hundredths of a percent for PERCENTAGE); dates are epoch ms; codes are stored in upper case and unique among the
 * live codes of an organisation. A ticket carries the code applied to it (`client_account.promo_code_id`); the
 * discount is made of ordered_product lines that name the code (`ordered_product.promo_code_id`, one per VAT rate).
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('promo_code'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('promo_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('promo_code_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('discount_hundredths', 'integer')
    .addColumn('start_date', 'bigint')
    .addColumn('end_date', 'bigint')
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('m_amount', 'integer')
    .addColumn('n_amount', 'integer')
    .addColumn('auto_activate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('apply_group_id', 'integer', (c) => c.references('product_group.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('promo_code_org_code_live_uq')
    .on('promo_code')
    .columns(['org_id', 'promo_code'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.alterTable('client_account').addColumn('promo_code_id', 'integer').execute();
  await db.schema.alterTable('ordered_product').addColumn('promo_code_id', 'integer').execute();
}
