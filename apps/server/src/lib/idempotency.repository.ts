import type { Executor } from './tx';

/** The stored answers of Idempotency-Key calls (lib/idempotency.ts), per organisation and key. */
export const idempotencyRepository = {
  find(db: Executor, orgId: number, key: string) {
    return db
      .selectFrom('idempotency_key')
      .select(['request_hash', 'response'])
      .where('org_id', '=', orgId)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  /** Claims a key before the call runs; a concurrent claim of the same key fails on the primary key. */
  async claim(db: Executor, orgId: number, key: string, requestHash: string, at: number): Promise<void> {
    await db
      .insertInto('idempotency_key')
      .values({ org_id: orgId, key, request_hash: requestHash, status_code: 200, response: 'null', created_at: at })
      .execute();
  },

  async storeResponse(db: Executor, orgId: number, key: string, response: string): Promise<void> {
    await db
      .updateTable('idempotency_key')
      .set({ response })
      .where('org_id', '=', orgId)
      .where('key', '=', key)
      .execute();
  },
};
