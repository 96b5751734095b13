import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { activityCounts, closedAccountMismatches, productId, tableId, terminal } from './pos-helpers';

let t: TestApp;
let admin: string;
let till: ReturnType<typeof terminal>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  till = terminal(t, admin);
});
afterAll(async () => t.close());

describe('shifts', () => {
  it('opens one shift at a time and reports current and latest', async () => {
    expect((await till.call('GET', '/api/shift/current')).body.data).toBeNull();
    const opened = await till.openShift(150);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ startCash: 150, endTimestamp: null, openUser: { username: 'admin' } });
    const again = await till.openShift(10);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'SHIFT_ALREADY_OPEN',
      params: { shiftNumber: opened.body.data.shiftNumber },
    });
    expect((await till.call('GET', '/api/shift/current')).body.data.shiftId).toBe(opened.body.data.shiftId);
    expect((await till.call('GET', '/api/shift/latest')).body.data.shiftId).toBe(opened.body.data.shiftId);
  });

  it('refuses a negative or malformed opening cash with field messages', async () => {
    const res = await till.call('POST', '/api/shift', { currentCash: -5 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.currentCash).toMatch(/negative/);
    expect(
      (await till.call('POST', '/api/shift', { currentCash: '12.345' })).body.fieldErrors.currentCash,
    ).toBeDefined();
  });
});

describe('a table ticket from order to close', () => {
  it('orders with options, takes cash with change, closes, and keeps the invariant', async () => {
    const table = await tableId(t, BISTRO, 7);
    const opened = await till.openAccount({ kind: 'TABLE', tableId: table });
    expect(opened.status).toBe(200);
    const accountId = opened.body.data.clientAccountId;
    expect(opened.body.data).toMatchObject({ kind: 'TABLE', status: 'OPEN', table: { tableNumber: 7 } });

    // The table shows OCCUPIED and cannot get a second account.
    const tables = (await till.call('GET', '/api/table')).body.data;
    expect(tables.find((x: { tableNumber: number }) => x.tableNumber === 7)).toMatchObject({
      status: 'OCCUPIED',
      openAccountId: accountId,
    });
    const second = await till.openAccount({ kind: 'TABLE', tableId: table });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ reason: 'TABLE_OCCUPIED', params: { accountId } });

    const steak = await productId(t, BISTRO, 'Steak frites'); // 24.50 at 12 %
    const bearnaise = await productId(t, BISTRO, 'Sauce béarnaise'); // 2.50
    const cola = await productId(t, BISTRO, 'Coca-Cola'); // 3.00 at 21 %
    const added = await till.addLines(accountId, [
      { productId: steak, options: [{ productId: bearnaise }] },
      { productId: cola, units: 2 },
    ]);
    expect(added.status).toBe(200);
    const detail = added.body.data;
    expect(detail.orderedProducts).toHaveLength(3);
    const steakLine = detail.orderedProducts.find(
      (l: { product: { name: string } }) => l.product.name === 'Steak frites',
    );
    const option = detail.orderedProducts.find(
      (l: { product: { name: string } }) => l.product.name === 'Sauce béarnaise',
    );
    expect(option.linkedToOrderedProductId).toBe(steakLine.orderedProductId);
    expect(option.linkedToProductName).toBe('Steak frites');
    expect(steakLine.linkedToProductName).toBeNull();
    expect(detail.totalData.total).toBe(33);
    expect(detail.vatSummaries).toEqual([
      { vatBasePercent: 12, totalVatExcl: 24.11, totalVat: 2.89, totalVatIncl: 27 },
      { vatBasePercent: 21, totalVatExcl: 4.96, totalVat: 1.04, totalVatIncl: 6 },
    ]);

    // Card cannot exceed the amount due; cash can, and the change is returned.
    expect((await till.pay(accountId, 'CARD', 40)).status).toBe(400);
    expect((await till.close(accountId)).status).toBe(409);
    const paid = await till.pay(accountId, 'CASH', 50);
    expect(paid.status).toBe(200);
    expect(paid.body.data.changeReturned).toBe(17);
    expect(paid.body.data.paymentTransaction).toMatchObject({
      amountPaid: 50,
      amountReturned: 17,
      paymentType: 'CASH',
    });
    expect(paid.body.data.account.dueAmount).toBe(0);
    expect((await till.pay(accountId, 'CASH', 1)).status).toBe(409);

    const closed = await till.close(accountId);
    expect(closed.status).toBe(200);
    const late = await till.addLines(accountId, [{ productId: cola }]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ reason: 'ACCOUNT_NOT_OPEN', params: { status: 'CLOSED' } });
    expect(closed.body.data).toMatchObject({
      status: 'CLOSED',
      payTypes: ['CASH'],
      totalData: { total: 33, totalCash: 33 },
    });
    const lines = (await till.account(accountId)).body.data.orderedProducts;
    expect(lines.every((l: { payType: string }) => l.payType === 'CASH')).toBe(true);
    expect(await closedAccountMismatches(t)).toEqual([]);
    // The table is free again.
    const after = (await till.call('GET', '/api/table')).body.data;
    expect(after.find((x: { tableNumber: number }) => x.tableNumber === 7).status).toBe('FREE');
  });

  it('numbers takeaway accounts and lists the open ones', async () => {
    const a = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const b = (await till.openAccount({ kind: 'DELIVERY', customName: 'Dupont' })).body.data;
    expect(b.takeawayNumber).toBe(a.takeawayNumber + 1);
    const list = (await till.call('GET', '/api/client_account/takeaway')).body.data;
    expect(list.map((x: { clientAccountId: number }) => x.clientAccountId)).toEqual(
      expect.arrayContaining([a.clientAccountId, b.clientAccountId]),
    );
  });

  it('refuses an unknown product without writing anything', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    const before = await activityCounts(t);
    const res = await till.addLines(clientAccountId, [{ productId: cola }, { productId: 999999 }]);
    expect(res.status).toBe(404);
    expect(await activityCounts(t)).toEqual(before);
  });

  it('validates lines: units, empty orders, whole units for unit-priced products', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    expect((await till.addLines(clientAccountId, [])).body.fieldErrors.lines).toBeDefined();
    expect((await till.addLines(clientAccountId, [{ productId: cola, units: -1 }])).status).toBe(400);
    expect((await till.addLines(clientAccountId, [{ productId: cola, units: 1.5 }])).status).toBe(400);
    expect((await till.openAccount({ kind: 'TABLE' })).body.fieldErrors.tableId).toBe('Choose a table');
  });
});

