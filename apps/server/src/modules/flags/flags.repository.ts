import type { Selectable } from 'kysely';
import type { CustomFlagTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';
import { orgRows } from '../../lib/org-rows.repository';

export type FlagRow = Selectable<CustomFlagTable>;

/** SQL of custom website flags. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('custom_flag');

export const flagsRepository = {
  list(org: OrgDb): Promise<FlagRow[]> {
    return org.db.selectFrom('custom_flag').selectAll().where('org_id', '=', org.orgId).orderBy('id').execute();
  },

  find: rows.find,
  insert: rows.insert,
  update: rows.update,
  delete: rows.delete,
};
