import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type Dataset, qs, RANGE, T0 } from './analytics-helpers';
import { createTestApp, type Method, type TestApp } from './helper';
import { activityCounts, closedAccountMismatches } from './pos-helpers';

/**
 * The account summary and its corrections: deletes are reversals (never deletes), a payment type changes by a
 * reversal plus a new transaction, and a closed account's payments always equal its lines.
 */
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

const call = (method: Method, url: string, payload?: object, token = admin) => t.call(token, method, url, payload);
const periodTotals = async () => (await call('GET', `/api/data/ordered_products?${qs(RANGE)}`)).body.data.totalData;
const paymentTotals = async () => (await call('GET', `/api/data/payments?${qs(RANGE)}`)).body.data;
const changeType = (accountId: number, paymentId: number, paymentType: unknown, token = admin) =>
  call('POST', `/api/client_account/${accountId}/payment/${paymentId}/change_payment_type`, { paymentType }, token);
const auditRows = (entity: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

describe('GET /client_account/{id}', () => {
  it('answers the account summary', async () => {
    const res = await call('GET', `/api/client_account/${data.a.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.clientAccount).toMatchObject({ clientAccountId: data.a.id, status: 'CLOSED', table: { tableNumber: 3 } });
    expect(d.clientAccount.user.username).toBe('admin');
    expect(d.orderedProducts).toHaveLength(3);
    expect(d.totalData).toMatchObject({ total: 33, totalCash: 33 });
    expect(d.vatSummaries.map((v: { vatBasePercent: number }) => v.vatBasePercent)).toEqual([12, 21]);
  });

  it('needs an ability of a page that opens it', async () => {
    const url = `/api/client_account/${data.a.id}`;
    const refused = await call('GET', url, undefined, await t.login('server'));
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('MISSING_ABILITY');
    expect(refused.body.params.abilities.split(',')).toContain('APP_CORRECT_PAYMENTS');
    expect((await call('GET', url, undefined, await t.login('register'))).status).toBe(200); // ANALYTICS_SHIFTS
    expect((await call('GET', url, undefined, await t.login('sophie'))).status).toBe(200); // APP_CORRECT_PAYMENTS
    expect((await call('GET', '/api/client_account/abc')).status).toBe(400);
    expect((await call('GET', '/api/client_account/999999')).status).toBe(404);
  });
});

describe('change_payment_type', () => {
  it('on a closed ticket: a correction ticket refunds the cash and takes it by card, the original untouched', async () => {
    const before = await paymentTotals();
    const rowsBefore = await t.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('client_account_id', '=', data.a.id)
      .execute();
    const noReason = await changeType(data.a.id, data.a.cash, 'CARD');
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toBe('CORRECTION_REASON_REQUIRED');
    expect(noReason.body.fieldErrors.reason).toBeDefined();
    const res = await call('POST', `/api/client_account/${data.a.id}/payment/${data.a.cash}/change_payment_type`, {
      paymentType: 'CARD',
      reason: 'WRONG_PAYMENT_TYPE',
      note: 'paid by card',
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    // The original keeps its cash payment of 50.00 with 17.00 returned.
    expect(d.clientAccount.paymentTransactions).toEqual([
      expect.objectContaining({
        paymentType: 'CASH',
        amountPaid: 50,
        amountReturned: 17,
        timestamp: T0,
        reversed: false,
      }),
    ]);
    expect(
      await t.db.selectFrom('payment_transaction').selectAll().where('client_account_id', '=', data.a.id).execute(),
    ).toEqual(rowsBefore);
    expect(d.corrections).toHaveLength(1);
    const c = d.corrections[0];
    expect(c).toMatchObject({ reason: 'WRONG_PAYMENT_TYPE', note: 'paid by card', total: 0, at: T0 + 3 * 3_600_000 });
    expect(
      c.paymentTransactions.map((p: { paymentType: string; amountPaid: number }) => [p.paymentType, p.amountPaid]),
    ).toEqual([
      ['CASH', -33],
      ['CARD', 33],
    ]);
    expect(d.correctedTotal).toBe(33);

    const after = await paymentTotals();
    expect([before.totalCash, before.totalCard]).toEqual([43, 14.4]);
    expect([after.totalCash, after.totalCard]).toEqual([10, 47.4]);
    expect(after.total).toBe(before.total);
    const audit = (await auditRows('client_account')).at(-1)!;
    expect(audit).toMatchObject({ action: 'CORRECT', entity_id: String(data.a.id) });
    expect(JSON.parse(audit.details)).toMatchObject({ reason: 'WRONG_PAYMENT_TYPE', kind: 'PAYMENT_TYPE', to: 'CARD' });
    expect(await closedAccountMismatches(t)).toEqual([]);
  });

  it('refuses other types, the same type, a reversed payment and a bad body', async () => {
    const same = await changeType(data.b.id, data.b.card, 'CARD');
    expect(same.status).toBe(409);
    expect((await changeType(data.a.id, data.a.cash, 'CASH')).status).toBe(409); // the payment is CASH itself
    const offered = await changeType(data.b.id, data.b.card, 'OFFERED');
    expect(offered.status).toBe(400);
    expect(offered.body.fieldErrors.paymentType).toBe('Choose CASH or CARD');
    const empty = await call('POST', `/api/client_account/${data.b.id}/payment/${data.b.card}/change_payment_type`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.paymentType).toBeDefined();
    // A payment of another account of the organisation is not found on this one.
    expect((await changeType(data.a.id, data.b.card, 'CASH')).status).toBe(404);
    expect((await changeType(data.b.id, data.b.card, 'CASH', await t.login('server'))).status).toBe(403);
  });
});

describe('DELETE /data/ordered_products/{id}', () => {
  it('refuses an option of another product', async () => {
    const before = await activityCounts(t);
    const res = await call('DELETE', `/api/data/ordered_products/${data.a.option}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/option/);
    expect(await activityCounts(t)).toEqual(before);
  });

  it('voids a line of an open account: out of the list and the totals, kept and audited', async () => {
    const before = await periodTotals();
    const res = await call('DELETE', `/api/data/ordered_products/${data.c.cola}`);
    expect(res.status).toBe(200);
    expect(res.body.data.totalData.total).toBe(26.5);
    expect((await periodTotals()).total).toBe(before.total - 3);
    const row = await t.db.selectFrom('ordered_product').selectAll().where('id', '=', data.c.cola).executeTakeFirst();
    expect(row?.reversed_at).not.toBeNull();
    expect((await auditRows('ordered_product')).at(-1)).toMatchObject({
      action: 'VOID',
      entity_id: String(data.c.cola),
    });
    expect((await call('DELETE', `/api/data/ordered_products/${data.c.cola}`)).status).toBe(409);
  });

  it('cancels a line of a closed account with its options by a correction ticket that refunds it', async () => {
    const payBefore = await paymentTotals();
    const url = `/api/data/ordered_products/${data.a.steak}`;
    expect((await call('DELETE', url)).body.reason).toBe('CORRECTION_REASON_REQUIRED');
    expect((await call('DELETE', url, { reason: 'OTHER' })).body.fieldErrors.note).toBeDefined();
    const res = await call('DELETE', url, { reason: 'CUSTOMER_RETURN', note: 'too cold' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    // The original ticket keeps its three lines; the correction cancels the steak and its option.
    expect(d.orderedProducts).toHaveLength(3);
    expect(d.totalData).toMatchObject({ total: 33 });
    const c = d.corrections.at(-1);
    expect(
      c.orderedProducts.map((l: { correctsOrderedProductId: number; chargedPriceVatIncl: number }) => [
        l.correctsOrderedProductId,
        l.chargedPriceVatIncl,
      ]),
    ).toEqual([
      [data.a.steak, -24.5],
      [data.a.option, -2.5],
    ]);
    // 24.50 + 2.50 option, refunded on card (how the ticket is paid since the change above).
    expect(c.paymentTransactions).toEqual([expect.objectContaining({ paymentType: 'CARD', amountPaid: -27 })]);
    expect(c.total).toBe(-27);
    expect(d.correctedTotal).toBe(6);
    const payAfter = await paymentTotals();
    expect([payBefore.totalCard, payAfter.totalCard]).toEqual([47.4, 20.4]);
    expect(payAfter.total).toBe(30.4);
    expect(await closedAccountMismatches(t)).toEqual([]);
    const again = await call('DELETE', url, { reason: 'CUSTOMER_RETURN' });
    expect([again.status, again.body.reason]).toEqual([409, 'LINE_ALREADY_CORRECTED']);
  });

  it('answers 404 for a missing id and 403 without APP_CORRECT_PAYMENTS', async () => {
    expect((await call('DELETE', '/api/data/ordered_products/999999')).status).toBe(404);
    const server = await t.login('server');
    expect((await call('DELETE', `/api/data/ordered_products/${data.b.duvel}`, undefined, server)).status).toBe(403);
  });
});

describe('PATCH /data/ordered_products/{id}', () => {
  it('changes how a closed ticket was paid through one of its lines', async () => {
    const url = `/api/data/ordered_products/${data.b.duvel}`;
    expect((await call('PATCH', url, { payType: 'CASH' })).status).toBe(400);
    const res = await call('PATCH', url, { payType: 'CASH', reason: 'WRONG_PAYMENT_TYPE' });
    expect(res.status).toBe(200);
    // The original stays as registered (card); the correction refunds the card and takes cash.
    expect(res.body.data.totalData).toMatchObject({ totalCash: 0, totalCard: 14.4 });
    expect(res.body.data.orderedProducts[0].payType).toBe('CARD');
    const c = res.body.data.corrections[0];
    expect(
      c.paymentTransactions.map((p: { paymentType: string; amountPaid: number }) => [p.paymentType, p.amountPaid]),
    ).toEqual([
      ['CARD', -14.4],
      ['CASH', 14.4],
    ]);
    expect(await closedAccountMismatches(t)).toEqual([]);
  });

  it('edits a comment; refuses a pay type on an open account and an empty change', async () => {
    const comment = await call('PATCH', `/api/data/ordered_products/${data.c.moules}`, { customComment: 'sans ail' });
    expect(comment.status).toBe(200);
    expect(comment.body.data.orderedProducts[0].customComment).toBe('sans ail');
    const open = await call('PATCH', `/api/data/ordered_products/${data.c.moules}`, { payType: 'CARD' });
    expect(open.status).toBe(409);
    expect(open.body.fieldErrors.payType).toBeDefined();
    const empty = await call('PATCH', `/api/data/ordered_products/${data.c.moules}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.payType).toBeDefined();
    // Prices are not changed this way: the field is ignored.
    const price = await call('PATCH', `/api/data/ordered_products/${data.c.moules}`, {
      customComment: 'sans ail',
      chargedPriceVatIncl: 1,
    });
    expect(price.body.data.totalData.total).toBe(26.5);
  });
});

describe('DELETE /client_account/{id}/payment/{paymentId}', () => {
  it('refuses a payment of a closed account and writes nothing', async () => {
    const before = await activityCounts(t);
    const res = await call('DELETE', `/api/client_account/${data.b.id}/payment/${data.b.card}`);
    expect(res.status).toBe(409);
    expect(await activityCounts(t)).toEqual(before);
  });

  it('voids a payment of an open account', async () => {
    const before = await paymentTotals();
    const res = await call('DELETE', `/api/client_account/${data.c.id}/payment/${data.c.cash}`);
    expect(res.status).toBe(200);
    expect(res.body.data.clientAccount.dueAmount).toBe(26.5);
    // C's 10.00 goes; B's 14.40 is cash since the PATCH above.
    expect(before.totalCash).toBe(24.4);
    expect((await paymentTotals()).totalCash).toBe(14.4);
    const server = await t.login('server');
    expect(
      (await call('DELETE', `/api/client_account/${data.c.id}/payment/${data.c.cash}`, undefined, server)).status,
    ).toBe(403);
  });
});

describe('DELETE /client_account/{id}', () => {
  it('cancels a closed ticket by a correction ticket: the original kept, its cancellation counted now', async () => {
    const before = (await call('GET', `/api/data/accounts?${qs(RANGE)}`)).body.data;
    expect((await call('DELETE', `/api/client_account/${data.b.id}`)).status).toBe(400);
    const res = await call('DELETE', `/api/client_account/${data.b.id}`, { reason: 'OPERATOR_ERROR' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CLOSED');
    const after = (await call('GET', `/api/data/accounts?${qs(RANGE)}`)).body.data;
    expect(after.totalRecords).toBe(before.totalRecords + 1);
    // Left: A (cola 6.00, card) and C (moules 26.50, nothing paid).
    expect(before.totalData).toMatchObject({ total: 46.9, totalCash: 14.4, totalCard: 6 });
    expect(after.totalData).toMatchObject({ total: 32.5, totalCash: 0, totalCard: 6 });
    expect((await call('DELETE', `/api/client_account/${data.b.id}`, { reason: 'OPERATOR_ERROR' })).status).toBe(409);
    expect(
      (
        await call(
          'DELETE',
          `/api/client_account/${data.a.id}`,
          { reason: 'OTHER', note: 'x' },
          await t.login('register'),
        )
      ).status,
    ).toBe(403);
    // An open ticket is still voided in place.
    const open = await call('DELETE', `/api/client_account/${data.c.id}`);
    expect([open.status, open.body.data.status]).toEqual([200, 'VOIDED']);
  });
});

describe('another organisation’s ids answer 404 and change nothing', () => {
  const cases: [string, () => [Method, string, object?]][] = [
    ['read a summary', () => ['GET', `/api/client_account/${data.a.id}`]],
    ['delete an account', () => ['DELETE', `/api/client_account/${data.a.id}`, { reason: 'OTHER', note: 'x' }]],
    ['delete a payment', () => ['DELETE', `/api/client_account/${data.c.id}/payment/${data.c.cash}`]],
    [
      'change a payment type',
      () => [
        'POST',
        `/api/client_account/${data.a.id}/payment/${data.a.cash}/change_payment_type`,
        { paymentType: 'CASH', reason: 'OTHER', note: 'x' },
      ],
    ],
    [
      'delete an ordered product',
      () => ['DELETE', `/api/data/ordered_products/${data.a.cola}`, { reason: 'WRONG_ITEM' }],
    ],
    [
      'change an ordered product',
      () => ['PATCH', `/api/data/ordered_products/${data.a.cola}`, { payType: 'CASH', reason: 'WRONG_ITEM' }],
    ],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const [method, url, payload] = make();
    const before = await activityCounts(t);
    const res = await call(method, url, payload, shopadmin);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await activityCounts(t)).toEqual(before);
  });

  it('and organisation 1 cannot touch the shop’s ticket', async () => {
    const before = await activityCounts(t);
    expect((await call('DELETE', `/api/data/ordered_products/${data.shop.line}`)).status).toBe(404);
    expect((await changeType(data.shop.id, data.shop.payment, 'CARD')).status).toBe(404);
    expect(await activityCounts(t)).toEqual(before);
  });
});
