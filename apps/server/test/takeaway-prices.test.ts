import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, tableId, terminal } from './pos-helpers';
import { at, euro, pdfText } from './shift-reports-helpers';

/**
 * Takeaway ("out") prices at the till (issue 12): TABLE tickets charge the eat-in price and VAT, TAKEAWAY and
 * DELIVERY tickets the product's out price and VAT, falling back to the eat-in ones. Every expected amount below is
 * worked out by hand.
 */
let t: TestApp;
let pos: ReturnType<typeof terminal>;
let admin: string;
const ids = { steak: 0, cola: 0, espresso: 0, table: 0 };
const acc = { table: 0, takeaway: 0, delivery: 0 };
let shiftId = 0;

type Line = { product: { name: string }; unitPrice: string; chargedPriceVatIncl: number; chargedVat: number };
const linesOf = async (id: number) =>
  ((await pos.account(id)).body.data.orderedProducts as Line[]).map((l) => [
    l.product.name,
    l.unitPrice,
    l.chargedPriceVatIncl,
    l.chargedVat,
  ]);

async function ticket(kind: 'TABLE' | 'TAKEAWAY' | 'DELIVERY', lines: [number, number][], pay: number) {
  const opened = await pos.openAccount(kind === 'TABLE' ? { kind, tableId: ids.table } : { kind });
  expect(opened.status).toBe(200);
  const id = opened.body.data.clientAccountId as number;
  const added = await pos.addLines(
    id,
    lines.map(([productId, units]) => ({ productId, units })),
  );
  expect(added.status).toBe(200);
  expect((await pos.pay(id, 'CASH', pay)).status).toBe(200);
  expect((await pos.close(id)).status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: at(16, 9) });
  admin = await t.login('admin');
  pos = terminal(t, admin);
  ids.steak = await productId(t, BISTRO, 'Steak frites'); // 24.50, 12 %
  ids.cola = await productId(t, BISTRO, 'Coca-Cola'); // 3.00, 21 %
  ids.espresso = await productId(t, BISTRO, 'Espresso'); // 2.50, 21 %
  ids.table = await tableId(t, BISTRO, 3);
  // Out prices set through the product API: steak 22.00 at 6 %, cola 2.80 at 6 %; the espresso has none.
  const patch = (id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/product/${id}`, token: admin, payload });
  expect((await patch(ids.steak, { priceVatInclOut: '22.00', vatOut: 6 })).statusCode).toBe(200);
  expect((await patch(ids.cola, { priceVatInclOut: '2.80', vatOut: 6 })).statusCode).toBe(200);
  await t.db
    .updateTable('product')
    .set({ price_out_cents: null, vat_out_bp: null })
    .where('id', '=', ids.espresso)
    .execute();

  t.clock.now = at(16, 10);
  const opened = await pos.openShift(100);
  expect(opened.status).toBe(200);
  shiftId = opened.body.data.shiftId;
  t.clock.now = at(16, 12);
  // Table: 24.50 (12 %) + 2 x 3.00 (21 %) = 30.50.
  acc.table = await ticket(
    'TABLE',
    [
      [ids.steak, 1],
      [ids.cola, 2],
    ],
    30.5,
  );
  // Takeaway: 22.00 (6 %) + 2 x 2.80 (6 %) + 2.50 (espresso, no out price: eat-in 21 %) = 30.10.
  acc.takeaway = await ticket(
    'TAKEAWAY',
    [
      [ids.steak, 1],
      [ids.cola, 2],
      [ids.espresso, 1],
    ],
    30.1,
  );
  // Delivery: 2.80 (6 %).
  acc.delivery = await ticket('DELIVERY', [[ids.cola, 1]], 2.8);
  t.clock.now = at(16, 23);
  // Tokens last a few hours on the test clock: sign in again after moving it.
  admin = await t.login('admin');
  pos = terminal(t, admin);
  expect((await pos.closeShift(163.4)).status).toBe(200);
});
afterAll(async () => t.close());

describe('takeaway prices at the till', () => {
  it('charges the eat-in price and VAT on a table ticket', async () => {
    expect(await linesOf(acc.table)).toEqual([
      ['Steak frites', '24.50', 24.5, 12],
      ['Coca-Cola', '3.00', 6, 21],
    ]);
    const detail = (await pos.account(acc.table)).body.data;
    expect(detail.totalData.total).toBe(30.5);
  });

  it('charges the out price and VAT on takeaway and delivery tickets, eat-in where no out price is set', async () => {
    expect(await linesOf(acc.takeaway)).toEqual([
      ['Steak frites', '22.00', 22, 6],
      ['Coca-Cola', '2.80', 5.6, 6],
      ['Espresso', '2.50', 2.5, 21],
    ]);
    expect((await pos.account(acc.takeaway)).body.data.totalData.total).toBe(30.1);
    expect(await linesOf(acc.delivery)).toEqual([['Coca-Cola', '2.80', 2.8, 6]]);
  });

  it('offers both prices in the till catalogue', async () => {
    const { products } = (await pos.call('GET', '/api/terminal/catalogue')).body.data as {
      products: { productId: number; price: string; vat: number; priceOut: string; vatOut: number }[];
    };
    const steak = products.find((p) => p.productId === ids.steak)!;
    const espresso = products.find((p) => p.productId === ids.espresso)!;
    expect(steak).toMatchObject({ price: '24.50', vat: 12, priceOut: '22.00', vatOut: 6 });
    expect(espresso).toMatchObject({ price: '2.50', vat: 21, priceOut: '2.50', vatOut: 21 });
  });

  it("splits the shift's VAT by the rates charged, in the statistics and the X and Z reports", async () => {
    // Each ticket's VAT per rate, summed (decisions 68):
    // 6 %: takeaway 27.60 / 1.06 = 26.038 -> 26.04 excl (VAT 1.56); delivery 2.80 / 1.06 = 2.642 -> 2.64 (VAT 0.16):
    //      28.68 excl, VAT 1.72.
    // 12 %: table 24.50 / 1.12 = 21.875 -> 21.88 excl, VAT 2.62.
    // 21 %: table 6.00 / 1.21 = 4.959 -> 4.96 excl (VAT 1.04); takeaway 2.50 / 1.21 = 2.066 -> 2.07 (VAT 0.43):
    //      7.03 excl, VAT 1.47 (on the sum 8.50 it would be 7.02 and 1.48).
    const expected = [
      { vatBasePercent: 6, totalVatExcl: 28.68, totalVat: 1.72, totalVatIncl: 30.4 },
      { vatBasePercent: 12, totalVatExcl: 21.88, totalVat: 2.62, totalVatIncl: 24.5 },
      { vatBasePercent: 21, totalVatExcl: 7.03, totalVat: 1.47, totalVatIncl: 8.5 },
    ];
    const stats = await t.request({ method: 'GET', url: `/api/shift/${shiftId}/X`, token: admin });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.totalData.total).toBe(63.4);
    expect(stats.json().data.vatSummaries).toEqual(expected);
    for (const kind of ['X', 'Z']) {
      const pdf = await t.request({
        method: 'GET',
        url: `/api/shift/${shiftId}/${kind}/download?lang=en`,
        token: admin,
      });
      expect(pdf.statusCode, kind).toBe(200);
      const text = await pdfText(pdf);
      for (const v of expected) {
        expect(text, kind).toContain(
          `${v.vatBasePercent} %${euro(v.totalVatExcl)}${euro(v.totalVat)}${euro(v.totalVatIncl)}`,
        );
      }
    }
  });
});
