import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { type Answer, createTestApp, type Method, type TestApp } from './helper';
import { VALID_CLIENT } from './invoices-helpers';
import { terminal } from './pos-helpers';
import { pdfText as textOf } from './shift-reports-helpers';

/**
 * The append-only ledger (issue 21, docs/decisions.md 67-69), with the figures worked out by hand: corrections of
 * closed tickets are correction tickets in the open shift that refund what was paid (the discount re-split per VAT
 * rate), closed shifts keep their Z, every VAT total is the sum of the tickets' VAT, tips are in the drawer and the
 * reports, and the database itself refuses to change a registered row.
 */
const DAY = Date.UTC(2026, 10, 16, 9, 0); // a Monday, 10:00 in Brussels
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
let till: ReturnType<typeof terminal>;
const products: Record<string, number> = {};

const call = (method: Method, url: string, payload?: object) => t.call(admin, method, url, payload);
const ok = (res: Pick<Answer, 'status' | 'body'>) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

async function product(name: string, cents: number, vatBp: number): Promise<number> {
  const row = await t.db
    .insertInto('product')
    .values({
      org_id: BISTRO,
      group_id: null,
      name,
      price_cents: cents,
      vat_bp: vatBp,
      barcode: null,
      stock_milli: null,
      color: null,
      image_url: null,
      created_at: DAY,
      deleted_at: null,
      price_out_cents: null,
      vat_out_bp: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A ticket: lines [product, units], an optional promo code, payments [type, amount], closed. */
async function ticket(
  lines: [string, number][],
  payments: [string, number][],
  promo?: string,
  tips: [string, number][] = [],
) {
  const id = ok(await till.openAccount({ kind: 'TAKEAWAY' })).clientAccountId as number;
  ok(
    await till.addLines(
      id,
      lines.map(([name, units]) => ({ productId: products[name], units })),
    ),
  );
  if (promo) ok(await till.call('POST', `/api/terminal/accounts/${id}/promo`, { promoCode: promo }));
  for (const [type, amount] of payments) ok(await till.pay(id, type, amount));
  for (const [type, amount] of tips)
    ok(
      await till.call('POST', `/api/terminal/accounts/${id}/payments`, {
        paymentType: type,
        amountPaid: amount,
        transactionType: 'TIP',
      }),
    );
  ok(await till.close(id));
  return id;
}
const detail = async (id: number) => ok(await call('GET', `/api/client_account/${id}`));
const lineOf = (d: { orderedProducts: { orderedProductId: number; product: { name: string } }[] }, name: string) =>
  d.orderedProducts.find((l) => l.product.name === name)!.orderedProductId;

async function pdfText(url: string): Promise<string> {
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode).toBe(200);
  // The footer carries the print time, which changes with every download.
  return (await textOf(res))
    .split('\n')
    .filter((l) => !/^Printed /.test(l))
    .join('\n');
}

beforeAll(async () => {
  t = await createTestApp({ now: DAY });
  admin = await t.login('admin');
  till = terminal(t, admin);
  for (const [name, cents, bp] of [
    ['Ten at 12', 1000, 1200],
    ['Ten at 21', 1000, 2100],
    ['Ten at 6', 1000, 600],
    ['One at 6', 100, 600],
    ['Odd at 6', 378, 600],
  ] as const)
    products[name] = await product(name, cents, bp);
  for (const [code, body] of [
    ['TEN', { promoCodeType: 'PERCENTAGE', discountAmount: 10 }],
    ['FIVE', { promoCodeType: 'FIXED', discountAmount: 5 }],
    ['TWOFORONE', { promoCodeType: 'M_PLUS_N_SAME_PRICE', mAmount: 1, nAmount: 1 }],
  ] as const) {
    ok(
      await call('POST', '/api/promo', {
        promoCode: code,
        ...body,
        startDate: DAY - 86_400_000,
        endDate: DAY + 30 * 86_400_000,
        maxUses: 1000,
      }),
    );
  }
  // Shift A of the day before (closed by the tests below), no shift open at first.
}, 120_000);
afterAll(async () => t?.close());

describe('a correction needs an open shift and a reason', () => {
  it('refuses without an open shift, then corrects in the shift open when it is made', async () => {
    t.clock.now = DAY;
    ok(await till.openShift(100));
    const id = await ticket([['Ten at 12', 1]], [['CASH', 10]]);
    ok(await till.closeShift(110));
    const line = lineOf(await detail(id), 'Ten at 12');
    const res = await call('DELETE', `/api/data/ordered_products/${line}`, { reason: 'CUSTOMER_RETURN' });
    expect([res.status, res.body.reason]).toEqual([409, 'CORRECTION_NEEDS_OPEN_SHIFT']);
    t.clock.now = DAY + HOUR;
    ok(await till.openShift(100));
    const bad = await call('DELETE', `/api/data/ordered_products/${line}`, { reason: 'NOT_A_REASON' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.reason).toBeDefined();
    const d = ok(await call('DELETE', `/api/data/ordered_products/${line}`, { reason: 'CUSTOMER_RETURN' }));
    const shift = ok(await call('GET', '/api/shift/current'));
    expect(d.corrections[0].shiftId).toBe(shift.shiftId);
    ok(await till.closeShift(100));
  });
});

describe('refund what was paid', () => {
  beforeAll(async () => {
    t.clock.now = DAY + 2 * HOUR;
    ok(await till.openShift(100));
  });

  it('two 10.00 lines with 10 %, paid 18.00: one line deleted refunds 9.00 and leaves 9.00', async () => {
    const id = await ticket([['Ten at 12', 2]], [['CARD', 18]], 'TEN');
    const d0 = await detail(id);
    expect(d0.totalData.total).toBe(18);
    // The two units are one line here: order a second line to delete one of two lines.
    const id2 = ok(await till.openAccount({ kind: 'TAKEAWAY' })).clientAccountId as number;
    ok(await till.addLines(id2, [{ productId: products['Ten at 12'] }, { productId: products['Ten at 12'] }]));
    ok(await till.call('POST', `/api/terminal/accounts/${id2}/promo`, { promoCode: 'TEN' }));
    ok(await till.pay(id2, 'CARD', 18));
    ok(await till.close(id2));
    const before = await detail(id2);
    const first = before.orderedProducts.find((l: { product: { name: string } }) => l.product.name === 'Ten at 12');
    const d = ok(
      await call('DELETE', `/api/data/ordered_products/${first.orderedProductId}`, { reason: 'CUSTOMER_RETURN' }),
    );
    const c = d.corrections[0];
    // -10.00 for the line, +1.00 of discount given back: the customer paid 9.00 for it.
    expect(c.orderedProducts.map((l: { chargedPriceVatIncl: number }) => l.chargedPriceVatIncl).sort()).toEqual([
      -10, 1,
    ]);
    expect(c.total).toBe(-9);
    expect(c.paymentTransactions).toEqual([expect.objectContaining({ paymentType: 'CARD', amountPaid: -9 })]);
    expect(d.correctedTotal).toBe(9);
  });

  it('10.00 at 12 % + 10.00 at 21 % with 10 %: the 21 % line deleted refunds 9.00, no base goes negative', async () => {
    const id = await ticket(
      [
        ['Ten at 12', 1],
        ['Ten at 21', 1],
      ],
      [['CASH', 18]],
      'TEN',
    );
    const d = ok(
      await call('DELETE', `/api/data/ordered_products/${lineOf(await detail(id), 'Ten at 21')}`, {
        reason: 'WRONG_ITEM',
      }),
    );
    const c = d.corrections[0];
    expect(c.total).toBe(-9);
    expect(c.paymentTransactions).toEqual([expect.objectContaining({ paymentType: 'CASH', amountPaid: -9 })]);
    // What the ticket comes to per rate with its correction: 12 %: 10.00 - 1.00 = 9.00; 21 %: 9.00 - 9.00 = 0.
    const rows = await t.db
      .selectFrom('ticket_vat')
      .select([
        'vat_bp',
        (eb) => eb.fn.sum<number>('total_cents').as('s'),
        (eb) => eb.fn.sum<number>('base_cents').as('b'),
      ])
      .where('client_account_id', 'in', [id, c.clientAccountId])
      .groupBy('vat_bp')
      .orderBy('vat_bp')
      .execute();
    expect(rows.map((r) => [r.vat_bp, Number(r.s), Number(r.b)])).toEqual([
      [1200, 900, 804], // 9.00 incl. at 12 %: 8.04 + 0.96
      [2100, 0, 0],
    ]);
  });

  it('a fixed 5.00 code over 12 % and 21 %: deleting the 12 % line re-splits 5.00 onto what remains', async () => {
    // 20.00 - 5.00 (2.50 per rate) = 15.00; without the 12 % line the 5.00 all falls on 21 %: 10.00 - 5.00 = 5.00.
    const id = await ticket(
      [
        ['Ten at 12', 1],
        ['Ten at 21', 1],
      ],
      [['CARD', 15]],
      'FIVE',
    );
    const d = ok(
      await call('DELETE', `/api/data/ordered_products/${lineOf(await detail(id), 'Ten at 12')}`, {
        reason: 'COMPLAINT',
      }),
    );
    const c = d.corrections[0];
    expect(c.total).toBe(-10);
    expect(d.correctedTotal).toBe(5);
    const byRate = new Map<number, number>();
    for (const l of [...d.orderedProducts, ...c.orderedProducts])
      byRate.set(l.chargedVat, Math.round(((byRate.get(l.chargedVat) ?? 0) + l.chargedPriceVatIncl) * 100) / 100);
    expect(byRate.get(12)).toBe(0);
    expect(byRate.get(21)).toBe(5);
  });

  it('1 + 1 free: deleting one of the two refunds nothing (the other was free), deleting both refunds 10.00', async () => {
    const id = ok(await till.openAccount({ kind: 'TAKEAWAY' })).clientAccountId as number;
    ok(await till.addLines(id, [{ productId: products['Ten at 6'] }, { productId: products['Ten at 6'] }]));
    ok(await till.call('POST', `/api/terminal/accounts/${id}/promo`, { promoCode: 'TWOFORONE' }));
    ok(await till.pay(id, 'CASH', 10));
    ok(await till.close(id));
    const lines = (await detail(id)).orderedProducts.filter(
      (l: { product: { name: string } }) => l.product.name === 'Ten at 6',
    );
    const one = ok(
      await call('DELETE', `/api/data/ordered_products/${lines[0].orderedProductId}`, { reason: 'CUSTOMER_RETURN' }),
    );
    expect(one.corrections[0].total).toBe(0);
    expect(one.correctedTotal).toBe(10);
    const both = ok(
      await call('DELETE', `/api/client_account/${id}`, { reason: 'CUSTOMER_RETURN' }).then(async (r) => {
        expect(r.status).toBe(200);
        return { status: 200, body: { data: await detail(id) } };
      }),
    );
    expect(both.corrections[1].total).toBe(-10);
    expect(both.correctedTotal).toBe(0);
  });
});

describe('an invoiced ticket', () => {
  it('a line deleted after invoicing: the invoice never changes, a credit note takes the line back', async () => {
    t.clock.now = DAY + 3 * HOUR;
    // 10.00 at 12 % + 10.00 at 21 %, put on the client's account, invoiced.
    const id = await ticket(
      [
        ['Ten at 12', 1],
        ['Ten at 21', 1],
      ],
      [['CREDIT', 20]],
    );
    const client = ok(await call('POST', '/api/client_data', VALID_CLIENT));
    const invoice = ok(await call('POST', '/api/invoice', { clientAccountId: id, clientDataId: client.clientDataId }));
    expect(invoice.totalAmount).toBe(20);
    const row = () =>
      t.db.selectFrom('invoice').selectAll().where('id', '=', invoice.invoiceId).executeTakeFirstOrThrow();
    const before = await row();
    const d = ok(
      await call('DELETE', `/api/data/ordered_products/${lineOf(await detail(id), 'Ten at 21')}`, {
        reason: 'CUSTOMER_RETURN',
        note: 'returned',
      }),
    );
    expect(d.corrections[0].total).toBe(-10);
    expect(d.corrections[0].paymentTransactions).toEqual([
      expect.objectContaining({ paymentType: 'CREDIT', amountPaid: -10 }),
    ]);
    // The invoice is as it was made; its state says credited in part, by one credit note of 10.00.
    const after = await row();
    expect({ ...after, paid: before.paid }).toEqual(before);
    const read = ok(await call('GET', `/api/invoice/account/${id}`));
    expect(read.totalAmount).toBe(20);
    expect(read.creditedAmount).toBe(10);
    expect(read.creditNotes).toHaveLength(1);
    const note = ok(await call('GET', `/api/credit_note/${read.creditNotes[0].creditNoteId}`));
    expect(note).toMatchObject({
      totalAmount: 10,
      invoiceNumber: invoice.invoiceNumber,
      correctionAccountId: d.corrections[0].clientAccountId,
    });
    // A change of payment type takes nothing back: no credit note.
    expect(ok(await call('GET', `/api/invoice/account/${id}`)).creditNotes).toHaveLength(1);
  });
});

describe('closed periods are frozen', () => {
  it('a correction in the next shift leaves the closed shift’s Z, X data and PDF unchanged', async () => {
    t.clock.now = DAY + 4 * HOUR;
    const id = await ticket(
      [
        ['Ten at 21', 1],
        ['Ten at 12', 1],
      ],
      [['CARD', 20]],
    );
    const shiftA = ok(await call('GET', '/api/shift/current'));
    ok(await till.closeShift(100 + 18 + 10 + 0)); // counted what the drawer holds (not checked here)
    const closed = ok(await call('GET', `/api/shift/${shiftA.shiftId}`));
    expect(closed.zNumber).toBeGreaterThan(0);
    const before = {
      detail: closed,
      x: ok(await call('GET', `/api/shift/${shiftA.shiftId}/X`)),
      z: await pdfText(`/api/shift/${shiftA.shiftId}/Z/download?lang=en`),
    };
    expect(before.z).toMatch(new RegExp(`Z number\\s*${closed.zNumber}`));

    t.clock.now = DAY + 5 * HOUR;
    ok(await till.openShift(100));
    const d = ok(
      await call('DELETE', `/api/data/ordered_products/${lineOf(await detail(id), 'Ten at 21')}`, {
        reason: 'CUSTOMER_RETURN',
      }),
    );
    expect(d.corrections[0].total).toBe(-10);
    // The closed shift, as before.
    expect(ok(await call('GET', `/api/shift/${shiftA.shiftId}`))).toEqual(before.detail);
    expect(ok(await call('GET', `/api/shift/${shiftA.shiftId}/X`))).toEqual(before.x);
    expect(await pdfText(`/api/shift/${shiftA.shiftId}/Z/download?lang=en`)).toBe(before.z);
    // The open shift holds the refund: card -10.00.
    const shiftB = ok(await call('GET', '/api/shift/current'));
    const open = ok(await call('GET', `/api/shift/${shiftB.shiftId}`));
    expect(open.totalData).toMatchObject({ total: -10, totalCard: -10 });
    // The payments report over shift A's period agrees with shift A.
    const payments = ok(
      await call('GET', `/api/data/payments?startDate=${shiftA.startTimestamp}&endDate=${closed.endTimestamp + 1}`),
    );
    expect(payments.totalCard).toBe(before.detail.totalData.totalCard);
    ok(await till.closeShift(100));
  });

  it('the database refuses to change a closed ticket’s rows, its VAT and a closed Z', async () => {
    const line = await t.db
      .selectFrom('ordered_product as l')
      .innerJoin('client_account as a', 'a.id', 'l.client_account_id')
      .select(['l.id', 'l.client_account_id'])
      .where('a.status', '=', 'CLOSED')
      .executeTakeFirstOrThrow();
    const attempts = [
      () => t.db.updateTable('ordered_product').set({ charged_cents: 1 }).where('id', '=', line.id).execute(),
      () => t.db.deleteFrom('ordered_product').where('id', '=', line.id).execute(),
      () =>
        t.db
          .updateTable('payment_transaction')
          .set({ amount_paid_cents: 1 })
          .where('client_account_id', '=', line.client_account_id)
          .execute(),
      () =>
        t.db.updateTable('client_account').set({ status: 'OPEN' }).where('id', '=', line.client_account_id).execute(),
      () =>
        t.db
          .updateTable('ticket_vat')
          .set({ vat_cents: 0 })
          .where('client_account_id', '=', line.client_account_id)
          .execute(),
      () => t.db.updateTable('shift').set({ end_cash: 0 }).where('z_number', 'is not', null).execute(),
      () => sql`delete from shift where z_number is not null`.execute(t.db),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(/REGISTERED_FACT/);
  });
});

describe('tips', () => {
  it('a 2.00 cash tip is in the drawer, the X data, the Z PDF and the totals', async () => {
    t.clock.now = DAY + 6 * HOUR;
    ok(await till.openShift(50));
    await ticket([['Odd at 6', 2]], [['CASH', 7.56]], undefined, [['CASH', 2]]);
    const shift = ok(await call('GET', '/api/shift/current'));
    const x = ok(await call('GET', `/api/shift/${shift.shiftId}/X`));
    expect(x.totalData).toMatchObject({ total: 7.56, totalCash: 7.56, totalTips: 2, totalCashTips: 2 });
    expect(x.drawer).toEqual({
      openingCash: 50,
      cashSales: 7.56,
      cashTips: 2,
      cashRefunds: 0,
      cashOther: 0,
      expectedCash: 59.56,
      countedCash: null,
    });
    const xPdf = await pdfText(`/api/shift/${shift.shiftId}/X/download?lang=en`);
    expect(xPdf).toMatch(/Tips \(not in the sales\)\s*€?2\.00/);
    expect(xPdf).toMatch(/\+ Cash tips\s*€?2\.00/);
    ok(await till.closeShift(59.56));
    const z = await pdfText(`/api/shift/${shift.shiftId}/Z/download?lang=en`);
    expect(z).toMatch(/Tips \(not in the sales\)\s*€?2\.00/);
    expect(z).toMatch(/Expected cash\s*€?59\.56/);
    const payments = ok(
      await call('GET', `/api/data/payments?startDate=${shift.startTimestamp}&endDate=${t.clock.now + 1}`),
    );
    expect(payments.totalData ?? payments).toMatchObject({ totalTips: 2 });
  });
});

describe('one VAT rule: the sum of the tickets', () => {
  it('three 1.00 tickets at 6 %: VAT 0.18 (0.06 each), not 0.17 on the sum', async () => {
    t.clock.now = DAY + 7 * HOUR;
    ok(await till.openShift(0));
    for (let i = 0; i < 3; i++) await ticket([['One at 6', 1]], [['CASH', 1]]);
    const shift = ok(await call('GET', '/api/shift/current'));
    const d = ok(await call('GET', `/api/shift/${shift.shiftId}`));
    expect(d.vatSummaries).toEqual([{ vatBasePercent: 6, totalVatExcl: 2.82, totalVat: 0.18, totalVatIncl: 3 }]);
    ok(await till.closeShift(3));
  });

  it('a seeded day of 300 tickets: the Z per rate is the sum of the receipts to the cent', async () => {
    t.clock.now = DAY + 8 * HOUR;
    for (const [name, cents, bp] of [
      ['Awk 6', 137, 600],
      ['Awk 12', 1999, 1200],
      ['Awk 21', 333, 2100],
      ['Awk2 21', 789, 2100],
      ['Awk2 6', 1, 600],
    ] as const)
      products[name] = await product(name, cents, bp);
    const names = ['Awk 6', 'Awk 12', 'Awk 21', 'Awk2 21', 'Awk2 6'];
    let seed = 20261128;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    ok(await till.openShift(0));
    const shift = ok(await call('GET', '/api/shift/current'));
    const receipts = new Map<number, { incl: number; vat: number }>();
    for (let i = 0; i < 300; i++) {
      const id = ok(await till.openAccount({ kind: 'TAKEAWAY' })).clientAccountId as number;
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => ({
        productId: products[names[Math.floor(rnd() * names.length)]!],
        units: 1 + Math.floor(rnd() * 3),
      }));
      const added = ok(await till.addLines(id, lines));
      ok(await till.pay(id, 'CARD', added.clientAccount.dueAmount));
      ok(await till.close(id));
      // The receipt's VAT per rate, as the ticket itself shows it.
      for (const v of (await detail(id)).vatSummaries) {
        const r = receipts.get(v.vatBasePercent) ?? { incl: 0, vat: 0 };
        r.incl += Math.round(v.totalVatIncl * 100);
        r.vat += Math.round(v.totalVat * 100);
        receipts.set(v.vatBasePercent, r);
      }
    }
    ok(await till.closeShift(0));
    const d = ok(await call('GET', `/api/shift/${shift.shiftId}`));
    const z = new Map<number, { incl: number; vat: number }>(
      d.vatSummaries.map((v: { vatBasePercent: number; totalVatIncl: number; totalVat: number }) => [
        v.vatBasePercent,
        { incl: Math.round(v.totalVatIncl * 100), vat: Math.round(v.totalVat * 100) },
      ]),
    );
    expect([...z.keys()].sort((a, b) => a - b)).toEqual([6, 12, 21]);
    for (const [rate, r] of receipts) expect(z.get(rate), `${rate} %`).toEqual(r);
    expect([...z.values()].reduce((s, v) => s + v.incl, 0)).toBe(Math.round(d.totalData.total * 100));
  }, 240_000);
});
