import type { Selectable } from 'kysely';
import type { OrgId } from '../../db/org-id';
import type { CustomFlagTable } from '../../db/schema';
import type { Executor } from '../../lib/tx';

export type FlagRow = Selectable<CustomFlagTable>;

/** SQL of custom website flags. The organisation id always follows the executor and is in every WHERE clause. */
export const flagsRepository = {
  list(db: Executor, orgId: OrgId): Promise<FlagRow[]> {
    return db.selectFrom('custom_flag').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
  },

  find(db: Executor, orgId: OrgId, id: number): Promise<FlagRow | undefined> {
    return db.selectFrom('custom_flag').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  },

  async insert(db: Executor, orgId: OrgId, name: string, value: string, at: number): Promise<number> {
    const row = await db
      .insertInto('custom_flag')
      .values({ org_id: orgId, flag_name: name, flag_value: value, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Executor, orgId: OrgId, id: number, value: string, at: number): Promise<void> {
    await db
      .updateTable('custom_flag')
      .set({ flag_value: value, updated_at: at })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Executor, orgId: OrgId, id: number): Promise<void> {
    await db.deleteFrom('custom_flag').where('org_id', '=', orgId).where('id', '=', id).execute();
  },
};
