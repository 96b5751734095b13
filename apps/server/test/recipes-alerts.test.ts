import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';
import { recipesApi } from './recipes-helpers';

/**
 * Issue 27, the alerts: ingredients under their minimum on the dashboard, products whose recipe cannot be made sold
 * out on the tills (a setting per organisation, off by default).
 */
let t: TestApp;
let admin: string;
let api: ReturnType<typeof recipesApi>;
let shop: ReturnType<typeof recipesApi>;
let till: ReturnType<typeof terminal>;
const ids: Record<string, number> = {};
const products: Record<string, number> = {};
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked by the expectations of each test
const ok = (res: { status: number; body: { data?: any } }): any => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** The till's catalogue: soldOut per product name. */
async function soldOut(token = admin) {
  const res = await t.request({ method: 'GET', url: '/api/terminal/catalogue', token });
  expect(res.statusCode).toBe(200);
  const list = res.json().data.products as { name: string; soldOut: boolean }[];
  return Object.fromEntries(list.map((p) => [p.name, p.soldOut]));
}
const flagged = (map: Record<string, boolean>) =>
  Object.entries(map)
    .filter(([, v]) => v)
    .map(([n]) => n)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  api = recipesApi(t, admin);
  shop = recipesApi(t, await t.login('shopadmin'));
  till = terminal(t, admin);
  for (const [name, unit, price, stock, minStock] of [
    ['Bœuf', 'KG', '18.90', 0.3, 0],
    ['Beurre', 'KG', '9.60', 0.05, 1],
    ['Œufs', 'PIECE', '0.28', 10, 12],
    ['Sel', 'KG', '1.00', 5, 1],
  ] as const)
    ids[name] = ok(await api.addIngredient({ name, unit, price, stock, minStock })).ingredientId;
  for (const name of ['Steak frites', 'Sauce béarnaise', 'Sauce poivre', 'Coca-Cola'])
    products[name] = await productId(t, BISTRO, name);
  ok(
    await api.saveRecipe(products['Sauce béarnaise']!, [
      { ingredientId: ids.Beurre, quantity: 0.06 },
      { ingredientId: ids.Œufs, quantity: 2 },
    ]),
  );
  // 200 g at 90 %: 222 g taken; half a béarnaise: 30 g butter, 1 egg.
  ok(
    await api.saveRecipe(products['Steak frites']!, [
      { ingredientId: ids.Bœuf, quantity: 0.2, yieldPercent: 90 },
      { componentProductId: products['Sauce béarnaise'], quantity: 0.5 },
    ]),
  );
  ok(
    await api.saveRecipe(products['Sauce poivre']!, [{ componentProductId: products['Sauce béarnaise'], quantity: 1 }]),
  );
  ok(await till.openShift());
});
afterAll(async () => t.close());

describe('ingredients under their minimum on the dashboard', () => {
  it('lists them, the emptiest first, with stock, minimum and unit; a deleted one is not listed', async () => {
    const gone = ok(await api.addIngredient({ name: 'Vieux', unit: 'KG', stock: 0, minStock: 1 })).ingredientId;
    ok(await api.call('DELETE', `/api/ingredient/${gone}`));
    expect(ok(await api.call('GET', '/api/data/dashboard/low-stock'))).toEqual([
      { ingredientId: ids.Beurre, name: 'Beurre', unit: 'KG', stock: 0.05, minStock: 1 },
      { ingredientId: ids.Œufs, name: 'Œufs', unit: 'PIECE', stock: 10, minStock: 12 },
    ]);
  });

  it('follows the stock: an ingredient restocked to its minimum leaves the list', async () => {
    ok(
      await api.call('PATCH', `/api/ingredient/${ids.Œufs}`, { name: 'Œufs', unit: 'PIECE', minStock: 12, stock: 12 }),
    );
    expect(ok(await api.call('GET', '/api/data/dashboard/low-stock')).map((i: { name: string }) => i.name)).toEqual([
      'Beurre',
    ]);
    ok(
      await api.call('PATCH', `/api/ingredient/${ids.Œufs}`, { name: 'Œufs', unit: 'PIECE', minStock: 12, stock: 10 }),
    );
  });

  it('needs the ingredients’ ability (ADMIN_PRODUCTS); another organisation sees only its own', async () => {
    const server = recipesApi(t, await t.login('server')); // ANALYTICS_DASHBOARD, ADMIN_TABLES
    const res = await server.call('GET', '/api/data/dashboard/low-stock');
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('MISSING_ABILITY');
    expect(ok(await shop.call('GET', '/api/data/dashboard/low-stock'))).toEqual([]);
  });
});

