import { centsToAmount, DASHBOARD_INTERVALS } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../src/demo/demo-activity';
import { seedCreditLunch, seedDemoInvoices } from '../src/demo/demo-invoices';
import { BISTRO, SHOP } from '../src/demo/index';
import { orgDb } from '../src/lib/org-db';
import { createTestApp, type TestApp } from './helper';
import { closedAccountMismatches } from './pos-helpers';
import { rollupRows } from './rollup-helpers';

/**
 * The demo's bulk path (src/demo/demo-bulk.ts) against the services it stands for: the same days seeded both ways
 * leave the same rows; and the invariants of a busy bulk-seeded demo (traffic 2), read through the API too.
 */

const DAYS = 6;
const TRAFFIC = 2;
const seed = (t: TestApp, bulk: boolean, traffic = TRAFFIC) =>
  seedDemoActivity(t.ctx, { days: DAYS, traffic, log: () => {}, beforeClose: seedCreditLunch, bulk });

/** Every row the day model writes, by table, in id order. */
async function dump(t: TestApp) {
  const all = async (table: Parameters<TestApp['db']['selectFrom']>[0] & string, id: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: a generic dump of any table
    (t.db.selectFrom(table as 'shift').selectAll() as any).orderBy(id).execute();
  return {
    // The services freeze each Z's figures at close (z_report); the bulk seed leaves them to be computed from the
    // rows (the same figures: the rows never change). The Z numbers are compared.
    shift: (await all('shift', 'shift_id')).map(({ z_report, ...s }: { z_report: string | null }) => s),
    ticket_vat: await t.db
      .selectFrom('ticket_vat')
      .selectAll()
      .orderBy('client_account_id')
      .orderBy('vat_bp')
      .execute(),
    worker_shift: await all('worker_shift', 'id'),
    client_account: await all('client_account', 'id'),
    ordered_product: await all('ordered_product', 'id'),
    payment_transaction: await all('payment_transaction', 'id'),
    stock_movement: await all('stock_movement', 'id'),
    audit_log: await all('audit_log', 'id'),
    stock: await t.db.selectFrom('product').select(['id', 'stock_milli']).orderBy('id').execute(),
    // Kept by the services write by write, rebuilt from the rows after the bulk insert: the same figures.
    rollups: { 1: await rollupRows(orgDb(t.db, BISTRO)), 2: await rollupRows(orgDb(t.db, SHOP)) },
  };
}

describe('demo bulk seed', () => {
  it('writes the very rows the services write for the same days', async () => {
    const viaServices = await createTestApp();
    const inBulk = await createTestApp();
    try {
      // Traffic below 1 keeps the services' path short (on PostgreSQL every ticket writes its rollups row by row);
      // the ticket volumes are scaled as DEMO_TRAFFIC does, and the day model's voids, credit lunch, Sunday restock
      // and cash differences are still among the rows (checked below).
      const a = await seed(viaServices, false, 0.6);
      const b = await seed(inBulk, true, 0.6);
      expect(b).toEqual(a);
      const [x, y] = [await dump(viaServices), await dump(inBulk)];
      for (const table of Object.keys(x) as (keyof typeof x)[]) {
        expect(y[table].length, table).toBe(x[table].length);
        expect(y[table], table).toEqual(x[table]);
      }
      // Voids, credit lunches, restocks and cash differences are among them.
      expect(x.audit_log.some((r: { entity: string }) => r.entity === 'ordered_product')).toBe(true);
      expect(x.client_account.some((r: { custom_name: string | null }) => r.custom_name === 'Lunch')).toBe(true);
      expect(x.stock_movement.some((r: { reason: string }) => r.reason === 'DELIVERY')).toBe(true);
    } finally {
      await viaServices.close();
      await inBulk.close();
    }
  }, 240_000);
});

describe('a busy demo seeded in bulk', () => {
  let t: TestApp;
  let token: string;
  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t, true);
    await seedDemoInvoices(t.ctx);
    token = await t.login('admin');
  });
  afterAll(async () => t.close());

  it('has one closed shift a day, today’s open, and busy days', async () => {
    const shifts = await t.db.selectFrom('shift').selectAll().where('org_id', '=', BISTRO).execute();
    expect(shifts).toHaveLength(DAYS);
    expect(shifts.filter((s) => s.end_timestamp === null)).toHaveLength(1);
    const accounts = await t.db.selectFrom('client_account').select('status').where('org_id', '=', BISTRO).execute();
    expect(accounts.length).toBeGreaterThan(DAYS * 80 * TRAFFIC);
    expect(accounts.some((a) => a.status === 'OPEN')).toBe(true);
  });

  it('has exactly one open shift per organisation', async () => {
    const open = await t.db
      .selectFrom('shift')
      .select(['org_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('end_timestamp', 'is', null)
      .groupBy('org_id')
      .orderBy('org_id')
      .execute();
    // At noon the shop (organisation 2) is open too.
    expect(open.map((r) => [r.org_id, Number(r.n)])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('keeps payments of closed accounts equal to their totals', async () => {
    expect(await closedAccountMismatches(t)).toEqual([]);
  });

  it('numbers shifts and each shift’s takeaway tickets without gaps or repeats', async () => {
    for (const orgId of [BISTRO, SHOP]) {
      const shifts = await t.db
        .selectFrom('shift')
        .select(['shift_id', 'shift_number'])
        .where('org_id', '=', orgId)
        .orderBy('start_timestamp')
        .execute();
      expect(shifts.map((s) => s.shift_number)).toEqual(shifts.map((_, i) => i + 1));
      for (const s of shifts) {
        const numbers = await t.db
          .selectFrom('client_account')
          .select('takeaway_number')
          .where('shift_id', '=', s.shift_id)
          .where('takeaway_number', 'is not', null)
          .orderBy('takeaway_number')
          .execute();
        expect(numbers.map((n) => n.takeaway_number)).toEqual(numbers.map((_, i) => i + 1));
      }
    }
  });

  it('keeps each closed shift’s expected cash equal to its cash payments and its report', async () => {
    const list = await get('/api/shift?startDate=0&endDate=0');
    const shifts = await t.db.selectFrom('shift').selectAll().where('org_id', '=', BISTRO).execute();
    for (const s of shifts.filter((x) => x.end_timestamp !== null)) {
      const cash = await t.db
        .selectFrom('payment_transaction')
        .select(['amount_paid_cents', 'amount_returned_cents'])
        .where('shift_id', '=', s.shift_id)
        .where('payment_type', '=', 'CASH')
        .where('reversed_at', 'is', null)
        .execute();
      const net = cash.reduce((sum, p) => sum + p.amount_paid_cents - p.amount_returned_cents, 0);
      expect(s.expected_cash).toBe(s.start_cash + net);
      const listed = list.shifts.find((x: { shiftId: number }) => x.shiftId === s.shift_id);
      expect(listed).toMatchObject({
        expectedCash: centsToAmount(s.expected_cash!),
        endCash: centsToAmount(s.end_cash!),
        startCash: centsToAmount(s.start_cash),
      });
      expect(centsToAmount(s.start_cash + net)).toBeCloseTo(listed.startCash + listed.totalData.totalCash, 2);
      const report = await get(`/api/shift/${s.shift_id}/X`);
      expect(report.totalData).toEqual(listed.totalData);
      const lines = await t.db
        .selectFrom('ordered_product as l')
        .innerJoin('client_account as a', 'a.id', 'l.client_account_id')
        .select((eb) => eb.fn.sum<number>('l.charged_cents').as('s'))
        .where('a.shift_id', '=', s.shift_id)
        .where('l.reversed_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(listed.totalData.total).toBeCloseTo(centsToAmount(Number(lines.s)), 2);
    }
  });

  it('keeps every tracked product’s stock equal to the sum of its moves', async () => {
    const products = await t.db
      .selectFrom('product')
      .select(['id', 'stock_milli'])
      .where('stock_milli', 'is not', null)
      .execute();
    expect(products.length).toBeGreaterThan(0);
    let moved = 0;
    for (const p of products) {
      const moves = await t.db
        .selectFrom('stock_movement')
        .select(['new_stock_milli', 'variation_milli'])
        .where('product_id', '=', p.id)
        .orderBy('id')
        .execute();
      if (moves.length === 0) continue;
      moved++;
      let stock = moves[0]!.new_stock_milli - moves[0]!.variation_milli;
      for (const m of moves) {
        stock += m.variation_milli;
        expect(m.new_stock_milli).toBe(stock);
      }
      expect(p.stock_milli).toBe(stock);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('answers the dashboard, the shift statistics and the analytics', async () => {
    for (const interval of DASHBOARD_INTERVALS) await get(`/api/data/dashboard?timeInterval=${interval}`);
    const stats = await get('/api/shift/X?startDate=0&endDate=0');
    expect(stats.shifts).toHaveLength(DAYS);
    const week = `startDate=${t.clock.now - 7 * 86_400_000}&endDate=${t.clock.now}`;
    expect((await get(`/api/data/accounts?${week}`)).totalRecords).toBeGreaterThan(0);
    expect((await get(`/api/data/payments?${week}`)).totalRecords).toBeGreaterThan(0);
    expect((await get(`/api/data/ordered_products?${week}`)).totalRecords).toBeGreaterThan(0);
  });
});
