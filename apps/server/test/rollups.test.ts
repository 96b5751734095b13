import {
  computeTotalData,
  computeVatSummaries,
  DASHBOARD_INTERVALS,
  settledCents,
  totalDataDto,
  vatSummaryDto,
  zonedTime,
} from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill as fill0018 } from '../src/db/migrations/0018_rollups';
import { fill as fill0019 } from '../src/db/migrations/0019_shift_breakdowns';
import type { OrgId } from '../src/db/org-id';
import { systemExecutor } from '../src/db/system.repository';
import { BISTRO, SHOP } from '../src/demo/index';
import { createRandom } from '../src/demo/random';
import { orgDb } from '../src/lib/org-db';
import { analyticsRepository } from '../src/modules/analytics/analytics.repository';
import { dashboardService } from '../src/modules/dashboard/dashboard.service';
import { ROLLUP_TABLES, rebuildRollups, rollupsRepository } from '../src/modules/rollups';
import { reportData } from '../src/modules/shifts/shifts.report';
import { type Scope, scopeTotals, shiftReportsService } from '../src/modules/shifts/shifts.reports.service';
import { type Answer, createTestApp, type Method, type TestApp } from './helper';
import { terminal } from './pos-helpers';
import { rollupRows } from './rollup-helpers';

/**
 * Statistics rollups (docs/decisions.md, "Statistics from rollups"): a randomised history built through the real API
 * (two organisations, several days and shifts, voids, corrections, pay-type changes, refunds, promo lines), then the
 * rollups maintained by the till writes must equal a rebuild from the raw rows, and the statistics read from them
 * must equal the raw computation. The seed is in the test names; ROLLUP_SEED=<n> replays one.
 */
// A fixed seed by default: whether every kind of change happens depends on the seed (seed 863001 made no pay-type
// change, and CI failed on the test's own coverage check); ROLLUP_SEED=<n> tries others.
const SEED = Number(process.env.ROLLUP_SEED ?? 20261126);
const TZ_1 = 'Europe/Brussels';
const TZ_2 = 'America/New_York';
const at = (tz: string, day: number, hour: number, minute = 0) => zonedTime(tz, 2026, 11, day, hour, minute);
/** Business days of November 2026; the last one stays open (open tickets, no shift close). */
const DAYS = [9, 12, 13, 16, 17, 18];
const NOW = at(TZ_1, 18, 22, 30);

// The demo's seeded generator (mulberry32): the same sequence as this test's own copy had.
const { next: rand, pick, chance } = createRandom(SEED);

let t: TestApp;
const tokens: Record<number, string> = {};
/** Tokens expire: each organisation's admin signs in again when the clock has moved on. */
const signIn = async (orgId: OrgId) => {
  tokens[orgId] = await t.login(orgId === 1 ? 'admin' : 'shopadmin');
  staffTokens[orgId] = await t.login(orgId === 1 ? 'sophie' : 'julie', orgId);
};
/** A member of staff orders (and takes the payments) on every other ticket: the statistics per user see two users. */
const staffTokens: Record<number, string> = {};
let tickets = 0;
const products: Record<number, number[]> = {};
const closed: Record<number, number[]> = { 1: [], 2: [] };
const happened: Record<string, number> = {};
const count = (what: string) => {
  happened[what] = (happened[what] ?? 0) + 1;
};

const call = (orgId: OrgId, method: Method, url: string, payload?: object) =>
  t.call(tokens[orgId], method, url, payload);
