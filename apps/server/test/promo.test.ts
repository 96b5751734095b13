import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { activityCounts, closedAccountMismatches, productId, terminal } from './pos-helpers';

/** Promo codes (document 3 sections 5 and 7) and their use on the till. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let till: ReturnType<typeof terminal>;

const NOV_1 = Date.UTC(2026, 10, 1);
const DEC_31 = Date.UTC(2026, 11, 31, 23, 59, 59, 999);
const dated = { startDate: NOV_1, endDate: DEC_31 };

const promoRows = () => t.db.selectFrom('promo_code').selectAll().orderBy('id').execute();
async function createPromo(body: object) {
  const res = await t.call(admin, 'POST', '/api/promo', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { promoCodeId: number; promoCode: string; usedCount: number };
}
async function group(name: string) {
  return (
    await t.db
      .selectFrom('product_group')
      .select('id')
      .where('org_id', '=', BISTRO)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}
/** A takeaway ticket with these products (name -> units). */
async function ticket(items: Record<string, number>) {
  const opened = await till.openAccount({ kind: 'TAKEAWAY' });
  expect(opened.status).toBe(200);
  const id = opened.body.data.clientAccountId as number;
  const lines = [];
  for (const [name, units] of Object.entries(items)) lines.push({ productId: await productId(t, BISTRO, name), units });
  expect((await till.addLines(id, lines)).status).toBe(200);
  return id;
}
const apply = (accountId: number, promoCode: string, headers: Record<string, string> = {}) =>
  till.call('POST', `/api/terminal/accounts/${accountId}/promo`, { promoCode }, headers);
type Line = { product: { name: string }; chargedPriceVatIncl: number; chargedVat: number; reversed: boolean };
const discountLines = (detail: { orderedProducts: Line[] }) =>
  detail.orderedProducts
    .filter((l) => l.product.name.startsWith('Promo ') && !l.reversed)
    .map((l) => ({ amount: l.chargedPriceVatIncl, vat: l.chargedVat }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  till = terminal(t, admin);
  expect((await till.openShift(100)).status).toBe(200);
});
afterAll(async () => t.close());

