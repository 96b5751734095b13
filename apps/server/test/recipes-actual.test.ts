import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { apportion, centsSummingTo } from '../src/modules/recipes/recipes.allocation';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';
import { recipesApi, stockOf } from './recipes-helpers';

/**
 * Issue 27, actual food cost per group and product (decision 119): each ingredient's count difference of the period
 * goes to the products in proportion to their use of it in the period; what no sale used stays unallocated; every
 * list sums to the period's totals to the cent.
 */

describe('sharing without losing a unit', () => {
  it('apportions an integer in proportion, the units left to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(200, [300, 200])).toEqual([120, 80]);
    expect(apportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(apportion(7, [1, 2])).toEqual([2, 5]); // 2.33 and 4.67
    expect(apportion(0, [5, 3])).toEqual([0, 0]);
    expect(() => apportion(5, [0])).toThrow();
  });

  it('rounds mc to cents that sum to the total rounded once', () => {
    // Each 33.434, 33.433, 33.433 cents: rounded one by one 99, the total 100.3 -> 100.
    expect(centsSummingTo([33434, 33433, 33433])).toEqual([34, 33, 33]);
    expect(centsSummingTo([500, 500])).toEqual([1, 0]); // 1 cent in all, not 2
    expect(centsSummingTo([-500, -500])).toEqual([0, -1]);
    expect(centsSummingTo([1500, -200, 0])).toEqual([1, 0, 0]); // 1.3 -> 1
    expect(centsSummingTo([])).toEqual([]);
  });
});

let t: TestApp;
let admin: string;
let api: ReturnType<typeof recipesApi>;
let till: ReturnType<typeof terminal>;
const ids: Record<string, number> = {};
const products: Record<string, number> = {};
const T0 = Date.UTC(2026, 3, 6, 10);
const HOUR = 3_600_000;
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked by the expectations of each test
const ok = (res: { status: number; body: { data?: any } }): any => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
type Row = { sales: string; theoretical: string; actual: string; actualPercent: number | null; name: string };
type Period = { total: Row; groups: Row[]; products: Row[]; unallocated: { actual: string } };
const cents = (text: string) => Math.round(Number(text) * 100);
const sumOf = (rows: Row[], key: 'theoretical' | 'actual' | 'sales') => rows.reduce((n, r) => n + cents(r[key]), 0);
const period = async (from: number, to: number): Promise<Period> =>
  ok(await api.call('GET', `/api/food-cost/period?from=${from}&to=${to}`));

/** Sells the products (one line each, `units` units) on a new takeaway ticket. */
async function sell(lines: [string, number][]) {
  const { clientAccountId } = ok(await till.openAccount({ kind: 'TAKEAWAY' }));
  ok(
    await till.addLines(
      clientAccountId,
      lines.map(([name, units]) => ({ productId: products[name], units })),
    ),
  );
  return clientAccountId as number;
}
/** Counts an ingredient `missing` kg (or pieces) under its theoretical stock. */
async function countMissing(name: string, missing: number, lossReason = 'WASTE') {
  const counted = ((await stockOf(t, ids[name]!)) - Math.round(missing * 1000)) / 1000;
  ok(await api.count({ lines: [{ ingredientId: ids[name], counted, lossReason }] }));
}

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  admin = await t.login('admin');
  api = recipesApi(t, admin);
  till = terminal(t, admin);
  for (const [name, price] of [
    ['Farine', '2.00'],
    ['Sucre', '3.00'],
    ['Sel', '1.00'],
  ] as const)
    ids[name] = ok(await api.addIngredient({ name, unit: 'KG', price, stock: 100 })).ingredientId;
  for (const name of ['Steak frites', 'Coca-Cola', 'Sauce poivre']) products[name] = await productId(t, BISTRO, name);
  ok(await till.openShift());
});
afterAll(async () => t.close());