describe('reversals, not deletes', () => {
  it('links each option to its own line when several lines with options are ordered at once', async () => {
    const accountId = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId;
    const steak = await productId(t, BISTRO, 'Steak frites');
    const bearnaise = await productId(t, BISTRO, 'Sauce béarnaise');
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    // Lines go in one INSERT per level (decision 155): the ids must still land on the right rows.
    const added = await till.addLines(accountId, [
      { productId: steak, options: [{ productId: bearnaise }], comment: 'first' },
      { productId: cola, comment: 'second' },
      { productId: steak, options: [{ productId: bearnaise, units: 2 }, { productId: cola }], comment: 'third' },
    ]);
    expect(added.status).toBe(200);
    type Line = {
      orderedProductId: number;
      linkedToOrderedProductId: number | null;
      product: { name: string };
      customComment: string | null;
      units: number;
    };
    const lines: Line[] = added.body.data.orderedProducts;
    expect(lines).toHaveLength(6);
    const parent = (comment: string) => lines.find((l) => l.customComment === comment)!;
    const optionsOf = (p: Line) =>
      lines
        .filter((l) => l.linkedToOrderedProductId === p.orderedProductId)
        .map((l) => `${l.product.name} x${l.units}`)
        .sort();
    expect(optionsOf(parent('first'))).toEqual(['Sauce béarnaise x1']);
    expect(optionsOf(parent('second'))).toEqual([]);
    expect(optionsOf(parent('third'))).toEqual(['Coca-Cola x1', 'Sauce béarnaise x2']);
    expect(parent('second').product.name).toBe('Coca-Cola');
  });

  it('voids a line with its options: kept, marked, audited, out of totals, stock returned', async () => {
    const shop = terminal(t, await t.login('shopadmin'));
    await shop.openShift(50);
    const pasta = await productId(t, SHOP, 'Pâtes fusilli 500g'); // stock 120, 1.89
    const apples = await productId(t, SHOP, 'Pommes Jonagold (kg)'); // 2.99/kg, stock 50 kg
    const { clientAccountId } = (await shop.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const detail = (
      await shop.addLines(clientAccountId, [
        { productId: pasta, units: 3 },
        { productId: apples, units: 0.347 },
      ])
    ).body.data;
    // 0.347 kg x 2.99 = 1.03753 -> 1.04
    expect(detail.totalData.total).toBe(5.67 + 1.04);
    const stock = async (id: number) =>
      (await t.db.selectFrom('product').select('stock_milli').where('id', '=', id).executeTakeFirstOrThrow())
        .stock_milli;
    expect(await stock(pasta)).toBe(117_000);
    expect(await stock(apples)).toBe(49_653);
    const pastaLine = detail.orderedProducts.find((l: { productId: number }) => l.productId === pasta);

    const voided = await shop.call(
      'POST',
      `/api/terminal/accounts/${clientAccountId}/lines/${pastaLine.orderedProductId}/void`,
    );
    expect(voided.status).toBe(200);
    expect(voided.body.data.totalData.total).toBe(1.04);
    expect(voided.body.data.orderedProducts).toHaveLength(1);
    expect(await stock(pasta)).toBe(120_000);
    const row = await t.db
      .selectFrom('ordered_product')
      .selectAll()
      .where('id', '=', pastaLine.orderedProductId)
      .executeTakeFirstOrThrow();
    expect(row.reversed_at).not.toBeNull();
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'ordered_product')
      .where('entity_id', '=', String(pastaLine.orderedProductId))
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.org_id).toBe(2);
    const movements = await t.db
      .selectFrom('stock_movement')
      .selectAll()
      .where('product_id', '=', pasta)
      .orderBy('id')
      .execute();
    expect(movements.map((m) => [m.reason, m.variation_milli, m.new_stock_milli])).toEqual([
      ['SALE', -3000, 117_000],
      ['VOID', 3000, 120_000],
    ]);
  });

  it('voids a payment only with APP_CORRECT_PAYMENTS, and a whole account with its lines and payments', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Espresso') }]);
    const payment = (await till.pay(clientAccountId, 'CARD', 2.5)).body.data.paymentTransaction;
    const server = terminal(t, await t.login('server'));
    const url = `/api/terminal/accounts/${clientAccountId}/payments/${payment.paymentTransactionId}/void`;
    expect((await server.call('POST', url)).status).toBe(403);
    const voided = await till.call('POST', url);
    expect(voided.status).toBe(200);
    expect(voided.body.data.dueAmount).toBe(2.5);
    expect(voided.body.data.paymentTransactions[0].reversed).toBe(true);

    await till.pay(clientAccountId, 'CASH', 2.5);
    await till.close(clientAccountId);
    expect((await server.call('POST', `/api/terminal/accounts/${clientAccountId}/void`)).status).toBe(403);
    // A closed ticket is registered: voiding it needs a reason and makes a correction ticket that refunds it.
    const why = { reason: 'CUSTOMER_RETURN' };
    expect((await till.call('POST', `/api/terminal/accounts/${clientAccountId}/void`)).status).toBe(400);
    const gone = await till.call('POST', `/api/terminal/accounts/${clientAccountId}/void`, why);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toMatchObject({ status: 'CLOSED', totalData: { total: 2.5, totalCash: 2.5 } });
    const rows = await t.db
      .selectFrom('payment_transaction')
      .select(['reversed_at', 'amount_paid_cents'])
      .where('client_account_id', '=', clientAccountId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.amount_paid_cents, r.reversed_at !== null])).toEqual([
      [250, true],
      [250, false],
    ]);
    const correction = await t.db
      .selectFrom('client_account')
      .selectAll()
      .where('corrects_account_id', '=', clientAccountId)
      .executeTakeFirstOrThrow();
    expect(correction).toMatchObject({ status: 'CLOSED', correction_reason: 'CUSTOMER_RETURN' });
    const refund = await t.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('client_account_id', '=', correction.id)
      .execute();
    expect(refund.map((r) => [r.payment_type, r.amount_paid_cents])).toEqual([['CASH', -250]]);
    expect((await till.call('POST', `/api/terminal/accounts/${clientAccountId}/void`, why)).status).toBe(409);
  });

  it('refuses a line void that would leave more paid than ordered', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const lines = (await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Espresso') }])).body
      .data.orderedProducts;
    await till.pay(clientAccountId, 'CARD', 2.5);
    const res = await till.call(
      'POST',
      `/api/terminal/accounts/${clientAccountId}/lines/${lines[0].orderedProductId}/void`,
    );
    expect(res.status).toBe(409);
  });
});