async function ok(orgId: OrgId, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await call(orgId, method, url, payload);
  expect(res.status, `${method} ${url} (seed ${SEED}): ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as Record<string, unknown> & { [k: string]: never };
}

type Detail = {
  clientAccount: {
    dueAmount: number;
    paymentTransactions: {
      paymentTransactionId: number;
      reversed: boolean;
      paymentType: string;
      transactionType: string;
      amountPaid: number;
    }[];
  };
  orderedProducts: { orderedProductId: number; reversed: boolean; linkedToOrderedProductId: number | null }[];
};
const accountOf = async (orgId: OrgId, id: number) =>
  (await ok(orgId, 'GET', `/api/terminal/accounts/${id}`)) as unknown as Detail;

/** One ticket: lines, maybe a promo code, a line void, payments (maybe one voided), then closed or left open. */
async function ticket(orgId: OrgId, tz: string, day: number, minute: number, leaveOpen: boolean) {
  t.clock.now = at(tz, day, 10) + minute * 60_000;
  const till = terminal(t, (tickets++ % 2 ? staffTokens[orgId] : tokens[orgId]) as string);
  const kind = chance(0.3) ? 'DELIVERY' : 'TAKEAWAY';
  const opened = await till.openAccount({ kind });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const id = opened.body.data.clientAccountId as number;
  if (chance(0.1)) {
    await ok(orgId, 'POST', `/api/terminal/accounts/${id}/void`);
    count('empty account voided');
    return;
  }
  const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
    productId: pick(products[orgId] as number[]),
    units: 1 + Math.floor(rand() * 3),
  }));
  expect((await till.addLines(id, lines)).status).toBe(200);
  if (orgId === 1 && chance(0.3)) {
    const promo = await call(orgId, 'POST', `/api/terminal/accounts/${id}/promo`, { promoCode: 'ROLL10' });
    expect([200, 409], JSON.stringify(promo.body)).toContain(promo.status); // 409: no eligible product
    if (promo.status === 200) count('promo');
  }
  t.clock.now += 60_000 * Math.floor(rand() * 40);
  if (chance(0.25)) {
    const live = (await accountOf(orgId, id)).orderedProducts.filter(
      (l) => !l.reversed && l.linkedToOrderedProductId === null,
    );
    if (live.length > 1) {
      // A refusal is a right answer too (a promo discount computed on the old total can exceed the new one).
      const voided = await call(orgId, 'POST', `/api/terminal/accounts/${id}/lines/${live[0]?.orderedProductId}/void`);
      expect([200, 409]).toContain(voided.status);
      if (voided.status === 200) count('line void');
    }
  }
  if (chance(0.1)) {
    await ok(orgId, 'POST', `/api/terminal/accounts/${id}/void`);
    count('open account voided');
    return;
  }
  if (leaveOpen) {
    const owed = (await accountOf(orgId, id)).clientAccount.dueAmount;
    if (owed >= 1 && chance(0.5)) expect((await till.pay(id, 'CASH', 1)).status).toBe(200);
    count('left open');
    return;
  }
  let due = (await accountOf(orgId, id)).clientAccount.dueAmount;
  if (due > 2 && chance(0.4)) {
    expect((await till.pay(id, pick(['CASH', 'CARD']), 1)).status).toBe(200);
    if (chance(0.5)) {
      const payment = (await accountOf(orgId, id)).clientAccount.paymentTransactions.find((p) => !p.reversed);
      await ok(orgId, 'POST', `/api/terminal/accounts/${id}/payments/${payment?.paymentTransactionId}/void`);
      count('payment void');
    }
    due = (await accountOf(orgId, id)).clientAccount.dueAmount;
  }
  const type = pick(['CASH', 'CARD', 'CARD', 'OFFERED']);
  if (type === 'CASH' && due > 0 && chance(0.5)) {
    const cash = await till.pay(id, 'CASH', Math.ceil(due + 5)); // change given back
    expect(cash.status, `due ${due}: ${JSON.stringify(cash.body)}`).toBe(200);
  } else if (due > 0) {
    expect((await till.pay(id, type, due)).status).toBe(200);
  }
  const closing = await till.close(id);
  expect(closing.status, JSON.stringify(closing.body)).toBe(200);
  closed[orgId]?.push(id);
}

/** One business day of an organisation: a shift, tickets at increasing minutes, the shift closed (but the last day). */
async function businessDay(orgId: OrgId, tz: string, day: number, last: boolean) {
  t.clock.now = at(tz, day, 9);
  await signIn(orgId);
  const till = terminal(t, tokens[orgId] as string);
  expect((await till.openShift(100)).status).toBe(200);
  const n = 4 + Math.floor(rand() * 4);
  let minute = 0;
  for (let i = 0; i < n; i++) {
    minute += 5 + Math.floor(rand() * 90);
    await ticket(orgId, tz, day, minute, last && chance(0.5));
  }
  if (!last) {
    t.clock.now = at(tz, day, 23, 30);
    await signIn(orgId);
    const closing = await terminal(t, tokens[orgId] as string).closeShift(100);
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
  }
}

/** Corrections of closed tickets, later: pay-type changes, refunded line voids, payment voids, account voids. */
const CORRECTIONS = ['type', 'refund', 'type', 'void', 'refund', 'payment'] as const;
let tried = 0;
async function corrections(orgId: OrgId) {
  await signIn(orgId);
  for (const id of closed[orgId] ?? []) {
    if (!chance(0.5)) continue;
    t.clock.now += 60_000;
    const detail = (await ok(orgId, 'GET', `/api/client_account/${id}`)) as unknown as Detail;
    const payments = detail.clientAccount.paymentTransactions.filter(
      (p) => !p.reversed && p.transactionType === 'PAYMENT' && p.amountPaid > 0,
    );
    const what = CORRECTIONS[tried++ % CORRECTIONS.length];
    let res: Answer | null = null;
    if (what === 'type' && payments[0]) {
      const p = payments[0];
      const next = pick(['CASH', 'CARD', 'OFFERED'].filter((x) => x !== p.paymentType));
      res = await call(
        orgId,
        'POST',
        `/api/client_account/${id}/payment/${p.paymentTransactionId}/change_payment_type`,
        { paymentType: next, reason: 'WRONG_PAYMENT_TYPE' },
      );
    } else if (what === 'refund') {
      const line = detail.orderedProducts.find((l) => !l.reversed && l.linkedToOrderedProductId === null);
      const body = { reason: 'CUSTOMER_RETURN' };
      if (line) res = await call(orgId, 'DELETE', `/api/data/ordered_products/${line.orderedProductId}`, body);
    } else if (what === 'void') {
      res = await call(orgId, 'DELETE', `/api/client_account/${id}`, { reason: 'OTHER', note: 'test' });
    } else if (what === 'payment' && payments[0]) {
      res = await call(orgId, 'DELETE', `/api/client_account/${id}/payment/${payments[0].paymentTransactionId}`);
    }
    if (res) {
      expect(res.status, `${what} on ${id} (seed ${SEED}): ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status === 200) count(`correction ${what}`);
      else count(`refused ${what} ${res.status} ${JSON.stringify(res.body.message)}`);
    }
  }
}

