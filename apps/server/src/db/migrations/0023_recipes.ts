import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Recipes, ingredients and food cost (issue 27; modules/recipes owns these tables).
 * - `ingredient`: an item bought, not sold, with its unit (KG, L, PIECE), supplier, stock and minimum in thousandths
 *   of the unit.
 * - `ingredient_price`: its purchase price per unit in cents, dated (`valid_from`); the price in force at a moment is
 *   the latest with `valid_from <= moment`.
 * - `recipe_line`: what one unit of a product (an option is a product too) consumes: an ingredient or another product
 *   (a sub-recipe), a quantity in thousandths and a yield in basis points (10000 = no loss).
 * - `ingredient_movement`: every change of an ingredient's stock, with the ticket (and line) it came from, the count it
 *   came from, and its value at the price in force then (`cost_mc`, thousandths of a cent, signed like the variation).
 * - `stock_count`: a count session; its differences are `ingredient_movement` rows of reason COUNT with a loss reason.
 */
export async function up(db: AnyDb): Promise<void> {
  const org = (c: import('kysely').ColumnDefinitionBuilder) => c.notNull().references('organization.org_id');
  await withId(db, db.schema.createTable('ingredient'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('supplier', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_stock_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('ingredient_org_idx').on('ingredient').columns(['org_id', 'id']).execute();

  await withId(db, db.schema.createTable('ingredient_price'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('ingredient_id', 'integer', (c) => c.notNull().references('ingredient.id'))
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
  await db.schema
    .createIndex('ingredient_price_uq')
    .on('ingredient_price')
    .columns(['org_id', 'ingredient_id', 'valid_from'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('recipe_line'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('ingredient_id', 'integer', (c) => c.references('ingredient.id'))
    .addColumn('component_product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('yield_bp', 'integer', (c) => c.notNull().defaultTo(10000))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('recipe_line_product_idx').on('recipe_line').columns(['org_id', 'product_id']).execute();

  await withId(db, db.schema.createTable('stock_count'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('counted_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();

  await withId(db, db.schema.createTable('ingredient_movement'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('ingredient_id', 'integer', (c) => c.notNull().references('ingredient.id'))
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('new_stock_milli', 'bigint', (c) => c.notNull())
    .addColumn('variation_milli', 'bigint', (c) => c.notNull())
    .addColumn('cost_mc', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('loss_reason', 'varchar(20)')
    .addColumn('client_account_id', 'integer')
    .addColumn('ordered_product_id', 'integer')
    .addColumn('units_milli', 'bigint')
    .addColumn('stock_count_id', 'integer', (c) => c.references('stock_count.id'))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
  await db.schema
    .createIndex('ingredient_movement_org_idx')
    .on('ingredient_movement')
    .columns(['org_id', 'ingredient_id', 'timestamp'])
    .execute();
  await db.schema
    .createIndex('ingredient_movement_line_idx')
    .on('ingredient_movement')
    .columns(['org_id', 'ordered_product_id'])
    .execute();
  await db.schema
    .createIndex('ingredient_movement_time_idx')
    .on('ingredient_movement')
    .columns(['org_id', 'timestamp'])
    .execute();
}
