import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId } from './pos-helpers';
import { recipeCounts, recipesApi, stockOf } from './recipes-helpers';

/** Ingredients, dated prices, recipes with sub-recipes and yields, their cost to the cent; tenancy and abilities. */
let t: TestApp;
let api: ReturnType<typeof recipesApi>;
let shop: ReturnType<typeof recipesApi>;
const ids: Record<string, number> = {};
const products: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = recipesApi(t, await t.login('admin'));
  shop = recipesApi(t, await t.login('shopadmin'));
  for (const [name, unit, price, stock] of [
    ['Bœuf', 'KG', '18.90', 10],
    ['Pommes de terre', 'KG', '0.85', 25],
    ['Huile', 'L', '3,20', 5],
    ['Beurre', 'KG', 9.6, 2],
    ['Œufs', 'PIECE', '0.28', 60],
  ] as const) {
    const res = await api.addIngredient({ name, unit, price, stock, minStock: 1, supplier: 'Metro' });
    expect(res.status).toBe(200);
    ids[name] = res.body.data.ingredientId;
  }
  for (const name of ['Steak frites', 'Sauce béarnaise', 'Sauce poivre', 'Coca-Cola'])
    products[name] = await productId(t, BISTRO, name);
});
afterAll(async () => t.close());

describe('ingredients', () => {
  it('lists them by name with the price in force, stock, minimum and supplier', async () => {
    const res = await api.ingredients();
    expect(res.status).toBe(200);
    const beurre = res.body.data.find((i: { name: string }) => i.name === 'Beurre');
    expect(beurre).toEqual({
      ingredientId: ids.Beurre,
      name: 'Beurre',
      unit: 'KG',
      supplier: 'Metro',
      stock: 2,
      minStock: 1,
      price: '9.60',
      priceValidFrom: t.clock.now,
      belowMinimum: false,
    });
    expect(res.body.data.map((i: { name: string }) => i.name)).toEqual([
      'Beurre',
      'Bœuf',
      'Huile',
      'Pommes de terre',
      'Œufs',
    ]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await recipeCounts(t);
    const res = await api.addIngredient({ name: ' ', unit: 'BOX', price: '-1', stock: -2, minStock: 1.2345 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['minStock', 'name', 'price', 'stock', 'unit']);
    expect(res.body.fieldErrors.stock).toBe('A quantity cannot be negative');
    expect(await recipeCounts(t)).toEqual(before);
  });

  it('keeps dated prices: a price from tomorrow is not in force today', async () => {
    const url = `/api/ingredient/${ids.Huile}/price`;
    const tomorrow = t.clock.now + 86_400_000;
    const res = await api.call('POST', url, { price: '3.50', validFrom: tomorrow });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { price: string }) => p.price)).toEqual(['3.50', '3.20']);
    const now = (await api.ingredients()).body.data.find((i: { name: string }) => i.name === 'Huile');
    expect(now.price).toBe('3.20');
    expect((await api.call('POST', url, { price: 'abc' })).body.fieldErrors.price).toBeDefined();
  });

  it('a changed stock is a MANUAL movement; deleting an ingredient a recipe uses is refused', async () => {
    const patched = await api.call('PATCH', `/api/ingredient/${ids.Œufs}`, {
      name: 'Œufs',
      unit: 'PIECE',
      supplier: 'Ferme Dupont',
      minStock: 30,
      stock: 48,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ supplier: 'Ferme Dupont', stock: 48, minStock: 30 });
    const moves = (await api.movements(ids.Œufs!)).body.data;
    expect(moves[0]).toMatchObject({ reason: 'MANUAL', variation: -12, newStock: 48, value: '-3.36' });
  });
});

