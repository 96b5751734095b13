import type { OrgDb } from './org-db';

/** The stored answers of Idempotency-Key calls (lib/idempotency.ts), per organisation and key. */
export const idempotencyRepository = {
  find(org: OrgDb, key: string) {
    return org.db
      .selectFrom('idempotency_key')
      .select(['request_hash', 'response'])
      .where('org_id', '=', org.orgId)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  /**
   * Claims a key before the call runs: false when the key is already taken (by a committed call; on PostgreSQL a
   * claim of the same key in flight is waited for, then counts as taken if it commits).
   */
  async claim(org: OrgDb, key: string, requestHash: string, at: number): Promise<boolean> {
    const row = await org.db
      .insertInto('idempotency_key')
      .values({ org_id: org.orgId, key, request_hash: requestHash, status_code: 200, response: 'null', created_at: at })
      .onConflict((oc) => oc.columns(['org_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  },

  async storeResponse(org: OrgDb, key: string, response: string): Promise<void> {
    await org.db
      .updateTable('idempotency_key')
      .set({ response })
      .where('org_id', '=', org.orgId)
      .where('key', '=', key)
      .execute();
  },
};
