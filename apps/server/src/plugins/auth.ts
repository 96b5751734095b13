import { type AbilityCode, hasAbility, isSuperUser } from '@comptoir/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../context';
import { forbidden, unauthenticated } from '../lib/errors';
import { type SessionUser, usersRepository } from '../modules/users/users.repository';

/** The verified session of a request: the organisation comes from here and nowhere else. */
export interface Tenant {
  orgId: number;
  userId: number;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone (login, health). Every other route needs a session. */
    public?: boolean;
    /** Ability the route needs (a list: any one of them); ADMIN and SUPER_USER hold them all. */
    ability?: AbilityCode | readonly AbilityCode[];
    /** Only super users. */
    superUser?: boolean;
  }
  interface FastifyRequest {
    tenantScope: Tenant | null;
  }
}

/** The tenant of an authenticated route. Throws 401 where there is none (it never falls back to input). */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenantScope) throw unauthenticated();
  return request.tenantScope;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Verifies the token and loads the user for the organisation it names; null when either fails. */
export async function resolveSession(ctx: ServerContext, token: string | null): Promise<Tenant | null> {
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  const user = await usersRepository.findSessionUser(ctx.db, claims.orgId, claims.userId);
  // A token of an older session epoch belongs to a session the user ended (own password change).
  if (!user || user.sessionEpoch !== (claims.epoch ?? 0)) return null;
  return { orgId: claims.orgId, userId: claims.userId, user };
}

/** API routes need a session unless they say they are public; the console's files and the API docs are public. */
function needsSession(url: string | undefined, isPublic: boolean | undefined): boolean {
  if (!url || isPublic) return false;
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Authentication, tenant scope and the ability guard, for every route registered after it. A route declares what it
 * needs in its config; the default is "signed in".
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: ServerContext }) => {
  app.decorateRequest('tenantScope', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!needsSession(request.routeOptions.url, config.public)) return;
    const tenant = await resolveSession(opts.ctx, bearerToken(request.headers.authorization));
    if (!tenant) throw unauthenticated();
    request.tenantScope = tenant;
    if (config.superUser && !isSuperUser(tenant.user)) {
      throw forbidden('Only a super user can do this', undefined, { reason: 'SUPER_USER_ONLY' });
    }
    const abilities: readonly AbilityCode[] =
      config.ability === undefined ? [] : typeof config.ability === 'string' ? [config.ability] : config.ability;
    if (abilities.length && !abilities.some((code) => hasAbility(tenant.user, code))) {
      throw forbidden(`This needs the ${abilities.join(' or ')} ability`, undefined, {
        reason: 'MISSING_ABILITY',
        params: { abilities: abilities.join(',') },
      });
    }
  });
});
