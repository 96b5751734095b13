import type { Selectable } from 'kysely';
import type { OrgId } from '../../db/org-id';
import type { CustomFlagTable } from '../../db/schema';
import { orgRows } from '../../lib/org-rows.repository';
import type { Executor } from '../../lib/tx';

export type FlagRow = Selectable<CustomFlagTable>;

/** SQL of custom website flags. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('custom_flag');

export const flagsRepository = {
  list(db: Executor, orgId: OrgId): Promise<FlagRow[]> {
    return db.selectFrom('custom_flag').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
  },

  find: rows.find,
  insert: rows.insert,
  update: rows.update,
  delete: rows.delete,
};
