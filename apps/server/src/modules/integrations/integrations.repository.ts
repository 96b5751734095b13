import type { Integration, IntegrationType } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import type { IntegrationTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';
import { orgRows } from '../../lib/org-rows.repository';

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
const withUsername = (org: OrgDb) =>
  org.db
    .selectFrom('integration as i')
    .leftJoin('app_user as u', 'u.user_id', 'i.user_id')
    .selectAll('i')
    .select('u.username')
    .where('i.org_id', '=', org.orgId);

export const integrationsRepository = {
  list(org: OrgDb): Promise<IntegrationRow[]> {
    return withUsername(org).orderBy('i.id').execute();
  },

  find(org: OrgDb, id: number): Promise<IntegrationRow | undefined> {
    return withUsername(org).where('i.id', '=', id).executeTakeFirst();
  },

  /** The live users whose home is the organisation, by name: those an integration may be assigned to. */
  userChoices(org: OrgDb) {
    return org.db
      .selectFrom('app_user')
      .select(['user_id as userId', 'username'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .orderBy('username')
      .execute();
  },

  insert: rows.insert,
  update: rows.update,
  delete: rows.delete,
};