/**
 * The VAT of a period from the raw rows, worked out independently (decisions 68): each ticket closed in the period on
 * its live lines, plus each open ticket on its lines ordered in the period; summed per rate.
 */
async function ticketVatOf(orgId: OrgId, start: number, end: number) {
  const rows = await t.db
    .selectFrom('ordered_product as l')
    .innerJoin('client_account as a', 'a.id', 'l.client_account_id')
    .select(['a.id', 'a.status', 'a.closed_timestamp', 'l.vat_bp', 'l.charged_cents', 'l.ordered_timestamp'])
    .where('l.org_id', '=', orgId)
    .where('l.reversed_at', 'is', null)
    .execute();
  const tickets = new Map<number, { amountCents: number; vatBp: number }[]>();
  for (const r of rows) {
    const counts =
      r.status === 'CLOSED'
        ? r.closed_timestamp! >= start && r.closed_timestamp! < end
        : r.status === 'OPEN' && r.ordered_timestamp >= start && r.ordered_timestamp < end;
    if (counts) tickets.set(r.id, [...(tickets.get(r.id) ?? []), { amountCents: r.charged_cents, vatBp: r.vat_bp }]);
  }
  const sums = new Map<number, { vatBp: number; totalVatExcl: number; totalVat: number; totalVatIncl: number }>();
  for (const lines of tickets.values())
    for (const v of computeVatSummaries(lines)) {
      const s = sums.get(v.vatBp) ?? { vatBp: v.vatBp, totalVatExcl: 0, totalVat: 0, totalVatIncl: 0 };
      s.totalVatExcl += v.totalVatExcl;
      s.totalVat += v.totalVat;
      s.totalVatIncl += v.totalVatIncl;
      sums.set(v.vatBp, s);
    }
  return [...sums.values()].sort((a, b) => a.vatBp - b.vatBp).map(vatSummaryDto);
}

