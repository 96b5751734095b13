import { sql } from 'kysely';
import type { AnyDb } from './util';

/**
 * Shift statistics and X/Z reports: voids and reversals are a handful of rows among a year of lines and payments, so
 * partial indexes on the reversed rows let the reports find them without scanning the live ones; worker shifts are
 * looked up by their parent shift.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('ordered_product_org_account_reversed_idx')
    .on('ordered_product')
    .columns(['org_id', 'client_account_id'])
    .where(sql.ref('reversed_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('payment_org_account_reversed_idx')
    .on('payment_transaction')
    .columns(['org_id', 'client_account_id'])
    .where(sql.ref('reversed_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('worker_shift_org_parent_idx')
    .on('worker_shift')
    .columns(['org_id', 'parent_shift_id'])
    .execute();
}
