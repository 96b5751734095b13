import { sql } from 'kysely';
import type { AnyDb } from './util';

/**
 * PINs are unique within an organisation, but their argon2id hashes are salted, so the database cannot compare them.
 * `pincode_lookup` is a keyed, deterministic fingerprint of the PIN (HMAC-SHA256 keyed with a secret derived from
 * the server's token secret, see modules/users/pincode.ts) that a unique index can hold. A plain SHA-256 of a 4 to 6
 * digit PIN would be reversed from a database dump in a second; the key lives outside the database. `pincode_hash`
 * stays the value a PIN is verified against. PINs set before this migration keep working but carry no lookup until
 * they are set again (a hash cannot be turned back into a PIN).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('pincode_lookup', 'varchar(64)').execute();
  await db.schema
    .createIndex('app_user_org_pincode_uq')
    .on('app_user')
    .columns(['org_id', 'pincode_lookup'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}
