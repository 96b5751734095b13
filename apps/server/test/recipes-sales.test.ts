import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';
import { recipesApi, stockOf } from './recipes-helpers';

/**
 * Issue 27 on the till path: a sale takes its recipe's ingredients (sub-recipes and options too) in the sale's
 * transaction, as movements naming the ticket; a void and a correction give them back; counts record losses; the
 * period food cost compares what sales took with what went.
 */
let t: TestApp;
let admin: string;
let api: ReturnType<typeof recipesApi>;
let till: ReturnType<typeof terminal>;
const ids: Record<string, number> = {};
const products: Record<string, number> = {};
const T0 = Date.UTC(2026, 2, 2, 10);

const stocks = async () =>
  Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([n, id]) => [n, await stockOf(t, id)])));
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked by the expectations of each test
const ok = (res: { status: number; body: { data?: any } }): any => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  admin = await t.login('admin');
  api = recipesApi(t, admin);
  till = terminal(t, admin);
  for (const [name, unit, price, stock] of [
    ['Bœuf', 'KG', '18.90', 10],
    ['Pommes de terre', 'KG', '0.85', 25],
    ['Beurre', 'KG', '9.60', 2],
    ['Œufs', 'PIECE', '0.28', 60],
    ['Fromage', 'KG', '16.00', 3],
  ] as const)
    ids[name] = ok(await api.addIngredient({ name, unit, price, stock })).ingredientId;
  for (const name of ['Steak frites', 'Sauce béarnaise', 'Fromage', 'Coca-Cola'])
    products[name] = await productId(t, BISTRO, name);
  ok(
    await api.saveRecipe(products['Sauce béarnaise']!, [
      { ingredientId: ids.Beurre, quantity: 0.06 },
      { ingredientId: ids.Œufs, quantity: 2 },
    ]),
  );
  ok(
    await api.saveRecipe(products['Steak frites']!, [
      { ingredientId: ids.Bœuf, quantity: 0.2, yieldPercent: 90 },
      { ingredientId: ids['Pommes de terre'], quantity: 0.3, yieldPercent: 75 },
      { componentProductId: products['Sauce béarnaise'], quantity: 0.5 },
    ]),
  );
  ok(await api.saveRecipe(products.Fromage!, [{ ingredientId: ids.Fromage, quantity: 0.04 }]));
  ok(await till.openShift());
});
afterAll(async () => t.close());

describe('a sale takes the ingredients', () => {
  it('in the sale: the recipe, its sub-recipe and an option’s recipe, as SALE movements naming the ticket', async () => {
    const before = await stocks();
    const colaStock = await t.db
      .selectFrom('product')
      .select('stock_milli')
      .where('id', '=', products['Coca-Cola']!)
      .executeTakeFirstOrThrow();
    const { clientAccountId } = ok(await till.openAccount({ kind: 'TAKEAWAY' }));
    const sold = ok(
      await till.addLines(clientAccountId, [
        { productId: products['Steak frites'], units: 2, options: [{ productId: products.Fromage }] },
        { productId: products['Coca-Cola'] },
      ]),
    ) as { orderedProducts: { orderedProductId: number; productId: number }[] };
    const after = await stocks();
    // 2 x (200 g / 0.9 = 222.2 g beef, 400 g potatoes, half a béarnaise: 30 g butter and 1 egg) + 40 g cheese.
    expect(
      Object.fromEntries(Object.entries(after).map(([n, v]) => [n, (v as number) - (before[n] as number)])),
    ).toEqual({
      Bœuf: -444,
      'Pommes de terre': -800,
      Beurre: -60,
      Œufs: -2000,
      Fromage: -40,
    });
    const steakLine = sold.orderedProducts.find((l) => l.productId === products['Steak frites'])!;
    const moves = (await api.movements(ids.Bœuf!)).body.data;
    expect(moves[0]).toMatchObject({
      reason: 'SALE',
      variation: -0.444,
      newStock: 9.556,
      value: '-8.39', // 444 g at 18.90
      clientAccountId,
      timestamp: T0,
      user: { username: 'admin' },
    });
    const rows = await t.db
      .selectFrom('ingredient_movement')
      .selectAll()
      .where('ingredient_id', '=', ids.Bœuf!)
      .execute();
    expect(rows.map((r) => r.ordered_product_id)).toEqual([null, steakLine.orderedProductId]);
    // A product with a recipe keeps its own stock; one without moves its own as before.
    const colaAfter = await t.db
      .selectFrom('product')
      .select('stock_milli')
      .where('id', '=', products['Coca-Cola']!)
      .executeTakeFirstOrThrow();
    expect(colaAfter.stock_milli).toBe(colaStock.stock_milli === null ? null : Number(colaStock.stock_milli) - 1000);

    // A void gives back exactly what the line took.
    t.clock.now += 60_000;
    ok(await till.call('POST', `/api/terminal/accounts/${clientAccountId}/lines/${steakLine.orderedProductId}/void`));
    const voided = await stocks();
    expect(voided.Bœuf).toBe(before.Bœuf);
    expect(voided.Beurre).toBe(before.Beurre);
    expect((await api.movements(ids.Bœuf!)).body.data[0]).toMatchObject({
      reason: 'VOID',
      variation: 0.444,
      value: '8.39',
    });
  });

  it('a refused sale (unknown product) takes nothing', async () => {
    const before = await stocks();
    const { clientAccountId } = ok(await till.openAccount({ kind: 'TAKEAWAY' }));
    const res = await till.addLines(clientAccountId, [{ productId: products['Steak frites'] }, { productId: 999999 }]);
    expect(res.status).toBe(404);
    expect(await stocks()).toEqual(before);
  });

  it('values the sale at the price in force then, and a correction gives back at that value', async () => {
    const { clientAccountId } = ok(await till.openAccount({ kind: 'TAKEAWAY' }));
    const sold = ok(await till.addLines(clientAccountId, [{ productId: products['Steak frites'], units: 3 }])) as {
      orderedProducts: { orderedProductId: number }[];
      totalData: { total: number };
    };
    ok(await till.pay(clientAccountId, 'CASH', 73.5));
    ok(await till.close(clientAccountId));
    const before = await stocks();
    // Beef gets dearer after the sale: the refund gives back at the sale's price.
    ok(await api.call('POST', `/api/ingredient/${ids.Bœuf}/price`, { price: '25.00' }));
    t.clock.now += 60_000;
    const lineId = sold.orderedProducts[0]!.orderedProductId;
    ok(await api.call('DELETE', `/api/data/ordered_products/${lineId}`, { reason: 'CUSTOMER_RETURN' }));
    const after = await stocks();
    expect((after.Bœuf as number) - (before.Bœuf as number)).toBe(667); // 3 x 222.2 g
    expect((after.Œufs as number) - (before.Œufs as number)).toBe(3000);
    const [back, sale] = (await api.movements(ids.Bœuf!)).body.data;
    expect(back).toMatchObject({ reason: 'CORRECTION', variation: 0.667, value: '12.61' });
    expect(sale).toMatchObject({ reason: 'SALE', variation: -0.667, value: '-12.61', clientAccountId });
    expect(back.clientAccountId).not.toBe(clientAccountId); // the correction ticket
  });
});

