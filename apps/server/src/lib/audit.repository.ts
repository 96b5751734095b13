import type { Insertable } from 'kysely';
import type { OrgId } from '../db/org-id';
import type { AuditLogTable } from '../db/schema';
import type { Executor } from './tx';

/** The audit log's SQL (lib/audit.ts decides what is written). Entries are only ever inserted. */
export const auditRepository = {
  async insert(db: Executor, orgId: OrgId, entry: Omit<Insertable<AuditLogTable>, 'org_id'>): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({ ...entry, org_id: orgId })
      .execute();
  },
};