describe('idempotency', () => {
  it('gives one effect for 20 concurrent replays of a payment with one key', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Duvel') }]); // 4.80
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => till.pay(clientAccountId, 'CASH', 10, 'pay-once-1')),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const ids = new Set(replies.map((r) => r.body.data.paymentTransaction.paymentTransactionId));
    expect(ids.size).toBe(1);
    expect(replies.every((r) => r.body.data.changeReturned === 5.2)).toBe(true);
    const rows = await t.db
      .selectFrom('payment_transaction')
      .select('id')
      .where('client_account_id', '=', clientAccountId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with a different body', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Duvel') }]);
    expect((await till.pay(clientAccountId, 'CARD', 2, 'key-2')).status).toBe(200);
    const other = await till.pay(clientAccountId, 'CARD', 1, 'key-2');
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/Idempotency-Key/);
  });
});

describe('concurrency', () => {
  it('lets exactly one of two concurrent shift openings succeed', async () => {
    const fresh = await createTestApp();
    try {
      const a = terminal(fresh, await fresh.login('admin'));
      const b = terminal(fresh, await fresh.login('register'));
      const results = await Promise.all([a.openShift(100), b.openShift(100), a.openShift(100), b.openShift(100)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const open = await fresh.db.selectFrom('shift').select('shift_id').where('end_timestamp', 'is', null).execute();
      expect(open).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('concurrent tills on one account or table', () => {
  it('accepts one of three simultaneous full payments, one opening per table, distinct takeaway numbers', async () => {
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Orval') }]);
    const pays = await Promise.all([1, 2, 3].map(() => till.pay(clientAccountId, 'CARD', 5.5)));
    expect(pays.map((p) => p.status).sort()).toEqual([200, 409, 409]);
    expect((await till.close(clientAccountId)).status).toBe(200);

    const table = await tableId(t, BISTRO, 12);
    const opens = await Promise.all([1, 2, 3].map(() => till.openAccount({ kind: 'TABLE', tableId: table })));
    expect(opens.map((o) => o.status).sort()).toEqual([200, 409, 409]);

    const takeaways = await Promise.all([1, 2, 3].map(() => till.openAccount({ kind: 'TAKEAWAY' })));
    const numbers = takeaways.map((x) => x.body.data.takeawayNumber);
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('shift close', () => {
  it('force-closes with open accounts settled, and keeps counted versus expected cash', async () => {
    const fresh = await createTestApp();
    try {
      const emma = terminal(fresh, await fresh.login('emma'));
      await emma.openShift(100);
      const { clientAccountId } = (await emma.openAccount({ kind: 'TAKEAWAY' })).body.data;
      await emma.addLines(clientAccountId, [{ productId: await productId(fresh, BISTRO, 'Orval') }]); // 5.50
      await emma.pay(clientAccountId, 'CASH', 2);
      // The till refuses to close while an account is open; the console's forced close settles it.
      const refused = await emma.closeShift(102);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ reason: 'SHIFT_HAS_OPEN_ACCOUNTS', params: { accounts: 1 } });
      const server = terminal(fresh, await fresh.login('server'));
      expect((await server.call('POST', '/api/shift/stop', { currentCash: 1 })).status).toBe(403);
      const closed = await emma.call('POST', '/api/shift/stop', {
        currentCash: 101.5,
        comment: 'fin',
        paymentTypeForForcedClose: 'CARD',
      });
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({
        endCash: 101.5,
        expectedCash: 102,
        closeComment: 'fin',
        closeUser: { username: 'emma' },
      });
      const account = (await emma.account(clientAccountId)).body.data.clientAccount;
      expect(account).toMatchObject({
        status: 'CLOSED',
        payTypes: ['CASH', 'CARD'],
        totalData: { totalCash: 2, totalCard: 3.5 },
      });
      expect(await closedAccountMismatches(fresh)).toEqual([]);
      const none = await emma.call('POST', '/api/shift/stop', { currentCash: 1 });
      expect(none.status).toBe(409);
      expect(none.body.reason).toBe('NO_OPEN_SHIFT');
      const noShift = await emma.openAccount({ kind: 'TAKEAWAY' });
      expect(noShift.status).toBe(409);
      expect(noShift.body.reason).toBe('NO_OPEN_SHIFT');
      // Closing a shift that is no longer the open one names the open one.
      const next = (await emma.openShift(50)).body.data;
      const stale = await emma.call('POST', '/api/shift/stop', { currentCash: 1, shiftId: closed.body.data.shiftId });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        reason: 'SHIFT_ALREADY_CLOSED',
        params: { openShiftNumber: next.shiftNumber },
      });
    } finally {
      await fresh.close();
    }
  });
});
