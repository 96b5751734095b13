import type { KitchenMessage } from '@comptoir/shared';
import type { OrgId } from '../../db/org-id';
import type { Executor } from '../../lib/tx';

/** SQL of kitchen messages. The organisation id always follows the executor and is in every WHERE clause. */
export const kitchenRepository = {
  list(db: Executor, orgId: OrgId): Promise<KitchenMessage[]> {
    return db.selectFrom('kitchen_message').select(['id', 'text']).where('org_id', '=', orgId).orderBy('id').execute();
  },

  find(db: Executor, orgId: OrgId, id: number): Promise<KitchenMessage | undefined> {
    return db
      .selectFrom('kitchen_message')
      .select(['id', 'text'])
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async insert(db: Executor, orgId: OrgId, text: string, at: number): Promise<number> {
    const row = await db
      .insertInto('kitchen_message')
      .values({ org_id: orgId, text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async delete(db: Executor, orgId: OrgId, id: number): Promise<number> {
    const r = await db
      .deleteFrom('kitchen_message')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};