describe('actual food cost per group and product', () => {
  it('allocates a count difference by use; an ingredient no sale used stays unallocated', async () => {
    const from = t.clock.now;
    ok(await api.saveRecipe(products['Steak frites']!, [{ ingredientId: ids.Farine, quantity: 0.1 }]));
    ok(await api.saveRecipe(products['Coca-Cola']!, [{ ingredientId: ids.Farine, quantity: 0.2 }]));
    const account = await sell([
      ['Steak frites', 3],
      ['Coca-Cola', 1],
    ]);
    ok(await till.pay(account, 'CASH', 100));
    ok(await till.close(account));
    t.clock.now += 60_000;
    await countMissing('Farine', 0.1); // 0.20: 300 g and 200 g used -> 0.12 and 0.08
    await countMissing('Sucre', 0.5); // 1.50: no sale used sugar
    const p = await period(from, t.clock.now + 1);
    const steak = p.products.find((r) => r.name === 'Steak frites')!;
    const cola = p.products.find((r) => r.name === 'Coca-Cola')!;
    expect(steak).toMatchObject({ theoretical: '0.60', actual: '0.72' });
    expect(cola).toMatchObject({ theoretical: '0.40', actual: '0.48' });
    expect(p.unallocated.actual).toBe('1.50');
    expect(p.total).toMatchObject({ theoretical: '1.00', actual: '2.70' });
    const plats = p.groups.find((g) => g.name === 'Plats')!;
    const softs = p.groups.find((g) => g.name === 'Softs')!;
    expect(plats).toMatchObject({ theoretical: '0.60', actual: '0.72' });
    expect(softs).toMatchObject({ theoretical: '0.40', actual: '0.48' });
    // % of sales excl. VAT, per row.
    expect(steak.actualPercent).toBeCloseTo((72 / cents(steak.sales)) * 100, 1);
    expect(cents(p.total.sales)).toBe(sumOf(p.groups, 'sales'));
  });

  it('sums to the period’s actual food cost to the cent where rounding each row would not', async () => {
    t.clock.now = T0 + 2 * HOUR;
    const from = t.clock.now;
    for (const name of ['Steak frites', 'Coca-Cola', 'Sauce poivre'])
      ok(await api.saveRecipe(products[name]!, [{ ingredientId: ids.Sel, quantity: 0.001 }]));
    await sell([
      ['Steak frites', 1],
      ['Coca-Cola', 1],
      ['Sauce poivre', 1],
    ]);
    t.clock.now += 60_000;
    await countMissing('Sel', 0.1); // 0.10 among three equal uses: 0.0334 + 0.0333 + 0.0333 (+ 0.001 each taken)
    const p = await period(from, t.clock.now + 1);
    expect(p.total).toMatchObject({ theoretical: '0.00', actual: '0.10' });
    expect(p.products.map((r) => r.actual).sort()).toEqual(['0.03', '0.03', '0.04']);
    expect(sumOf(p.products, 'actual') + cents(p.unallocated.actual)).toBe(cents(p.total.actual));
    expect(sumOf(p.groups, 'actual') + cents(p.unallocated.actual)).toBe(cents(p.total.actual));
    expect(sumOf(p.groups, 'theoretical')).toBe(cents(p.total.theoretical));
  });

  it('over both periods together, every list still sums to the totals', async () => {
    const p = await period(T0 - HOUR, t.clock.now + 1);
    expect(p.total.actual).toBe('2.80');
    expect(sumOf(p.products, 'actual') + cents(p.unallocated.actual)).toBe(cents(p.total.actual));
    expect(sumOf(p.groups, 'actual') + cents(p.unallocated.actual)).toBe(cents(p.total.actual));
    expect(sumOf(p.products, 'theoretical')).toBe(cents(p.total.theoretical));
    expect(sumOf(p.groups, 'theoretical')).toBe(cents(p.total.theoretical));
  });

  it('another organisation’s period shows nothing of these', async () => {
    const shop = recipesApi(t, await t.login('shopadmin'));
    const p = ok(await shop.call('GET', `/api/food-cost/period?from=${T0 - HOUR}&to=${t.clock.now + 1}`)) as Period;
    expect(p.products).toEqual([]);
    expect(p.groups).toEqual([]);
    expect(p.total).toMatchObject({ theoretical: '0.00', actual: '0.00' });
    expect(p.unallocated.actual).toBe('0.00');
  });
});
