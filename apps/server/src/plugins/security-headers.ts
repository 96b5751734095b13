import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's security headers on every answer (API, console files, errors and 404s alike), by @fastify/helmet
 * (docs/decisions.md 112: it replaced running Express's helmet once against a fake request to keep a table of
 * headers). Global: its onRequest hook runs for every route and for the 404 handler.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { helmet: FastifyHelmetOptions }) => {
  await app.register(helmet, { ...opts.helmet, global: true });
});
