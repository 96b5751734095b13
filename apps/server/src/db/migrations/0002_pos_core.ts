import { sql } from 'kysely';
import { type AnyDb, withId } from './util';

/** Catalogue, floor, shifts, accounts (tickets), ordered products, payments, stock, devices, idempotency keys. */
export async function up(db: AnyDb): Promise<void> {
  const org = (c: import('kysely').ColumnDefinitionBuilder) => c.notNull().references('organization.org_id');

  await withId(db, db.schema.createTable('product_group'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull().defaultTo(2100))
    .addColumn('color', 'varchar(20)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_option_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('web_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('product_group_org_idx').on('product_group').column('org_id').execute();

  await withId(db, db.schema.createTable('product'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('group_id', 'integer', (c) => c.references('product_group.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull())
    .addColumn('weight_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('barcode', 'varchar(64)')
    .addColumn('stock_milli', 'bigint')
    .addColumn('color', 'varchar(20)')
    .addColumn('image_url', 'varchar(1000)')
    .addColumn('user_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('web_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('option_group_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('product_org_group_idx').on('product').columns(['org_id', 'group_id']).execute();

  await withId(db, db.schema.createTable('table_zone'), 'zone_id')
    .addColumn('org_id', 'integer', org)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('color', 'varchar(20)', (c) => c.notNull().defaultTo('#000'))
    .execute();
  await withId(db, db.schema.createTable('table_type'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('dining_table'), 'table_id')
    .addColumn('org_id', 'integer', org)
    .addColumn('table_number', 'integer', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.references('table_zone.zone_id'))
    .addColumn('table_type_id', 'integer', (c) => c.references('table_type.id'))
    .execute();
  await db.schema.createIndex('table_zone_org_idx').on('table_zone').column('org_id').execute();
  await db.schema.createIndex('table_type_org_idx').on('table_type').column('org_id').execute();
  await db.schema.createIndex('dining_table_org_idx').on('dining_table').columns(['org_id', 'table_number']).execute();

  await withId(db, db.schema.createTable('shift'), 'shift_id')
    .addColumn('org_id', 'integer', org)
    .addColumn('shift_number', 'integer', (c) => c.notNull())
    .addColumn('start_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('end_timestamp', 'bigint')
    .addColumn('start_cash', 'bigint', (c) => c.notNull())
    .addColumn('end_cash', 'bigint')
    .addColumn('expected_cash', 'bigint')
    .addColumn('close_comment', 'text')
    .addColumn('auto_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_user_id', 'integer', (c) => c.references('app_user.user_id'))
    .addColumn('close_user_id', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
  // At most one open shift per organisation, enforced by the database (concurrent openings: one wins).
  await db.schema
    .createIndex('shift_one_open_per_org')
    .on('shift')
    .column('org_id')
    .unique()
    .where(sql.ref('end_timestamp'), 'is', null)
    .execute();
  await db.schema.createIndex('shift_org_number_uq').on('shift').columns(['org_id', 'shift_number']).unique().execute();
  await db.schema.createIndex('shift_org_start_idx').on('shift').columns(['org_id', 'start_timestamp']).execute();

  await withId(db, db.schema.createTable('worker_shift'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('parent_shift_id', 'integer', (c) => c.references('shift.shift_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('auto_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('worker_shift_one_open_per_user')
    .on('worker_shift')
    .columns(['org_id', 'user_id'])
    .unique()
    .where(sql.ref('end_time'), 'is', null)
    .execute();
  await db.schema
    .createIndex('worker_shift_org_start_idx')
    .on('worker_shift')
    .columns(['org_id', 'start_time'])
    .execute();

  await withId(db, db.schema.createTable('client_account'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('shift_id', 'integer', (c) => c.references('shift.shift_id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('POS'))
    .addColumn('table_id', 'integer', (c) => c.references('dining_table.table_id'))
    .addColumn('takeaway_number', 'integer')
    .addColumn('custom_name', 'varchar(100)')
    .addColumn('client_data', 'text')
    .addColumn('pickup_location_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .addColumn('opened_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('closed_timestamp', 'bigint')
    .addColumn('reversed_at', 'bigint')
    .addColumn('reversed_by', 'integer')
    .execute();
  await db.schema
    .createIndex('client_account_org_opened_idx')
    .on('client_account')
    .columns(['org_id', 'opened_timestamp'])
    .execute();
  await db.schema
    .createIndex('client_account_org_shift_idx')
    .on('client_account')
    .columns(['org_id', 'shift_id'])
    .execute();
  await db.schema
    .createIndex('client_account_org_status_idx')
    .on('client_account')
    .columns(['org_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('ordered_product'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('client_account_id', 'integer', (c) => c.notNull().references('client_account.id'))
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('group_id', 'integer')
    .addColumn('group_name', 'varchar(200)')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_bp', 'integer', (c) => c.notNull())
    .addColumn('weight_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('units_milli', 'integer', (c) => c.notNull())
    .addColumn('charged_cents', 'integer', (c) => c.notNull())
    .addColumn('custom_comment', 'varchar(500)')
    .addColumn('linked_to_id', 'integer', (c) => c.references('ordered_product.id'))
    .addColumn('pay_type', 'varchar(20)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .addColumn('ordered_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('reversed_at', 'bigint')
    .addColumn('reversed_by', 'integer')
    .execute();
  await db.schema
    .createIndex('ordered_product_org_account_idx')
    .on('ordered_product')
    .columns(['org_id', 'client_account_id'])
    .execute();
  await db.schema
    .createIndex('ordered_product_org_time_idx')
    .on('ordered_product')
    .columns(['org_id', 'ordered_timestamp'])
    .execute();

  await withId(db, db.schema.createTable('payment_transaction'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('client_account_id', 'integer', (c) => c.notNull().references('client_account.id'))
    .addColumn('shift_id', 'integer', (c) => c.references('shift.shift_id'))
    .addColumn('payment_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount_paid_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_returned_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('reversed_at', 'bigint')
    .addColumn('reversed_by', 'integer')
    .execute();
  await db.schema
    .createIndex('payment_org_account_idx')
    .on('payment_transaction')
    .columns(['org_id', 'client_account_id'])
    .execute();
  await db.schema
    .createIndex('payment_org_time_idx')
    .on('payment_transaction')
    .columns(['org_id', 'timestamp'])
    .execute();

  await withId(db, db.schema.createTable('stock_movement'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('new_stock_milli', 'bigint', (c) => c.notNull())
    .addColumn('variation_milli', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('ordered_product_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id'))
    .execute();
  await db.schema
    .createIndex('stock_movement_org_product_idx')
    .on('stock_movement')
    .columns(['org_id', 'product_id', 'timestamp'])
    .execute();

  await withId(db, db.schema.createTable('device'), 'id')
    .addColumn('org_id', 'integer', org)
    .addColumn('serial_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('os_version', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('app_version', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_org_serial_uq')
    .on('device')
    .columns(['org_id', 'serial_number'])
    .unique()
    .execute();

  await db.schema
    .createTable('idempotency_key')
    .addColumn('org_id', 'integer', org)
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['org_id', 'key'])
    .execute();
}
