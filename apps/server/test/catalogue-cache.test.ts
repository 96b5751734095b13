import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { asOrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { AnswerCache } from '../src/lib/cached-answer';
import { type BusSignal, createPostgresBus } from '../src/lib/push-bus';
import { createTestApp, type TestApp } from './helper';
import { groupIdOf, productId, terminal } from './pos-helpers';

/**
 * The cached catalogue answers (lib/cached-answer.ts): GET /api/product, GET /api/product_group and the till's
 * GET /api/terminal/catalogue are served from a per-organisation body with an ETag, kept until a catalogue write.
 */
let t: TestApp;
let admin: string;
let shopadmin: string;

const URLS = ['/api/product', '/api/product_group', '/api/product_group?with_product_data=true'];
const TILL = '/api/terminal/catalogue';

async function get(token: string, url: string, headers: InjectOptions['headers'] = {}) {
  return t.request({ method: 'GET', url, token, headers });
}
async function etag(token: string, url: string): Promise<string> {
  const res = await get(token, url);
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
}
/** The ETags of every cached answer of one organisation, seen by this user. */
async function etags(token: string): Promise<string[]> {
  return Promise.all([...URLS, TILL].map((url) => etag(token, url)));
}
async function call(token: string, method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await t.call(token, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const groupOf = (orgId: OrgId, name: string) => groupIdOf(t, orgId, name);

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopadmin] = await Promise.all([t.login('admin'), t.login('shopadmin')]);
});
afterAll(async () => t.close());

