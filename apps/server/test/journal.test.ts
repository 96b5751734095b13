import { createHash, sign } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { canonicalJson } from '../src/lib/canonical-json';
import { orgDb } from '../src/lib/org-db';
import { journalService } from '../src/modules/journal';
import { signWithOrgKey } from '../src/modules/journal/journal.append';
import { type Answer, caller, createTestApp, type TestApp } from './helper';
import { asIntruder, DAY, DAY_MS, demoProduct, entries, HOUR, sell, strangerKey, verify } from './journal-helpers';
import { terminal } from './pos-helpers';

/**
 * The fiscal journal (issue 24): every registered event appended, hash-chained and signed, in the transaction of
 * the event; daily, monthly and yearly closures with grand totals; the database refusing to change any of it.
 */
let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
let product: { id: number; cents: number; vatBp: number };
const ok = (res: Answer) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp({ now: DAY });
  admin = await t.login('admin');
  call = caller(t, admin);
  product = await demoProduct(t);
}, 120_000);
afterAll(async () => t?.close());

describe('appending', () => {
  it('journals the shift, its tickets with payments and tips, and the Z, chained and signed', async () => {
    const till = terminal(t, admin);
    expect((await till.openShift(100)).status).toBe(200);
    await sell(t, admin, product.id, 2, 'CASH', 2 * product.cents);
    t.clock.now += HOUR;
    await sell(t, admin, product.id, 1, 'CARD', product.cents, 150);
    expect((await till.closeShift(100 + (2 * product.cents) / 100)).status).toBe(200);

    const rows = await entries(t);
    expect(rows.map((r) => r.kind)).toEqual(['JOURNAL_OPENED', 'SHIFT_OPENED', 'TICKET', 'TICKET', 'SHIFT_CLOSED']);
    expect(rows.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5]);
    for (const [i, r] of rows.entries()) {
      const body = JSON.parse(r.body);
      expect(canonicalJson(body)).toBe(r.body);
      expect(body.prev).toBe(i === 0 ? '0'.repeat(64) : rows[i - 1]!.hash);
    }
    const second = JSON.parse(rows[3]!.body).data;
    expect(second.payments).toEqual([
      { type: 'CARD', tx: 'PAYMENT', cents: product.cents },
      { type: 'CARD', tx: 'TIP', cents: 150 },
    ]);
    expect(second.total).toBe(product.cents);
    const v = await verify(t);
    expect(v).toMatchObject({ intact: true, entries: 5, lastSeq: 5, break: null });
    expect(ok(await call('GET', '/api/journal/verify'))).toMatchObject({ intact: true, entries: 5 });
  });

  it('is refused UPDATE and DELETE by the database itself', async () => {
    await expect(sql`update journal_entry set body = 'x' where org_id = 1 and seq = 2`.execute(t.db)).rejects.toThrow(
      /REGISTERED_FACT/,
    );
    await expect(sql`delete from journal_entry where org_id = 1 and seq = 5`.execute(t.db)).rejects.toThrow(
      /REGISTERED_FACT/,
    );
    await expect(sql`update journal_key set public_key = 'x' where org_id = 1`.execute(t.db)).rejects.toThrow(
      /REGISTERED_FACT/,
    );
    // The head never goes back (entries deleted at the end and the head moved back would go unseen).
    await expect(sql`update journal_head set last_seq = 4 where org_id = 1`.execute(t.db)).rejects.toThrow(
      /REGISTERED_FACT/,
    );
    await expect(sql`delete from journal_head where org_id = 1`.execute(t.db)).rejects.toThrow(/REGISTERED_FACT/);
    expect((await verify(t)).intact).toBe(true);
  });
});