describe('recipes', () => {
  it('costs a product with a sub-recipe and yields to the cent, with its margins excl. VAT', async () => {
    // Béarnaise: 60 g butter (0.576) + 2 eggs (0.56) = 1.136 per unit.
    const sauce = await api.saveRecipe(products['Sauce béarnaise']!, [
      { ingredientId: ids.Beurre, quantity: 0.06 },
      { ingredientId: ids.Œufs, quantity: 2 },
    ]);
    expect(sauce.status).toBe(200);
    expect(sauce.body.data.cost).toBe('1.14');
    // Steak frites: 200 g beef at 90 % yield (4.20), 300 g potatoes at 75 % (0.34), 50 ml oil (0.16), half a béarnaise
    // (0.568): 5.268 -> 5.27. Price 24.50 incl. 12 % VAT = 21.88 excl.
    const res = await api.saveRecipe(products['Steak frites']!, [
      { ingredientId: ids.Bœuf, quantity: 0.2, yieldPercent: 90 },
      { ingredientId: ids['Pommes de terre'], quantity: 0.3, yieldPercent: 75 },
      { ingredientId: ids.Huile, quantity: 0.05 },
      { componentProductId: products['Sauce béarnaise'], quantity: 0.5 },
    ]);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.lines.map((l: { name: string; cost: string }) => [l.name, l.cost])).toEqual([
      ['Bœuf', '4.20'],
      ['Pommes de terre', '0.34'],
      ['Huile', '0.16'],
      ['Sauce béarnaise', '0.57'],
    ]);
    expect(d).toMatchObject({
      cost: '5.27',
      priceExclIn: '21.88',
      marginIn: '16.61',
      foodCostPercentIn: 24.1,
      hasRecipe: true,
    });
    expect((await api.recipe(products['Steak frites']!)).body.data).toEqual(d);
  });

  it('uses the price in force: tomorrow’s oil price changes the cost tomorrow', async () => {
    const before = (await api.recipe(products['Steak frites']!)).body.data;
    t.clock.now += 86_400_000 + 1;
    api = recipesApi(t, await t.login('admin')); // the session of yesterday has expired
    shop = recipesApi(t, await t.login('shopadmin'));
    const after = (await api.recipe(products['Steak frites']!)).body.data;
    // Oil 3.20 -> 3.50: 50 ml costs 0.175 instead of 0.16 (5.2830 -> 5.28).
    expect([before.cost, after.cost]).toEqual(['5.27', '5.28']);
    const all = (await api.call('GET', '/api/food-cost/products')).body.data;
    expect(all.find((p: { productId: number }) => p.productId === products['Steak frites'])).toMatchObject({
      cost: '5.28',
      hasRecipe: true,
    });
    expect(all.find((p: { productId: number }) => p.productId === products['Coca-Cola'])).toMatchObject({
      cost: '0.00',
      hasRecipe: false,
    });
  });

  it('refuses a recipe that contains itself, directly or through a sub-recipe, and writes nothing', async () => {
    const before = await recipeCounts(t);
    const direct = await api.saveRecipe(products['Steak frites']!, [
      { componentProductId: products['Steak frites'], quantity: 1 },
    ]);
    expect(direct.status).toBe(400);
    expect(direct.body.reason).toBe('RECIPE_CYCLE');
    expect(direct.body.fieldErrors['lines.0.componentProductId']).toBeDefined();
    const indirect = await api.saveRecipe(products['Sauce béarnaise']!, [
      { ingredientId: ids.Beurre, quantity: 0.06 },
      { componentProductId: products['Steak frites'], quantity: 0.1 },
    ]);
    expect(indirect.status).toBe(400);
    expect(indirect.body).toMatchObject({ reason: 'RECIPE_CYCLE', params: { product: 'Steak frites' } });
    expect(indirect.body.fieldErrors['lines.1.componentProductId']).toBeDefined();
    expect(await recipeCounts(t)).toEqual(before);
  });

  it('refuses negative or zero quantities, bad yields and lines naming nothing or two things', async () => {
    const before = await recipeCounts(t);
    const res = await api.saveRecipe(products['Sauce poivre']!, [
      { ingredientId: ids.Beurre, quantity: -0.1 },
      { ingredientId: ids.Beurre, quantity: 0 },
      { ingredientId: ids.Beurre, quantity: 1, yieldPercent: 120 },
      { quantity: 1 },
      { ingredientId: ids.Beurre, componentProductId: products['Sauce béarnaise'], quantity: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      'lines.0.quantity': 'A quantity cannot be negative',
      'lines.1.quantity': 'A quantity must be more than 0',
      'lines.2.yieldPercent': 'Yield is a percentage from 1 to 100',
      'lines.3.ingredientId': 'Choose an ingredient or a product',
      'lines.4.ingredientId': 'Choose an ingredient or a product',
    });
    expect(await recipeCounts(t)).toEqual(before);
  });

  it('refuses deleting an ingredient in a recipe (409 INGREDIENT_IN_USE); an unused one is deleted', async () => {
    const used = await api.call('DELETE', `/api/ingredient/${ids.Beurre}`);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ reason: 'INGREDIENT_IN_USE', params: { products: 1 } });
    const spare = (await api.addIngredient({ name: 'Sel', unit: 'KG' })).body.data.ingredientId;
    expect((await api.call('DELETE', `/api/ingredient/${spare}`)).status).toBe(200);
    expect((await api.ingredients()).body.data.map((i: { name: string }) => i.name)).not.toContain('Sel');
    expect((await api.call('DELETE', `/api/ingredient/${spare}`)).status).toBe(404);
  });
});

