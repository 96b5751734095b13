import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed file names change with their content: browsers keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files: always revalidated, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built console at / with an SPA fallback: any GET outside /api that is not a file answers index.html,
 * so every client route can be opened directly. Unknown /api paths answer 404 JSON, never the console.
 *
 * The build writes brotli and gzip copies of its assets (apps/web/vite.compress.ts); they are sent as they are, by
 * Accept-Encoding (preCompressed), so nothing is compressed per request. Hashed assets are cached for good.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | null }) => {
  const { webDist } = opts;
  const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  if (webDist) {
    // serve: false: only reply.sendFile; the routes below decide what is served and with which cache policy.
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
    });
    // Hidden from the OpenAPI document: the console's files, not a call of the API.
    app.get('/assets/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      // The answer depends on Accept-Encoding: shared caches must keep one copy per encoding.
      return reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').sendFile(`assets/${file}`);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = url.slice(1);
      if (/\.[a-z0-9]+$/i.test(file)) {
        const found = webDist && !file.includes('..') && existsSync(path.join(webDist, file));
        if (found) return reply.header('cache-control', REVALIDATE).sendFile(file);
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: `No route ${request.method} ${url}`, code: 'NOT_FOUND' });
  });
});
