import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';

/** A push socket client that records what it receives and how it was closed. */
interface Client {
  ws: WebSocket;
  messages: { pushType: string }[];
  closed: Promise<{ code: number; reason: string }>;
  isOpen(): boolean;
  send(data: unknown): void;
  /** The next message with this pushType (already received or still to come). */
  waitFor(pushType: string, timeoutMs?: number): Promise<void>;
}

let t: TestApp;
let baseUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  baseUrl = `127.0.0.1:${port}`;
});
afterEach(() => {
  for (const c of clients.splice(0)) c.ws.terminate();
});
afterAll(async () => t.close());

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(`ws://${baseUrl}/api/push`, { headers });
  const messages: Client['messages'] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()));
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client: Client = {
    ws,
    messages,
    closed,
    isOpen: () => ws.readyState === WebSocket.OPEN,
    send: (data) => ws.send(typeof data === 'string' ? data : JSON.stringify(data)),
    waitFor: (pushType, timeoutMs = 3000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!messages.some((m) => m.pushType === pushType)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${pushType} within ${timeoutMs} ms (got ${JSON.stringify(messages)})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
  clients.push(client);
  return client;
}

/** A socket authenticated as a demo user (PUSH_AUTH_OK received). */
async function authenticated(username: string): Promise<Client> {
  const client = await connect();
  client.send({ pushType: 'PUSH_AUTH_TOKEN', authToken: await t.login(username) });
  await client.waitFor('PUSH_AUTH_OK');
  return client;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a takeaway account through the terminal API (opening the shift first when none is open). */
async function openTakeaway(username: string, orgId: OrgId = BISTRO): Promise<number> {
  const token = await t.login(username, orgId);
  const current = await t.request({ method: 'GET', url: '/api/shift/current', token });
  if (current.json().data === null) {
    const shift = await t.request({ method: 'POST', url: '/api/shift', token, payload: { currentCash: 150 } });
    expect(shift.statusCode).toBe(200);
  }
  const res = await t.request({ method: 'POST', url: '/api/terminal/accounts', token, payload: { kind: 'TAKEAWAY' } });
  expect(res.statusCode).toBe(200);
  return res.json().data.clientAccountId;
}

describe('push socket authentication', () => {
  it('closes a socket that never authenticates (4001)', async () => {
    // The delay is this app's setting (read at each connection): shortened here instead of waiting 5 s.
    const { config } = t.ctx;
    expect(config.pushAuthTimeoutMs).toBe(5000);
    config.pushAuthTimeoutMs = 150;
    try {
      const client = await connect();
      expect(client.isOpen()).toBe(true);
      const { code, reason } = await client.closed;
      expect(code).toBe(4001);
      expect(reason).toBe('authentication timeout');
    } finally {
      config.pushAuthTimeoutMs = 5000;
    }
  });

  it('ignores an invalid message: the socket stays open and can still authenticate', async () => {
    const client = await connect();
    client.send('{not json');
    client.send({ pushType: 'ACCOUNTS_UPDATED' });
    client.send({ hello: 'world' });
    await sleep(100);
    expect(client.isOpen()).toBe(true);
    client.send({ pushType: 'PUSH_AUTH_TOKEN', authToken: await t.login('register') });
    await client.waitFor('PUSH_AUTH_OK');
    expect(client.isOpen()).toBe(true);
  });

  it('closes the socket for a bad token (4003)', async () => {
    const client = await connect();
    client.send({ pushType: 'PUSH_AUTH_TOKEN', authToken: 'not-a-token' });
    expect((await client.closed).code).toBe(4003);
    expect(client.messages).toEqual([]);
  });

  it('closes the socket for a token signed with another secret', async () => {
    const token = await t.login('admin');
    const [h, p] = token.split('.');
    const client = await connect();
    client.send({ pushType: 'PUSH_AUTH_TOKEN', authToken: `${h}.${p}.${'A'.repeat(43)}` });
    expect((await client.closed).code).toBe(4003);
  });

  it('refuses a foreign Origin and accepts the server own origin', async () => {
    const evil = await connect({ origin: 'https://evil.example' });
    const { code } = await evil.closed;
    expect(code).toBe(1008);
    expect(evil.messages).toEqual([]);

    const own = await connect({ origin: `http://${baseUrl}` });
    own.send({ pushType: 'PUSH_AUTH_TOKEN', authToken: await t.login('admin') });
    await own.waitFor('PUSH_AUTH_OK');
  });
});

describe('push events', () => {
  it('sends ACCOUNTS_UPDATED to the sockets of the organisation that wrote, and to no other', async () => {
    const bistro = await authenticated('sophie');
    const shop = await authenticated('shopadmin');
    await openTakeaway('sophie');
    await bistro.waitFor('ACCOUNTS_UPDATED');
    await sleep(300);
    expect(shop.messages).toEqual([{ pushType: 'PUSH_AUTH_OK' }]);
  });

  it('keeps the other direction apart too: a shop write reaches the shop only', async () => {
    const bistro = await authenticated('admin');
    const shop = await authenticated('shopadmin');
    const accountId = await openTakeaway('julie', SHOP);
    await shop.waitFor('ACCOUNTS_UPDATED');
    // The event comes after the commit: a client reloading on it sees the new account.
    const token = await t.login('julie', 2);
    const detail = await t.request({ method: 'GET', url: `/api/terminal/accounts/${accountId}`, token });
    expect(detail.statusCode).toBe(200);
    await sleep(300);
    expect(bistro.messages).toEqual([{ pushType: 'PUSH_AUTH_OK' }]);
  });

  it('keeps delivering to the sockets still open when others of the organisation close, and to a new one', async () => {
    const first = await authenticated('sophie');
    const second = await authenticated('emma');
    first.ws.close();
    await first.closed;
    await openTakeaway('sophie');
    await second.waitFor('ACCOUNTS_UPDATED');
    second.ws.close();
    await second.closed;
    // Every socket of the organisation gone, then a new one: it is registered afresh.
    const third = await authenticated('lucas');
    await openTakeaway('lucas');
    await third.waitFor('ACCOUNTS_UPDATED');
    expect(first.messages).toEqual([{ pushType: 'PUSH_AUTH_OK' }]);
  });

  it('sends nothing to a socket that has not authenticated yet', async () => {
    const waiting = await connect();
    const bistro = await authenticated('lucas');
    await openTakeaway('lucas');
    await bistro.waitFor('ACCOUNTS_UPDATED');
    await sleep(100);
    expect(waiting.messages).toEqual([]);
    expect(waiting.isOpen()).toBe(true);
  });
});