describe('counts and the food cost of a period', () => {
  it('a count records the difference as loss with its reason; the period compares theory and reality', async () => {
    const from = T0 - 3_600_000;
    const { clientAccountId } = ok(await till.openAccount({ kind: 'TAKEAWAY' }));
    ok(await till.addLines(clientAccountId, [{ productId: products['Steak frites'] }]));
    ok(await till.pay(clientAccountId, 'CASH', 24.5));
    ok(await till.close(clientAccountId));
    const theoretical = await stockOf(t, ids.Bœuf!);
    t.clock.now += 60_000;
    const count = ok(
      await api.count({
        note: 'Monday',
        lines: [
          { ingredientId: ids.Bœuf, counted: (theoretical - 500) / 1000, lossReason: 'WASTE' },
          { ingredientId: ids.Fromage, counted: (await stockOf(t, ids.Fromage!)) / 1000 },
        ],
      }),
    ) as {
      stockCountId: number;
      lines: { name: string; difference: number; value: string; lossReason: string | null }[];
    };
    expect(count.lines).toEqual([
      expect.objectContaining({ name: 'Bœuf', difference: -0.5, value: '-12.50', lossReason: 'WASTE' }),
      expect.objectContaining({ name: 'Fromage', difference: 0, value: '0.00', lossReason: null }),
    ]);
    expect(await stockOf(t, ids.Bœuf!)).toBe(theoretical - 500);
    expect((await api.call('GET', '/api/stock-count')).body.data[0].stockCountId).toBe(count.stockCountId);

    const bad = await api.count({ lines: [{ ingredientId: ids.Bœuf, counted: -1, lossReason: 'NOPE' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['lines.0.counted', 'lines.0.lossReason']);

    const period = ok(await api.call('GET', `/api/food-cost/period?from=${from}&to=${t.clock.now + 1}`)) as {
      total: Record<string, unknown>;
      products: { name: string; sales: string; theoretical: string }[];
      groups: { name: string }[];
      variances: { name: string; value: string }[];
    };
    // Sales excl. 12 % VAT: 3 steaks closed then refunded (net 0) + 1 steak 24.50 -> 21.88 (+ nothing for the voided).
    const steak = period.products.find((p) => p.name === 'Steak frites')!;
    expect(steak.sales).toBe('21.88');
    // Taken: sale 1 (2 steaks) given back by its void, sale 2 given back by the correction, sale 3: one steak at
    // 25.00/kg beef: 222 g = 5.55, 400 g potatoes 0.34, 30 g butter 0.288, 1 egg 0.28 -> 6.458 -> 6.46.
    expect(steak.theoretical).toBe('6.46');
    expect(period.total).toMatchObject({ theoretical: '6.46', actual: '18.96', theoreticalPercent: 29.5 });
    expect(period.variances[0]).toEqual({ ingredientId: ids.Bœuf, name: 'Bœuf', quantity: -0.5, value: '-12.50' });
    expect(period.groups.map((g) => g.name)).toContain('Plats');
  });
});
