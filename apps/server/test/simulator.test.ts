import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { BISTRO } from '../src/demo/index';
import { createApi, NetworkError } from '../src/simulator/api';
import { runSimulation, UnreachableError } from '../src/simulator/simulate';
import { LoginError } from '../src/simulator/terminal';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

/** A push socket of organisation 1 that records the events it receives. */
async function pushEvents(): Promise<{ events: string[]; close: () => void }> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/push`);
  const events: string[] = [];
  const authenticated = new Promise<void>((resolve) =>
    ws.on('message', (raw) => {
      const { pushType } = JSON.parse(raw.toString());
      events.push(pushType);
      if (pushType === 'PUSH_AUTH_OK') resolve();
    }),
  );
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ pushType: 'PUSH_AUTH_TOKEN', authToken: await t.login('admin') }));
  await authenticated;
  return { events, close: () => ws.terminate() };
}

describe('the terminal simulator', () => {
  it('plays two tills against the real server: tickets closed, events pushed, payments equal totals', async () => {
    const push = await pushEvents();
    const lines: string[] = [];
    try {
      const summary = await runSimulation({
        url,
        orgId: BISTRO,
        terminals: 2,
        seconds: 3,
        pauseMs: [10, 60],
        // Every ticket gets the demo's 10 % code (it applies to any line), so each run has discount lines.
        promoCodes: ['BIENVENUE10'],
        promoChance: 1,
        log: (line) => lines.push(line),
      });
      expect(summary.errors, lines.join('\n')).toBe(0);
      // Promo codes were applied now and then: their discount lines are part of the totals reconciled below.
      expect(summary.promoCodes, lines.join('\n')).toBe(summary.tickets);
      const discounts = await t.db
        .selectFrom('ordered_product')
        .select('charged_cents')
        .where('org_id', '=', BISTRO)
        .where('promo_code_id', 'is not', null)
        .where('reversed_at', 'is', null)
        .execute();
      expect(discounts.length).toBeGreaterThanOrEqual(1);
      expect(discounts.every((d) => d.charged_cents < 0)).toBe(true);
      expect(summary.tickets).toBeGreaterThanOrEqual(1);
      expect(summary.terminals.map((x) => x.username)).toEqual(['sophie', 'lucas']);
      expect(push.events.filter((e) => e === 'ACCOUNTS_UPDATED').length).toBeGreaterThanOrEqual(1);
      expect(lines.some((l) => /T1 sophie +signed in/.test(l))).toBe(true);
      expect(lines.some((l) => /closed, \d+\.\d\d$/.test(l))).toBe(true);
      expect(lines.some((l) => /T1 sophie +kitchen messages: 5$/.test(l))).toBe(true);
      // The comments the tills sent are kitchen messages of the organisation.
      const messages = (
        await t.db.selectFrom('kitchen_message').select('text').where('org_id', '=', BISTRO).execute()
      ).map((m) => m.text);
      const comments = await t.db
        .selectFrom('ordered_product')
        .select('custom_comment')
        .where('org_id', '=', BISTRO)
        .where('custom_comment', 'is not', null)
        .execute();
      for (const c of comments) expect(messages).toContain(c.custom_comment);

      // The demo seed has no activity: every account in the database was made by the simulator.
      const accounts = await t.db
        .selectFrom('client_account')
        .select(['id', 'status'])
        .where('org_id', '=', BISTRO)
        .execute();
      expect(accounts.filter((a) => a.status === 'OPEN')).toEqual([]);
      const closed = accounts.filter((a) => a.status === 'CLOSED').map((a) => a.id);
      expect(closed.length).toBe(summary.tickets);

      const charged = await t.db
        .selectFrom('ordered_product')
        .select(['client_account_id as id', (eb) => eb.fn.sum<number>('charged_cents').as('s')])
        .where('org_id', '=', BISTRO)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', closed)
        .groupBy('client_account_id')
        .execute();
      const paid = await t.db
        .selectFrom('payment_transaction')
        .select([
          'client_account_id as id',
          (eb) => eb.fn.sum<number>(sql<number>`amount_paid_cents - amount_returned_cents`).as('s'),
        ])
        .where('org_id', '=', BISTRO)
        .where('reversed_at', 'is', null)
        .where('transaction_type', '=', 'PAYMENT')
        .where('client_account_id', 'in', closed)
        .groupBy('client_account_id')
        .execute();
      const byId = (rows: { id: number; s: number | string }[]) =>
        Object.fromEntries(closed.map((id) => [id, Number(rows.find((r) => r.id === id)?.s ?? 0)]));
      expect(byId(paid)).toEqual(byId(charged));
      const total = Object.values(byId(charged)).reduce((a, b) => a + b, 0);
      expect(total).toBe(summary.totalCents);
      expect(summary.cashCents + summary.cardCents).toBe(summary.totalCents);

      const devices = await t.db.selectFrom('device').select('serial_number').where('org_id', '=', BISTRO).execute();
      expect(devices.map((d) => d.serial_number).sort()).toEqual(['SIM-1-1', 'SIM-1-2']);
    } finally {
      push.close();
    }
  });

  it('stops with a clear error when the server cannot be reached', async () => {
    const closedPort = createServer();
    await new Promise<void>((resolve) => closedPort.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closedPort.address() as AddressInfo).port}`;
    await new Promise((resolve) => closedPort.close(resolve));
    const run = runSimulation({ url: deadUrl, orgId: BISTRO, terminals: 1, seconds: 1, log: () => {} });
    await expect(run).rejects.toBeInstanceOf(UnreachableError);
    await expect(run).rejects.toThrow(/Cannot reach a Comptoir server at .*ECONNREFUSED/);
  });

  it('stops with a clear error when login fails', async () => {
    const run = runSimulation({ url, orgId: BISTRO, terminals: 1, seconds: 1, password: 'wrong', log: () => {} });
    await expect(run).rejects.toBeInstanceOf(LoginError);
    await expect(run).rejects.toThrow('Login failed for "sophie" in organisation 1');
  });
});

