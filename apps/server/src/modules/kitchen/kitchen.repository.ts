import type { KitchenMessage } from '@comptoir/shared';
import type { OrgId } from '../../db/org-id';
import { orgRows } from '../../lib/org-rows.repository';
import type { Executor } from '../../lib/tx';

/** SQL of kitchen messages. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('kitchen_message');

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

  insert: rows.insert,
  delete: rows.delete,
};
