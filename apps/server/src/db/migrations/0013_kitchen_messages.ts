import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Kitchen messages (document 3): short texts tills send to the kitchen printer with an order, kept per organisation.
 * And `app_user.session_epoch`: every token carries the epoch it was signed in; changing one's own password raises
 * it, so the user's other sessions end (the session that changed it gets a new token).
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('kitchen_message'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kitchen_message_org_idx').on('kitchen_message').columns(['org_id', 'id']).execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('session_epoch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
