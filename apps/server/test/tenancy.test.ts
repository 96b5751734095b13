import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { activityCounts, productId, tableId, terminal } from './pos-helpers';

/** Organisation 2 aims at organisation 1's ids: every call answers 404 and nothing changes. */
let t: TestApp;
let org1: { accountId: number; lineId: number; paymentId: number; tableId: number; userId: number };
let shop: ReturnType<typeof terminal>;

beforeAll(async () => {
  t = await createTestApp();
  const bistro = terminal(t, await t.login('admin'));
  await bistro.openShift(100);
  const table = await tableId(t, BISTRO, 5);
  const accountId = (await bistro.openAccount({ kind: 'TABLE', tableId: table })).body.data.clientAccountId;
  const detail = (await bistro.addLines(accountId, [{ productId: await productId(t, BISTRO, 'Duvel'), units: 2 }])).body
    .data;
  const payment = (await bistro.pay(accountId, 'CARD', 4)).body.data.paymentTransaction;
  const me = (await bistro.call('GET', '/api/user/me')).body.data;
  org1 = {
    accountId,
    lineId: detail.orderedProducts[0].orderedProductId,
    paymentId: payment.paymentTransactionId,
    tableId: table,
    userId: me.userId,
  };
  shop = terminal(t, await t.login('shopadmin'));
  await shop.openShift(50);
});
afterAll(async () => t.close());

describe('another organisation’s ids answer 404 and change nothing', () => {
  const cases: [string, () => [string, string, object?]][] = [
    ['read an account', () => ['GET', `/api/terminal/accounts/${org1.accountId}`]],
    [
      'order on an account',
      () => ['POST', `/api/terminal/accounts/${org1.accountId}/lines`, { lines: [{ productId: 1 }] }],
    ],
    ['void a line', () => ['POST', `/api/terminal/accounts/${org1.accountId}/lines/${org1.lineId}/void`]],
    [
      'pay an account',
      () => ['POST', `/api/terminal/accounts/${org1.accountId}/payments`, { paymentType: 'CASH', amountPaid: 5 }],
    ],
    ['void a payment', () => ['POST', `/api/terminal/accounts/${org1.accountId}/payments/${org1.paymentId}/void`]],
    ['close an account', () => ['POST', `/api/terminal/accounts/${org1.accountId}/close`]],
    ['void an account', () => ['POST', `/api/terminal/accounts/${org1.accountId}/void`]],
    ['open an account at a table', () => ['POST', '/api/terminal/accounts', { kind: 'TABLE', tableId: org1.tableId }]],
    ['clock in a user', () => ['POST', '/api/terminal/worker-shifts/clock-in', { userId: org1.userId }]],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const [method, url, payload] = make();
    const before = await activityCounts(t);
    const res = await shop.call(method as 'GET' | 'POST', url, payload);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await activityCounts(t)).toEqual(before);
  });

  it('orders only products of its own organisation', async () => {
    const { clientAccountId } = (await shop.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const before = await activityCounts(t);
    const res = await shop.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Duvel') }]);
    expect(res.status).toBe(404);
    expect(await activityCounts(t)).toEqual(before);
  });

  it('lists only its own tables, takeaway accounts and devices', async () => {
    const tables = (await shop.call('GET', '/api/table')).body.data;
    expect(tables).toEqual([]);
    const takeaway = (await shop.call('GET', '/api/client_account/takeaway')).body.data;
    expect(takeaway.every((a: { clientAccountId: number }) => a.clientAccountId !== org1.accountId)).toBe(true);
    const shift = (await shop.call('GET', '/api/shift/current')).body.data;
    expect(shift.startCash).toBe(50);
  });
});

describe('abilities are enforced by the server', () => {
  it.each([
    ['sophie', 'GET', '/api/table', 403],
    ['server', 'GET', '/api/table', 200],
    ['sophie', 'GET', '/api/data/dashboard', 403],
    ['admin', 'GET', '/api/device', 403],
    ['super', 'GET', '/api/device', 200],
    ['server', 'POST', '/api/shift/stop', 403],
  ])('%s %s %s -> %i', async (user, method, url, status) => {
    const res = await t.request({
      method: method as 'GET' | 'POST',
      url,
      token: await t.login(user),
      payload: method === 'POST' ? { currentCash: 1 } : undefined,
    });
    expect(res.statusCode).toBe(status);
  });

  it('registers a device per organisation and lists it to super users', async () => {
    const device = { serialNumber: 'SN-1', model: 'A920', brand: 'PAX', osVersion: '10', appVersion: '3.2.1' };
    expect((await shop.call('POST', '/api/terminal/devices', device)).status).toBe(200);
    const again = await shop.call('POST', '/api/terminal/devices', { ...device, appVersion: '3.3.0' });
    expect(again.body.data.appVersion).toBe('3.3.0');
    const superToken = await t.login('super');
    const list = await t.request({ method: 'GET', url: '/api/device', token: superToken });
    expect(list.json().data).toEqual([]); // super is in organisation 1; the device belongs to organisation 2
    const switched = (await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token: superToken })).json()
      .data.token;
    const shopList = await t.request({ method: 'GET', url: '/api/device', token: switched });
    expect(shopList.json().data.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['SN-1']);
  });

  it('clocks workers in and out once at a time', async () => {
    const sophie = terminal(t, await t.login('sophie'));
    const inRes = await sophie.call('POST', '/api/terminal/worker-shifts/clock-in', {});
    expect(inRes.status).toBe(200);
    expect(inRes.body.data).toMatchObject({ user: { username: 'sophie' }, endTime: 0 });
    const twice = await sophie.call('POST', '/api/terminal/worker-shifts/clock-in', {});
    expect(twice.status).toBe(409);
    expect(twice.body.reason).toBe('WORKER_ALREADY_CLOCKED_IN');
    const out = await sophie.call('POST', '/api/terminal/worker-shifts/clock-out', {});
    expect(out.status).toBe(200);
    expect(out.body.data.endTime).toBeGreaterThan(0);
    const notIn = await sophie.call('POST', '/api/terminal/worker-shifts/clock-out', {});
    expect(notIn.status).toBe(409);
    expect(notIn.body.reason).toBe('WORKER_NOT_CLOCKED_IN');
  });
});
