import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Pickup locations and external integrations (document 3).
 * - `pickup_location`: name, address, phone and the weekday slots as JSON text (`{ order, pickupTime }`); deleted
 *   locations are kept (deleted_at) for the tickets that name them (`client_account.pickup_location_id`).
 * - `integration`: a payment device assigned to a user; `config_json` is the configuration without the password, the
 *   CashDro password is `password_enc` (AES-256-GCM, key derived from the server secret).
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('pickup_location'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('pickup_location_org_idx').on('pickup_location').columns(['org_id', 'id']).execute();

  await withId(db, db.schema.createTable('integration'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('config_json', 'text', (c) => c.notNull())
    .addColumn('password_enc', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('integration_org_idx').on('integration').columns(['org_id', 'id']).execute();
}