describe('closures', () => {
  it('closes the day after it ends, with totals equal to its events, and a late correction in its own day', async () => {
    // Nothing is due before the day ends in Brussels.
    expect(await journalService.closeDue(t.ctx, DAY + 5 * HOUR)).toEqual([]);
    t.clock.now = DAY + DAY_MS;
    expect(await journalService.closeDue(t.ctx)).toEqual([1]);
    admin = await t.login('admin');
    call = caller(t, admin);
    const [day] = ok(await call('GET', '/api/journal/closures?kind=DAY'));
    expect(day).toMatchObject({ kind: 'DAY', period: '2026-11-16' });
    const total = 3 * product.cents;
    expect(day.totals.tickets).toBe(2);
    expect(day.totals.total).toBe(total);
    expect(day.totals.payments).toEqual({
      CASH: { in: 2 * product.cents, out: 0 },
      CARD: { in: product.cents, out: 0 },
    });
    expect(day.totals.tips).toEqual({ CARD: 150 });
    expect(day.grand).toEqual({ total, absolute: total });

    // A correction the next day: a correction ticket in that day's shift, counted in that day.
    const till = terminal(t, admin);
    expect((await till.openShift(100)).status).toBe(200);
    const first = JSON.parse((await entries(t))[2]!.body).data.ticket as number;
    const removed = await call('DELETE', `/api/client_account/${first}`, { reason: 'CUSTOMER_RETURN' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await entries(t)).at(-1)!.kind).toBe('CORRECTION');
    t.clock.now = DAY + 2 * DAY_MS;
    await journalService.closeDue(t.ctx);
    admin = await t.login('admin');
    call = caller(t, admin);
    const days = ok(await call('GET', '/api/journal/closures?kind=DAY'));
    expect(days.map((d: { period: string }) => d.period)).toEqual(['2026-11-17', '2026-11-16']);
    expect(days[0].totals).toMatchObject({ tickets: 0, corrections: 1, total: -2 * product.cents });
    expect(days[0].totals.payments.CASH).toEqual({ in: 0, out: 2 * product.cents });
    // The closed day keeps its totals; the grand total runs on, the absolute one counts both.
    expect(days[1].totals.total).toBe(total);
    expect(days[0].grand).toEqual({ total: product.cents, absolute: total + 2 * product.cents });
    expect((await verify(t)).intact).toBe(true);
    // An event dated in a closed day (a late transaction, a till's clock) is dated at the closure's end.
    const [seq] = await t.ctx.db
      .transaction()
      .execute((trx) =>
        journalService.append(orgDb(trx, BISTRO), t.ctx, [
          { kind: 'INVOICE', at: DAY, data: { number: 'late', total: 0 } },
        ]),
      );
    const late = (await entries(t)).find((e) => Number(e.seq) === seq)!;
    expect(Number(late.at)).toBe(days[0].end);
    expect((await verify(t)).intact).toBe(true);
  });

  it('closes the month after its last day and the year after its last month, grand totals carried over', async () => {
    t.clock.now = Date.UTC(2026, 11, 31, 12, 0);
    admin = await t.login('admin');
    call = caller(t, admin);
    await sell(t, admin, product.id, 1, 'CASH', product.cents);
    t.clock.now = Date.UTC(2027, 0, 2, 12, 0);
    await journalService.closeDue(t.ctx);
    admin = await t.login('admin');
    call = caller(t, admin);
    const all = ok(await call('GET', '/api/journal/closures')) as {
      kind: string;
      period: string;
      totals: { total: number; tickets: number };
      grand: { total: number };
    }[];
    const periods = all.map((c) => `${c.kind} ${c.period}`);
    expect(periods).toEqual(
      expect.arrayContaining(['MONTH 2026-11', 'MONTH 2026-12', 'YEAR 2026', 'DAY 2026-12-31', 'DAY 2026-11-17']),
    );
    const of = (k: string) => all.find((c) => `${c.kind} ${c.period}` === k)!;
    expect(of('MONTH 2026-11').totals.total).toBe(product.cents);
    expect(of('MONTH 2026-12').totals).toMatchObject({ total: product.cents, tickets: 1 });
    expect(of('YEAR 2026').totals).toMatchObject({ total: 2 * product.cents, tickets: 3 });
    expect(of('YEAR 2026').grand.total).toBe(2 * product.cents);
    expect(of('MONTH 2026-12').grand.total).toBe(of('DAY 2026-12-31').grand.total);
    // Closures are made once: a second run makes none.
    expect(await journalService.closeDue(t.ctx)).toEqual([]);
    expect((await verify(t)).intact).toBe(true);
  });
});

