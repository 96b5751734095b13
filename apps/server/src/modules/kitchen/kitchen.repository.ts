import type { KitchenMessage } from '@comptoir/shared';
import type { OrgDb } from '../../lib/org-db';
import { orgRows } from '../../lib/org-rows.repository';

/** SQL of kitchen messages. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('kitchen_message');

export const kitchenRepository = {
  list(org: OrgDb): Promise<KitchenMessage[]> {
    return org.db
      .selectFrom('kitchen_message')
      .select(['id', 'text'])
      .where('org_id', '=', org.orgId)
      .orderBy('id')
      .execute();
  },

  find(org: OrgDb, id: number): Promise<KitchenMessage | undefined> {
    return org.db
      .selectFrom('kitchen_message')
      .select(['id', 'text'])
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  insert: rows.insert,
  delete: rows.delete,
};
