import { sql } from 'kysely';
import { type AnyDb, withId } from './util';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('organization'), 'org_id')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('org_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('Europe/Brussels'))
    .addColumn('vat_number', 'varchar(50)')
    .addColumn('address', 'varchar(500)')
    .addColumn('telephone', 'varchar(50)')
    .addColumn('website', 'varchar(500)')
    .addColumn('contact_email', 'varchar(320)')
    .addColumn('account_bank_name', 'varchar(200)')
    .addColumn('main_printer_ip', 'varchar(100)')
    .addColumn('online_order_web_page_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_order_open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parent_org_id', 'integer', (c) => c.references('organization.org_id'))
    .addColumn('subscription_end', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('printer'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(100)', (c) => c.notNull())
    .addColumn('double_print', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('printer_org_idx').on('printer').column('org_id').execute();

  await withId(db, db.schema.createTable('app_user'), 'user_id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('pincode_hash', 'varchar(255)')
    .addColumn('creation_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('terminal_ip', 'varchar(100)')
    .addColumn('vw_terminal_id', 'varchar(100)')
    .addColumn('printer_id', 'integer', (c) => c.references('printer.id'))
    .addColumn('abilities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('app_mode', 'varchar(10)', (c) => c.notNull().defaultTo('APP'))
    .addColumn('deleted_at', 'bigint')
    .execute();
  // Usernames are unique among the live users of an organisation (a deleted user's name can be reused).
  await db.schema
    .createIndex('app_user_org_username_uq')
    .on('app_user')
    .columns(['org_id', 'username'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('user_managed_org')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addPrimaryKeyConstraint('user_managed_org_pk', ['user_id', 'org_id'])
    .execute();

  await withId(db, db.schema.createTable('audit_log'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('user_id', 'integer')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_org_at_idx').on('audit_log').columns(['org_id', 'at']).execute();
}
