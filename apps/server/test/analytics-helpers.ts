import { expect } from 'vitest';
import { type AccountId, asLineId, type LineId, type PaymentId } from '../src/db/ticket-ids';
import { BISTRO, SHOP } from '../src/demo/index';
import type { TestApp } from './helper';
import { productId, tableId, terminal } from './pos-helpers';

export const HOUR = 3_600_000;
/** The test clock's start: 2026-11-18 11:00 UTC. */
export const T0 = Date.UTC(2026, 10, 18, 11, 0, 0);
/** The period the known dataset lives in: [T0 - 1 h, T0 + 10 h). */
export const RANGE = { startDate: T0 - HOUR, endDate: T0 + 10 * HOUR };

export interface Dataset {
  /** Table 3, closed: steak frites (24.50, 12 %) + béarnaise option (2.50, 12 %) + 2 Coca-Cola (6.00, 21 %) = 33.00, cash 50 with 17 back. */
  a: { id: AccountId; steak: LineId; option: LineId; cola: LineId; cash: PaymentId };
  /** Takeaway, closed: 3 Duvel (14.40, 21 %), card 14.40. */
  b: { id: AccountId; duvel: LineId; card: PaymentId };
  /** Table 4, open: moules (26.50, 12 %) + Coca-Cola (3.00, 21 %) = 29.50, cash 10 paid. */
  c: { id: AccountId; moules: LineId; cola: LineId; cash: PaymentId };
  /** Next day (outside RANGE), closed: Duvel 4.80 by card. */
  d: { id: AccountId };
  /** Organisation 2: takeaway with 0.35 kg of tomatoes (3.99/kg = 1.40), cash. */
  shop: { id: AccountId; line: LineId; payment: PaymentId };
}

const ok = <T extends { status: number; body: unknown }>(res: T): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};

/** Builds the known dataset through the till API, moving the test clock. */
export async function buildDataset(t: TestApp, adminToken: string, shopToken: string): Promise<Dataset> {
  const till = terminal(t, adminToken);
  const lineOf = (
    detail: { orderedProducts: { orderedProductId: number; product: { name: string } }[] },
    name: string,
  ) => asLineId(detail.orderedProducts.find((l) => l.product.name === name)!.orderedProductId);
  const [steak, bearnaise, cola, duvel, moules] = await Promise.all(
    ['Steak frites', 'Sauce béarnaise', 'Coca-Cola', 'Duvel', 'Moules marinières'].map((n) => productId(t, BISTRO, n)),
  );

  t.clock.now = T0 - 30 * 60_000;
  ok(await till.openShift(100));

  t.clock.now = T0;
  const aId = ok(await till.openAccount({ kind: 'TABLE', tableId: await tableId(t, BISTRO, 3) })).body.data
    .clientAccountId;
  const aDetail = ok(
    await till.addLines(aId, [
      { productId: steak, options: [{ productId: bearnaise }] },
      { productId: cola, units: 2 },
    ]),
  ).body.data;
  const aCash = ok(await till.pay(aId, 'CASH', 50)).body.data.paymentTransaction.paymentTransactionId;
  ok(await till.close(aId));

  t.clock.now = T0 + HOUR;
  const bId = ok(await till.openAccount({ kind: 'TAKEAWAY', customName: 'Dupont' })).body.data.clientAccountId;
  const bDetail = ok(await till.addLines(bId, [{ productId: duvel, units: 3 }])).body.data;
  const bCard = ok(await till.pay(bId, 'CARD', 14.4)).body.data.paymentTransaction.paymentTransactionId;
  ok(await till.close(bId));

  t.clock.now = T0 + 2 * HOUR;
  const cId = ok(await till.openAccount({ kind: 'TABLE', tableId: await tableId(t, BISTRO, 4) })).body.data
    .clientAccountId;
  const cDetail = ok(await till.addLines(cId, [{ productId: moules }, { productId: cola }])).body.data;
  const cCash = ok(await till.pay(cId, 'CASH', 10)).body.data.paymentTransaction.paymentTransactionId;

  // The next day: the session of T0 has expired by then (12 h).
  t.clock.now = T0 + 25 * HOUR;
  const nextDay = terminal(t, await t.login('admin'));
  const dId = ok(await nextDay.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId;
  ok(await nextDay.addLines(dId, [{ productId: duvel }]));
  ok(await nextDay.pay(dId, 'CARD', 4.8));
  ok(await nextDay.close(dId));

  const shop = terminal(t, shopToken);
  t.clock.now = T0;
  ok(await shop.openShift(20));
  const sId = ok(await shop.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId;
  const sDetail = ok(await shop.addLines(sId, [{ productId: await productId(t, SHOP, 'Tomates (kg)'), units: 0.35 }]))
    .body.data;
  const sPay = ok(await shop.pay(sId, 'CASH', 1.4)).body.data.paymentTransaction.paymentTransactionId;
  ok(await shop.close(sId));

  t.clock.now = T0 + 3 * HOUR;
  return {
    a: {
      id: aId,
      steak: lineOf(aDetail, 'Steak frites'),
      option: lineOf(aDetail, 'Sauce béarnaise'),
      cola: lineOf(aDetail, 'Coca-Cola'),
      cash: aCash,
    },
    b: { id: bId, duvel: lineOf(bDetail, 'Duvel'), card: bCard },
    c: { id: cId, moules: lineOf(cDetail, 'Moules marinières'), cola: lineOf(cDetail, 'Coca-Cola'), cash: cCash },
    d: { id: dId },
    shop: { id: sId, line: sDetail.orderedProducts[0].orderedProductId, payment: sPay },
  };
}

/** Query string of a period (and more). */
export const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
