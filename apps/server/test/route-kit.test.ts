import { idParam } from '@comptoir/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServerContext } from '../src/context';
import { authPlugin } from '../src/plugins/auth';
import { errorsPlugin } from '../src/plugins/errors';
import { routes, sendFile, sendPublicImage } from '../src/plugins/route-kit';
import { createTestApp, type TestApp } from './helper';

/**
 * The route kit (plugins/route-kit.ts) on its own routes, behind the real session check and error format: what it
 * declares (the route options Fastify gets) and how its routes answer. The modules' routes are its users; their
 * tests and the OpenAPI document's (openapi-tools.test.ts) cover them.
 */

let t: TestApp;
let app: FastifyInstance;
const declared = new Map<string, { config?: object; schema: { summary: string; response?: unknown } }>();
const runs: { ctx: ServerContext; id: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { ctx: t.ctx });
  app.addHook('onRoute', (r) => void declared.set(`${r.method} ${r.url}`, r as never));
  const kitRoutes = routes({ tags: ['kit'], config: { ability: 'ADMIN_USERS' } }, (route) => {
    const thing = z.object({ id: z.number().int(), name: z.string() });
    route.get('/thing/:id', { summary: 'A thing', params: idParam('id'), data: thing }, async (request) => ({
      id: request.params.id,
      name: 'one',
      secret: 'left out by the answer schema',
    }));
    route.get('/signed-in', { config: {}, summary: 'Any session', data: z.boolean() }, async () => true);
    route.get('/open', { config: { public: true }, summary: 'No session', data: z.string() }, async () => 'hi');
    route.with({ tags: ['other'] }).get('/other', { summary: 'Other defaults', data: z.number() }, async () => 1);
    route.post(
      '/count',
      { summary: 'Counts once per key.', idempotent: true, body: z.object({ by: z.number() }), data: thing },
      async (request, ctx) => {
        runs.push({ ctx, id: request.body.by });
        return { id: runs.length, name: 'counted' };
      },
    );
    route.reply('get', '/file', { summary: 'A file' }, (_request, reply) =>
      reply.header('content-type', 'text/plain').send('plain text'),
    );
    route.reply('get', '/report', { summary: 'A download' }, (_request, reply) =>
      sendFile(reply, { body: Buffer.from('%PDF'), type: 'application/pdf', filename: 'x.pdf' }),
    );
    route.reply('get', '/picture', { config: { public: true }, summary: 'An image' }, (_request, reply) =>
      sendPublicImage(reply, 'image/png', Buffer.from([0x89, 0x50])),
    );
  });
  await app.register(kitRoutes, { prefix: '/api', ctx: t.ctx });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, key?: string) =>
  app.inject({
    method,
    url,
    payload,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(key && { 'idempotency-key': key }) },
  });

describe('the route kit', () => {
  it('declares the file’s tags and guard, a route’s own config, and envelope(data) as the 200 answer', () => {
    const get = declared.get('GET /api/thing/:id')!;
    expect(get.config).toEqual({ ability: 'ADMIN_USERS' });
    expect(get.schema).toMatchObject({ tags: ['kit'], summary: 'A thing' });
    expect(z.toJSONSchema((get.schema.response as Record<number, z.ZodType>)[200]!)).toMatchObject({
      properties: { data: { properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
      required: ['data'],
    });
    expect(declared.get('GET /api/signed-in')!.config).toBeUndefined();
    expect(declared.get('GET /api/open')!.config).toEqual({ public: true });
    expect(declared.get('GET /api/other')!.config).toBeUndefined();
    expect(declared.get('GET /api/other')!.schema).toMatchObject({ tags: ['other'] });
    expect(declared.get('POST /api/count')!.schema.summary).toBe('Counts once per key. Accepts Idempotency-Key.');
    expect(declared.get('GET /api/file')!.schema.response).toBeUndefined();
  });

  it('answers { data } from the handler’s payload, with typed params, through the answer schema', async () => {
    const admin = await t.login('admin');
    const res = await call('GET', '/api/thing/7', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: 7, name: 'one' } });
    const bad = await call('GET', '/api/thing/seven', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('guards with the file’s config unless the route names its own', async () => {
    const server = await t.login('server');
    expect((await call('GET', '/api/thing/1')).statusCode).toBe(401);
    expect((await call('GET', '/api/thing/1', server)).json().reason).toBe('MISSING_ABILITY');
    expect((await call('GET', '/api/signed-in', server)).json()).toEqual({ data: true });
    expect((await call('GET', '/api/signed-in')).statusCode).toBe(401);
    expect((await call('GET', '/api/open')).json()).toEqual({ data: 'hi' });
  });

  it('runs an idempotent route once per key, in a transaction context', async () => {
    const admin = await t.login('admin');
    const first = await call('POST', '/api/count', admin, { by: 1 }, 'kit-key-1');
    const again = await call('POST', '/api/count', admin, { by: 1 }, 'kit-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(runs).toHaveLength(1);
    expect(runs[0]!.ctx).not.toBe(t.ctx);
    expect((await call('POST', '/api/count', admin, { by: 2 }, 'kit-key-1')).statusCode).toBe(409);
    expect((await call('POST', '/api/count', admin, { by: 2 })).json().data.id).toBe(2);
  });

  it('leaves a reply route’s answer as its handler sent it', async () => {
    const res = await call('GET', '/api/file', await t.login('admin'));
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.body).toBe('plain text');
  });

  it('sends a download never cached, and a public image of its own type only, kept a year', async () => {
    const report = await call('GET', '/api/report', await t.login('admin'));
    expect(report.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="x.pdf"',
      'cache-control': 'no-store',
    });
    expect(report.body).toBe('%PDF');
    const image = await call('GET', '/api/picture');
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(image.rawPayload).toEqual(Buffer.from([0x89, 0x50]));
  });
});