describe('the simulator HTTP client', () => {
  /** A server that drops the first connection of each request, then answers { data: 'ok' }. */
  async function flakyServer(): Promise<{ server: Server; url: string; seen: IncomingMessage[] }> {
    const seen: IncomingMessage[] = [];
    const server = createServer((req, res) => {
      seen.push(req);
      if (seen.length % 2 === 1) {
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: 'ok' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }

  it('retries a money-moving call once after a network failure, with the same Idempotency-Key', async () => {
    const { server, url: flaky, seen } = await flakyServer();
    try {
      const retries: string[] = [];
      const api = createApi(flaky, (what) => retries.push(what), 'token');
      expect(await api.post('/terminal/accounts/1/close', {}, { idempotent: true })).toBe('ok');
      expect(seen).toHaveLength(2);
      const keys = seen.map((r) => r.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(retries).toHaveLength(1);
      // A new call gets a new key.
      await api.post('/terminal/accounts/1/close', {}, { idempotent: true });
      expect(seen[3]!.headers['idempotency-key']).not.toBe(keys[0]);
    } finally {
      server.close();
    }
  });

  it('does not retry a call without a key', async () => {
    const { server, url: flaky, seen } = await flakyServer();
    try {
      await expect(createApi(flaky).post('/terminal/devices', { serialNumber: 'x' })).rejects.toBeInstanceOf(
        NetworkError,
      );
      expect(seen).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('keeps the till’s catalogue: asks again with its ETag, a 304 answers the kept one, a change the new one', async () => {
    const real = globalThis.fetch;
    const seen: { ifNoneMatch: string | null; status: number }[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await real(input, init);
      seen.push({ ifNoneMatch: new Headers(init?.headers).get('if-none-match'), status: res.status });
      return res;
    });
    type Till = { products: { productId: number; name: string }[] };
    try {
      const till = createApi(url, undefined, await t.login('register'));
      const first = await till.get<Till>('/terminal/catalogue');
      const again = await till.get<Till>('/terminal/catalogue');
      expect(again).toEqual(first);
      expect(again).not.toBe(first); // parsed again: callers never share objects
      expect(seen.map((s) => s.status)).toEqual([200, 304]);
      expect(seen[0]!.ifNoneMatch).toBeNull();
      expect(seen[1]!.ifNoneMatch).toMatch(/^W\/"/);

      const product = first.products[0]!;
      const admin = await t.login('admin');
      const renamed = await t.request({
        method: 'PATCH',
        url: `/api/product/${product.productId}`,
        token: admin,
        payload: { name: `${product.name} (new)` },
      });
      expect(renamed.statusCode).toBe(200);
      const changed = await till.get<Till>('/terminal/catalogue');
      expect(seen.at(-1)).toEqual({ ifNoneMatch: seen[1]!.ifNoneMatch, status: 200 });
      expect(changed.products.find((p) => p.productId === product.productId)?.name).toBe(`${product.name} (new)`);
      await till.get<Till>('/terminal/catalogue');
      expect(seen.at(-1)?.status).toBe(304);
      await t.request({
        method: 'PATCH',
        url: `/api/product/${product.productId}`,
        token: admin,
        payload: { name: product.name },
      });
    } finally {
      spy.mockRestore();
    }
  });
});
