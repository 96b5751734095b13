import type { Integration, IntegrationType } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import type { OrgId } from '../../db/org-id';
import type { IntegrationTable } from '../../db/schema';
import { orgRows } from '../../lib/org-rows.repository';
import type { Executor } from '../../lib/tx';

export type IntegrationRow = Selectable<IntegrationTable> & { username: string | null };

/** An integration as the API answers it: the stored configuration (which never holds the password). */
export function integrationDto(r: IntegrationRow): Integration {
  return {
    id: r.id,
    orgId: r.org_id,
    userId: r.user_id,
    user: r.username === null ? null : { username: r.username },
    type: r.type as IntegrationType,
    configJson: r.config_json,
    passwordSet: r.password_enc !== null,
  };
}

/** SQL of external integrations. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('integration');

/** The organisation's integrations (`i`) with the username of the user each is assigned to. */
const withUsername = (db: Executor, orgId: OrgId) =>
  db
    .selectFrom('integration as i')
    .leftJoin('app_user as u', 'u.user_id', 'i.user_id')
    .selectAll('i')
    .select('u.username')
    .where('i.org_id', '=', orgId);

export const integrationsRepository = {
  list(db: Executor, orgId: OrgId): Promise<IntegrationRow[]> {
    return withUsername(db, orgId).orderBy('i.id').execute();
  },

  find(db: Executor, orgId: OrgId, id: number): Promise<IntegrationRow | undefined> {
    return withUsername(db, orgId).where('i.id', '=', id).executeTakeFirst();
  },

  /** The live users whose home is the organisation, by name: those an integration may be assigned to. */
  userChoices(db: Executor, orgId: OrgId) {
    return db
      .selectFrom('app_user')
      .select(['user_id as userId', 'username'])
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .orderBy('username')
      .execute();
  },

  insert: rows.insert,
  update: rows.update,
  delete: rows.delete,
};
