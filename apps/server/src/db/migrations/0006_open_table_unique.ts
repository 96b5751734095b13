import { sql } from 'kysely';
import type { AnyDb } from './util';

/** At most one open account per table, enforced by the database (concurrent openings at one table: one wins). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('client_account_one_open_per_table')
    .on('client_account')
    .columns(['org_id', 'table_id'])
    .unique()
    .where((eb) => eb.and([eb(sql.ref('status'), '=', 'OPEN'), eb(sql.ref('table_id'), 'is not', null)]))
    .execute();
}
