import type { AnyDb } from './util';
import { withId } from './util';

/**
 * The image library (document 2 sections 3 and 7). A row is written when an upload address is handed out (PENDING,
 * until `expires_at`) and becomes READY when the file arrives; `storage_key` names the file in the image storage
 * (`<orgId>/<random>.<ext>`), `image_url` is the address it is served at.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('image'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('image_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(50)')
    .addColumn('size_bytes', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('app_user.user_id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint')
    .execute();
  await db.schema.createIndex('image_org_status_idx').on('image').columns(['org_id', 'status', 'created_at']).execute();
}