beforeAll(async () => {
  t = await createTestApp({ now: at(TZ_1, 1, 9) });
  tokens[1] = await t.login('admin');
  tokens[2] = await t.login('shopadmin');
  for (const orgId of [BISTRO, SHOP]) {
    const rows = await t.db
      .selectFrom('product')
      .select('id')
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .where('weight_price', '=', 0)
      .orderBy('id')
      .limit(12)
      .execute();
    products[orgId] = rows.map((r) => r.id);
    expect(products[orgId]?.length).toBeGreaterThan(2);
  }
  await ok(BISTRO, 'POST', '/api/promo', {
    promoCode: 'ROLL10',
    discountAmount: 10,
    maxUses: 10_000,
    startDate: at(TZ_1, 1, 0),
    endDate: at(TZ_1, 30, 0),
  });
  for (const [i, day] of DAYS.entries()) {
    const last = i === DAYS.length - 1;
    await businessDay(BISTRO, TZ_1, day, last);
    if (i === 2) {
      // Organisation 2 moves to another time zone mid-history: its rollups are rebuilt on its new days.
      await signIn(SHOP);
      await ok(SHOP, 'PATCH', '/api/org', { timeZone: TZ_2 });
      count('time zone change');
    }
    await businessDay(SHOP, i >= 2 ? TZ_2 : TZ_1, day, last);
  }
  t.clock.now = at(TZ_1, 18, 21);
  await corrections(BISTRO);
  await corrections(SHOP);
  t.clock.now = NOW;
  await signIn(BISTRO);
  await signIn(SHOP);
}, 240_000);
afterAll(async () => t?.close());

