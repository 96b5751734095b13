import { zonedTime } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, tableId, terminal } from './pos-helpers';

/** A hand-made month of tickets; "now" is Wednesday 18 November 2026, 13:00 in Brussels. */
const at = (month: number, day: number, hour: number, minute = 0) =>
  zonedTime('Europe/Brussels', 2026, month, day, hour, minute);
const NOW = at(11, 18, 13);

let t: TestApp;
let ids: Record<string, number>;

async function day(
  month: number,
  dayOfMonth: number,
  tickets: (till: ReturnType<typeof terminal>) => Promise<void>,
  close: boolean,
) {
  t.clock.now = at(month, dayOfMonth, 10);
  const till = terminal(t, await t.login('admin'));
  expect((await till.openShift(100)).status).toBe(200);
  await tickets(till);
  if (close) {
    t.clock.now = at(month, dayOfMonth, 23);
    const closeTill = terminal(t, await t.login('admin'));
    expect((await closeTill.closeShift(100)).status).toBe(200);
  }
}

async function ticket(
  till: ReturnType<typeof terminal>,
  when: [number, number, number, number],
  kind: string,
  lines: [string, number][],
  payments: [string, number][],
  close = true,
) {
  t.clock.now = at(...when);
  const body = kind === 'TABLE' ? { kind, tableId: ids.table } : { kind };
  const account = await till.openAccount(body);
  expect(account.status).toBe(200);
  const id = account.body.data.clientAccountId;
  await till.addLines(
    id,
    lines.map(([name, units]) => ({ productId: ids[name], units })),
  );
  for (const [type, amount] of payments) expect((await till.pay(id, type, amount)).status).toBe(200);
  if (close) expect((await till.close(id)).status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ids = {
    cola: await productId(t, BISTRO, 'Coca-Cola'), // 3.00, 21 %
    steak: await productId(t, BISTRO, 'Steak frites'), // 24.50, 12 %
    espresso: await productId(t, BISTRO, 'Espresso'), // 2.50, 21 %
    table: await tableId(t, BISTRO, 3),
  };
  await day(10, 20, (till) => ticket(till, [10, 20, 12, 0], 'TABLE', [['steak', 1]], [['CARD', 24.5]]).then(), true);
  await day(11, 10, (till) => ticket(till, [11, 10, 12, 30], 'TAKEAWAY', [['cola', 2]], [['CASH', 10]]).then(), true);
  await day(
    11,
    16,
    (till) =>
      ticket(
        till,
        [11, 16, 19, 15],
        'TABLE',
        [
          ['steak', 1],
          ['cola', 1],
        ],
        [['OFFERED', 27.5]],
      ).then(),
    true,
  );
  await day(
    11,
    17,
    async (till) => {
      await ticket(till, [11, 17, 20, 5], 'DELIVERY', [['espresso', 2]], [['CASH', 5]]);
      await ticket(till, [11, 17, 20, 40], 'TABLE', [['steak', 1]], [['CARD', 24.5]]);
    },
    true,
  );
  await day(
    11,
    18,
    async (till) => {
      await ticket(till, [11, 18, 12, 10], 'TAKEAWAY', [['cola', 1]], [['CARD', 3]]);
      await ticket(till, [11, 18, 12, 45], 'TABLE', [['steak', 1]], [['CASH', 4.5]], false);
      // A voided ticket never counts.
      const voided = await ticket(till, [11, 18, 12, 50], 'TAKEAWAY', [['espresso', 4]], [['CARD', 10]], false);
      expect((await till.call('POST', `/api/terminal/accounts/${voided}/void`)).status).toBe(200);
    },
    false,
  );
  t.clock.now = NOW;
});
afterAll(async () => t.close());

