import { formatEuro, zonedTime } from '@comptoir/shared';
import pdf from 'pdf-parse/lib/pdf-parse.js';
import { expect } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { productId, tableId, terminal } from './pos-helpers';

/**
 * Shift list, detail, statistics, worker shifts and X/Z reports on a hand-made dataset (times in Brussels):
 * shift A on Monday 16 November 2026 (closed at 23:00 with 180.00 counted), shift B on Tuesday 17 (open, then
 * force-closed by a test). Every figure below is worked out by hand.
 */
export const at = (day: number, hour: number, minute = 0) => zonedTime('Europe/Brussels', 2026, 11, day, hour, minute);

export interface ShiftDataset {
  t: TestApp;
  ids: Record<string, number>;
  shiftA: number;
  shiftB: number;
  acc: Record<'t1' | 't2' | 't3' | 't4' | 't5' | 't6' | 't7' | 't8', number>;
}

let t: TestApp;
let ids: Record<string, number>;
const acc = { t1: 0, t2: 0, t3: 0, t4: 0, t5: 0, t6: 0, t7: 0, t8: 0 };

export async function tillOf(app: TestApp, user = 'admin') {
  return terminal(app, await app.login(user));
}

async function till(user = 'admin') {
  return terminal(t, await t.login(user));
}

async function ticket(
  user: string,
  when: [number, number, number],
  kind: 'TABLE' | 'TAKEAWAY',
  lines: [string, number][],
  payments: [string, number][],
  close = true,
) {
  t.clock.now = at(...when);
  const pos = await till(user);
  const opened = await pos.openAccount(kind === 'TABLE' ? { kind, tableId: ids.table } : { kind });
  expect(opened.status).toBe(200);
  const id = opened.body.data.clientAccountId as number;
  for (const [name, units] of lines) {
    expect((await pos.addLines(id, [{ productId: ids[name], units }])).status).toBe(200);
  }
  for (const [type, amount] of payments) expect((await pos.pay(id, type, amount)).status).toBe(200);
  if (close) expect((await pos.close(id)).status).toBe(200);
  return id;
}

