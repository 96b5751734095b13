import { sql } from 'kysely';
import type { AnyDb } from './util';

/**
 * Product groups of document 2 section 3: a takeaway ("out") VAT beside the eat-in one (null = the same, so rows
 * written before keep one rate), hidden-on-kiosk and kitchen-print flags, an image, a parent group, and the printers a
 * group prints on (a printer that is deleted leaves its groups). The other group fields live in the `settings` JSON.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_group').addColumn('vat_out_bp', 'integer').execute();
  await db.schema
    .alterTable('product_group')
    .addColumn('kiosk_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('product_group')
    .addColumn('kitchen_print_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('product_group').addColumn('image_url', 'varchar(1000)').execute();
  await db.schema
    .alterTable('product_group')
    .addColumn('parent_group_id', 'integer', (c) => c.references('product_group.id'))
    .execute();
  await db.schema
    .createIndex('product_group_org_parent_idx')
    .on('product_group')
    .columns(['org_id', 'parent_group_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('product_group_printer')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('product_group.id'))
    .addColumn('printer_id', 'integer', (c) => c.notNull().references('printer.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_group_printer_pk', ['group_id', 'printer_id'])
    .execute();
  await db.schema
    .createIndex('product_group_printer_org_idx')
    .on('product_group_printer')
    .columns(['org_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('product_group_printer_printer_idx')
    .on('product_group_printer')
    .column('printer_id')
    .execute();
}