describe('access', () => {
  it('is for super users and ADMIN_FISCAL; another organisation sees its own journal only', async () => {
    const shop = await t.login('shopadmin');
    const theirs = await t.request({ method: 'GET', url: '/api/journal/verify', token: shop });
    expect(theirs.json().data).toMatchObject({ entries: 0, intact: true });
    const closures = await t.request({ method: 'GET', url: '/api/journal/closures', token: shop });
    expect(closures.json().data).toEqual([]);
    const key = await t.request({ method: 'GET', url: '/api/journal/public-key', token: shop });
    expect(key.statusCode).toBe(404);
    const mine = await t.request({ method: 'GET', url: '/api/journal/public-key', token: admin });
    expect(mine.body).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('refuses a user without ADMIN_FISCAL', async () => {
    const res = await call('POST', '/api/user/create', {
      username: 'nofiscal',
      password: 'demo12345',
      type: 'SERVER',
      abilities: ['ADMIN_LOGIN'],
    });
    expect([200, 201]).toContain(res.status);
    const login = await t.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: BISTRO, username: 'nofiscal', password: 'demo12345' },
    });
    const token = login.json().data.token as string;
    for (const url of [
      '/api/journal/verify',
      '/api/journal/closures',
      '/api/export/fec?startDate=2026-11-01&endDate=2026-11-30',
    ])
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(403);
  });
});

