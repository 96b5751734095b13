import type { Closure, FiscalAccounts } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../src/demo/demo-activity';
import { DEMO_PASSWORD } from '../src/demo/demo-identity';
import { seedCreditLunch } from '../src/demo/demo-invoices';
import { journalService } from '../src/modules/journal';
import { defaultAccounts } from '../src/modules/journal/journal.exports';
import {
  asciiText,
  buildWinbooksAct,
  pointAmount,
  WINBOOKS_ACT_FIELDS,
  WINBOOKS_VAT_CODES,
  type WinbooksField,
} from '../src/modules/journal/journal.winbooks';
import { caller, createTestApp, type TestApp } from './helper';

/**
 * The Belgian export (WinBooks' ACT.TXT, decisions 106-108): the layout of every record, each day's document
 * balanced, the demo's closed days reconciled with their closures to the cent, and the route's access rules.
 */
let t: TestApp;
let admin: string;
const DAYS = 5;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoActivity(t.ctx, { days: DAYS, traffic: 1, log: () => {}, beforeClose: seedCreditLunch });
  await journalService.closeDue(t.ctx);
  admin = await t.login('admin');
}, 300_000);
afterAll(async () => t?.close());

type Row = Record<WinbooksField, string>;

/** The records of an ACT file: every field quoted, 36 of them, CRLF line ends. */
function parse(body: string): Row[] {
  if (body === '') return [];
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      expect(line).toMatch(/^"[^"]*"(,"[^"]*"){35}$/);
      const values = line.slice(1, -1).split('","');
      expect(values).toHaveLength(WINBOOKS_ACT_FIELDS.length);
      return Object.fromEntries(WINBOOKS_ACT_FIELDS.map((f, i) => [f, values[i]!])) as Row;
    });
}

/** The negation of a sum (0 stays 0, not -0). */
const neg = (n: number) => (n === 0 ? 0 : -n);

/** An amount of the file in cents: a decimal point and two decimals. */
const cents = (s: string) => {
  expect(s).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(s) * 100);
};

const closedDays = async (token = admin) => {
  const res = await t.request({ method: 'GET', url: '/api/journal/closures?kind=DAY', token });
  return (res.json().data as Closure[]).reverse();
};

