import { LOGIN_FAILED_MESSAGE, type LoginRequest, type LoginResponse } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { AppError, forbidden, unauthenticated } from '../../lib/errors';
import { verifyAgainstDummy, verifySecret } from '../../lib/passwords';
import type { Tenant } from '../../plugins/auth';
import { usersRepository } from './users.repository';

async function sessionAnswer(ctx: ServerContext, orgId: number, userId: number) {
  const user = await usersRepository.findPublicUser(ctx.db, orgId, userId);
  if (!user) throw unauthenticated();
  return user;
}

export const usersService = {
  /**
   * Signs a user in. Whatever is wrong (organisation, username or password) the answer is the same 401, and after
   * repeated failures for the account or from the address, 429 before any check.
   */
  async login(ctx: ServerContext, input: LoginRequest, address: string): Promise<LoginResponse> {
    const account = `${input.orgId}:${input.username.toLowerCase()}`;
    const wait = ctx.loginLimiter.retryAfter(account, address);
    if (wait > 0) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60_000)} minute(s).`,
      );
    }
    const row = await usersRepository.findByUsername(ctx.db, input.orgId, input.username);
    let ok = false;
    if (row) ok = await verifySecret(row.password_hash, input.password);
    else await verifyAgainstDummy(input.password);
    if (!row || !ok) {
      ctx.loginLimiter.recordFailure(account, address);
      throw new AppError('INVALID_CREDENTIALS', LOGIN_FAILED_MESSAGE);
    }
    ctx.loginLimiter.recordSuccess(account);
    const user = await sessionAnswer(ctx, input.orgId, row.user_id);
    const { token, expiresAt } = await ctx.tokens.sign({ userId: row.user_id, orgId: input.orgId });
    return {
      token,
      expiresAt,
      abilities: user.abilities,
      type: user.type,
      managedOrganizations: user.managedOrganizations,
      user,
    };
  },

  me(ctx: ServerContext, tenant: Tenant) {
    return sessionAnswer(ctx, tenant.orgId, tenant.userId);
  },

  /** A new token for another organisation, only one the user belongs to or manages. */
  async switchOrganization(ctx: ServerContext, tenant: Tenant, orgId: number) {
    const allowed = await usersRepository.findSessionUser(ctx.db, orgId, tenant.userId);
    if (!allowed) throw forbidden('You do not manage this organisation');
    return ctx.tokens.sign({ userId: tenant.userId, orgId });
  },
};