describe('cached catalogue answers', () => {
  it('keep their ETag while nothing changes and answer 304 to If-None-Match', async () => {
    for (const url of [...URLS, TILL]) {
      const first = await get(admin, url);
      expect(first.statusCode).toBe(200);
      const tag = String(first.headers.etag);
      expect(tag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const again = await get(admin, url);
      expect(again.headers.etag).toBe(tag);
      expect(again.body).toBe(first.body);
      const notModified = await get(admin, url, { 'if-none-match': tag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect((await get(admin, url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    }
  });

  it('send brotli and gzip copies that decode to the same JSON, and plain JSON to who accepts neither', async () => {
    for (const url of [...URLS, TILL]) {
      const plain = await get(admin, url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = JSON.parse(plain.body);
      expect(Array.isArray(json.data) || typeof json.data === 'object').toBe(true);
      const br = await get(admin, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gz = await get(admin, url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
      expect((await get(admin, url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
      expect(br.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('another organisation never gets this one’s body', async () => {
    for (const url of [...URLS, TILL]) {
      const own = await get(admin, url);
      const other = await get(shopadmin, url);
      expect(other.headers.etag).not.toBe(own.headers.etag);
      expect(other.body).not.toBe(own.body);
      // Its ETag is no key to the first organisation's answer.
      const asked = await get(shopadmin, url, { 'if-none-match': String(own.headers.etag) });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toBe(other.body);
    }
    const products = JSON.parse((await get(shopadmin, '/api/product')).body).data as { orgId: OrgId }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.orgId === 2)).toBe(true);
  });

  it('a super user switching organisation gets the other organisation’s body', async () => {
    const superIn1 = await t.login('super', 1);
    const in1 = await get(superIn1, '/api/product');
    expect(in1.statusCode).toBe(200);
    expect(in1.headers.etag).toBe((await get(admin, '/api/product')).headers.etag);
    const switched = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token: superIn1 });
    const superIn2 = switched.json().data.token as string;
    const in2 = await get(superIn2, '/api/product', { 'if-none-match': String(in1.headers.etag) });
    expect(in2.statusCode).toBe(200);
    expect(in2.headers.etag).toBe((await get(shopadmin, '/api/product')).headers.etag);
    expect((JSON.parse(in2.body).data as { orgId: OrgId }[]).every((p) => p.orgId === 2)).toBe(true);
  });

  it('a product write gives every answer of its organisation a new body, and leaves the others alone', async () => {
    const before = await etags(admin);
    const otherBefore = await etags(shopadmin);
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    await call(admin, 'PATCH', `/api/product/${cola}`, { name: 'Coca-Cola Zero' });
    const [products, groups, groupsWithProducts, till] = await etags(admin);
    expect(products).not.toBe(before[0]);
    expect(groupsWithProducts).not.toBe(before[2]);
    expect(till).not.toBe(before[3]);
    // The groups alone do not show product names: rebuilt, the same bytes keep the same ETag (content-addressed).
    expect(groups).toBe(before[1]);
    expect(await etags(shopadmin)).toEqual(otherBefore);
    const list = JSON.parse((await get(admin, '/api/product')).body).data as { productId: number; name: string }[];
    expect(list.find((p) => p.productId === cola)?.name).toBe('Coca-Cola Zero');
    // A 304 is no longer given for the old ETag.
    expect((await get(admin, '/api/product', { 'if-none-match': before[0] })).statusCode).toBe(200);
  });

  it('a product created or deleted gives a new body', async () => {
    const before = await etag(admin, '/api/product');
    const created = await call(admin, 'POST', '/api/product', {
      name: 'Cached test',
      productGroupId: await groupOf(BISTRO, 'Softs'),
      priceVatInclIn: 250,
      priceVatInclOut: 250,
      vatIn: 6,
      vatOut: 6,
    });
    const withIt = await etag(admin, '/api/product');
    expect(withIt).not.toBe(before);
    const res = await t.request({ method: 'DELETE', url: `/api/product/${created.productId}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(await etag(admin, '/api/product')).not.toBe(withIt);
  });

  it('a group write gives a new body', async () => {
    const before = await etags(admin);
    const softs = await groupOf(BISTRO, 'Softs');
    await call(admin, 'PATCH', `/api/product_group/${softs}`, { name: 'Soft drinks' });
    const after = await etags(admin);
    for (const [i, tag] of after.entries()) expect(tag, [...URLS, TILL][i]).not.toBe(before[i]);
    const groups = JSON.parse((await get(admin, '/api/product_group')).body).data as { name: string }[];
    expect(groups.some((g) => g.name === 'Soft drinks')).toBe(true);
  });

  it('a printer of a group renamed gives the groups a new body', async () => {
    const softs = await groupOf(BISTRO, 'Soft drinks');
    const printer = await t.db
      .selectFrom('printer')
      .select(['id', 'ip_address'])
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    await call(admin, 'PATCH', `/api/product_group/${softs}`, { printers: [printer.id] });
    const before = await etag(admin, '/api/product_group');
    await call(admin, 'PATCH', '/api/printer', {
      id: printer.id,
      name: 'Renamed printer',
      ipAddress: printer.ip_address,
      doublePrint: false,
    });
    const res = await get(admin, '/api/product_group');
    expect(res.headers.etag).not.toBe(before);
    const groups = JSON.parse(res.body).data as { productGroupId: number; printers: { name: string }[] }[];
    expect(groups.find((g) => g.productGroupId === softs)?.printers.map((p) => p.name)).toEqual(['Renamed printer']);
  });

  it('a stock change, by hand or by a sale, gives a new body', async () => {
    const tomates = await productId(t, SHOP, 'Tomates (kg)');
    const stockOf = async () =>
      (
        JSON.parse((await get(shopadmin, '/api/product')).body).data as { productId: number; stock: number | null }[]
      ).find((p) => p.productId === tomates)?.stock;
    const before = await etag(shopadmin, '/api/product');
    await call(shopadmin, 'PATCH', `/api/product/${tomates}`, { stock: 40 });
    const manual = await etag(shopadmin, '/api/product');
    expect(manual).not.toBe(before);
    expect(await stockOf()).toBe(40);

    const till = terminal(t, shopadmin);
    expect((await till.openShift()).status).toBe(200);
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    expect((await till.addLines(clientAccountId, [{ productId: tomates, units: 1.5 }])).status).toBe(200);
    const sold = await etag(shopadmin, '/api/product');
    expect(sold).not.toBe(manual);
    expect(await stockOf()).toBe(38.5);
  });

  it('the till’s answer follows its tables: a table taken gives a new body', async () => {
    const till = terminal(t, admin);
    const before = await get(admin, TILL);
    const table = (JSON.parse(before.body).data.tables as { tableId: number; occupied: boolean }[]).find(
      (x) => !x.occupied,
    )!;
    await till.openShift();
    expect((await till.openAccount({ kind: 'TABLE', tableId: table.tableId })).status).toBe(200);
    const after = await get(admin, TILL);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const now = JSON.parse(after.body).data.tables as { tableId: number; occupied: boolean }[];
    expect(now.find((x) => x.tableId === table.tableId)?.occupied).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, across server processes', () => {
  it('a drop signalled by one process reaches the others, and the sender once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const fail = (err: unknown) => {
      throw err;
    };
    const [one, two] = await Promise.all([createPostgresBus(url, fail), createPostgresBus(url, fail)]);
    try {
      const seenByOne: BusSignal[] = [];
      const seenByTwo: BusSignal[] = [];
      one.subscribeSignals((s) => seenByOne.push(s));
      two.subscribeSignals((s) => seenByTwo.push(s));
      const cacheOfTwo = new AnswerCache();
      two.subscribeSignals((s) => s.topic === 'CATALOGUE' && cacheOfTwo.drop(s.orgId));
      const body = await cacheOfTwo.get('product:7', async () => ({ json: '{"data":[]}', dependsOn: [7] }));
      one.signal({ topic: 'CATALOGUE', orgId: asOrgId(7) });
      expect(seenByOne).toEqual([{ topic: 'CATALOGUE', orgId: 7 }]); // at once, in the sending process
      for (let i = 0; i < 50 && seenByTwo.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(seenByTwo).toEqual([{ topic: 'CATALOGUE', orgId: 7 }]);
      const rebuilt = await cacheOfTwo.get('product:7', async () => ({ json: '{"data":[1]}', dependsOn: [7] }));
      expect(rebuilt.etag).not.toBe(body.etag);
      await new Promise((r) => setTimeout(r, 100));
      expect(seenByOne).toHaveLength(1); // its own NOTIFY is not acted on twice
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
