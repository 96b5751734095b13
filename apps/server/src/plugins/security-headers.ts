import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once: helmet's middleware writes the same headers on every
 * answer (none of our directives is a function of the request), so running it per request (what @fastify/helmet does,
 * options parsed again each time) was pure cost. A directive given as a function is refused here: it would need
 * helmet per request.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const csp = options.contentSecurityPolicy;
  for (const values of Object.values(csp && typeof csp === 'object' ? (csp.directives ?? {}) : {})) {
    if (values && typeof values === 'object' && [...values].some((value) => typeof value === 'function')) {
      throw new Error('security headers: a directive computed per request is not supported');
    }
  }
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let called = false;
  helmet(options)({ headers: {} } as never, res as never, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error('security headers: helmet did not finish at once');
  return Object.freeze(headers);
}

/**
 * Helmet's security headers on every answer (API, console files, errors and 404s alike), as @fastify/helmet set them,
 * from a table built once at start.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { helmet: HelmetOptions }) => {
  const headers = securityHeaders(opts.helmet);
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  });
});
