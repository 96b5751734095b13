import { computeVatSummaries } from '@comptoir/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../src/demo/demo-activity';
import { seedDemoCorrections } from '../src/demo/demo-corrections';
import { seedCreditLunch, seedDemoInvoices } from '../src/demo/demo-invoices';
import { seedDemoRecipeActivity, seedDemoRecipes } from '../src/demo/demo-recipes';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { closedAccountMismatches } from './pos-helpers';

/** Invariants on the demo data (a few days of it, played through the services). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoActivity(t.ctx, { days: 3, traffic: 1, log: () => {}, beforeClose: seedCreditLunch });
});
afterAll(async () => t.close());

describe('demo activity', () => {
  it('has tickets, one closed shift a day and today’s shift open', async () => {
    const shifts = await t.db
      .selectFrom('shift')
      .select(['end_timestamp', 'end_cash', 'expected_cash'])
      .where('org_id', '=', BISTRO)
      .execute();
    expect(shifts).toHaveLength(3);
    expect(shifts.filter((s) => s.end_timestamp === null)).toHaveLength(1);
    const accounts = await t.db.selectFrom('client_account').select(['status']).where('org_id', '=', BISTRO).execute();
    expect(accounts.length).toBeGreaterThan(150);
    expect(accounts.some((a) => a.status === 'OPEN')).toBe(true);
  });

  it('keeps payments of closed accounts equal to their totals', async () => {
    expect(await closedAccountMismatches(t)).toEqual([]);
  });

  it('has VAT summaries that add up to the totals, per shift', async () => {
    const shifts = await t.db.selectFrom('shift').select('shift_id').execute();
    for (const { shift_id } of shifts) {
      const lines = await t.db
        .selectFrom('ordered_product as l')
        .innerJoin('client_account as a', 'a.id', 'l.client_account_id')
        .select(['l.charged_cents', 'l.vat_bp'])
        .where('a.shift_id', '=', shift_id)
        .where('l.reversed_at', 'is', null)
        .execute();
      const vat = computeVatSummaries(lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp })));
      const total = lines.reduce((s, l) => s + l.charged_cents, 0);
      expect(vat.reduce((s, v) => s + v.totalVatIncl, 0)).toBe(total);
      for (const v of vat) expect(v.totalVatExcl + v.totalVat).toBe(v.totalVatIncl);
    }
  });

  it('stores money and quantities as integers only', async () => {
    const columns: [string, string][] = [
      ['ordered_product', 'charged_cents'],
      ['ordered_product', 'unit_price_cents'],
      ['ordered_product', 'units_milli'],
      ['payment_transaction', 'amount_paid_cents'],
      ['payment_transaction', 'amount_returned_cents'],
      ['shift', 'start_cash'],
      ['shift', 'end_cash'],
      ['product', 'price_cents'],
      ['product', 'stock_milli'],
    ];
    for (const [table, column] of columns) {
      const rows = await sql<{ v: number | null }>`select ${sql.ref(column)} as v from ${sql.table(table)}`.execute(
        t.db,
      );
      expect(rows.rows.length).toBeGreaterThan(0);
      for (const r of rows.rows)
        if (r.v !== null) expect(Number.isInteger(r.v), `${table}.${column} = ${r.v}`).toBe(true);
    }
  });

  it('matches each closed shift’s expected cash with its cash payments', async () => {
    const shifts = await t.db.selectFrom('shift').selectAll().where('end_timestamp', 'is not', null).execute();
    for (const s of shifts) {
      const cash = await t.db
        .selectFrom('payment_transaction')
        .select(['amount_paid_cents', 'amount_returned_cents'])
        .where('shift_id', '=', s.shift_id)
        .where('payment_type', '=', 'CASH')
        .where('reversed_at', 'is', null)
        .execute();
      const net = cash.reduce((sum, p) => sum + p.amount_paid_cents - p.amount_returned_cents, 0);
      expect(s.expected_cash).toBe(s.start_cash + net);
    }
  });

  it('has clients and invoices in every state, numbered without gaps', async () => {
    // Invoices for tickets of the last days only: the 3 days seeded here.
    const { clients } = await seedDemoInvoices(t.ctx);
    expect(clients).toBe(6);
    const rows = await t.db.selectFrom('invoice').selectAll().where('org_id', '=', BISTRO).orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const states = rows.map((r) => (r.paid ? 'paid' : r.last_reminder_date ? 'reminder' : 'waiting'));
    expect(new Set(states)).toEqual(new Set(['paid', 'reminder', 'waiting']));
    for (const r of rows) expect(JSON.parse(r.document).totalCents).toBe(r.total_cents);
  });
});

describe('demo invoices seeded late in the evening', () => {
  it('finds the tickets of each calendar day whatever the hour', async () => {
    const late = await createTestApp({ now: Date.UTC(2026, 10, 18, 21, 30, 0) });
    try {
      await seedDemoActivity(late.ctx, { days: 3, traffic: 1, log: () => {}, beforeClose: seedCreditLunch });
      const { invoices } = await seedDemoInvoices(late.ctx);
      // Days 1 and 2 before today: paid, reminder and waiting (see DEMO_INVOICES).
      expect(invoices).toBe(3);
    } finally {
      await late.close();
    }
  });
});

describe('demo corrections (issue 21)', () => {
  it('holds correction tickets with their reasons in today’s shift, and a credit note of an invoiced ticket', async () => {
    await seedDemoInvoices(t.ctx);
    expect(await seedDemoCorrections(t.ctx)).toBe(4);
    const open = await t.db
      .selectFrom('shift')
      .select('shift_id')
      .where('end_timestamp', 'is', null)
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    const corrections = await t.db
      .selectFrom('client_account')
      .select(['shift_id', 'correction_reason', 'corrects_account_id', 'status'])
      .where('corrects_account_id', 'is not', null)
      .execute();
    expect(corrections).toHaveLength(4);
    expect(corrections.every((c) => c.shift_id === open.shift_id && c.status === 'CLOSED' && c.correction_reason)).toBe(
      true,
    );
    const notes = await t.db.selectFrom('credit_note').selectAll().execute();
    expect(notes).toHaveLength(1);
    expect(await closedAccountMismatches(t)).toEqual([]);
  });
});

describe('demo recipes (issue 27)', () => {
  it('gives the bistro ingredients, recipes, two counts and the week’s sales taking their ingredients', async () => {
    await t.db.transaction().execute((trx) => seedDemoRecipes(trx, t.ctx.now()));
    await seedDemoRecipeActivity(t.ctx);
    const admin = await t.login('admin');
    const get = async (url: string) => (await t.request({ method: 'GET', url, token: admin })).json().data;
    const costs = await get('/api/food-cost/products');
    const steak = costs.find((p: { name: string }) => p.name === 'Steak frites');
    expect(steak.hasRecipe).toBe(true);
    expect(Number(steak.cost)).toBeGreaterThan(5);
    expect(Number(steak.marginIn)).toBeGreaterThan(10);
    expect(await get('/api/stock-count')).toHaveLength(2);
    const period = await get(`/api/food-cost/period?from=${t.ctx.now() - 7 * 86_400_000}&to=${t.ctx.now() + 1}`);
    expect(Number(period.total.theoretical)).toBeGreaterThan(0);
    expect(Number(period.total.actual)).toBeGreaterThan(Number(period.total.theoretical));
    expect(period.variances.length).toBeGreaterThan(0);
  });
});