export async function userIdOf(app: TestApp, username: string) {
  const row = await app.db
    .selectFrom('app_user')
    .select('user_id')
    .where('org_id', '=', BISTRO)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** Builds the dataset on a fresh app (SQLite, or PostgreSQL with TEST_DATABASE_URL); the clock ends at 17/11 14:00. */
export async function buildShiftDataset(): Promise<ShiftDataset> {
  t = await createTestApp({ now: at(16, 9) });
  ids = {
    cola: await productId(t, BISTRO, 'Coca-Cola'), // 3.00, 21 %, Softs
    steak: await productId(t, BISTRO, 'Steak frites'), // 24.50, 12 %, Plats
    espresso: await productId(t, BISTRO, 'Espresso'), // 2.50, 21 %, Boissons chaudes
    table: await tableId(t, BISTRO, 3),
  };

  // ----- Shift A -----
  t.clock.now = at(16, 10);
  let pos = await till();
  const opened = await pos.openShift(100);
  expect(opened.status).toBe(200);
  const shiftA = opened.body.data.shiftId as number;
  expect((await pos.call('POST', '/api/terminal/worker-shifts/clock-in', {})).status).toBe(200);
  t.clock.now = at(16, 10, 5);
  expect(
    (await pos.call('POST', '/api/terminal/worker-shifts/clock-in', { userId: await userIdOf(t, 'sophie') })).status,
  ).toBe(200);

  // T1, sophie: 24.50 + 6.00 = 30.50, paid 40.00 cash (9.50 returned).
  acc.t1 = await ticket(
    'sophie',
    [16, 12, 0],
    'TABLE',
    [
      ['steak', 1],
      ['cola', 2],
    ],
    [['CASH', 40]],
  );
  // T2: 3 espressos by card, 7.50.
  acc.t2 = await ticket('admin', [16, 12, 30], 'TAKEAWAY', [['espresso', 3]], [['CARD', 7.5]]);
  // T3: one cola offered, 3.00.
  acc.t3 = await ticket('admin', [16, 13, 0], 'TAKEAWAY', [['cola', 1]], [['OFFERED', 3]]);
  t.clock.now = at(16, 15, 5);
  expect(
    (
      await (
        await till()
      ).call('POST', '/api/terminal/worker-shifts/clock-out', { userId: await userIdOf(t, 'sophie') })
    ).status,
  ).toBe(200);
  // T4: 2 steaks (49.00) and a cola voided before paying in cash.
  acc.t4 = await ticket(
    'admin',
    [16, 19, 0],
    'TABLE',
    [
      ['steak', 2],
      ['cola', 1],
    ],
    [],
    false,
  );
  pos = await till();
  const t4 = await pos.account(acc.t4);
  const colaLine = t4.body.data.orderedProducts.find(
    (l: { product: { name: string } }) => l.product.name === 'Coca-Cola',
  );
  expect(
    (await pos.call('POST', `/api/terminal/accounts/${acc.t4}/lines/${colaLine.orderedProductId}/void`)).status,
  ).toBe(200);
  expect((await pos.pay(acc.t4, 'CASH', 49)).status).toBe(200);
  expect((await pos.close(acc.t4)).status).toBe(200);
  // T5: 4 espressos paid by card, then the whole ticket voided before it closed (10.00).
  acc.t5 = await ticket('admin', [16, 20, 0], 'TAKEAWAY', [['espresso', 4]], [['CARD', 10]], false);
  // (an open ticket is voided through the terminal's account void; a closed one would be corrected)
  expect((await (await till()).call('POST', `/api/terminal/accounts/${acc.t5}/void`)).status).toBe(200);
  // T6: a cola paid by card, the card payment reversed, then paid in cash.
  acc.t6 = await ticket('admin', [16, 21, 0], 'TAKEAWAY', [['cola', 1]], [['CARD', 3]], false);
  pos = await till();
  const card = (await pos.account(acc.t6)).body.data.clientAccount.paymentTransactions[0];
  expect(
    (await pos.call('POST', `/api/terminal/accounts/${acc.t6}/payments/${card.paymentTransactionId}/void`)).status,
  ).toBe(200);
  expect((await pos.pay(acc.t6, 'CASH', 3)).status).toBe(200);
  expect((await pos.close(acc.t6)).status).toBe(200);
  t.clock.now = at(16, 23);
  expect((await (await till()).closeShift(180)).status).toBe(200);

  // ----- Shift B (stays open) -----
  t.clock.now = at(17, 10);
  const openedB = await (await till()).openShift(100);
  expect(openedB.status).toBe(200);
  const shiftB = openedB.body.data.shiftId as number;
  // T7: a steak, 10.00 paid in cash, left open.
  acc.t7 = await ticket('admin', [17, 12, 0], 'TABLE', [['steak', 1]], [['CASH', 10]], false);
  // T8: two colas by card.
  acc.t8 = await ticket('admin', [17, 12, 30], 'TAKEAWAY', [['cola', 2]], [['CARD', 6]]);
  t.clock.now = at(17, 14);
  return { t, ids, shiftA, shiftB, acc: { ...acc } };
}

export async function getAs(t: TestApp, url: string, user = 'admin') {
  return t.request({ method: 'GET', url, token: await t.login(user) });
}

export const totals = (total: number, cash: number, card: number, offered = 0, tips = 0, cashTips = 0) => ({
  total,
  totalCash: cash,
  totalCard: card,
  totalBankTransfer: 0,
  totalOffered: offered,
  totalCredit: 0,
  totalError: 0,
  totalTips: tips,
  totalCashTips: cashTips,
});

export const SHIFT_A_TOTALS = totals(93, 82.5, 7.5, 3);
export const SHIFT_A_VAT = [
  { vatBasePercent: 12, totalVatExcl: 65.63, totalVat: 7.87, totalVatIncl: 73.5 },
  { vatBasePercent: 21, totalVatExcl: 16.12, totalVat: 3.38, totalVatIncl: 19.5 },
];

/** The text of a PDF answer. pdf.js reads the bytes' own ArrayBuffer: copy them out of Node's shared pool first. */
export async function pdfText(res: { rawPayload: Buffer }): Promise<string> {
  const parsed = await pdf(new Uint8Array(res.rawPayload) as Buffer, { version: 'v2.0.550' });
  return parsed.text;
}

/** The value printed after a label at the start of a line of the report. */
export function printed(text: string, label: string): string | undefined {
  const line = text.split('\n').find((l) => l.startsWith(label));
  return line?.slice(label.length).trim();
}

export const euro = (amount: number) => formatEuro(Math.round(amount * 100), 'en');
export const LABELS = {
  totalCash: 'Cash',
  totalCard: 'Card',
  totalBankTransfer: 'Bank transfer',
  totalOffered: 'Offered',
  totalCredit: 'Credit',
  totalError: 'Error',
  total: 'Total sales',
} as const;

export function expectReportTotals(text: string, totalData: Record<keyof typeof LABELS, number>) {
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    expect(printed(text, label), label).toBe(euro(totalData[key]));
  }
}