describe('tenancy and abilities', () => {
  it('another organisation’s ingredients and products answer 404 and change nothing', async () => {
    const before = await recipeCounts(t);
    const body = { name: 'X', unit: 'KG', minStock: 0 };
    for (const [method, url, payload] of [
      ['PATCH', `/api/ingredient/${ids.Bœuf}`, body],
      ['DELETE', `/api/ingredient/${ids.Bœuf}`, undefined],
      ['GET', `/api/ingredient/${ids.Bœuf}/price`, undefined],
      ['POST', `/api/ingredient/${ids.Bœuf}/price`, { price: '1.00' }],
      ['GET', `/api/ingredient/${ids.Bœuf}/movement`, undefined],
      ['GET', `/api/product/${products['Steak frites']}/recipe`, undefined],
      ['PUT', `/api/product/${products['Steak frites']}/recipe`, { lines: [] }],
    ] as const) {
      const res = await shop.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await shop.ingredients()).body.data).toEqual([]);
    // Naming another organisation's ingredient or product in one's own recipe or count.
    const own = await productId(t, SHOP, 'Tomates (kg)');
    const recipe = await shop.saveRecipe(own, [
      { ingredientId: ids.Bœuf, quantity: 1 },
      { componentProductId: products['Sauce béarnaise'], quantity: 1 },
    ]);
    expect(recipe.status).toBe(400);
    expect(Object.keys(recipe.body.fieldErrors)).toEqual(['lines.0.ingredientId', 'lines.1.componentProductId']);
    const count = await shop.count({ lines: [{ ingredientId: ids.Bœuf, counted: 0 }] });
    expect(count.status).toBe(400);
    expect(await recipeCounts(t)).toEqual(before);
    expect(await stockOf(t, ids.Bœuf!)).toBe(10_000);
  });

  it('ingredients, recipes and counts need ADMIN_PRODUCTS; history and period food cost ANALYTICS_STOCK', async () => {
    const server = recipesApi(t, await t.login('server')); // ANALYTICS_DASHBOARD, ADMIN_TABLES
    for (const [method, url] of [
      ['GET', '/api/ingredient'],
      ['POST', '/api/ingredient'],
      ['POST', '/api/ingredient/import'],
      ['GET', `/api/product/${products['Steak frites']}/recipe`],
      ['PUT', `/api/product/${products['Steak frites']}/recipe`],
      ['GET', '/api/food-cost/products'],
      ['GET', '/api/stock-count'],
      ['POST', '/api/stock-count'],
      ['GET', `/api/ingredient/${ids.Bœuf}/movement`],
      ['GET', '/api/food-cost/period?from=0&to=1'],
    ] as const) {
      const res = await server.call(method, url, {});
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.reason).toBe('MISSING_ABILITY');
    }
    const before = await recipeCounts(t);
    expect((await server.addIngredient({ name: 'Z', unit: 'KG' })).status).toBe(403);
    expect(await recipeCounts(t)).toEqual(before);
  });
});

describe('CSV import', () => {
  it('creates new names and updates known ones (stock left alone when not given), all or nothing', async () => {
    const before = await recipeCounts(t);
    const bad = await api.call('POST', '/api/ingredient/import', {
      rows: [
        { name: 'Farine', unit: 'KG', price: '0.90' },
        { name: 'Lait', unit: 'GALLON' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors['rows.1.unit']).toBeDefined();
    const twice = await api.call('POST', '/api/ingredient/import', {
      rows: [
        { name: 'Farine', unit: 'KG' },
        { name: 'farine', unit: 'KG' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await recipeCounts(t)).toEqual(before);

    const res = await api.call('POST', '/api/ingredient/import', {
      rows: [
        { name: 'Farine', unit: 'KG', price: '0.90', stock: 12.5, minStock: 5, supplier: 'Moulin' },
        { name: 'bœuf', unit: 'KG', price: '19.50', minStock: 3, supplier: 'Boucherie Van Damme' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 1, updated: 1 });
    const list = (await api.ingredients()).body.data as { name: string }[];
    expect(list.find((i) => i.name === 'Farine')).toMatchObject({ stock: 12.5, minStock: 5, price: '0.90' });
    expect(list.find((i) => i.name === 'Bœuf')).toMatchObject({
      stock: 10,
      minStock: 3,
      price: '19.50',
      supplier: 'Boucherie Van Damme',
    });
  });
});