describe('sold out on the tills', () => {
  it('is off by default: nothing is sold out whatever the stock', async () => {
    expect(ok(await api.call('GET', '/api/recipe-settings'))).toEqual({ soldOutFromStock: false });
    expect(flagged(await soldOut())).toEqual([]);
  });

  it('on: a recipe short of an ingredient, and a product whose sub-recipe is short; never one without recipe', async () => {
    expect(ok(await api.call('PUT', '/api/recipe-settings', { soldOutFromStock: true }))).toEqual({
      soldOutFromStock: true,
    });
    const map = await soldOut();
    // 50 g of butter: a béarnaise (60 g) cannot be made, so neither can a poivre made of one; half a béarnaise
    // (30 g) for the steak can, and the 300 g of beef cover 222 g.
    expect(flagged(map)).toEqual(['Sauce béarnaise', 'Sauce poivre']);
    expect(map['Steak frites']).toBe(false);
    expect(map['Coca-Cola']).toBe(false);
    // Another organisation's setting and catalogue are its own.
    expect(ok(await shop.call('GET', '/api/recipe-settings'))).toEqual({ soldOutFromStock: false });
    expect(flagged(await soldOut(await t.login('shopadmin')))).toEqual([]);
  });

  it('counts the yield: 210 g of beef cannot make a steak that takes 200 g at 90 %', async () => {
    ok(await api.call('PATCH', `/api/ingredient/${ids.Bœuf}`, { name: 'Bœuf', unit: 'KG', minStock: 0, stock: 0.21 }));
    expect((await soldOut())['Steak frites']).toBe(true);
    ok(await api.call('PATCH', `/api/ingredient/${ids.Bœuf}`, { name: 'Bœuf', unit: 'KG', minStock: 0, stock: 0.222 }));
    expect((await soldOut())['Steak frites']).toBe(false);
  });

  it('follows the till: the sale that takes the last of an ingredient sells the dish out; a void gives it back', async () => {
    const { clientAccountId } = ok(await till.openAccount({ kind: 'TAKEAWAY' }));
    const sold = ok(await till.addLines(clientAccountId, [{ productId: products['Steak frites'] }])) as {
      orderedProducts: { orderedProductId: number }[];
    };
    expect((await soldOut())['Steak frites']).toBe(true);
    const lineId = sold.orderedProducts[0]!.orderedProductId;
    ok(await till.call('POST', `/api/terminal/accounts/${clientAccountId}/lines/${lineId}/void`));
    expect((await soldOut())['Steak frites']).toBe(false);
  });

  it('a count that finds enough butter makes the sauces again', async () => {
    ok(await api.count({ lines: [{ ingredientId: ids.Beurre, counted: 0.06 }] }));
    expect(flagged(await soldOut())).toEqual([]);
    ok(await api.count({ lines: [{ ingredientId: ids.Beurre, counted: 0.05 }] }));
    expect(flagged(await soldOut())).toEqual(['Sauce béarnaise', 'Sauce poivre']);
  });

  it('off again: nothing sold out', async () => {
    ok(await api.call('PUT', '/api/recipe-settings', { soldOutFromStock: false }));
    expect(flagged(await soldOut())).toEqual([]);
  });

  it('the setting needs ADMIN_PRODUCTS and a boolean', async () => {
    const server = recipesApi(t, await t.login('server'));
    for (const method of ['GET', 'PUT'] as const) {
      const res = await server.call(method, '/api/recipe-settings', { soldOutFromStock: true });
      expect(res.status, method).toBe(403);
    }
    const bad = await api.call('PUT', '/api/recipe-settings', { soldOutFromStock: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['soldOutFromStock']);
    expect(ok(await api.call('GET', '/api/recipe-settings'))).toEqual({ soldOutFromStock: false });
  });
});
