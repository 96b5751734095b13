import type { OrgDb } from '../../lib/org-db';
import { orgRows } from '../../lib/org-rows.repository';

const rows = orgRows('worker_shift');

export const workersRepository = {
  /** A worker shift with its user, as the till shows it. */
  find(org: OrgDb, id: number) {
    return org.db
      .selectFrom('worker_shift as w')
      .innerJoin('app_user as u', 'u.user_id', 'w.user_id')
      .leftJoin('shift as s', (j) => j.onRef('s.shift_id', '=', 'w.parent_shift_id').onRef('s.org_id', '=', 'w.org_id'))
      .select(['w.id', 'w.parent_shift_id', 'w.start_time', 'w.end_time', 'w.auto_closed', 'u.username', 'u.type'])
      .select('s.shift_number as parent_shift_number')
      .where('w.org_id', '=', org.orgId)
      .where('w.id', '=', id)
      .executeTakeFirst();
  },

  /** A live user of the organisation, by id. */
  async liveUserId(org: OrgDb, userId: number): Promise<number | undefined> {
    const user = await org.db
      .selectFrom('app_user')
      .select('user_id')
      .where('org_id', '=', org.orgId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return user?.user_id;
  },

  /** Clocks a worker in; the partial unique index refuses a second open worker shift for one user. */
  insert: (org: OrgDb, values: { parentShiftId: number | null; userId: number; at: number }) =>
    rows.insert(org, {
      parent_shift_id: values.parentShiftId,
      user_id: values.userId,
      start_time: values.at,
      auto_closed: 0,
    }),

  /** The open worker shift of a user, if any. */
  async openOf(org: OrgDb, userId: number): Promise<number | undefined> {
    const row = await org.db
      .selectFrom('worker_shift')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('user_id', '=', userId)
      .where('end_time', 'is', null)
      .executeTakeFirst();
    return row?.id;
  },

  end: (org: OrgDb, id: number, at: number) => rows.update(org, id, { end_time: at }),

  /** Ends every open worker shift of the organisation (the shift closes). */
  async endAllOpen(org: OrgDb, at: number): Promise<void> {
    await org.db
      .updateTable('worker_shift')
      .set({ end_time: at, auto_closed: 1 })
      .where('org_id', '=', org.orgId)
      .where('end_time', 'is', null)
      .execute();
  },
};
