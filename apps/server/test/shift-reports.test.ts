import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper';
import {
  at,
  buildShiftDataset,
  getAs,
  LABELS,
  SHIFT_A_TOTALS,
  SHIFT_A_VAT,
  type ShiftDataset,
  totals,
  userIdOf,
} from './shift-reports-helpers';

/** Shift list, detail, statistics and worker shifts on the hand-made dataset of shift-reports-helpers.ts. */
let t: TestApp;
let shiftA: number;
let shiftB: number;
let acc: ShiftDataset['acc'];
beforeAll(async () => {
  ({ t, shiftA, shiftB, acc } = await buildShiftDataset());
});
afterAll(async () => t.close());

const get = (url: string, user = 'admin') => getAs(t, url, user);
const userId = (username: string) => userIdOf(t, username);

describe('GET /api/shift (list)', () => {
  it('lists the shifts of all time with their totals, newest first', async () => {
    const res = await get('/api/shift?startDate=0&endDate=0');
    expect(res.statusCode).toBe(200);
    const { shifts, totalData, vatSummaries } = res.json().data;
    expect(shifts.map((s: { shiftId: number }) => s.shiftId)).toEqual([shiftB, shiftA]);
    const [b, a] = shifts;
    expect(a).toMatchObject({
      shiftNumber: 1,
      startCash: 100,
      endCash: 180,
      expectedCash: 182.5,
      accountCount: 5,
      openUser: { username: 'admin' },
      closeUser: { username: 'admin' },
      totalData: SHIFT_A_TOTALS,
      vatSummaries: SHIFT_A_VAT,
    });
    expect(b).toMatchObject({ endTimestamp: null, accountCount: 2, totalData: totals(30.5, 10, 6) });
    expect(totalData).toEqual(totals(123.5, 92.5, 13.5, 3));
    // The VAT of all time is the sum of the tickets' VAT (each ticket's per rate, decisions 68): a cent below the
    // VAT of the sums (10.50 and 4.43), as each ticket rounds its own.
    expect(vatSummaries).toEqual([
      { vatBasePercent: 12, totalVatExcl: 87.51, totalVat: 10.49, totalVatIncl: 98 },
      { vatBasePercent: 21, totalVatExcl: 21.08, totalVat: 4.42, totalVatIncl: 25.5 },
    ]);
    // Without bounds is the same as 0/0.
    expect((await get('/api/shift')).json().data).toEqual(res.json().data);
  });

  it.each([
    ['a whole day', at(16, 0), at(16, 23, 59) + 59_999, ['A']],
    ['an hour inside a shift', at(16, 22), at(16, 22, 30), ['A']],
    ['the night between two shifts', at(16, 23, 30), at(17, 9), []],
    ['from a start with no end', at(17, 0), 0, ['B']],
    ['up to an end with no start', 0, at(16, 12), ['A']],
    ['an instant the closing time', at(16, 23), at(16, 23), ['A']],
  ])('keeps the shifts overlapping %s', async (_, start, end, expected) => {
    const res = await get(`/api/shift?startDate=${start}&endDate=${end}`);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.shifts.map((s: { shiftId: number }) => (s.shiftId === shiftA ? 'A' : 'B'));
    expect(names).toEqual(expected);
  });

  it('refuses a bad range with field messages', async () => {
    const reversed = await get(`/api/shift?startDate=${at(17, 0)}&endDate=${at(16, 0)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.endDate).toMatch(/before the start/);
    const text = await get('/api/shift?startDate=yesterday');
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors.startDate).toBeDefined();
    const negative = await get('/api/shift/X?startDate=-5');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors.startDate).toBeDefined();
    const workers = await get(`/api/worker-shifts?start=${at(17, 0)}&end=${at(16, 0)}`);
    expect(workers.statusCode).toBe(400);
    expect(workers.json().fieldErrors.end).toBeDefined();
  });
});

describe('GET /api/shift/{id} (detail)', () => {
  it('gives the shift, its totals and its live tickets, which add up to the totals', async () => {
    const res = await get(`/api/shift/${shiftA}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ shiftId: shiftA, totalData: SHIFT_A_TOTALS, vatSummaries: SHIFT_A_VAT });
    expect(d.clientAccountHistoryData.totalData).toEqual(SHIFT_A_TOTALS);
    expect(d.clientAccountHistoryData.vatSummaries).toEqual(SHIFT_A_VAT);
    const accounts = d.clientAccountHistoryData.clientAccounts;
    // The voided ticket T5 is out of the list and the totals.
    expect(accounts.map((a: { clientAccountId: number }) => a.clientAccountId)).toEqual([
      acc.t1,
      acc.t2,
      acc.t3,
      acc.t4,
      acc.t6,
    ]);
    const byId = (id: number) => accounts.find((a: { clientAccountId: number }) => a.clientAccountId === id);
    expect(byId(acc.t1)).toMatchObject({
      status: 'CLOSED',
      table: { tableNumber: 3 },
      user: { username: 'sophie' },
      payTypes: ['CASH'],
      totalData: totals(30.5, 30.5, 0),
      openedTimestamp: at(16, 12),
    });
    expect(byId(acc.t2)).toMatchObject({
      table: null,
      kind: 'TAKEAWAY',
      payTypes: ['CARD'],
      totalData: totals(7.5, 0, 7.5),
    });
    // The voided cola and the reversed card payment are out.
    expect(byId(acc.t4).totalData).toEqual(totals(49, 49, 0));
    expect(byId(acc.t6)).toMatchObject({ payTypes: ['CASH'], totalData: totals(3, 3, 0) });
    const cents = (k: keyof typeof LABELS) =>
      accounts.reduce(
        (n: number, a: { totalData: Record<string, number> }) => n + Math.round(a.totalData[k]! * 100),
        0,
      );
    for (const k of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      expect(cents(k) / 100).toBe(SHIFT_A_TOTALS[k]);
    }
  });

  it('answers 404 for a missing shift and a shift of another organisation, 400 for a bad id', async () => {
    expect((await get('/api/shift/999999')).statusCode).toBe(404);
    for (const url of [
      `/api/shift/${shiftA}`,
      `/api/shift/${shiftA}/X`,
      `/api/shift/${shiftA}/X/download`,
      `/api/shift/${shiftA}/Z/download`,
    ]) {
      const res = await get(url, 'shopadmin');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const shop = await get('/api/shift?startDate=0&endDate=0', 'shopadmin');
    expect(shop.json().data).toEqual({ shifts: [], totalData: totals(0, 0, 0), vatSummaries: [] });
    expect((await get('/api/worker-shifts', 'shopadmin')).json().data).toEqual([]);
    const bad = await get('/api/shift/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.shiftId).toBeDefined();
  });

  it('needs ANALYTICS_SHIFTS on every shift report call', async () => {
    for (const url of [
      '/api/shift',
      `/api/shift/${shiftA}`,
      `/api/shift/${shiftA}/X`,
      '/api/shift/X',
      `/api/shift/${shiftA}/X/download`,
      `/api/shift/${shiftA}/Z/download`,
      '/api/shift/X/download',
      '/api/shift/Z/download',
      '/api/worker-shifts',
    ]) {
      const res = await get(url, 'server');
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/ANALYTICS_SHIFTS/);
    }
    // The register user holds it.
    expect((await get(`/api/shift/${shiftA}`, 'register')).statusCode).toBe(200);
  });
});

