import { type AbilityCode, hasAbility, isSuperUser } from '@comptoir/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../context';
import type { Actor } from '../lib/audit';
import { type AppError, forbidden, unauthenticated } from '../lib/errors';
import { orgDb } from '../lib/org-db';
import { sessionCache, type Tenant } from '../lib/session-cache';
import { usersService } from '../modules/users';

export type { Tenant };

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
    /** The request's scope, once its token is verified (see `scopeOf`). */
    tenantScope: RequestScope | null;
  }
}

/**
 * What an authenticated request acts as: the organisation and the user of its verified token (`Tenant`), with the
 * scoped executor they act through (`Actor`, lib/audit.ts; `OrgDb`, lib/org-db.ts). Built once per request by the session hook; an
 * idempotent route's follows the request into its transaction (plugins/route-kit.ts).
 */
export type RequestScope = Tenant & Actor;

/**
 * The scope of an authenticated route (issue 25): the services take it as the organisation's scoped executor, the
 * actor of an audited write, or the tenant whose user's abilities count. It never falls back to input; 401 where
 * there is no session.
 */
export function scopeOf(request: FastifyRequest): RequestScope {
  if (!request.tenantScope) throw unauthenticated();
  return request.tenantScope;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = BEARER.exec(header);
  return match?.[1] ?? null;
}

/** A session whose user is kept (lib/session-cache.ts) and whose token verified lately: no waiting. Else undefined. */
function knownSession(ctx: ServerContext, token: string | null): Tenant | undefined {
  if (token === null) return undefined;
  const claims = ctx.tokens.remembered(token);
  if (claims === null) return undefined;
  const tenant = sessionCache(ctx).peek(claims.orgId, claims.userId);
  // A token of an older session epoch belongs to a session the user ended: the full check refuses it.
  return tenant !== undefined && tenant.user.sessionEpoch === (claims.epoch ?? 0) ? tenant : undefined;
}

/** Verifies the token and loads the user for the organisation it names; null when either fails. */
export async function resolveSession(ctx: ServerContext, token: string | null): Promise<Tenant | null> {
  if (!token) return null;
  const known = knownSession(ctx, token);
  if (known !== undefined) return known;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  const { orgId, userId } = claims;
  const tenant =
    sessionCache(ctx).peek(orgId, userId) ??
    (await sessionCache(ctx).load(orgId, userId, () => usersService.sessionUser(orgDb(ctx.db, orgId), userId)));
  // A token of an older session epoch belongs to a session the user ended (own password change).
  if (!tenant || tenant.user.sessionEpoch !== (claims.epoch ?? 0)) return null;
  return tenant;
}

/** What a route needs, worked out once per route from its config. */
interface Guard {
  session: boolean;
  superUser: boolean;
  abilities: readonly AbilityCode[];
}

/** API routes need a session unless they say they are public; the console's files and the API docs are public. */
function guardOf(url: string | undefined, config: FastifyContextConfig): Guard {
  const session = Boolean(url && !config.public && url.startsWith('/api/') && !url.startsWith('/api/docs'));
  const abilities: readonly AbilityCode[] =
    config.ability === undefined ? [] : typeof config.ability === 'string' ? [config.ability] : config.ability;
  return { session, superUser: config.superUser === true, abilities };
}

/** The guard's refusal (403) of a signed-in user, or null when the route lets the user through. */
function refusal(guard: Guard, tenant: Tenant): AppError | null {
  if (guard.superUser && !isSuperUser(tenant.user)) {
    return forbidden('Only a super user can do this', undefined, { reason: 'SUPER_USER_ONLY' });
  }
  const { abilities } = guard;
  if (abilities.length && !abilities.some((code) => hasAbility(tenant.user, code))) {
    return forbidden(`This needs the ${abilities.join(' or ')} ability`, undefined, {
      reason: 'MISSING_ABILITY',
      params: { abilities: abilities.join(',') },
    });
  }
  return null;
}

type Done = (err?: Error) => void;

/** The onRequest hook of one route that needs a session: its guard is worked out once, when the route is added. */
function sessionHook(ctx: ServerContext, guard: Guard) {
  return function session(request: FastifyRequest, _reply: FastifyReply, done: Done): void {
    const token = bearerToken(request.headers.authorization);
    const known = knownSession(ctx, token);
    if (known !== undefined) {
      request.tenantScope = { ...known, db: ctx.db };
      done(refusal(guard, known) ?? undefined);
      return;
    }
    resolveSession(ctx, token).then(
      (tenant) => {
        if (!tenant) return done(unauthenticated());
        request.tenantScope = { ...tenant, db: ctx.db };
        done(refusal(guard, tenant) ?? undefined);
      },
      (err: Error) => done(err),
    );
  };
}

/**
 * Authentication, tenant scope and the ability guard, for every route added after it. A route declares what it needs
 * in its config; the default is "signed in". Each route that needs a session gets the check as its first own
 * onRequest hook (so before any hook the route declares; modules add no onRequest hook of their own, see
 * test/module-shape.test.ts). A request whose token verified lately and whose user is kept (lib/session-cache.ts) is
 * decided without waiting; any other reads the token and the user first.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: ServerContext }) => {
  app.decorateRequest('tenantScope', null);
  app.addHook('onRoute', (route) => {
    const guard = guardOf(route.url, route.config ?? {});
    if (!guard.session) return;
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [sessionHook(opts.ctx, guard), ...own];
  });
});
