import { type CashdroConfig, configOf, type Integration, type IntegrationBody } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { editLog } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { outboundPolicy } from '../../lib/outbound';
import type { Executor } from '../../lib/tx';
import type { RequestScope } from '../../plugins/auth';
import { testConnection } from './integrations.connection';
import { integrationDto, integrationsRepository as repo } from './integrations.repository';
import { encryptPassword } from './integrations.secret';

/** The users an integration may be assigned to: the organisation's own, and the session user (who may manage it). */
async function userChoices(db: Executor, tenant: RequestScope) {
  const users = await repo.userChoices(orgDb(db, tenant.orgId));
  if (!users.some((u) => u.userId === tenant.userId))
    users.unshift({ userId: tenant.userId, username: tenant.user.username });
  return users;
}

async function read(org: OrgDb, id: number) {
  const row = await repo.find(org, id);
  if (!row) throw notFound('Integration');
  return row;
}

/**
 * The stored values of a body: the configuration without the password, and the password encrypted. A CASHDRO body
 * without a password keeps the stored one (`keep`); a CCV_OPI has none.
 */
async function valuesOf(
  ctx: ServerContext,
  db: Executor,
  tenant: RequestScope,
  body: IntegrationBody,
  keep: string | null,
) {
  const userId = body.userId ?? tenant.userId;
  if (!(await userChoices(db, tenant)).some((u) => u.userId === userId))
    throw badRequest('User not found', { userId: 'User not found' });
  const { password, ...config } = body.config as CashdroConfig;
  const cashdro = body.type === 'CASHDRO';
  return {
    user_id: userId,
    type: body.type,
    config_json: JSON.stringify(config),
    password_enc: !cashdro ? null : password ? encryptPassword(ctx.config.jwtSecret, tenant.orgId, password) : keep,
  };
}

/**
 * The audit shape: the API answer, with the ciphertext under `password` so that a replaced password is recorded as
 * changed (masked as '***', like every password) without any value.
 */
const audited = (row: Parameters<typeof integrationDto>[0]) => ({ ...integrationDto(row), password: row.password_enc });

/** External integrations (document 3 section 7) behind ADMIN_INTEGRATION, and their connection test. */
export const integrationsService = {
  list: async (org: OrgDb): Promise<Integration[]> => (await repo.list(org)).map(integrationDto),

  userChoices: (ctx: ServerContext, tenant: RequestScope) => userChoices(ctx.db, tenant),

  async create(ctx: ServerContext, tenant: RequestScope, body: IntegrationBody): Promise<Integration> {
    return inOrgTransaction(tenant, async (org) => {
      const at = ctx.now();
      const values = await valuesOf(ctx, org.db, tenant, body, null);
      const id = await repo.insert(org, { ...values, created_at: at, updated_at: at });
      const after = await read(org, id);
      await editLog(org.db, tenant, ctx.now()).created('integration', id, audited(after));
      return integrationDto(after);
    });
  },

  async update(ctx: ServerContext, tenant: RequestScope, id: number, body: IntegrationBody): Promise<Integration> {
    return inOrgTransaction(tenant, async (org) => {
      const before = await read(org, id);
      const keep = before.type === 'CASHDRO' ? before.password_enc : null;
      await repo.update(org, id, {
        ...(await valuesOf(ctx, org.db, tenant, body, keep)),
        updated_at: ctx.now(),
      });
      const after = await read(org, id);
      await editLog(org.db, tenant, ctx.now()).updated('integration', id, audited(before), audited(after));
      return integrationDto(after);
    });
  },

  async remove(ctx: ServerContext, tenant: RequestScope, id: number) {
    return inOrgTransaction(tenant, async (org) => {
      const before = await read(org, id);
      await repo.delete(org, id);
      await editLog(org.db, tenant, ctx.now()).deleted('integration', id, audited(before));
      return { id };
    });
  },

  /** Tries the saved address (integrations.connection.ts); changes nothing. */
  async test(ctx: ServerContext, org: OrgDb, id: number) {
    const row = await read(org, id);
    const { ip } = configOf(integrationDto(row));
    return testConnection(
      outboundPolicy(ctx.config),
      row.type === 'CCV_OPI' ? 'CCV_OPI' : 'CASHDRO',
      ip,
      ctx.config.integrationTestTimeoutMs,
    );
  },
};
