import type { StockMovement } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';

/** Stock history (document 3): GET /api/stock/product/{productId}; every stock change writes a row. */
let t: TestApp;
let shopadmin: string;
let admin: string;

const history = async (token: string, id: number | string) => {
  const res = await t.request({ method: 'GET', url: `/api/stock/product/${id}`, token });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  shopadmin = await t.login('shopadmin');
  admin = await t.login('admin');
});
afterAll(async () => t.close());

describe('GET /api/stock/product/{productId}', () => {
  it('lists sales, voids and manual changes, newest first, with who made them', async () => {
    const till = terminal(t, shopadmin);
    expect((await till.openShift()).status).toBe(200);
    const tomates = await productId(t, SHOP, 'Tomates (kg)'); // 30 kg tracked
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    t.clock.now += 60_000;
    const sold = await till.addLines(clientAccountId, [{ productId: tomates, units: 0.347 }]);
    expect(sold.status).toBe(200);
    const lineId = sold.body.data.orderedProducts[0].orderedProductId;
    t.clock.now += 60_000;
    expect((await till.call('POST', `/api/terminal/accounts/${clientAccountId}/lines/${lineId}/void`)).status).toBe(
      200,
    );
    t.clock.now += 60_000;
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/product/${tomates}`,
      token: shopadmin,
      payload: { stock: 25 },
    });
    expect(patched.statusCode).toBe(200);

    const res = await history(shopadmin, tomates);
    expect(res.status).toBe(200);
    const rows = res.body.data as StockMovement[];
    expect(rows.map((r) => [r.reason, r.newStock, r.stockVariation])).toEqual([
      ['MANUAL', 25, -5],
      ['VOID', 30, 0.347],
      ['SALE', 29.653, -0.347],
    ]);
    expect(rows[0]).toMatchObject({
      timestamp: t.clock.now,
      product: { productId: tomates, name: 'Tomates (kg)' },
      user: { username: 'shopadmin' },
    });
    expect(rows[0]!.timestamp).toBeGreaterThan(rows[1]!.timestamp);
  });

  it('keeps the history of a deleted product; an untracked product has none', async () => {
    const vin = await productId(t, SHOP, 'Vin rouge 75cl');
    await t.request({ method: 'PATCH', url: `/api/product/${vin}`, token: shopadmin, payload: { stock: 30 } });
    await t.request({ method: 'DELETE', url: `/api/product/${vin}`, token: shopadmin });
    const res = await history(shopadmin, vin);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    expect((await history(admin, cola)).body.data).toEqual([]);
  });

  it('answers 404 for another organisation’s product or a missing one, 400 for a bad id', async () => {
    const riz = await productId(t, SHOP, 'Riz basmati 1kg');
    await t.request({ method: 'PATCH', url: `/api/product/${riz}`, token: shopadmin, payload: { stock: 79 } });
    for (const id of [riz, 999999]) {
      const res = await history(admin, id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await history(admin, 'abc')).status).toBe(400);
  });

  it('needs ANALYTICS_STOCK', async () => {
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    for (const user of ['server', 'register']) {
      const res = await history(await t.login(user), cola);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This needs the ANALYTICS_STOCK ability');
    }
    expect((await t.request({ method: 'GET', url: `/api/stock/product/${cola}` })).statusCode).toBe(401);
  });
});