describe('statistics', () => {
  it('splits a shift per user, group and product, with worker shifts', async () => {
    const res = await get(`/api/shift/${shiftA}/X`);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      shift: { shiftId: shiftA },
      startDate: at(16, 10),
      endDate: at(16, 23),
      totalData: SHIFT_A_TOTALS,
      vatSummaries: SHIFT_A_VAT,
    });
    expect(s.orderedProductTotalPerUser).toEqual([
      { userId: await userId('admin'), name: 'admin', totalCount: 7, totalData: totals(62.5, 52, 7.5, 3) },
      { userId: await userId('sophie'), name: 'sophie', totalCount: 3, totalData: totals(30.5, 30.5, 0) },
    ]);
    expect(s.orderedProductTotalPerGroup).toEqual([
      { name: 'Plats', totalCount: 3, totalCharged: 73.5 },
      { name: 'Softs', totalCount: 4, totalCharged: 12 },
      { name: 'Boissons chaudes', totalCount: 3, totalCharged: 7.5 },
    ]);
    expect(s.orderedProductTotalPerProduct).toEqual([
      { name: 'Steak frites', totalCount: 3, totalCharged: 73.5 },
      { name: 'Coca-Cola', totalCount: 4, totalCharged: 12 },
      { name: 'Espresso', totalCount: 3, totalCharged: 7.5 },
    ]);
    expect(s.workerShifts).toMatchObject([
      {
        parentShiftId: shiftA,
        user: { username: 'admin' },
        startTime: at(16, 10),
        endTime: at(16, 23),
        autoClosed: true,
      },
      {
        user: { username: 'sophie', type: 'SERVER' },
        startTime: at(16, 10, 5),
        endTime: at(16, 15, 5),
        autoClosed: false,
      },
    ]);
    // The worker shift names its shift by the number people know, beside the database id.
    const numberOfA = s.shifts.find((x: { shiftId: number }) => x.shiftId === shiftA).shiftNumber;
    expect(s.workerShifts[0].parentShiftNumber).toBe(numberOfA);
    expect(s.workerShiftSummaries).toEqual([
      { user: { username: 'admin', type: 'ADMIN' }, totalShifts: 1, totalTimeMs: 13 * 3_600_000 },
      { user: { username: 'sophie', type: 'SERVER' }, totalShifts: 1, totalTimeMs: 5 * 3_600_000 },
    ]);
  });

  it('adds up the shifts of a range the same way as the list', async () => {
    const res = await get('/api/shift/X?startDate=0&endDate=0');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    const list = (await get('/api/shift?startDate=0&endDate=0')).json().data;
    expect(s.shift).toBeNull();
    expect(s.shifts.map((x: { shiftId: number }) => x.shiftId)).toEqual([shiftA, shiftB]);
    expect(s.totalData).toEqual(list.totalData);
    expect(s.vatSummaries).toEqual(list.vatSummaries);
    expect(s.orderedProductTotalPerProduct[0]).toEqual({ name: 'Steak frites', totalCount: 4, totalCharged: 98 });
    const day = await get(`/api/shift/X?startDate=${at(17, 0)}&endDate=${at(17, 23, 59)}`);
    expect(day.json().data.totalData).toEqual(totals(30.5, 10, 6));
    expect(day.json().data.workerShifts).toEqual([]);
  });

  it('lists worker shifts overlapping a range', async () => {
    const all = (await get('/api/worker-shifts?start=0&end=0')).json().data;
    expect(all).toHaveLength(2);
    const late = await get(`/api/worker-shifts?start=${at(16, 16)}&end=${at(16, 20)}`);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.map((w: { user: { username: string } }) => w.user.username)).toEqual(['admin']);
    expect((await get(`/api/worker-shifts?start=${at(17, 0)}`)).json().data).toEqual([]);
  });
});
