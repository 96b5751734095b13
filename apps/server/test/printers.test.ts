import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';
import { sendRaw } from '../src/modules/printers/escpos';
import { PRINTER_TIMEOUT_MS } from '../src/modules/printers/printers.service';
import { createTestApp, type TestApp } from './helper';
import { closedPort, hostAddress, NO_HOST_ADDRESS, outboundTestConfig } from './outbound-helpers';

/** Printers (document 1 sections 3, 5 and 7) and the ESC/POS test print over TCP. */
let t: TestApp;
let admin: string;
let shopadmin: string;

/** Every printer row and every user's printer, all organisations. */
async function snapshot() {
  return {
    printers: await t.db.selectFrom('printer').selectAll().orderBy('id').execute(),
    users: await t.db.selectFrom('app_user').select(['user_id', 'printer_id']).orderBy('user_id').execute(),
  };
}
async function printerId(orgId: OrgId, name: string) {
  return (
    await t.db
      .selectFrom('printer')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * The stand-in printers listen on this machine's non-loopback address: the outbound policy refuses loopback
 * (decision 75). Tests that need one are skipped, with the reason, on a machine without such an address.
 */
const HOST = hostAddress();
const host = HOST ?? '192.0.2.1';

/** A printer stand-in: a TCP listener (on `at`, default this machine's address) that keeps what each connection sent. */
async function fakePrinter(at = host) {
  const received: Buffer[] = [];
  let onTicket: (b: Buffer) => void = () => {};
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      const ticket = Buffer.concat(chunks);
      received.push(ticket);
      onTicket(ticket);
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, at, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    next: () => new Promise<Buffer>((resolve) => (onTicket = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  // The stand-in printers listen on ports the system picks, on this machine's address: these tests allow every
  // unprivileged port and that address (the printer ports rule itself is tested below with the default configuration).
  t = await createTestApp({ config: outboundTestConfig(host) });
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
});
afterAll(async () => t.close());

describe('printers', () => {
  it('lists the printers of the organisation only', async () => {
    const res = await t.call(admin, 'GET', '/api/printer');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), name: 'Bar', ipAddress: '192.168.1.51', doublePrint: false },
      { id: expect.any(Number), name: 'Cuisine', ipAddress: '192.168.1.50', doublePrint: true },
    ]);
    expect((await t.call(shopadmin, 'GET', '/api/printer')).body.data.map((p: { name: string }) => p.name)).toEqual([
      'Caisse',
    ]);
  });

  it('adds, edits (id in the body) and deletes a printer', async () => {
    const created = await t.call(admin, 'POST', '/api/printer', {
      name: ' Terrasse ',
      ipAddress: '192.168.1.60',
      doublePrint: true,
    });
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect(created.body.data).toEqual({ id, name: 'Terrasse', ipAddress: '192.168.1.60', doublePrint: true });
    const edited = await t.call(admin, 'PATCH', '/api/printer', {
      id,
      name: 'Terrasse',
      ipAddress: 'epson-tm.local:9101',
      doublePrint: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({ id, name: 'Terrasse', ipAddress: 'epson-tm.local:9101', doublePrint: false });
    const row = await t.db.selectFrom('printer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_id: BISTRO, ip_address: 'epson-tm.local:9101', double_print: 0 });
    const del = await t.call(admin, 'DELETE', `/api/printer/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id, usersCleared: 0 });
    expect(await t.db.selectFrom('printer').select('id').where('id', '=', id).execute()).toEqual([]);
    expect((await t.call(admin, 'DELETE', `/api/printer/${id}`)).status).toBe(404);
  });

  it.each([
    [{ ipAddress: '192.168.1.9', doublePrint: false }, 'name', 'Name is required'],
    [{ name: '  ', ipAddress: '192.168.1.9', doublePrint: false }, 'name', 'Name is required'],
    [{ name: 'P', doublePrint: false }, 'ipAddress', 'IP address is required'],
    [{ name: 'P', ipAddress: '', doublePrint: false }, 'ipAddress', 'IP address is required'],
    [{ name: 'P', ipAddress: '192.168.1.300', doublePrint: false }, 'ipAddress', 'IPv4'],
    [{ name: 'P', ipAddress: '192.168.1', doublePrint: false }, 'ipAddress', 'IPv4'],
    [{ name: 'P', ipAddress: 'kitchen printer', doublePrint: false }, 'ipAddress', 'IPv4'],
    [{ name: 'P', ipAddress: '192.168.1.9:70000', doublePrint: false }, 'ipAddress', 'IPv4'],
    [{ name: 'P', ipAddress: 'http://192.168.1.9', doublePrint: false }, 'ipAddress', 'IPv4'],
    [{ name: 'P', ipAddress: '192.168.1.9' }, 'doublePrint', 'Double print is required'],
    [{ name: 'P', ipAddress: '192.168.1.9', doublePrint: 'yes' }, 'doublePrint', 'Double print is required'],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const before = await snapshot();
    const res = await t.call(admin, 'POST', '/api/printer', payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fieldErrors?.[field]).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an edit without id or with a bad field, and changes nothing', async () => {
    const bar = await printerId(BISTRO, 'Bar');
    const before = await snapshot();
    const noId = await t.call(admin, 'PATCH', '/api/printer', {
      name: 'Bar',
      ipAddress: '192.168.1.51',
      doublePrint: false,
    });
    expect(noId.status).toBe(400);
    expect(noId.body.fieldErrors?.id).toBe('Printer id is required');
    const bad = await t.call(admin, 'PATCH', '/api/printer', {
      id: bar,
      name: '',
      ipAddress: '1.2.3.4',
      doublePrint: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.name).toBe('Name is required');
    expect(await snapshot()).toEqual(before);
  });

  it('deleting a printer users print on leaves them without a printer', async () => {
    const { id } = (
      await t.call(admin, 'POST', '/api/printer', { name: 'Caisse 2', ipAddress: '10.0.0.2', doublePrint: false })
    ).body.data;
    await t.db
      .updateTable('app_user')
      .set({ printer_id: id })
      .where('org_id', '=', BISTRO)
      .where('username', '=', 'register')
      .execute();
    const register = await t.login('register');
    expect((await t.call(register, 'GET', '/api/user/me')).body.data.printer).toEqual({ id, name: 'Caisse 2' });
    const del = await t.call(admin, 'DELETE', `/api/printer/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id, usersCleared: 1 });
    expect((await t.call(register, 'GET', '/api/user/me')).body.data.printer).toBeNull();
  });
});

describe.skipIf(!HOST)(`test print (${HOST ? `printers on ${HOST}` : NO_HOST_ADDRESS})`, () => {
  it('sends an ESC/POS ticket that starts with ESC @ and ends with a cut', async () => {
    const printer = await fakePrinter();
    try {
      const { id } = (
        await t.call(admin, 'POST', '/api/printer', {
          name: 'Café',
          ipAddress: `${host}:${printer.port}`,
          doublePrint: true,
        })
      ).body.data;
      const arrived = printer.next();
      const res = await t.call(admin, 'POST', `/api/printer/${id}/test`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ok: true, bytes: expect.any(Number) });
      const ticket = await arrived;
      expect(ticket.length).toBe(res.body.data.bytes);
      expect([...ticket.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      expect(ticket.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
      expect(ticket.indexOf(Buffer.from([0x1d, 0x56]))).toBeGreaterThan(ticket.length - 5);
      const text = ticket.toString('latin1');
      expect(text).toContain('Demo Bistro');
      expect(text).toContain('Test print');
      expect(text).toContain('Printer: Cafe');
      expect(text).toContain('Double print: yes');
      expect(text).toContain('18/11/2026'); // the test clock, in Europe/Brussels
      expect([...ticket].every((b) => b < 0x80)).toBe(true);
    } finally {
      await printer.close();
    }
  });

  it('answers 502 PRINTER_UNREACHABLE with a fixed cause (never the system error text) when nothing listens', async () => {
    const port = await closedPort(host);
    const { id } = (
      await t.call(admin, 'POST', '/api/printer', { name: 'Off', ipAddress: `${host}:${port}`, doublePrint: false })
    ).body.data;
    const started = Date.now();
    const res = await t.call(admin, 'POST', `/api/printer/${id}/test`);
    expect(Date.now() - started).toBeLessThan(PRINTER_TIMEOUT_MS + 1000);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PRINTER_UNREACHABLE');
    expect(res.body.message).toBe(`Printer "Off" (${host}:${port}) could not be reached: connection refused`);
    // The cause as a key clients translate, never to be parsed out of the English message.
    expect(res.body.reason).toBe('PRINTER_UNREACHABLE');
    expect(res.body.params).toEqual({ failure: 'refused' });
    expect(JSON.stringify(res.body)).not.toContain('ECONNREFUSED');
  });

  it('gives up with "timed out" when the printer does not take the bytes in time', async () => {
    // A listener that never reads: a large ticket cannot be handed over, so only the timer can end the wait.
    const server = net.createServer((socket) => socket.pause());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const started = Date.now();
    try {
      await expect(sendRaw('127.0.0.1', port, Buffer.alloc(64 * 1024 * 1024), 300)).rejects.toThrow('timed out');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.close();
    }
  });

  it('refuses loopback, a name resolving to it, link-local and the metadata address: 400, nothing sent', async () => {
    const loopback = await fakePrinter('127.0.0.1');
    try {
      const cases: [string, string][] = [
        [`127.0.0.1:${loopback.port}`, 'LOOPBACK'],
        [`localhost:${loopback.port}`, 'LOOPBACK'],
        [`0.0.0.0:${loopback.port}`, 'UNSPECIFIED'],
        ['169.254.169.254:9100', 'METADATA'],
        ['169.254.1.1:9100', 'LINK_LOCAL'],
        ['224.0.0.251:9100', 'MULTICAST'],
        ['8.8.8.8:9100', 'NETWORK_NOT_ALLOWED'],
      ];
      for (const [ipAddress, refusal] of cases) {
        const { id } = (await t.call(admin, 'POST', '/api/printer', { name: 'Probe', ipAddress, doublePrint: false }))
          .body.data;
        const res = await t.call(admin, 'POST', `/api/printer/${id}/test`);
        expect(res.status, ipAddress).toBe(400);
        expect(res.body.reason, ipAddress).toBe('OUTBOUND_NOT_ALLOWED');
        expect(res.body.params).toEqual({ refusal });
        expect(res.body.fieldErrors?.ipAddress).toBe(
          `The server may not connect to this printer's address (${refusal})`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(loopback.received).toEqual([]);
    } finally {
      await loopback.close();
    }
  });

  it('an open and a closed refused target answer exactly the same', async () => {
    const loopback = await fakePrinter('127.0.0.1');
    const { id } = (
      await t.call(admin, 'POST', '/api/printer', {
        name: 'Loop',
        ipAddress: `127.0.0.1:${loopback.port}`,
        doublePrint: false,
      })
    ).body.data;
    const open = await t.call(admin, 'POST', `/api/printer/${id}/test`);
    await loopback.close();
    const closed = await t.call(admin, 'POST', `/api/printer/${id}/test`);
    expect(closed).toEqual(open);
    expect(open.status).toBe(400);
    expect(loopback.received).toEqual([]);
  });

  it('answers 404 for another organisation’s printer and sends nothing', async () => {
    const printer = await fakePrinter();
    try {
      const { id } = (
        await t.call(admin, 'POST', '/api/printer', {
          name: 'Mine',
          ipAddress: `${host}:${printer.port}`,
          doublePrint: false,
        })
      ).body.data;
      const res = await t.call(shopadmin, 'POST', `/api/printer/${id}/test`);
      expect(res.status).toBe(404);
      await new Promise((r) => setTimeout(r, 100));
      expect(printer.received).toEqual([]);
    } finally {
      await printer.close();
    }
  });
});

describe('abilities and tenancy', () => {
  const routes = (id: number): [string, string, object?][] => [
    ['GET', '/api/printer'],
    ['POST', '/api/printer', { name: 'X', ipAddress: '10.0.0.9', doublePrint: false }],
    ['PATCH', '/api/printer', { id, name: 'X', ipAddress: '10.0.0.9', doublePrint: false }],
    ['DELETE', `/api/printer/${id}`],
    ['POST', `/api/printer/${id}/test`],
  ];

  it.each(['sophie', 'server'])('%s (no ADMIN_PRINTERS) gets 403 everywhere and nothing changes', async (username) => {
    const token = await t.login(username);
    const id = await printerId(BISTRO, 'Bar');
    for (const [method, url, payload] of routes(id)) {
      const before = await snapshot();
      const res = await t.call(token, method as 'GET', url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(await snapshot()).toEqual(before);
    }
  });

  it('another organisation’s printer answers 404 on edit and delete, and nothing changes', async () => {
    const id = await printerId(BISTRO, 'Cuisine');
    const before = await snapshot();
    const edit = await t.call(shopadmin, 'PATCH', '/api/printer', {
      id,
      name: 'Stolen',
      ipAddress: '10.0.0.9',
      doublePrint: false,
    });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Printer not found');
    expect((await t.call(shopadmin, 'DELETE', `/api/printer/${id}`)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('printer ports (PRINTER_PORTS, default 9100-9109)', () => {
  let d: TestApp;
  let token: string;
  beforeAll(async () => {
    d = await createTestApp();
    token = await d.login('admin');
  });
  afterAll(async () => d.close());
  const send = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await d.request({ method, url, token, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const rows = () => d.db.selectFrom('printer').selectAll().orderBy('id').execute();

  it('saves printers on printer ports only: 400 on ipAddress with a reason for any other port', async () => {
    const before = await rows();
    for (const ipAddress of ['192.168.1.60:22', '127.0.0.1:5432', 'localhost:80', '192.168.1.60:9110']) {
      const res = await send('POST', '/api/printer', { name: 'Probe', ipAddress, doublePrint: false });
      expect(res.status).toBe(400);
      const port = Number(ipAddress.split(':')[1]);
      expect(res.body.fieldErrors.ipAddress).toBe(
        `Port ${port} is not a printer port: printers are reached on port 9100-9109 only`,
      );
      expect(res.body.reason).toBe('PRINTER_PORT_NOT_ALLOWED');
      expect(res.body.params).toEqual({ port, ports: '9100-9109' });
    }
    expect(await rows()).toEqual(before);
    const ok = await send('POST', '/api/printer', {
      name: 'Print server',
      ipAddress: '10.0.0.9:9105',
      doublePrint: false,
    });
    expect(ok.status).toBe(200);
    const edit = await send('PATCH', '/api/printer', { ...ok.body.data, ipAddress: '10.0.0.9:22' });
    expect(edit.status).toBe(400);
    expect(edit.body.reason).toBe('PRINTER_PORT_NOT_ALLOWED');
    expect((await rows()).find((r) => r.id === ok.body.data.id)?.ip_address).toBe('10.0.0.9:9105');
    // No port means 9100.
    expect((await send('PATCH', '/api/printer', { ...ok.body.data, ipAddress: '10.0.0.9' })).status).toBe(200);
  });

  it('refuses a test print to port 22 (or any port outside the list) without connecting', async () => {
    const listener = await fakePrinter();
    try {
      // Printers saved before the rule (or by hand) are checked again at test time.
      const [row] = await d.db
        .insertInto('printer')
        .values([
          { org_id: BISTRO, name: 'SSH', ip_address: '127.0.0.1:22', double_print: 0 },
          { org_id: BISTRO, name: 'Listener', ip_address: `127.0.0.1:${listener.port}`, double_print: 0 },
        ])
        .returning('id')
        .execute();
      const res = await send('POST', `/api/printer/${row!.id}/test`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.fieldErrors.ipAddress).toMatch(/^Port 22 is not a printer port/);
      expect(res.body.params).toEqual({ port: 22, ports: '9100-9109' });
      const other = await d.db
        .selectFrom('printer')
        .select('id')
        .where('name', '=', 'Listener')
        .executeTakeFirstOrThrow();
      expect((await send('POST', `/api/printer/${other.id}/test`)).status).toBe(400);
      await new Promise((r) => setTimeout(r, 100));
      expect(listener.received).toEqual([]);
    } finally {
      await listener.close();
    }
  });
});
