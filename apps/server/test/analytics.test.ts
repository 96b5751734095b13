import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type Dataset, HOUR, qs, RANGE, T0 } from './analytics-helpers';
import { createTestApp, type TestApp } from './helper';

/** GET /data/payments, /data/ordered_products and /data/accounts on a known dataset, to the cent. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let data: Dataset;

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  data = await buildDataset(t, admin, shopadmin);
});
afterAll(async () => t.close());

const get = async (url: string, token = admin) => {
  const res = await t.request({ method: 'GET', url, token });
  return { status: res.statusCode, body: res.json() };
};

const VAT_OF_RANGE = [
  // Each ticket's VAT, summed (decisions 68). 12 %: A 27.00 -> excl round(2700 / 1.12) = 2411; C (open) 26.50 -> 2366:
  // 4777 excl, 573 VAT.
  { vatBasePercent: 12, totalVatExcl: 47.77, totalVat: 5.73, totalVatIncl: 53.5 },
  // 21 %: A 6.00 -> 496; B 14.40 -> 1190; C 3.00 -> 248: 1934 excl, 406 VAT.
  { vatBasePercent: 21, totalVatExcl: 19.34, totalVat: 4.06, totalVatIncl: 23.4 },
];

describe('GET /data/payments', () => {
  it('lists the payments of the period, newest first, with totals to the cent', async () => {
    const res = await get(`/api/data/payments?${qs(RANGE)}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.paymentTransactions.map((p: { clientAccountId: number }) => p.clientAccountId)).toEqual([
      data.c.id,
      data.b.id,
      data.a.id,
    ]);
    expect(d.paymentTransactions[2]).toMatchObject({ paymentType: 'CASH', amountPaid: 50, amountReturned: 17 });
    expect(d).toMatchObject({
      totalRecords: 3,
      totalCash: 43,
      totalCard: 14.4,
      total: 57.4,
      totalOffered: 0,
      totalError: 0,
    });
    expect(d.vatSummaries).toEqual(VAT_OF_RANGE);
  });

  it('pages the list without changing the totals', async () => {
    const d = (await get(`/api/data/payments?${qs({ ...RANGE, offset: 1, limit: 1 })}`)).body.data;
    expect(d.paymentTransactions).toHaveLength(1);
    expect(d.paymentTransactions[0].clientAccountId).toBe(data.b.id);
    expect(d).toMatchObject({ totalRecords: 3, total: 57.4 });
  });

  it('covers [start, end): a payment at the start counts, one at the end does not', async () => {
    const atA = (await get(`/api/data/payments?${qs({ startDate: T0, endDate: T0 + 1 })}`)).body.data;
    expect(atA.paymentTransactions.map((p: { clientAccountId: number }) => p.clientAccountId)).toEqual([data.a.id]);
    const beforeA = (await get(`/api/data/payments?${qs({ startDate: T0 - HOUR, endDate: T0 })}`)).body.data;
    expect(beforeA).toMatchObject({ totalRecords: 0, total: 0, vatSummaries: [] });
    const nextDay = (await get(`/api/data/payments?${qs({ startDate: T0 + 24 * HOUR, endDate: T0 + 48 * HOUR })}`)).body
      .data;
    expect(nextDay).toMatchObject({ totalRecords: 1, totalCard: 4.8, total: 4.8 });
  });

  it('refuses a missing, malformed or reversed period with field messages', async () => {
    const missing = await get('/api/data/payments');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const text = await get(`/api/data/payments?${qs({ startDate: 'yesterday', endDate: T0 })}`);
    expect(text.status).toBe(400);
    expect(text.body.fieldErrors.startDate).toMatch(/epoch milliseconds/);
    const reversed = await get(`/api/data/payments?${qs({ startDate: T0, endDate: T0 })}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors.endDate).toBe('The end must be after the start');
    const bigPage = await get(`/api/data/payments?${qs({ ...RANGE, limit: 10001 })}`);
    expect(bigPage.status).toBe(400);
    expect(bigPage.body.fieldErrors.limit).toBeDefined();
  });

  it('shows each organisation only its own payments', async () => {
    const d = (await get(`/api/data/payments?${qs(RANGE)}`, shopadmin)).body.data;
    expect(d.paymentTransactions.map((p: { clientAccountId: number }) => p.clientAccountId)).toEqual([data.shop.id]);
    // 0.35 kg x 3.99 = 1.3965 -> 1.40
    expect(d).toMatchObject({ totalCash: 1.4, total: 1.4 });
  });
});

describe('GET /data/ordered_products', () => {
  it('lists the products ordered in the period with totals and VAT to the cent', async () => {
    const res = await get(`/api/data/ordered_products?${qs(RANGE)}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.totalRecords).toBe(6);
    expect(d.orderedProducts).toHaveLength(6);
    const option = d.orderedProducts.find((l: { orderedProductId: number }) => l.orderedProductId === data.a.option);
    expect(option).toMatchObject({
      product: { name: 'Sauce béarnaise', weightPrice: false },
      chargedPriceVatIncl: 2.5,
      chargedVat: 12,
      linkedToOrderedProductId: data.a.steak,
      linkedToProductName: 'Steak frites',
      tableNumber: 3,
      username: 'admin',
      clientAccountId: data.a.id,
    });
    expect(d.totalData).toEqual({
      total: 76.9,
      totalCash: 43,
      totalCard: 14.4,
      totalBankTransfer: 0,
      totalOffered: 0,
      totalCredit: 0,
      totalError: 0,
      totalTips: 0,
      totalCashTips: 0,
    });
    expect(d.vatSummaries).toEqual(VAT_OF_RANGE);
  });

  it('searches by name, table number or id, keeping the totals of the period', async () => {
    const duvel = (await get(`/api/data/ordered_products?${qs({ ...RANGE, search: 'DUV' })}`)).body.data;
    expect(duvel.orderedProducts.map((l: { orderedProductId: number }) => l.orderedProductId)).toEqual([data.b.duvel]);
    expect(duvel).toMatchObject({ totalRecords: 1, totalData: { total: 76.9 } });
    const table4 = (await get(`/api/data/ordered_products?${qs({ ...RANGE, search: '4' })}`)).body.data;
    type Line = { tableNumber: number; orderedProductId: number; clientAccountId: number };
    expect(table4.orderedProducts.filter((l: Line) => l.tableNumber === 4)).toHaveLength(2);
    for (const l of table4.orderedProducts as Line[]) {
      expect([l.tableNumber, l.orderedProductId, l.clientAccountId]).toContain(4);
    }
    const wildcard = (await get(`/api/data/ordered_products?${qs({ ...RANGE, search: '%' })}`)).body.data;
    expect(wildcard.totalRecords).toBe(0);
  });

  it('shows weight-priced quantities in kg', async () => {
    const d = (await get(`/api/data/ordered_products?${qs(RANGE)}`, shopadmin)).body.data;
    expect(d.orderedProducts[0]).toMatchObject({
      units: 0.35,
      product: { weightPrice: true },
      chargedPriceVatIncl: 1.4,
    });
  });
});

describe('GET /data/accounts', () => {
  it('lists the accounts opened in the period with per-account and period totals', async () => {
    const res = await get(`/api/data/accounts?${qs(RANGE)}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.clientAccounts.map((a: { clientAccountId: number }) => a.clientAccountId)).toEqual([
      data.c.id,
      data.b.id,
      data.a.id,
    ]);
    const [c, b, a] = d.clientAccounts;
    expect(a).toMatchObject({ status: 'CLOSED', payTypes: ['CASH'], table: { tableNumber: 3 }, source: 'POS' });
    expect(a.totalData).toMatchObject({ total: 33, totalCash: 33 });
    expect(b).toMatchObject({ kind: 'TAKEAWAY', customName: 'Dupont', table: null, payTypes: ['CARD'] });
    expect(c).toMatchObject({ status: 'OPEN', dueAmount: 19.5, totalData: { total: 29.5, totalCash: 10 } });
    expect(d.totalData).toMatchObject({ total: 76.9, totalCash: 43, totalCard: 14.4 });
    expect(d.vatSummaries).toEqual(VAT_OF_RANGE);
  });

  it('filters by keyword, status and source (starts with), case-insensitively', async () => {
    const ids = async (params: Record<string, string>) =>
      (await get(`/api/data/accounts?${qs({ ...RANGE, ...params })}`)).body.data.clientAccounts.map(
        (a: { clientAccountId: number }) => a.clientAccountId,
      );
    expect(await ids({ status: 'clo' })).toEqual([data.b.id, data.a.id]);
    expect(await ids({ status: 'LOSED' })).toEqual([]);
    expect(await ids({ source: 'po' })).toHaveLength(3);
    expect(await ids({ source: 'web' })).toEqual([]);
    expect(await ids({ search: 'dupont' })).toEqual([data.b.id]);
    expect(await ids({ search: 'takeaway' })).toEqual([data.b.id]);
    expect(await ids({ search: '3' })).toContain(data.a.id);
    const filtered = (await get(`/api/data/accounts?${qs({ ...RANGE, status: 'open' })}`)).body.data;
    expect(filtered).toMatchObject({ totalRecords: 1, totalData: { total: 76.9 } });
  });
});

describe('abilities', () => {
  it.each([
    ['sophie', '/api/data/payments'],
    ['server', '/api/data/ordered_products'],
    ['register', '/api/data/accounts'],
  ])('%s GET %s -> 403', async (user, url) => {
    const res = await get(`${url}?${qs(RANGE)}`, await t.login(user));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});
