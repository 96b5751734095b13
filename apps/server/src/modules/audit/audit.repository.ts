import type { OrgDb } from '../../lib/org-db';

export interface AuditFilter {
  from?: number;
  to?: number;
  userId?: number;
  resource?: string;
  resourceId?: string;
}

/** Reads of the audit trail. Writes go through lib/audit.ts, in the transaction of the edit they record. */
export const auditRepository = {
  /** One page of the organisation's entries, newest first, with the name of who did it, and how many match. */
  async page(org: OrgDb, filter: AuditFilter, offset: number, limit: number) {
    let q = org.db.selectFrom('audit_log').where('audit_log.org_id', '=', org.orgId);
    if (filter.from !== undefined) q = q.where('audit_log.at', '>=', filter.from);
    if (filter.to !== undefined) q = q.where('audit_log.at', '<', filter.to);
    if (filter.userId !== undefined) q = q.where('audit_log.user_id', '=', filter.userId);
    if (filter.resource === 'client_account' && filter.resourceId && /^\d+$/.test(filter.resourceId)) {
      // A ticket's history is the account's own entries and those of its lines and payments, which name the account.
      const id = filter.resourceId;
      q = q.where((eb) =>
        eb.or([
          eb.and([eb('audit_log.entity', '=', 'client_account'), eb('audit_log.entity_id', '=', id)]),
          eb('audit_log.details', 'like', `%"accountId":${id},%`),
          eb('audit_log.details', 'like', `%"accountId":${id}}%`),
        ]),
      );
    } else {
      if (filter.resource) q = q.where('audit_log.entity', '=', filter.resource);
      if (filter.resourceId) q = q.where('audit_log.entity_id', '=', filter.resourceId);
    }
    const [rows, count] = await Promise.all([
      q
        // The author may be a super user of another organisation: the name is looked up by id alone.
        .leftJoin('app_user', 'app_user.user_id', 'audit_log.user_id')
        .select([
          'audit_log.id',
          'audit_log.at',
          'audit_log.user_id',
          'app_user.username',
          'audit_log.action',
          'audit_log.entity',
          'audit_log.entity_id',
          'audit_log.details',
        ])
        .orderBy('audit_log.at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
