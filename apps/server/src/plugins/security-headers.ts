import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (API, console files, errors and 404s alike): helmet's own middleware,
 * built once from the options, run on each request's raw request and response as @fastify/helmet runs it
 * (docs/decisions.md 138: @fastify/helmet built that middleware again on every request, about a sixth of a cached
 * catalogue answer's time). A global onRequest hook: it runs for every route and for the 404 handler.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { helmet: HelmetOptions }) => {
  const middleware = helmet(opts.helmet);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
});