describe(`statistics rollups (seed ${SEED})`, () => {
  it('were built from a history with every kind of change', () => {
    for (const what of [
      'promo',
      'line void',
      'correction type',
      'correction refund',
      'left open',
      'time zone change',
    ]) {
      expect(happened[what] ?? 0, `${what} (seed ${SEED}): ${JSON.stringify(happened)}`).toBeGreaterThan(0);
    }
  });

  // The statistics first, on the rollups as the till writes left them; then the rebuild.
  it.each(DASHBOARD_INTERVALS.map((i) => [i]))('answers the dashboard %s as the raw rows do', async (interval) => {
    for (const orgId of [BISTRO, SHOP]) {
      const res = await call(orgId, 'GET', `/api/data/dashboard?timeInterval=${interval}`);
      expect(res.status).toBe(200);
      const raw = await dashboardService.get(t.ctx, orgDb(t.ctx.db, orgId), interval, { raw: true });
      expect(res.body.data, `org ${orgId} ${interval} (seed ${SEED})`).toEqual(JSON.parse(JSON.stringify(raw)));
    }
  });

  it('answers the period totals and VAT as the raw rows do, partial days included', async () => {
    const ranges = [
      [at(TZ_1, 1, 0), at(TZ_1, 30, 0)], // whole days
      [at(TZ_1, 9, 14, 37), at(TZ_1, 17, 11, 5)], // partial first and last days
      [at(TZ_1, 12, 0), at(TZ_1, 13, 18, 0)], // whole first day, partial last
      [at(TZ_1, 13, 10, 0), at(TZ_1, 13, 15, 0)], // inside one day
      [at(TZ_1, 16, 0) + 1, at(TZ_1, 18, 0)], // one millisecond after midnight
    ];
    for (const orgId of [BISTRO, SHOP]) {
      for (const [startDate, endDate] of ranges as [number, number][]) {
        const q = `startDate=${startDate}&endDate=${endDate}&offset=0&limit=5`;
        const range = { startDate, endDate };
        const label = `org ${orgId} ${startDate}-${endDate} (seed ${SEED})`;
        const lines = await analyticsRepository.lineSums(orgDb(t.ctx.db, orgId), range);
        const payments = await analyticsRepository.paymentSums(orgDb(t.ctx.db, orgId), range);
        const accounts = await analyticsRepository.accountSums(orgDb(t.ctx.db, orgId), range);

        const p = await ok(orgId, 'GET', `/api/data/payments?${q}`);
        const totals = computeTotalData([], payments);
        const vat = await ticketVatOf(orgId, startDate, endDate);
        expect({ ...p, paymentTransactions: undefined, totalRecords: undefined }, label).toEqual({
          totalCash: totals.totalCash / 100,
          totalCard: totals.totalCard / 100,
          total: settledCents(totals) / 100,
          totalOffered: totals.totalOffered / 100,
          totalError: totals.totalError / 100,
          totalTips: totals.totalTips / 100,
          totalCashTips: totals.totalCashTips / 100,
          vatSummaries: vat,
          paymentTransactions: undefined,
          totalRecords: undefined,
        });

        // The lists' counts (whole days from the rollups, without a keyword) are the raw counts.
        expect(p.totalRecords, label).toBe(await analyticsRepository.paymentsCount(orgDb(t.ctx.db, orgId), range));

        const o = await ok(orgId, 'GET', `/api/data/ordered_products?${q}`);
        expect({ totalData: o.totalData, vatSummaries: o.vatSummaries }, label).toEqual({
          totalData: totalDataDto(computeTotalData(lines, payments)),
          vatSummaries: vat,
        });
        expect(o.totalRecords, label).toBe(await analyticsRepository.linesCount(orgDb(t.ctx.db, orgId), range));

        const a = await ok(orgId, 'GET', `/api/data/accounts?${q}`);
        expect({ totalData: a.totalData, vatSummaries: a.vatSummaries }, label).toEqual({
          totalData: totalDataDto(computeTotalData(accounts.lines, accounts.payments)),
          vatSummaries: vat,
        });
      }
    }
  });
  it('answers the shift totals (list, detail, statistics, X/Z) as the raw rows do', async () => {
    const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r, Object.keys(r as object).sort())).sort();
    for (const orgId of [BISTRO, SHOP]) {
      const shifts = await t.db.selectFrom('shift').select('shift_id').where('org_id', '=', orgId).execute();
      const ids = shifts.map((r) => r.shift_id);
      expect(ids.length).toBe(DAYS.length);
      for (const scope of [ids, ids.slice(1, 3), ids.slice(-1)]) {
        const [rolled, raw] = [
          await scopeTotals(orgDb(t.ctx.db, orgId), scope),
          await scopeTotals(orgDb(t.ctx.db, orgId), scope, true),
        ];
        const label = `org ${orgId} shifts ${scope} (seed ${SEED})`;
        expect(sorted(rolled.lines), label).toEqual(sorted(raw.lines));
        expect(sorted(rolled.payments), label).toEqual(sorted(raw.payments));
        expect(sorted(rolled.counts), label).toEqual(sorted(raw.counts));
        expect(rolled.totals, label).toEqual(raw.totals);
      }
    }
  });

  it('answers the shift statistics and the X/Z report figures (per user, group, product, voids) as the raw rows do', async () => {
    const seen = { users: 0, groups: 0, voids: { lines: 0, accounts: 0, payments: 0 } };
    for (const orgId of [BISTRO, SHOP]) {
      const all = await shiftReportsService.scopeOfRange(orgDb(t.ctx.db, orgId), 0, 0);
      expect(all.shifts.length).toBe(DAYS.length);
      const scopes: Scope[] = [
        all,
        { ...all, shifts: all.shifts.slice(1, 3), startDate: at(TZ_1, 12, 0), endDate: at(TZ_1, 13, 23) },
        await shiftReportsService.scopeOfShift(orgDb(t.ctx.db, orgId), all.shifts[0]!.shift_id),
        await shiftReportsService.scopeOfShift(orgDb(t.ctx.db, orgId), all.shifts.at(-1)!.shift_id), // the open one
      ];
      for (const scope of scopes) {
        const label = `org ${orgId} shifts ${scope.shifts.map((x) => x.shift_id)} (seed ${SEED})`;
        const [rolled, raw] = [
          await shiftReportsService.statistics(t.ctx, orgDb(t.ctx.db, orgId), scope),
          await shiftReportsService.statistics(t.ctx, orgDb(t.ctx.db, orgId), scope, true),
        ];
        expect(rolled, label).toEqual(raw);
        const [report, rawReport] = [
          await reportData(t.ctx, orgDb(t.ctx.db, orgId), 'X', scope),
          await reportData(t.ctx, orgDb(t.ctx.db, orgId), 'X', scope, 0, true),
        ];
        expect({ ...report, printedAt: 0 }, label).toEqual({ ...rawReport, printedAt: 0 });
        if (scope === all) {
          seen.users += raw.orderedProductTotalPerUser.length;
          seen.groups += raw.orderedProductTotalPerGroup.length;
          for (const k of ['lines', 'accounts', 'payments'] as const) seen.voids[k] += rawReport.voids[k].n;
        }
      }
    }
    // The history gave every breakdown something to count.
    expect(seen.users, JSON.stringify(seen)).toBeGreaterThanOrEqual(4);
    expect(seen.groups, JSON.stringify(seen)).toBeGreaterThan(2);
    for (const n of Object.values(seen.voids)) expect(n, JSON.stringify(seen)).toBeGreaterThan(0);
  });

  it('maintained by the till writes equal a rebuild from the raw rows, to the cent', async () => {
    const maintained = { 1: await rollupRows(orgDb(t.ctx.db, BISTRO)), 2: await rollupRows(orgDb(t.ctx.db, SHOP)) };
    expect(maintained[1].rollup_line_day?.length).toBeGreaterThan(3);
    const reports = await rebuildRollups(t.ctx.db);
    expect(reports.map((r) => r.orgId)).toEqual(expect.arrayContaining([1, 2]));
    expect({ 1: await rollupRows(orgDb(t.ctx.db, BISTRO)), 2: await rollupRows(orgDb(t.ctx.db, SHOP)) }).toEqual(
      maintained,
    );
  });

  it('filled by the migrations (their own frozen SQL) equal the maintained ones', async () => {
    const maintained = { 1: await rollupRows(orgDb(t.ctx.db, BISTRO)), 2: await rollupRows(orgDb(t.ctx.db, SHOP)) };
    const sys = systemExecutor(t.ctx.db);
    for (const table of [...Object.keys(ROLLUP_TABLES), 'rollup_day_bound'] as 'rollup_day_bound'[]) {
      await sys.deleteFrom(table).execute();
    }
    await fill0018(sys);
    await fill0019(sys);
    expect({ 1: await rollupRows(orgDb(t.ctx.db, BISTRO)), 2: await rollupRows(orgDb(t.ctx.db, SHOP)) }).toEqual(
      maintained,
    );
  });

  it("never hold another organisation's rows", async () => {
    const raw = async (orgId: OrgId) =>
      Number(
        (
          await t.db
            .selectFrom('ordered_product')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('charged_cents'), eb.lit(0)).as('s'))
            .where('org_id', '=', orgId)
            .where('reversed_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).s,
      );
    const rolled = async (orgId: OrgId) =>
      (await rollupsRepository.rows(orgDb(t.ctx.db, orgId), 'rollup_line_day')).reduce(
        (s, r) => s + Number(r.cents),
        0,
      );
    for (const orgId of [BISTRO, SHOP]) expect(await rolled(orgId)).toBe(await raw(orgId));
    // Rebuilding one organisation leaves the other's rows as they were.
    const before = await rollupRows(orgDb(t.ctx.db, SHOP));
    await rebuildRollups(t.ctx.db, BISTRO);
    expect(await rollupRows(orgDb(t.ctx.db, SHOP))).toEqual(before);
    // The tenant guard refuses a rollup read without an organisation.
    await expect(t.ctx.db.selectFrom('rollup_line_day').selectAll().execute()).rejects.toThrow();
  });
});