describe('promo codes in the console', () => {
  it('adds a code with the defaults of section 5 (PERCENTAGE, max uses 1, used 0, no auto activation, all groups)', async () => {
    const res = await t.call(admin, 'POST', '/api/promo', {
      orgId: 99,
      promoCode: 'welcome10',
      discountAmount: 10,
      ...dated,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      promoCodeId: expect.any(Number),
      promoCode: 'WELCOME10',
      promoCodeType: 'PERCENTAGE',
      discountAmount: 10,
      startDate: NOV_1,
      endDate: DEC_31,
      maxUses: 1,
      usedCount: 0,
      mAmount: null,
      nAmount: null,
      autoActivate: false,
      applyGroupId: null,
      productGroup: null,
    });
    const row = (await promoRows()).find((r) => r.id === res.body.data.promoCodeId)!;
    expect(row).toMatchObject({ org_id: BISTRO, discount_hundredths: 1000, used_count: 0, max_uses: 1 });
    const groups = (await t.call(admin, 'GET', '/api/promo/groups')).body.data as { name: string }[];
    expect(groups.map((g) => g.name)).toContain('Softs');
    expect(groups.map((g) => g.name)).not.toContain('Cuisson'); // an option group
    expect(
      (await t.call(shopadmin, 'GET', '/api/promo/groups')).body.data.map((g: { name: string }) => g.name),
    ).not.toContain('Softs');
    const list = await t.call(admin, 'GET', '/api/promo');
    expect(list.body.data.map((p: { promoCode: string }) => p.promoCode)).toContain('WELCOME10');
  });

  it('refuses each rule of section 5 with its field message and writes nothing', async () => {
    const before = await promoRows();
    const cases: [object, Record<string, string>][] = [
      [{ ...dated, discountAmount: 5 }, { promoCode: 'Promo code is required' }],
      [{ promoCode: '', discountAmount: 5, ...dated }, { promoCode: 'Promo code is required' }],
      [{ promoCode: 'sum-mer', discountAmount: 5, ...dated }, { promoCode: 'only letters and numbers' }],
      [{ promoCode: 'A1', ...dated }, { discountAmount: 'Discount amount is required' }],
      [{ promoCode: 'A1', discountAmount: 0, ...dated }, { discountAmount: 'at least 1' }],
      [{ promoCode: 'A1', discountAmount: 0.5, promoCodeType: 'FIXED', ...dated }, { discountAmount: 'at least 1' }],
      [{ promoCode: 'A1', discountAmount: 120, ...dated }, { discountAmount: 'at most 100' }],
      [
        { promoCode: 'A1', discountAmount: 5 },
        { startDate: 'Start date is required', endDate: 'End date is required' },
      ],
      [
        { promoCode: 'A1', discountAmount: 5, startDate: DEC_31, endDate: NOV_1 },
        { startDate: 'Start date must be before end date', endDate: 'Start date must be before end date' },
      ],
      [{ promoCode: 'A1', discountAmount: 5, ...dated, maxUses: 0 }, { maxUses: 'Maximum number of uses' }],
      [{ promoCode: 'A1', discountAmount: 5, ...dated, maxUses: null }, { maxUses: 'Maximum number of uses' }],
      [
        { promoCode: 'A1', promoCodeType: 'M_PLUS_N_SAME_PRICE', mAmount: 0, nAmount: 1.5 },
        { mAmount: 'M must be a positive integer', nAmount: 'N must be a positive integer' },
      ],
      [
        { promoCode: 'A1', promoCodeType: 'M_PLUS_N_SAME_PRICE' },
        { mAmount: 'M must', nAmount: 'N must' },
      ],
      [{ promoCode: 'A1', promoCodeType: 'BOGUS', discountAmount: 5, ...dated }, { promoCodeType: '' }],
      [{ promoCode: 'A1', discountAmount: 5, ...dated, applyGroupId: 999999 }, { applyGroupId: 'not found' }],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call(admin, 'POST', '/api/promo', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      for (const [field, message] of Object.entries(fields)) expect(res.body.fieldErrors[field]).toContain(message);
    }
    expect(await promoRows()).toEqual(before);
  });

  it('keeps only the fields the type uses (M+N: M and N; no amount, dates nor use limit)', async () => {
    const created = await createPromo({
      promoCode: 'TwoPlusOne',
      promoCodeType: 'M_PLUS_N_SAME_PRICE',
      mAmount: 2,
      nAmount: 1,
      discountAmount: 40,
      ...dated,
    });
    expect(created).toMatchObject({
      promoCode: 'TWOPLUSONE',
      discountAmount: null,
      startDate: null,
      endDate: null,
      maxUses: null,
      mAmount: 2,
      nAmount: 1,
    });
  });

  it('refuses a second live code with the same text (any case), not one of a deleted code', async () => {
    await createPromo({ promoCode: 'DUP1', discountAmount: 5, ...dated });
    const again = await t.call(admin, 'POST', '/api/promo', { promoCode: 'dup1', discountAmount: 5, ...dated });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'PROMO_CODE_TAKEN', params: { promoCode: 'DUP1' } });
  });

  it('changes a code through PATCH (the GET body sent back), deletes it', async () => {
    const created = await createPromo({
      promoCode: 'EDITME',
      discountAmount: 5,
      ...dated,
      applyGroupId: await group('Softs'),
    });
    const got = (await t.call(admin, 'GET', '/api/promo')).body.data.find(
      (p: { promoCodeId: number }) => p.promoCodeId === created.promoCodeId,
    );
    expect(got.productGroup).toEqual({ productGroupId: await group('Softs'), name: 'Softs' });
    const patched = await t.call(admin, 'PATCH', `/api/promo/${created.promoCodeId}`, {
      ...got,
      promoCodeType: 'FIXED',
      discountAmount: 7.5,
      maxUses: 3,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      promoCodeType: 'FIXED',
      discountAmount: 7.5,
      maxUses: 3,
      applyGroupId: got.applyGroupId,
    });
    const unchanged = await t.call(admin, 'PATCH', `/api/promo/${created.promoCodeId}`, patched.body.data);
    expect(unchanged.body.data).toEqual(patched.body.data);
    const bad = await t.call(admin, 'PATCH', `/api/promo/${created.promoCodeId}`, {
      ...got,
      startDate: DEC_31,
      endDate: NOV_1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.endDate).toBe('Start date must be before end date');

    const deleted = await t.call(admin, 'DELETE', `/api/promo/${created.promoCodeId}`);
    expect(deleted.body.data).toEqual({ promoCodeId: created.promoCodeId });
    expect(
      (await t.call(admin, 'GET', '/api/promo')).body.data.some((p: { promoCode: string }) => p.promoCode === 'EDITME'),
    ).toBe(false);
    expect((await t.call(admin, 'DELETE', `/api/promo/${created.promoCodeId}`)).status).toBe(404);
    // Its text is free again.
    await createPromo({ promoCode: 'EDITME', discountAmount: 5, ...dated });
  });

  it("answers 404 for another organisation's code and changes nothing", async () => {
    const mine = await createPromo({ promoCode: 'ORGONE', discountAmount: 5, ...dated });
    const before = await promoRows();
    const body = { promoCode: 'HACKED', discountAmount: 50, ...dated };
    expect((await t.call(shopadmin, 'PATCH', `/api/promo/${mine.promoCodeId}`, body)).status).toBe(404);
    expect((await t.call(shopadmin, 'DELETE', `/api/promo/${mine.promoCodeId}`)).status).toBe(404);
    expect((await t.call(shopadmin, 'GET', '/api/promo')).body.data).toEqual([]);
    expect(await promoRows()).toEqual(before);
    // The till of organisation 2 does not know organisation 1's codes.
    const shopTill = terminal(t, shopadmin);
    await shopTill.openShift(0);
    const acc = (await shopTill.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId;
    const res = await shopTill.call('POST', `/api/terminal/accounts/${acc}/promo`, { promoCode: 'ORGONE' });
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('PROMO_CODE_UNKNOWN');
  });

  it("a till cannot apply or remove a code on another organisation's ticket", async () => {
    const id = await ticket({ Espresso: 1 });
    const before = await activityCounts(t);
    const shopTill = terminal(t, shopadmin);
    for (const url of [`/api/terminal/accounts/${id}/promo`, `/api/terminal/accounts/${id}/promo/remove`]) {
      const res = await shopTill.call('POST', url, { promoCode: 'WELCOME10' });
      expect(res.status, url).toBe(404);
    }
    expect(await activityCounts(t)).toEqual(before);
  });

  it('needs ADMIN_PROMO_CODES', async () => {
    const server = await t.login('server');
    const before = await promoRows();
    for (const [method, url] of [
      ['GET', '/api/promo'],
      ['GET', '/api/promo/groups'],
      ['POST', '/api/promo'],
      ['PATCH', `/api/promo/${before[0]!.id}`],
      ['DELETE', `/api/promo/${before[0]!.id}`],
    ] as const) {
      const res = await t.call(
        server,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { promoCode: 'X1', discountAmount: 5, ...dated },
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY', params: { abilities: 'ADMIN_PROMO_CODES' } });
    }
    expect(await promoRows()).toEqual(before);
  });
});

describe('promo codes on the till', () => {
  it('PERCENTAGE: one discount line per VAT rate, totals and VAT hand-computed', async () => {
    await createPromo({ promoCode: 'TENPCT', discountAmount: 10, ...dated, maxUses: 5 });
    // Steak frites 24.50 at 12 %, Coca-Cola 3.00 at 21 %.
    const id = await ticket({ 'Steak frites': 1, 'Coca-Cola': 1 });
    const res = await apply(id, 'tenpct');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(discountLines(d)).toEqual([
      { amount: -2.45, vat: 12 },
      { amount: -0.3, vat: 21 },
    ]);
    expect(d.totalData.total).toBe(24.75);
    // 12 %: 24.50 - 2.45 = 22.05 incl -> 19.69 excl, 2.36 VAT; 21 %: 2.70 incl -> 2.23 excl, 0.47 VAT.
    expect(d.vatSummaries).toEqual([
      { vatBasePercent: 12, totalVatExcl: 19.69, totalVat: 2.36, totalVatIncl: 22.05 },
      { vatBasePercent: 21, totalVatExcl: 2.23, totalVat: 0.47, totalVatIncl: 2.7 },
    ]);
    expect(d.clientAccount.dueAmount).toBe(24.75);

    // The discount follows the ticket: a second Coca-Cola adds 0.30 of discount at 21 %.
    await till.addLines(id, [{ productId: await productId(t, BISTRO, 'Coca-Cola') }]);
    const after = (await till.account(id)).body.data;
    expect(discountLines(after)).toEqual([
      { amount: -2.45, vat: 12 },
      { amount: -0.6, vat: 21 },
    ]);
    expect(after.totalData.total).toBe(30.5 - 3.05);

    // Paid and closed: the use is taken once, the X report and the dashboard count the discounted amount.
    expect((await till.pay(id, 'CARD', 27.45)).status).toBe(200);
    expect((await till.close(id)).status).toBe(200);
    expect((await promoRows()).find((r) => r.promo_code === 'TENPCT')!.used_count).toBe(1);
    expect(await closedAccountMismatches(t)).toEqual([]);
    const shift = (await till.call('GET', '/api/shift/current')).body.data;
    const x = (await till.call('GET', `/api/shift/${shift.shiftId}/X`)).body.data;
    const vatIncl = x.vatSummaries.reduce((sum: number, v: { totalVatIncl: number }) => sum + v.totalVatIncl, 0);
    expect(Math.round(vatIncl * 100)).toBe(Math.round(x.totalData.total * 100));
    expect(x.orderedProductTotalPerGroup.find((g: { name: string }) => g.name === 'Promo codes').totalCharged).toBe(
      -3.05,
    );
  });

  it('FIXED on one group: only that group is discounted, never below zero', async () => {
    await createPromo({
      promoCode: 'SOFTS5',
      promoCodeType: 'FIXED',
      discountAmount: 5,
      ...dated,
      maxUses: 5,
      applyGroupId: await group('Softs'),
    });
    const id = await ticket({ 'Steak frites': 1, 'Coca-Cola': 1, Fanta: 1 });
    const d = (await apply(id, 'SOFTS5')).body.data;
    expect(discountLines(d)).toEqual([{ amount: -5, vat: 21 }]);
    expect(d.totalData.total).toBe(24.5 + 6 - 5);
    // 21 %: 1.00 incl -> 0.83 excl, 0.17 VAT.
    expect(d.vatSummaries[1]).toEqual({ vatBasePercent: 21, totalVatExcl: 0.83, totalVat: 0.17, totalVatIncl: 1 });
    // Voiding the Fanta leaves 3.00 of softs: the discount shrinks to 3.00 (the ticket never goes below zero).
    const coke = d.orderedProducts.find((l: Line & { orderedProductId: number }) => l.product.name === 'Fanta');
    const voided = await till.call('POST', `/api/terminal/accounts/${id}/lines/${coke.orderedProductId}/void`);
    expect(voided.status).toBe(200);
    expect(discountLines(voided.body.data)).toEqual([{ amount: -3, vat: 21 }]);
    expect(voided.body.data.totalData.total).toBe(24.5);
  });

  it('a void that leaves less than the old discount goes through: the discount is worked out again first', async () => {
    await createPromo({
      promoCode: 'SOFTS5B',
      promoCodeType: 'FIXED',
      discountAmount: 5,
      ...dated,
      maxUses: 5,
      applyGroupId: await group('Softs'),
    });
    const id = await ticket({ 'Coca-Cola': 1, Fanta: 1 });
    const d = (await apply(id, 'SOFTS5B')).body.data;
    expect(d.totalData.total).toBe(1);
    // Nothing paid: voiding the Coca-Cola leaves 3.00, less than the old 5.00 discount, which shrinks to 3.00.
    const coke = d.orderedProducts.find((l: Line & { orderedProductId: number }) => l.product.name === 'Coca-Cola');
    const voided = await till.call('POST', `/api/terminal/accounts/${id}/lines/${coke.orderedProductId}/void`);
    expect(voided.status).toBe(200);
    expect(discountLines(voided.body.data)).toEqual([{ amount: -3, vat: 21 }]);
    expect(voided.body.data.totalData.total).toBe(0);
  });

  it('M_PLUS_N_SAME_PRICE: every third unit of the same price is free (2+1)', async () => {
    // Coca-Cola and Fanta both 3.00: 4 units -> the third is free; Ice Tea 3.20 alone -> nothing.
    const id = await ticket({ 'Coca-Cola': 2, Fanta: 2, 'Ice Tea': 1 });
    const d = (await apply(id, 'twoplusone')).body.data;
    expect(discountLines(d)).toEqual([{ amount: -3, vat: 21 }]);
    expect(d.totalData.total).toBe(12 + 3.2 - 3);
    // Two more at 3.00: 6 units -> 2 free.
    await till.addLines(id, [{ productId: await productId(t, BISTRO, 'Sprite'), units: 2 }]);
    expect(discountLines((await till.account(id)).body.data)).toEqual([{ amount: -6, vat: 21 }]);
  });

  it('refuses unknown, out-of-date, used-up and non-applicable codes, writing nothing', async () => {
    await createPromo({
      promoCode: 'LATER',
      discountAmount: 10,
      startDate: Date.UTC(2027, 0, 1),
      endDate: Date.UTC(2027, 0, 31),
    });
    await createPromo({ promoCode: 'OVER', discountAmount: 10, startDate: NOV_1, endDate: Date.UTC(2026, 10, 10) });
    await createPromo({ promoCode: 'USEDUP', discountAmount: 10, ...dated, maxUses: 2, usedCount: 2 });
    await createPromo({ promoCode: 'WINE', discountAmount: 10, ...dated, applyGroupId: await group('Vins') });
    const id = await ticket({ 'Coca-Cola': 1 });
    const before = await activityCounts(t);
    const expectRefused = async (code: string, status: number, body: object) => {
      const res = await apply(id, code);
      expect(res.status, code).toBe(status);
      expect(res.body).toMatchObject(body);
      expect(res.body.message).toBeTruthy();
    };
    await expectRefused('NOPE', 404, {
      reason: 'PROMO_CODE_UNKNOWN',
      params: { promoCode: 'NOPE' },
      fieldErrors: { promoCode: 'Unknown promo code' },
    });
    await expectRefused('later', 409, {
      reason: 'PROMO_CODE_NOT_VALID_NOW',
      params: { promoCode: 'LATER', startDate: Date.UTC(2027, 0, 1) },
    });
    await expectRefused('OVER', 409, { reason: 'PROMO_CODE_NOT_VALID_NOW' });
    await expectRefused('USEDUP', 409, { reason: 'PROMO_CODE_USED_UP', params: { promoCode: 'USEDUP', maxUses: 2 } });
    await expectRefused('WINE', 409, { reason: 'PROMO_CODE_NOT_APPLICABLE' });
    expect((await apply(id, '')).status).toBe(400);
    expect(await activityCounts(t)).toEqual(before);
    expect(discountLines((await till.account(id)).body.data)).toEqual([]);
  });

  it('applies once per Idempotency-Key; removing the code takes its lines off', async () => {
    await createPromo({ promoCode: 'KEYED', discountAmount: 20, ...dated, maxUses: 5 });
    const id = await ticket({ Espresso: 2 });
    const first = await apply(id, 'KEYED', { 'idempotency-key': 'promo-key-1' });
    const again = await apply(id, 'KEYED', { 'idempotency-key': 'promo-key-1' });
    expect(again.body).toEqual(first.body);
    expect(discountLines((await till.account(id)).body.data)).toEqual([{ amount: -1, vat: 21 }]);
    const removed = await till.call('POST', `/api/terminal/accounts/${id}/promo/remove`);
    expect(removed.status).toBe(200);
    expect(discountLines(removed.body.data)).toEqual([]);
    expect(removed.body.data.totalData.total).toBe(5);
  });

  it('a second code replaces the first, and the answer and the audit trail say so (issue 22 point 10)', async () => {
    await createPromo({ promoCode: 'FIRST10', discountAmount: 10, ...dated, maxUses: 5 });
    await createPromo({ promoCode: 'SECOND20', discountAmount: 20, ...dated, maxUses: 5 });
    const id = await ticket({ Espresso: 2 });
    const first = await apply(id, 'first10');
    expect(first.status).toBe(200);
    expect(first.body.notice).toBeNull();
    // The same code again replaces nothing.
    expect((await apply(id, 'FIRST10')).body.notice).toBeNull();
    const second = await apply(id, 'second20');
    expect(second.status).toBe(200);
    expect(second.body.notice).toEqual({
      reason: 'PROMO_CODE_REPLACED',
      params: { promoCode: 'SECOND20', replacedPromoCode: 'FIRST10' },
    });
    // One code on the ticket: only the second one's discount (20 % of 2 x 2.50 = 1.00; the first gave 0.50).
    expect(discountLines(second.body.data)).toEqual([{ amount: -1, vat: 21 }]);
    const names = (second.body.data.orderedProducts as Line[]).map((l) => l.product.name);
    expect(names.filter((n) => n.startsWith('Promo '))).toEqual(['Promo SECOND20']);
    const trail = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'client_account')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'CHANGE')
      .execute();
    expect(trail.map((r) => JSON.parse(r.details))).toEqual([
      { changes: { promoCode: { from: 'FIRST10', to: 'SECOND20' } } },
    ]);
  });

  it('an auto-activate code applies itself when products are ordered and it gives a discount', async () => {
    await createPromo({
      promoCode: 'AUTOWINE',
      discountAmount: 50,
      ...dated,
      maxUses: 5,
      autoActivate: true,
      applyGroupId: await group('Vins'),
    });
    const id = await ticket({ 'Coca-Cola': 1 });
    expect(discountLines((await till.account(id)).body.data)).toEqual([]);
    await till.addLines(id, [{ productId: await productId(t, BISTRO, 'Verre de vin rouge') }]);
    const d = (await till.account(id)).body.data;
    expect(discountLines(d)).toEqual([{ amount: -2.75, vat: 21 }]);
    expect(d.totalData.total).toBe(3 + 5.5 - 2.75);
    expect((await till.pay(id, 'CASH', 10)).status).toBe(200);
    expect((await till.close(id)).status).toBe(200);
    expect((await promoRows()).find((r) => r.promo_code === 'AUTOWINE')!.used_count).toBe(1);
    // Reset so the later tickets of this file are not discounted.
    const row = (await promoRows()).find((r) => r.promo_code === 'AUTOWINE')!;
    await t.call(admin, 'DELETE', `/api/promo/${row.id}`);
  });

  it('30 tills racing for the last use: exactly one ticket closes with it', async () => {
    const promo = await createPromo({ promoCode: 'LASTONE', discountAmount: 10, ...dated, maxUses: 3, usedCount: 2 });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await ticket({ 'Coca-Cola': 1 });
      expect((await apply(id, 'LASTONE')).status).toBe(200);
      expect((await till.pay(id, 'CASH', 2.7)).status).toBe(200);
      ids.push(id);
    }
    const closes = await Promise.all(ids.map((id) => till.close(id)));
    const won = closes.filter((c) => c.status === 200);
    const lost = closes.filter((c) => c.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.every((c) => c.status === 409 && c.body.reason === 'PROMO_CODE_USED_UP')).toBe(true);
    expect((await promoRows()).find((r) => r.id === promo.promoCodeId)!.used_count).toBe(3);
    // A losing till takes the code off, is paid the rest, and closes.
    const loser = ids[closes.findIndex((c) => c.status !== 200)]!;
    expect((await till.call('POST', `/api/terminal/accounts/${loser}/promo/remove`)).status).toBe(200);
    expect((await till.pay(loser, 'CASH', 0.3)).status).toBe(200);
    expect((await till.close(loser)).status).toBe(200);
    expect(await closedAccountMismatches(t)).toEqual([]);
  });
});