async function dashboard(interval: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/data/dashboard?timeInterval=${interval}`,
    token: await t.login('admin'),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const counts = (totalCount: number, tableCount: number, takeawayCount: number, deliveryCount: number) => ({
  totalCount,
  tableCount,
  takeawayCount,
  deliveryCount,
});

describe('GET /api/data/dashboard on a known dataset', () => {
  it.each([
    ['CURRENT_SHIFT', counts(2, 1, 1, 0), { total: 27.5, totalCash: 4.5, totalCard: 3, totalOffered: 0 }, 3],
    ['TODAY', counts(2, 1, 1, 0), { total: 27.5, totalCash: 4.5, totalCard: 3, totalOffered: 0 }, 3],
    ['YESTERDAY', counts(2, 1, 0, 1), { total: 29.5, totalCash: 5, totalCard: 24.5, totalOffered: 0 }, 14.75],
    ['LAST_SHIFT', counts(2, 1, 0, 1), { total: 29.5, totalCash: 5, totalCard: 24.5, totalOffered: 0 }, 14.75],
    ['THIS_WEEK', counts(5, 3, 1, 1), { total: 84.5, totalCash: 9.5, totalCard: 27.5, totalOffered: 27.5 }, 15],
    ['LAST_WEEK', counts(1, 0, 1, 0), { total: 6, totalCash: 6, totalCard: 0, totalOffered: 0 }, 6],
    ['THIS_MONTH', counts(6, 3, 2, 1), { total: 90.5, totalCash: 15.5, totalCard: 27.5, totalOffered: 27.5 }, 13.2],
    ['LAST_MONTH', counts(1, 1, 0, 0), { total: 24.5, totalCash: 0, totalCard: 24.5, totalOffered: 0 }, 24.5],
  ])('%s', async (interval, accounts, sales, average) => {
    const d = await dashboard(interval);
    expect(d.accountsData).toEqual(accounts);
    expect(d.salesData).toEqual({ ...sales, totalTips: 0 });
    expect(d.averageBasketValue).toBe(average);
    // Whatever the interval: what is open right now.
    expect(d.currentOpenAccountsCount).toEqual(counts(1, 1, 0, 0));
    expect(d.unpaidOpenTotal).toBe(20);
    expect(d.shift).toMatchObject({ endTimestamp: null, startCash: 100, openUser: { username: 'admin' } });
    expect(d.salesChartData).toEqual([
      { name: 'CASH', count: sales.totalCash },
      { name: 'CARD', count: sales.totalCard },
      { name: 'OFFERED', count: sales.totalOffered },
    ]);
  });

  it('groups daily sales, rush hours and top sellers in the organisation time zone', async () => {
    const week = await dashboard('THIS_WEEK');
    expect(week.dailySales).toEqual([
      { name: '2026-11-16', count: 27.5 },
      { name: '2026-11-17', count: 29.5 },
      { name: '2026-11-18', count: 27.5 },
    ]);
    expect(week.rushHourChartData).toEqual([
      { name: '12:00', count: 2 },
      { name: '13:00', count: 0 },
      { name: '14:00', count: 0 },
      { name: '15:00', count: 0 },
      { name: '16:00', count: 0 },
      { name: '17:00', count: 0 },
      { name: '18:00', count: 0 },
      { name: '19:00', count: 1 },
      { name: '20:00', count: 2 },
    ]);
    expect(week.topSellerChartData).toEqual([
      { name: 'Steak frites', count: 3 },
      { name: 'Coca-Cola', count: 2 },
      { name: 'Espresso', count: 2 },
    ]);
    expect(week.from).toBe(at(11, 16, 0));
    expect(week.to).toBe(at(11, 23, 0));
  });

  it('reads well for an organisation with no activity', async () => {
    const shop = await t.request({
      method: 'GET',
      url: '/api/data/dashboard?timeInterval=TODAY',
      token: await t.login('shopadmin'),
    });
    const d = shop.json().data;
    expect(d.shift).toBeNull();
    expect(d.accountsData).toEqual(counts(0, 0, 0, 0));
    expect(d.salesData.total).toBe(0);
    expect(d.dailySales).toEqual([]);
    const current = await t.request({
      method: 'GET',
      url: '/api/data/dashboard?timeInterval=CURRENT_SHIFT',
      token: await t.login('shopadmin'),
    });
    expect(current.json().data).toMatchObject({ from: null, to: null, topSellerChartData: [] });
  });

  it('refuses an unknown interval and a user without ANALYTICS_DASHBOARD', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/data/dashboard?timeInterval=NEXT_YEAR',
      token: await t.login('admin'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.timeInterval).toBeDefined();
    const sophie = await t.request({
      method: 'GET',
      url: '/api/data/dashboard?timeInterval=TODAY',
      token: await t.login('sophie'),
    });
    expect(sophie.statusCode).toBe(403);
  });
});
