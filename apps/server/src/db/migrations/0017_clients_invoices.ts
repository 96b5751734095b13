import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Clients and invoices (document 3). `client_data`: the customer directory. `invoice`: one per ticket (unique
 * org_id + client_account_id), its frozen content (`document`, the InvoiceDocument as JSON text) beside the columns
 * the list searches and shows. `invoice_counter`: the last number given per organisation and year, bumped in the
 * transaction that inserts the invoice (INSERT ... ON CONFLICT DO UPDATE ... RETURNING: a row lock on PostgreSQL,
 * serial write transactions on SQLite), so numbers have no gaps and never repeat.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('client_data'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('street', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('box', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('business', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vat', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_info', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'varchar(2)')
    .addColumn('data_source', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_data_org_idx').on('client_data').columns(['org_id', 'id']).execute();

  await withId(db, db.schema.createTable('invoice'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('invoice_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('client_account_id', 'integer', (c) => c.notNull().references('client_account.id'))
    .addColumn('client_data_id', 'integer', (c) => c.references('client_data.id'))
    .addColumn('client_data', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('invoice_date', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'bigint')
    .addColumn('last_reminder_date', 'bigint')
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .execute();
  await db.schema.createIndex('invoice_org_date_idx').on('invoice').columns(['org_id', 'invoice_date']).execute();
  await db.schema
    .createIndex('invoice_org_account_uq')
    .on('invoice')
    .columns(['org_id', 'client_account_id'])
    .unique()
    .execute();
  await db.schema.createIndex('invoice_org_seq_uq').on('invoice').columns(['org_id', 'year', 'seq']).unique().execute();

  await db.schema
    .createTable('invoice_counter')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counter_pk', ['org_id', 'year'])
    .execute();
}