describe('tampering is found at the right entry', () => {
  it('names the entry whose amount was edited', async () => {
    const before = await entries(t);
    const target = before[2]!;
    await asIntruder(t, () =>
      sql`update journal_entry set body = ${target.body.replace(/"cents":(\d+)/, '"cents":1')} where org_id = 1 and seq = ${target.seq}`.execute(
        t.db,
      ),
    );
    const v = await verify(t);
    expect(v.break).toMatchObject({ seq: 3, reason: 'EDITED' });
    await asIntruder(t, () =>
      sql`update journal_entry set body = ${target.body} where org_id = 1 and seq = ${target.seq}`.execute(t.db),
    );
    expect((await verify(t)).intact).toBe(true);
  });

  it('names a deleted entry', async () => {
    const row = (await entries(t))[3]!;
    await asIntruder(t, () => sql`delete from journal_entry where org_id = 1 and seq = 4`.execute(t.db));
    expect((await verify(t)).break).toMatchObject({ seq: 4, reason: 'DELETED' });
    await asIntruder(t, () =>
      t.db
        .insertInto('journal_entry')
        .values({
          org_id: BISTRO,
          seq: 4,
          at: Number(row.at),
          kind: row.kind,
          body: row.body,
          hash: row.hash,
          signature: row.signature,
        })
        .execute(),
    );
    expect((await verify(t)).intact).toBe(true);
  });

  it('names a swap and a wrong key', async () => {
    const rows = await entries(t);
    const [a, b] = [rows[2]!, rows[3]!];
    // Two entries swapped.
    const swap = (x: typeof a, y: typeof a) =>
      sql`update journal_entry set body = ${y.body}, hash = ${y.hash}, signature = ${y.signature} where org_id = 1 and seq = ${x.seq}`.execute(
        t.db,
      );
    await asIntruder(t, async () => {
      await swap(a, b);
      await swap(b, a);
    });
    expect((await verify(t)).break).toMatchObject({ seq: 3, reason: 'REORDERED' });
    await asIntruder(t, async () => {
      await swap(a, a);
      await swap(b, b);
    });
    expect((await verify(t)).intact).toBe(true);

    // The public key replaced: no signature verifies.
    const stranger = strangerKey();
    const key = await t.db
      .selectFrom('journal_key')
      .select('public_key')
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    await asIntruder(t, () =>
      sql`update journal_key set public_key = ${stranger.publicKey} where org_id = 1`.execute(t.db),
    );
    expect((await verify(t)).break).toMatchObject({ seq: 1, reason: 'WRONG_SIGNATURE' });
    await asIntruder(t, () =>
      sql`update journal_key set public_key = ${key.public_key} where org_id = 1`.execute(t.db),
    );
    expect((await verify(t)).intact).toBe(true);
  });

  it('names an inserted entry', async () => {
    const rows = await entries(t);
    const stranger = strangerKey();
    const body = canonicalJson({
      v: 1,
      org: 1,
      seq: 3,
      at: Number(rows[2]!.at),
      kind: 'TICKET',
      prev: rows[1]!.hash,
      data: JSON.parse(rows[2]!.body).data,
    });
    const forged = {
      org_id: BISTRO,
      seq: 3,
      at: Number(rows[2]!.at),
      kind: 'TICKET',
      body,
      hash: createHash('sha256').update(body).digest('hex'),
      signature: sign(null, Buffer.from(body), stranger.privateKey).toString('base64'),
    };
    await asIntruder(t, async () => {
      await sql`update journal_entry set seq = seq + 100000 where org_id = 1 and seq >= 3`.execute(t.db);
      await sql`update journal_entry set seq = seq - 99999 where org_id = 1 and seq >= 100000`.execute(t.db);
      await t.db.insertInto('journal_entry').values(forged).execute();
    });
    expect((await verify(t)).break).toMatchObject({ seq: 3, reason: 'INSERTED' });
    await asIntruder(t, async () => {
      await sql`delete from journal_entry where org_id = 1 and seq = 3`.execute(t.db);
      await sql`update journal_entry set seq = seq + 100000 where org_id = 1 and seq >= 4`.execute(t.db);
      await sql`update journal_entry set seq = seq - 100001 where org_id = 1 and seq >= 100000`.execute(t.db);
    });
    expect((await verify(t)).intact).toBe(true);
  });

  it('names a closure whose totals were changed and signed again with the key, and an edited closure row', async () => {
    const rows = await entries(t);
    const last = rows.at(-1)!;
    expect(last.kind).toBe('CLOSURE');
    const body = JSON.parse(last.body);
    body.data.totals.total += 100;
    const text = canonicalJson(body);
    const signature = await signWithOrgKey(orgDb(t.ctx.db, BISTRO), t.ctx, Buffer.from(text));
    const hash = createHash('sha256').update(text).digest('hex');
    await asIntruder(t, async () => {
      await sql`update journal_entry set body = ${text}, hash = ${hash}, signature = ${signature} where org_id = 1 and seq = ${last.seq}`.execute(
        t.db,
      );
      await sql`update journal_head set last_hash = ${hash} where org_id = 1`.execute(t.db);
    });
    expect((await verify(t)).break).toMatchObject({ seq: Number(last.seq), reason: 'CLOSURE_MISMATCH' });
    await asIntruder(t, async () => {
      await sql`update journal_entry set body = ${last.body}, hash = ${last.hash}, signature = ${last.signature} where org_id = 1 and seq = ${last.seq}`.execute(
        t.db,
      );
      await sql`update journal_head set last_hash = ${last.hash} where org_id = 1`.execute(t.db);
    });
    expect((await verify(t)).intact).toBe(true);

    const day = await t.db
      .selectFrom('fiscal_closure')
      .select(['seq', 'period'])
      .where('org_id', '=', BISTRO)
      .where('kind', '=', 'DAY')
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    await asIntruder(t, () =>
      sql`update fiscal_closure set period = '2026-11-15' where org_id = 1 and seq = ${day.seq}`.execute(t.db),
    );
    expect((await verify(t)).break).toMatchObject({ seq: Number(day.seq), reason: 'CLOSURE_MISMATCH' });
    await asIntruder(t, () =>
      sql`update fiscal_closure set period = ${day.period} where org_id = 1 and seq = ${day.seq}`.execute(t.db),
    );
    expect((await verify(t)).intact).toBe(true);
  });
});
