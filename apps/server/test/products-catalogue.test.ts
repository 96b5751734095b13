import type { Product } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { catalogueChanged } from '../src/lib/cached-answer';
import { orgDb } from '../src/lib/org-db';
import { createTestApp, data, type TestApp } from './helper';
import { catalogueRows, groupIdOf } from './pos-helpers';

/** Products seen from a child organisation, and a catalogue of 10,000 (document 2 section 3; products.test.ts: the rest). */
let t: TestApp;
let shopadmin: string;

const catalogue = () => catalogueRows(t);
const groupId = (orgId: OrgId, name: string) => groupIdOf(t, orgId, name);

beforeAll(async () => {
  t = await createTestApp();
  shopadmin = await t.login('shopadmin');
});
afterAll(async () => t.close());

describe('parent organisation products', () => {
  it('shows the parent’s products read-only when includeParentProducts is on', async () => {
    await t.db
      .updateTable('organization')
      .set({ parent_org_id: BISTRO, settings: JSON.stringify({ includeParentProducts: true }) })
      .where('org_id', '=', SHOP)
      .execute();
    catalogueChanged(t.ctx, orgDb(t.ctx.db, SHOP)); // written behind the services' back: the cached catalogue must hear of it
    try {
      const list = data<Product[]>(await t.call(shopadmin, 'GET', '/api/product'));
      const parent = list.find((p) => p.name === 'Coca-Cola')!;
      expect(parent.orgId).toBe(1);
      expect(parent.productGroup?.name).toBe('Softs');
      expect(list.some((p) => p.orgId === 2)).toBe(true);
      const before = await catalogue();
      const patch = await t.call(shopadmin, 'PATCH', `/api/product/${parent.productId}`, { name: 'Coca' });
      expect(patch.status).toBe(403);
      expect(patch.body.message).toBe('Products of the parent organisation are read-only here');
      expect((await t.call(shopadmin, 'DELETE', `/api/product/${parent.productId}`)).status).toBe(403);
      expect(await catalogue()).toEqual(before);
    } finally {
      await t.db
        .updateTable('organization')
        .set({ parent_org_id: null, settings: '{}' })
        .where('org_id', '=', SHOP)
        .execute();
      catalogueChanged(t.ctx, orgDb(t.ctx.db, SHOP));
    }
    const list = data<Product[]>(await t.call(shopadmin, 'GET', '/api/product'));
    expect(list.every((p) => p.orgId === 2)).toBe(true);
  });
});

describe('a catalogue of 10,000 products', () => {
  // How fast is bench/'s question (catalogue.bench.ts); this one is whether it is whole and in order.
  it('is listed whole, in order', async () => {
    const group = await groupId(SHOP, 'Boissons');
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      org_id: SHOP,
      group_id: group,
      name: `Article ${String(i).padStart(5, '0')}`,
      price_cents: 100 + i,
      vat_bp: 2100,
      barcode: `200${String(i).padStart(10, '0')}`,
      stock_milli: i % 2 ? null : i * 1000,
      created_at: t.clock.now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('product')
        .values(rows.slice(i, i + 500))
        .execute();
    catalogueChanged(t.ctx, orgDb(t.ctx.db, SHOP));
    const res = await t.call(shopadmin, 'GET', '/api/product');
    expect(res.status).toBe(200);
    const list = data<Product[]>(res);
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    const articles = list.filter((p) => p.name.startsWith('Article '));
    expect(articles.map((p) => p.name)).toEqual(rows.map((r) => r.name));
    expect(articles[2]).toMatchObject({ priceVatInclIn: '1.02', stock: 2, productBarcodes: ['2000000000002'] });
  });
});
