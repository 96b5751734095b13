import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';

/**
 * The menu organiser's drop (document 2 section 2, "Menu page"): POST /product/reorder and POST /product_group/reorder
 * rewrite the order of one container in one transaction; super users only; another organisation's ids are not found.
 */
let t: TestApp;
let superBistro: string;
let superShop: string;
let admin: string;

/** Live products of a group of an organisation, in id order. */
async function productIds(orgId: OrgId, groupId: number) {
  const rows = await t.db
    .selectFrom('product')
    .select('id')
    .where('org_id', '=', orgId)
    .where('group_id', '=', groupId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
async function groupIds(orgId: OrgId, parentId: number | null) {
  let query = t.db.selectFrom('product_group').select('id').where('org_id', '=', orgId).where('deleted_at', 'is', null);
  query =
    parentId === null ? query.where('parent_group_id', 'is', null) : query.where('parent_group_id', '=', parentId);
  return (await query.orderBy('id').execute()).map((r) => r.id);
}
/** A group of the organisation with at least `n` products. */
async function groupWithProducts(orgId: OrgId, n: number) {
  const rows = await t.db
    .selectFrom('product')
    .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .groupBy('group_id')
    .execute();
  const row = rows.find((r) => Number(r.n) >= n && r.group_id !== null);
  if (!row?.group_id) throw new Error(`no group with ${n} products in org ${orgId}`);
  return row.group_id;
}
/** Every order of every organisation, and the audit trail: what a refusal must leave as it was. */
async function snapshot() {
  return {
    products: await t.db.selectFrom('product').select(['id', 'sort_order']).orderBy('id').execute(),
    groups: await t.db.selectFrom('product_group').select(['id', 'sort_order']).orderBy('id').execute(),
    audit: (await t.db.selectFrom('audit_log').select('id').execute()).length,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  superBistro = await t.login('super');
  admin = await t.login('admin');
  const sw = await t.call(superBistro, 'POST', '/api/user/multiorg/switch/2');
  superShop = (sw.body.data as { token: string }).token;
}, 120_000);
afterAll(async () => t?.close());

describe('POST /product/reorder', () => {
  it('gives the products of a group orderIndex 1..n in the order sent, kept on reload, audited', async () => {
    const groupId = await groupWithProducts(BISTRO, 3);
    const ids = (await productIds(BISTRO, groupId)).reverse();
    const res = await t.call(superBistro, 'POST', '/api/product/reorder', { productGroupId: groupId, productIds: ids });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(ids.map((productId, i) => ({ productId, orderIndex: i + 1 })));

    // The cached catalogue was dropped: a fresh read shows the new order.
    const list = (await t.call(superBistro, 'GET', '/api/product')).body.data as {
      productId: number;
      productGroupId: number;
      orderIndex: number;
    }[];
    const inGroup = list.filter((p) => p.productGroupId === groupId).sort((a, b) => a.orderIndex - b.orderIndex);
    expect(inGroup.map((p) => p.productId)).toEqual(ids);

    const trail = await t.db
      .selectFrom('audit_log')
      .select(['org_id', 'entity', 'entity_id', 'action', 'details'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(ids[0]))
      .execute();
    const last = trail.at(-1)!;
    expect(last).toMatchObject({ org_id: BISTRO, action: 'UPDATE' });
    expect(JSON.parse(last.details).changes.orderIndex.to).toBe(1);

    // The same order again changes nothing and logs nothing.
    const before = await snapshot();
    expect(
      (await t.call(superBistro, 'POST', '/api/product/reorder', { productGroupId: groupId, productIds: ids })).status,
    ).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses, changing nothing: a left-out product, one of another group, bad lists', async () => {
    const groupId = await groupWithProducts(BISTRO, 3);
    const ids = await productIds(BISTRO, groupId);
    const otherGroup = (await groupIds(BISTRO, null)).find((g) => g !== groupId)!;
    const stranger = (await productIds(BISTRO, await groupWithProducts(BISTRO, 1))).find((id) => !ids.includes(id));
    const before = await snapshot();
    const cases: [object, number][] = [
      [{ productGroupId: groupId, productIds: ids.slice(1) }, 400],
      [{ productGroupId: groupId, productIds: [...ids, ids[0]] }, 400],
      [{ productGroupId: groupId, productIds: [] }, 400],
      [{ productGroupId: groupId, productIds: ['x'] }, 400],
      [{ productGroupId: 'x', productIds: ids }, 400],
      [{ productIds: ids }, 400],
      [{ productGroupId: otherGroup, productIds: ids }, 400],
      [{ productGroupId: groupId, productIds: [...ids, 999_999] }, 404],
      [{ productGroupId: 999_999, productIds: ids }, 404],
    ];
    if (stranger) cases.push([{ productGroupId: groupId, productIds: [...ids, stranger] }, 400]);
    for (const [payload, status] of cases) {
      const res = await t.call(superBistro, 'POST', '/api/product/reorder', payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.fieldErrors, JSON.stringify(payload)).toBeTruthy();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another organisation's group or products, changing nothing", async () => {
    const shopGroup = await groupWithProducts(SHOP, 1);
    const shopIds = await productIds(SHOP, shopGroup);
    const bistroGroup = await groupWithProducts(BISTRO, 1);
    const bistroIds = await productIds(BISTRO, bistroGroup);
    const before = await snapshot();
    // The bistro's super user with the shop's ids, and the other way round.
    for (const [token, payload] of [
      [superBistro, { productGroupId: shopGroup, productIds: shopIds }],
      [superBistro, { productGroupId: bistroGroup, productIds: [...bistroIds, ...shopIds] }],
      [superShop, { productGroupId: bistroGroup, productIds: bistroIds }],
      [superShop, { productGroupId: shopGroup, productIds: [...shopIds, ...bistroIds] }],
    ] as const) {
      expect((await t.call(token, 'POST', '/api/product/reorder', payload)).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is for super users only: an admin gets 403 and nothing changes', async () => {
    const groupId = await groupWithProducts(BISTRO, 2);
    const ids = (await productIds(BISTRO, groupId)).reverse();
    const before = await snapshot();
    const res = await t.call(admin, 'POST', '/api/product/reorder', { productGroupId: groupId, productIds: ids });
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('SUPER_USER_ONLY');
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /product_group/reorder', () => {
  it('orders the top-level groups; GET /product_group follows', async () => {
    const ids = (await groupIds(BISTRO, null)).reverse();
    const res = await t.call(superBistro, 'POST', '/api/product_group/reorder', {
      parentGroupId: null,
      productGroupIds: ids,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(ids.map((productGroupId, i) => ({ productGroupId, orderIndex: i + 1 })));
    const list = (await t.call(superBistro, 'GET', '/api/product_group')).body.data as {
      productGroupId: number;
      parentGroupId: number | null;
    }[];
    expect(list.filter((g) => g.parentGroupId === null).map((g) => g.productGroupId)).toEqual(ids);
  });

  it('orders the sub-groups of a group; a top-level group among them is refused', async () => {
    const parent = (await groupIds(BISTRO, null))[0]!;
    const made: number[] = [];
    for (const name of ['Sub A', 'Sub B', 'Sub C']) {
      const res = await t.call(admin, 'POST', '/api/product_group', { name, parentGroupId: parent });
      made.push((res.body.data as { productGroupId: number }).productGroupId);
    }
    const children = await groupIds(BISTRO, parent);
    const order = [...children].reverse();
    const res = await t.call(superBistro, 'POST', '/api/product_group/reorder', {
      parentGroupId: parent,
      productGroupIds: order,
    });
    expect(res.status).toBe(200);
    const rows = await t.db.selectFrom('product_group').select(['id', 'sort_order']).where('id', 'in', order).execute();
    expect(new Map(rows.map((r) => [r.id, r.sort_order]))).toEqual(new Map(order.map((id, i) => [id, i + 1])));

    const before = await snapshot();
    const topLevel = (await groupIds(BISTRO, null)).find((g) => g !== parent)!;
    for (const [payload, status] of [
      [{ parentGroupId: parent, productGroupIds: [...order, topLevel] }, 400],
      [{ parentGroupId: parent, productGroupIds: order.slice(1) }, 400],
      [{ parentGroupId: null, productGroupIds: order }, 400],
      [{ parentGroupId: 999_999, productGroupIds: order }, 404],
      [{ productGroupIds: order }, 400],
    ] as const) {
      expect((await t.call(superBistro, 'POST', '/api/product_group/reorder', payload)).status).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
    expect(made).toHaveLength(3);
  });

  it("answers 404 for another organisation's groups, and 403 to an admin, changing nothing", async () => {
    const bistro = await groupIds(BISTRO, null);
    const shop = await groupIds(SHOP, null);
    const before = await snapshot();
    expect(
      (await t.call(superShop, 'POST', '/api/product_group/reorder', { parentGroupId: null, productGroupIds: bistro }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call(superBistro, 'POST', '/api/product_group/reorder', {
          parentGroupId: null,
          productGroupIds: [...bistro, ...shop],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(superBistro, 'POST', '/api/product_group/reorder', {
          parentGroupId: shop[0],
          productGroupIds: bistro,
        })
      ).status,
    ).toBe(404);
    const refused = await t.call(admin, 'POST', '/api/product_group/reorder', {
      parentGroupId: null,
      productGroupIds: [...bistro].reverse(),
    });
    expect(refused.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
