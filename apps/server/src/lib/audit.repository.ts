import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../db/schema';
import type { OrgDb } from './org-db';

/** The audit log's SQL (lib/audit.ts decides what is written). Entries are only ever inserted. */
export const auditRepository = {
  async insert(org: OrgDb, entry: Omit<Insertable<AuditLogTable>, 'org_id'>): Promise<void> {
    await org.db
      .insertInto('audit_log')
      .values({ ...entry, org_id: org.orgId })
      .execute();
  },
};