describe('the WinBooks export of the demo', () => {
  it('has the 36 fields in order, one balanced document per closed day, and reconciles with the closures', async () => {
    const days = await closedDays();
    expect(days.length).toBeGreaterThanOrEqual(DAYS - 2);
    const [first, last] = [days[0]!.period, days.at(-1)!.period];
    const res = await t.request({
      method: 'GET',
      url: `/api/export/winbooks?startDate=${first}&endDate=${last}`,
      token: admin,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="0123456749ACT${last.replaceAll('-', '')}.txt"`,
    );
    // Plain printable ASCII (the same bytes in UTF-8 and Windows-1252).
    expect(res.body).toMatch(/^[\x20-\x7e\r\n]*$/);
    const accounts = (await t.request({ method: 'GET', url: '/api/journal/accounts', token: admin })).json()
      .data as FiscalAccounts;
    const rows = parse(res.body);

    const byDoc = new Map<string, Row[]>();
    for (const r of rows) byDoc.set(r.DOCNUMBER, [...(byDoc.get(r.DOCNUMBER) ?? []), r]);
    // One document per closed day, numbered by its date, in date order.
    expect([...byDoc.keys()]).toEqual(days.map((d) => d.period.replaceAll('-', '')));

    for (const day of days) {
      const date = day.period.replaceAll('-', '');
      const doc = byDoc.get(date)!;
      doc.forEach((r, i) => {
        expect(r).toMatchObject({
          DOCTYPE: '3',
          DBKCODE: accounts.journalCode,
          DBKTYPE: '5',
          DOCORDER: String(i + 1).padStart(3, '0'),
          BOOKYEAR: '',
          PERIOD: day.period.slice(5, 7),
          DATE: date,
          DATEDOC: date,
          AMOUNT: '0.00',
        });
        expect(r.ACCOUNTGL).toMatch(/^[0-9A-Z]{1,8}$/);
        expect(r.COMMENT.length).toBeGreaterThan(0);
        expect(r.COMMENT.length).toBeLessThanOrEqual(40);
        expect(r.COMMENTEXT.length).toBeLessThanOrEqual(35);
      });
      // The document balances to the cent.
      expect(doc.reduce((s, r) => s + cents(r.AMOUNTEUR), 0)).toBe(0);

      const t0 = day.totals;
      const on = (account: string) => doc.filter((r) => r.ACCOUNTGL === account);
      for (const [rate, v] of Object.entries(t0.vat)) {
        // Sales per rate on its sales account (a credit: negative AMOUNTEUR).
        expect(neg(on(accounts.sales[rate]!).reduce((s, r) => s + cents(r.AMOUNTEUR), 0))).toBe(v.base);
        // VAT per rate on its VAT account, with WinBooks' VAT code and the base it was collected on.
        const vatRows = on(accounts.vat[rate]!).filter((r) => r.VATCODE !== '');
        expect(neg(vatRows.reduce((s, r) => s + cents(r.AMOUNTEUR), 0))).toBe(v.vat);
        if (v.vat !== 0) {
          expect(vatRows).toHaveLength(1);
          expect(vatRows[0]).toMatchObject({ VATCODE: WINBOOKS_VAT_CODES[rate], VATBASE: pointAmount(v.base) });
        }
      }
      // Payments per type: what came in (debit) and what was paid back (credit), on the type's account.
      for (const [type, p] of Object.entries(t0.payments)) {
        const line = (label: string) => doc.filter((r) => r.COMMENT === `${label} ${type}`);
        const paid = line('Encaissements');
        const back = line('Remboursements');
        expect(paid.reduce((s, r) => s + cents(r.AMOUNTEUR), 0)).toBe(p.in);
        expect(neg(back.reduce((s, r) => s + cents(r.AMOUNTEUR), 0))).toBe(p.out);
        for (const r of [...paid, ...back]) expect(r.ACCOUNTGL).toBe(accounts.payments[type]);
      }
      for (const [type, tip] of Object.entries(t0.tips))
        expect(doc.filter((r) => r.COMMENT === `Pourboires ${type}`).reduce((s, r) => s + cents(r.AMOUNTEUR), 0)).toBe(
          tip,
        );
    }
    // The whole period: sales and VAT of the file equal the closures' (the 70 and 451 classes of the Belgian chart).
    const sum = (prefix: string) =>
      rows.filter((r) => r.ACCOUNTGL.startsWith(prefix)).reduce((s, r) => s - cents(r.AMOUNTEUR), 0);
    const vat = days.flatMap((d) => Object.values(d.totals.vat));
    expect(sum('70')).toBe(vat.reduce((s, v) => s + v.base, 0));
    expect(sum('451')).toBe(vat.reduce((s, v) => s + v.vat, 0));
    expect(vat.reduce((s, v) => s + v.vat, 0)).toBeGreaterThan(0);
  });

  it('keeps to the days asked: one day gives that day only, a period with nothing closed an empty file', async () => {
    const days = await closedDays();
    const one = days[1]!.period;
    const res = await t.request({
      method: 'GET',
      url: `/api/export/winbooks?startDate=${one}&endDate=${one}`,
      token: admin,
    });
    expect(new Set(parse(res.body).map((r) => r.DOCNUMBER))).toEqual(new Set([one.replaceAll('-', '')]));
    const none = await t.request({
      method: 'GET',
      url: '/api/export/winbooks?startDate=2001-01-01&endDate=2001-12-31',
      token: admin,
    });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
  });
});

describe('access and input', () => {
  it("gives another organisation its own export, named with its own number, never the demo's", async () => {
    const days = await closedDays();
    const [first, last] = [days[0]!.period, days.at(-1)!.period];
    const shop = await t.login('shopadmin');
    const url = `/api/export/winbooks?startDate=${first}&endDate=${last}`;
    const res = await t.request({ method: 'GET', url, token: shop });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="0987654394ACT${last.replaceAll('-', '')}.txt"`,
    );
    // The shop's own closed days (the demo shop sells at its counter), its own sales: not the bistro's.
    const theirs = (await closedDays(shop)).filter((d) => d.period >= first && d.period <= last);
    const rows = parse(res.body);
    expect(new Set(rows.map((r) => r.DOCNUMBER))).toEqual(new Set(theirs.map((d) => d.period.replaceAll('-', ''))));
    const sales = (list: Closure[]) => list.flatMap((d) => Object.values(d.totals.vat)).reduce((s, v) => s + v.base, 0);
    const booked = rows.filter((r) => r.ACCOUNTGL.startsWith('70')).reduce((s, r) => s - cents(r.AMOUNTEUR), 0);
    expect(booked).toBe(sales(theirs));
    expect(booked).not.toBe(sales(days));
    const mine = await t.request({ method: 'GET', url, token: admin });
    expect(res.body).not.toBe(mine.body);
  });

  it('refuses a user without ADMIN_FISCAL', async () => {
    const call = caller(t, admin);
    const made = await call('POST', '/api/user/create', {
      username: 'nowinbooks',
      password: DEMO_PASSWORD,
      type: 'SERVER',
      abilities: ['ADMIN_LOGIN'],
    });
    expect([200, 201]).toContain(made.status);
    const token = await t.login('nowinbooks');
    const res = await t.request({
      method: 'GET',
      url: '/api/export/winbooks?startDate=2026-11-01&endDate=2026-11-30',
      token,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad dates with field messages', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/export/winbooks?startDate=2026-13-01&endDate=x',
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['startDate', 'endDate']));
    const backwards = await t.request({
      method: 'GET',
      url: '/api/export/winbooks?startDate=2026-11-30&endDate=2026-11-01',
      token: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fieldErrors)).toEqual(['endDate']);
    const missing = await t.request({ method: 'GET', url: '/api/export/winbooks', token: admin });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(expect.arrayContaining(['startDate', 'endDate']));
  });

  it('refuses an account longer than WinBooks takes, under its field, rather than cutting it', async () => {
    const call = caller(t, admin);
    const before = (await call('GET', '/api/journal/accounts')).body.data as FiscalAccounts;
    expect((await call('PUT', '/api/journal/accounts', { ...before, tips: '4890000001' })).status).toBe(200);
    try {
      const res = await call('GET', '/api/export/winbooks?startDate=2026-11-01&endDate=2026-11-30');
      expect(res.status).toBe(409);
      expect(res.body.fieldErrors).toEqual({ tips: 'At most 8 characters in a WinBooks file' });
    } finally {
      expect((await call('PUT', '/api/journal/accounts', before)).status).toBe(200);
    }
  });
});

describe('the ACT writer', () => {
  const day = (vat: Closure['totals']['vat'], payments: Closure['totals']['payments']): Closure => ({
    kind: 'DAY',
    period: '2026-03-09',
    start: 0,
    end: 0,
    seq: 1,
    createdAt: 0,
    hash: '',
    totals: {
      tickets: 1,
      corrections: 1,
      total: 0,
      vat,
      payments,
      tips: {},
      rounding: {},
      invoices: { count: 0, total: 0 },
      creditNotes: { count: 0, total: 0 },
    },
    grand: { total: 0, absolute: 0 },
  });

  it('books a rate whose corrections exceed its sales on the debit side, with a negative VAT base', () => {
    const body = buildWinbooksAct(
      [
        day(
          { '2100': { base: -1000, vat: -210, total: -1210 }, '600': { base: 2000, vat: 120, total: 2120 } },
          { CASH: { in: 2120, out: 1210 } },
        ),
      ],
      defaultAccounts('BE'),
    );
    const rows = parse(body);
    expect(rows.map((r) => [r.ACCOUNTGL, r.AMOUNTEUR, r.VATBASE, r.VATCODE])).toEqual([
      ['570000', '21.20', '', ''],
      ['570000', '-12.10', '', ''],
      ['700060', '-20.00', '', ''],
      ['451060', '-1.20', '20.00', '211200'],
      ['700210', '10.00', '', ''],
      ['451210', '2.10', '-10.00', '211400'],
    ]);
    expect(rows.every((r) => r.PERIOD === '03' && r.DOCNUMBER === '20260309')).toBe(true);
    expect(rows.map((r) => r.COMMENT)).toContain('TVA collectee 21,00 %');
  });

  it('writes amounts with a decimal point and text as plain ASCII cut to the width', () => {
    expect([pointAmount(0), pointAmount(5), pointAmount(-123456), pointAmount(100)]).toEqual([
      '0.00',
      '0.05',
      '-1234.56',
      '1.00',
    ]);
    expect(asciiText('Clôture "été"\tà Liège — 21 %', 40)).toBe("Cloture 'ete' a Liege 21 %");
    expect(asciiText('x'.repeat(50), 40)).toHaveLength(40);
    expect(WINBOOKS_ACT_FIELDS).toHaveLength(36);
    expect(WINBOOKS_ACT_FIELDS.slice(28, 33)).toEqual(['ISMATCHED', 'ISLOCKED', 'ISIMPORTED', 'ISPOSITIVE', 'ISTEMP']);
  });
});
