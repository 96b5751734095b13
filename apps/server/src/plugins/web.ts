import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built console at / with an SPA fallback: any GET outside /api that is not a file answers index.html,
 * so every client route can be opened directly. Unknown /api paths answer 404 JSON, never the console.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | null }) => {
  const { webDist } = opts;
  const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false });
    app.get('/assets/*', { config: { public: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${file}`);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = url.slice(1);
      if (/\.[a-z0-9]+$/i.test(file)) {
        const found = webDist && !file.includes('..') && existsSync(path.join(webDist, file));
        if (found) return reply.sendFile(file);
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: `No route ${request.method} ${url}`, code: 'NOT_FOUND' });
  });
});
