import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper';
import { activityCounts } from './pos-helpers';
import {
  at,
  buildShiftDataset,
  euro,
  expectReportTotals,
  getAs,
  pdfText,
  printed,
  SHIFT_A_TOTALS,
  type ShiftDataset,
  tillOf,
  totals,
} from './shift-reports-helpers';

/** X and Z reports, reversals, forced close and reopening on the hand-made dataset of shift-reports-helpers.ts. */
let t: TestApp;
let ids: ShiftDataset['ids'];
let shiftA: number;
let shiftB: number;
let acc: ShiftDataset['acc'];
beforeAll(async () => {
  ({ t, ids, shiftA, shiftB, acc } = await buildShiftDataset());
});
afterAll(async () => t.close());

const get = (url: string, user = 'admin') => getAs(t, url, user);
const till = (user = 'admin') => tillOf(t, user);

describe('X and Z reports', () => {
  it('prints the Z report of a closed shift with the figures of its detail page, to the cent', async () => {
    const res = await get(`/api/shift/${shiftA}/Z/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Z-report-shift-1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res);
    const detail = (await get(`/api/shift/${shiftA}`)).json().data;
    expectReportTotals(text, detail.totalData);
    expect(text).toContain('Z report');
    expect(text).toContain('Demo Bistro');
    expect(text).toContain('VAT number: BE0123456749');
    expect(text).toContain('Address: Rue du Marché 12, 1000 Bruxelles');
    expect(printed(text, 'Shift number')).toBe('1');
    expect(printed(text, 'From')).toBe('16/11/2026 10:00');
    expect(printed(text, 'To')).toBe('16/11/2026 23:00');
    expect(printed(text, 'Opened by')).toBe('admin');
    expect(printed(text, 'Opening cash')).toBe('€100.00');
    expect(printed(text, 'Closed by')).toBe('admin');
    expect(printed(text, 'Counted cash')).toBe('€180.00');
    expect(printed(text, 'Expected cash')).toBe('€182.50');
    expect(printed(text, 'Difference')).toBe('-€2.50');
    expect(printed(text, 'Total paid')).toBe('€93.00');
    for (const v of detail.vatSummaries) {
      expect(text).toContain(`${v.vatBasePercent} %${euro(v.totalVatExcl)}${euro(v.totalVat)}${euro(v.totalVatIncl)}`);
    }
    expect(text).toContain('Total€81.75€11.25€93.00');
    expect(printed(text, 'Number of tickets')).toBe('5');
    expect(printed(text, 'Voided lines (1)')).toBe('€3.00');
    expect(printed(text, 'Voided tickets (1)')).toBe('€10.00');
    expect(printed(text, 'Reversed payments (1)')).toBe('€3.00');
    expect(text).toContain('Plats3€73.50');
    expect(text).toContain('Softs4€12.00');
    expect(text).toContain('Printed 17/11/2026 14:00 (Europe/Brussels) - page 1 of');
  });

  it('refuses the Z report of an open shift and prints its running X report', async () => {
    const z = await get(`/api/shift/${shiftB}/Z/download`);
    expect(z.statusCode).toBe(409);
    expect(z.json().message).toMatch(/still open/);
    expect(z.json()).toMatchObject({ reason: 'SHIFT_STILL_OPEN', params: { shiftNumber: expect.any(Number) } });
    const x = await get(`/api/shift/${shiftB}/X/download`);
    expect(x.statusCode).toBe(200);
    const text = await pdfText(x);
    expect(text).toContain('X report');
    expect(text).toContain('Running report - not a closing report');
    expect(printed(text, 'To')).toBe('still open');
    expect(printed(text, 'Expected cash')).toBe('€110.00');
    expect(printed(text, 'Counted cash')).toBe('-');
    expect(printed(text, 'Still to pay')).toBe('€14.50');
    expect(printed(text, 'Still open')).toBe('1');
    expectReportTotals(text, (await get(`/api/shift/${shiftB}`)).json().data.totalData);
  });

  it('prints range reports: the X with every shift, the Z with the closed ones only', async () => {
    const x = await get('/api/shift/X/download?startDate=0&endDate=0');
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toBe('attachment; filename="X-report-all_all.pdf"');
    const list = (await get('/api/shift?startDate=0&endDate=0')).json().data;
    const xText = await pdfText(x);
    expectReportTotals(xText, list.totalData);
    expect(printed(xText, 'Requested period')).toBe('all shifts');
    expect(printed(xText, 'Shifts')).toBe('1 to 2 (2 shifts)');
    const z = await get('/api/shift/Z/download?startDate=0&endDate=0');
    expect(z.statusCode).toBe(200);
    const zText = await pdfText(z);
    expectReportTotals(zText, SHIFT_A_TOTALS);
    expect(printed(zText, 'Open shifts not included')).toBe('1');
    const empty = await get(`/api/shift/Z/download?startDate=${at(17, 0)}&endDate=${at(17, 23)}`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().reason).toBe('NO_CLOSED_SHIFT');
    const range = await get(`/api/shift/Z/download?startDate=${at(16, 0)}&endDate=${at(16, 23, 59)}`);
    expect(range.headers['content-disposition']).toBe('attachment; filename="Z-report-2026-11-16_2026-11-16.pdf"');
    const rText = await pdfText(range);
    expect(printed(rText, 'Requested period')).toBe('16/11/2026 00:00 - 16/11/2026 23:59');
    expect(rText).toContain('Total€100.00€180.00€182.50-€2.50');
  });

  it('writes the report in the language of who downloads it: lang, else Accept-Language, else English', async () => {
    const nl = await get(`/api/shift/${shiftA}/Z/download?lang=nl`);
    expect(nl.statusCode).toBe(200);
    const nlText = await pdfText(nl);
    expect(nlText).toContain('Z-rapport');
    expect(nlText).toContain('Afsluitrapport');
    expect(nlText).toContain('Btw-nummer: BE0123456749');
    expect(printed(nlText, 'Shiftnummer')).toBe('1');
    expect(printed(nlText, 'Geopend door')).toBe('admin');
    expect(printed(nlText, 'Getelde kassa')).toBe('€ 180,00');
    expect(printed(nlText, 'Aantal tickets')).toBe('5');
    expect(nlText).toContain('Afgedrukt op 17/11/2026 14:00 (Europe/Brussels) - pagina 1 van');
    expect(nlText).not.toContain('Closing report');

    const token = await t.login('admin');
    const byHeader = await t.request({
      method: 'GET',
      url: `/api/shift/Z/download?startDate=0&endDate=0`,
      token,
      headers: { 'accept-language': 'de-DE, fr-BE;q=0.9, nl;q=0.8' },
    });
    const frText = await pdfText(byHeader);
    expect(frText).toContain('Rapport Z');
    expect(printed(frText, 'Services ouverts non inclus')).toBe('1');
    expect(printed(frText, 'Fond de caisse')).toBe(undefined); // a range prints a cash table, not lines
    expect(frText).toContain('Total payé93,00 €');
    // The console's lang wins over the browser's header; an unknown lang falls back to the header, then English.
    const both = await t.request({
      method: 'GET',
      url: `/api/shift/${shiftA}/X/download?lang=nl-BE`,
      token,
      headers: { 'accept-language': 'fr' },
    });
    expect(await pdfText(both)).toContain('X-rapport');
    const unknown = await get(`/api/shift/${shiftA}/X/download?lang=de`);
    expect(unknown.statusCode).toBe(200);
    expect(await pdfText(unknown)).toContain('Running report - not a closing report');
  });
});

describe('reversals, forced close and reopening', () => {
  it('takes a voided line out of the totals and the reports of the open shift', async () => {
    t.clock.now = at(17, 15);
    const pos = await till();
    const t8 = await pos.account(acc.t7);
    const line = t8.body.data.orderedProducts[0];
    // T7 has 10.00 paid on a 24.50 steak: add a cola and void it.
    await pos.addLines(acc.t7, [{ productId: ids.cola, units: 1 }]);
    const withCola = (await get(`/api/shift/${shiftB}`)).json().data.totalData;
    expect(withCola.total).toBe(33.5);
    const cola = (await pos.account(acc.t7)).body.data.orderedProducts.find(
      (l: { orderedProductId: number }) => l.orderedProductId !== line.orderedProductId,
    );
    expect(
      (await pos.call('POST', `/api/terminal/accounts/${acc.t7}/lines/${cola.orderedProductId}/void`)).status,
    ).toBe(200);
    const after = (await get(`/api/shift/${shiftB}`)).json().data;
    expect(after.totalData).toEqual(totals(30.5, 10, 6));
    const text = await pdfText(await get(`/api/shift/${shiftB}/X/download`));
    expect(printed(text, 'Voided lines (1)')).toBe('€3.00');
    expect(printed(text, 'Total sales')).toBe('€30.50');
  });

  it('force-closes the shift: open tickets are settled with the chosen type', async () => {
    t.clock.now = at(17, 22);
    const server = await t.request({
      method: 'POST',
      url: '/api/shift/stop',
      token: await t.login('register'),
      payload: { currentCash: 110, comment: 'x', paymentTypeForForcedClose: 'CARD' },
    });
    expect(server.statusCode).toBe(403);
    const invalid = await t.request({
      method: 'POST',
      url: '/api/shift/stop',
      token: await t.login('emma'),
      payload: { currentCash: 110, paymentTypeForForcedClose: 'OFFERED' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.paymentTypeForForcedClose).toBeDefined();
    const before = await activityCounts(t);
    // A page left open on shift A closes nothing.
    const stale = await t.request({
      method: 'POST',
      url: '/api/shift/stop',
      token: await t.login('emma'),
      payload: { currentCash: 108, paymentTypeForForcedClose: 'CARD', shiftId: shiftA },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/already closed/);
    expect(await activityCounts(t)).toEqual(before);
    const res = await t.request({
      method: 'POST',
      url: '/api/shift/stop',
      token: await t.login('emma'),
      payload: { currentCash: 108, comment: 'Till short by 2', paymentTypeForForcedClose: 'CARD', shiftId: shiftB },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      shiftId: shiftB,
      endTimestamp: at(17, 22),
      endCash: 108,
      expectedCash: 110,
      closeComment: 'Till short by 2',
      closeUser: { username: 'emma' },
    });
    expect((await activityCounts(t)).payments).toBe(before.payments + 1);
    const detail = (await get(`/api/shift/${shiftB}`)).json().data;
    expect(detail.totalData).toEqual(totals(30.5, 10, 20.5));
    const t7 = detail.clientAccountHistoryData.clientAccounts.find(
      (a: { clientAccountId: number }) => a.clientAccountId === acc.t7,
    );
    expect(t7).toMatchObject({ status: 'CLOSED', payTypes: ['CARD', 'CASH'] });
    const z = await get(`/api/shift/${shiftB}/Z/download`);
    expect(z.statusCode).toBe(200);
    const text = await pdfText(z);
    expectReportTotals(text, detail.totalData);
    expect(printed(text, 'Closed by')).toBe('emma');
    expect(printed(text, 'Difference')).toBe('-€2.00');
    // The range Z now covers both shifts and equals the list's totals.
    const all = (await get('/api/shift?startDate=0&endDate=0')).json().data;
    expect(all.totalData).toEqual(totals(123.5, 92.5, 28, 3));
    expectReportTotals(await pdfText(await get('/api/shift/Z/download')), all.totalData);
  });

  it('never reopens a closed shift', async () => {
    const before = await activityCounts(t);
    const again = await t.request({
      method: 'POST',
      url: '/api/shift/stop',
      token: await t.login('admin'),
      payload: { currentCash: 0 },
    });
    expect(again.statusCode).toBe(409);
    expect(await activityCounts(t)).toEqual(before);
    for (const method of ['PATCH', 'PUT', 'POST'] as const) {
      const res = await t.request({
        method,
        url: `/api/shift/${shiftB}`,
        token: await t.login('admin'),
        payload: { endTimestamp: null },
      });
      expect(res.statusCode, method).toBe(404);
    }
    t.clock.now = at(18, 10);
    const next = await (await till()).openShift(50);
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ shiftNumber: 3, endTimestamp: null });
    const b = (await get(`/api/shift/${shiftB}`)).json().data;
    expect(b).toMatchObject({ endTimestamp: at(17, 22), endCash: 108 });
  });
});
