import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { DEFAULT_OUTBOUND_NETWORKS, refusalOf } from '../src/lib/outbound';
import { decryptPassword, encryptPassword } from '../src/modules/integrations/integrations.secret';
import { createTestApp, type TestApp } from './helper';
import { closedPort, hostAddress, NO_HOST_ADDRESS, outboundTestConfig } from './outbound-helpers';

/** External integrations (document 3 sections 3, 4, 5 and 7), the CashDro password at rest and the connection test. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;
let superUser: string;

const rows = () => t.db.selectFrom('integration').selectAll().orderBy('id').execute();
const userId = async (username: string) =>
  (await t.db.selectFrom('app_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow())
    .user_id;
const cashdro = (config: object, extra: object = {}) => ({
  type: 'CASHDRO',
  configJson: JSON.stringify(config),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ integrationTestTimeoutMs: 400 });
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
  superUser = await t.login('super');
});
afterAll(async () => t.close());

describe('integrations', () => {
  it("lists the organisation's integrations without any password", async () => {
    const res = await t.call(admin, 'GET', '/api/integrations');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        orgId: BISTRO,
        userId: await userId('register'),
        user: { username: 'register' },
        type: 'CASHDRO',
        configJson: '{"ip":"https://192.168.1.60","username":"caisse"}',
        passwordSet: true,
      },
      {
        id: expect.any(Number),
        orgId: BISTRO,
        userId: await userId('server'),
        user: { username: 'server' },
        type: 'CCV_OPI',
        configJson: '{"ip":"192.168.1.61","localPrint":true}',
        passwordSet: false,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('cashdro-demo');
    expect((await t.call(shopadmin, 'GET', '/api/integrations')).body.data).toEqual([]);
  });

  it('packs a CASHDRO: https by default, the chosen protocol kept, fields of the other type dropped, assigned to the current user', async () => {
    const created = await t.call(
      admin,
      'POST',
      '/api/integrations',
      cashdro(
        { ip: '10.0.0.5:8443', username: ' caisse2 ', password: 'S3cret!pw', localPrint: true },
        { id: 99, orgId: SHOP },
      ),
    );
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect(created.body.data).toEqual({
      id,
      orgId: BISTRO,
      userId: await userId('admin'),
      user: { username: 'admin' },
      type: 'CASHDRO',
      configJson: '{"ip":"https://10.0.0.5:8443","username":"caisse2"}',
      passwordSet: true,
    });
    // The raw row never holds the password in clear; it opens with the server's key for this organisation only.
    const row = (await rows()).find((r) => r.id === id)!;
    expect(JSON.stringify(row)).not.toContain('S3cret!pw');
    expect(row.password_enc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptPassword(t.ctx.config.jwtSecret, BISTRO, row.password_enc!)).toBe('S3cret!pw');
    expect(decryptPassword(t.ctx.config.jwtSecret, SHOP, row.password_enc!)).toBeNull();
    expect(
      decryptPassword(new TextEncoder().encode('another secret of 32 characters!!'), BISTRO, row.password_enc!),
    ).toBeNull();
    // Two encryptions of one password differ (a random IV each time).
    expect(encryptPassword(t.ctx.config.jwtSecret, BISTRO, 'x')).not.toBe(
      encryptPassword(t.ctx.config.jwtSecret, BISTRO, 'x'),
    );

    // http:// chosen; GET sent back as PATCH keeps the stored password.
    const http1 = await t.call(
      admin,
      'PATCH',
      `/api/integrations/${id}`,
      cashdro({ ip: 'HTTP://10.0.0.5', username: 'caisse2' }),
    );
    expect(JSON.parse(http1.body.data.configJson)).toEqual({ ip: 'http://10.0.0.5', username: 'caisse2' });
    expect(http1.body.data.passwordSet).toBe(true);
    const again = await t.call(admin, 'PATCH', `/api/integrations/${id}`, http1.body.data);
    expect(again.body.data).toEqual(http1.body.data);
    expect((await rows()).find((r) => r.id === id)!.password_enc).toBe(row.password_enc);
    // An empty password keeps it too; a new one replaces it.
    await t.call(
      admin,
      'PATCH',
      `/api/integrations/${id}`,
      cashdro({ ip: 'https://10.0.0.5', username: 'c', password: '' }),
    );
    expect(
      decryptPassword(t.ctx.config.jwtSecret, BISTRO, (await rows()).find((r) => r.id === id)!.password_enc!),
    ).toBe('S3cret!pw');
    await t.call(
      admin,
      'PATCH',
      `/api/integrations/${id}`,
      cashdro({ ip: 'https://10.0.0.5', username: 'c', password: 'n3w' }),
    );
    expect(
      decryptPassword(t.ctx.config.jwtSecret, BISTRO, (await rows()).find((r) => r.id === id)!.password_enc!),
    ).toBe('n3w');

    // Becoming a CCV_OPI drops the password; the prefix goes.
    const ccv = await t.call(admin, 'PATCH', `/api/integrations/${id}`, {
      type: 'CCV_OPI',
      configJson: JSON.stringify({ ip: 'https://192.168.1.99', username: 'x', password: 'y', localPrint: true }),
    });
    expect(ccv.body.data).toMatchObject({ configJson: '{"ip":"192.168.1.99","localPrint":true}', passwordSet: false });
    expect((await rows()).find((r) => r.id === id)!.password_enc).toBeNull();

    // The trail: passwords appear only as '***'.
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'integration')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(trail.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE', 'UPDATE']);
    expect(JSON.parse(trail[3]!.details).changes.password).toEqual({ from: '***', to: '***' });
    for (const e of trail) {
      expect(e.details).not.toContain('S3cret');
      expect(e.details).not.toContain('n3w');
      expect(e.details).not.toContain('v1.');
    }

    expect(await t.call(admin, 'DELETE', `/api/integrations/${id}`)).toEqual({ status: 200, body: { data: { id } } });
    expect((await rows()).some((r) => r.id === id)).toBe(false);
    expect((await t.call(admin, 'DELETE', `/api/integrations/${id}`)).status).toBe(404);
  });

  it('defaults to CASHDRO, accepts configJson as an object, strips prefixes of a CCV_OPI address', async () => {
    const plain = await t.call(admin, 'POST', '/api/integrations', {
      configJson: { ip: '192.168.1.7', username: 'u' },
    });
    expect(plain.body.data).toMatchObject({
      type: 'CASHDRO',
      configJson: '{"ip":"https://192.168.1.7","username":"u"}',
      passwordSet: false,
    });
    const ccv = await t.call(admin, 'POST', '/api/integrations', {
      type: 'CCV_OPI',
      configJson: '{"ip":"  http://192.168.1.8:4100 "}',
    });
    expect(ccv.body.data.configJson).toBe('{"ip":"192.168.1.8:4100","localPrint":false}');
    for (const { id } of [plain.body.data, ccv.body.data]) await t.call(admin, 'DELETE', `/api/integrations/${id}`);
  });

  it('assigns to any user of the organisation, or to the current user who manages it', async () => {
    const emma = await userId('emma');
    const res = await t.call(admin, 'POST', '/api/integrations', cashdro({ ip: 'x' }, { userId: emma }));
    expect(res.body.data).toMatchObject({ userId: emma, user: { username: 'emma' } });
    const users = await t.call(admin, 'GET', '/api/integrations/users');
    expect(users.body.data.map((u: { username: string }) => u.username)).toContain('emma');
    expect(users.body.data.map((u: { username: string }) => u.username)).not.toContain('shopadmin');
    // Another organisation's user is refused.
    const shopUser = await userId('shopadmin');
    const refused = await t.call(
      admin,
      'PATCH',
      `/api/integrations/${res.body.data.id}`,
      cashdro({ ip: 'x' }, { userId: shopUser }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ userId: 'User not found' });
    expect((await rows()).find((r) => r.id === res.body.data.id)!.user_id).toBe(emma);
    await t.call(admin, 'DELETE', `/api/integrations/${res.body.data.id}`);

    // The super user works in the shop (not its home): it may assign to itself, and sees itself in the list.
    const switched = await t.call(superUser, 'POST', '/api/user/multiorg/switch/2');
    expect(switched.status).toBe(200);
    const token = switched.body.data.token as string;
    const own = await t.call(token, 'POST', '/api/integrations', { type: 'CCV_OPI', configJson: '{"ip":"1.2.3.4"}' });
    expect(own.body.data).toMatchObject({ orgId: SHOP, userId: await userId('super'), user: { username: 'super' } });
    const choices = await t.call(token, 'GET', '/api/integrations/users');
    expect(choices.body.data.map((u: { username: string }) => u.username)).toEqual(['super', 'julie', 'shopadmin']);
    await t.call(token, 'DELETE', `/api/integrations/${own.body.data.id}`);
  });

  it.each([
    ['configJson that is not JSON', { configJson: '{ip:' }, { configJson: 'configJson must hold a JSON object' }],
    ['configJson that is an array', { configJson: '[]' }, { configJson: 'configJson must hold a JSON object' }],
    ['an unknown type', { type: 'ADYEN' }, { type: expect.any(String) }],
    ['a number as address', { configJson: '{"ip":12}' }, { 'configJson.ip': expect.any(String) }],
    [
      'a too long password',
      { configJson: JSON.stringify({ password: 'x'.repeat(201) }) },
      { 'configJson.password': 'Password is at most 200 characters' },
    ],
  ])('refuses %s with a field message and writes nothing', async (_, body, fieldErrors) => {
    const before = await rows();
    const res = await t.call(admin, 'POST', '/api/integrations', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect((await t.call(admin, 'PATCH', `/api/integrations/${before[0]!.id}`, body)).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('needs ADMIN_INTEGRATION', async () => {
    const before = await rows();
    const id = before[0]!.id;
    for (const [method, url, payload] of [
      ['GET', '/api/integrations', undefined],
      ['GET', '/api/integrations/users', undefined],
      ['POST', '/api/integrations', cashdro({ ip: 'x' })],
      ['PATCH', `/api/integrations/${id}`, cashdro({ ip: 'x' })],
      ['DELETE', `/api/integrations/${id}`, undefined],
      ['POST', `/api/integrations/${id}/test`, undefined],
    ] as const) {
      const res = await t.call(server, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY', params: { abilities: 'ADMIN_INTEGRATION' } });
    }
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for another organisation's integration and changes nothing", async () => {
    const before = await rows();
    const id = before.find((r) => r.org_id === 1)!.id;
    expect((await t.call(shopadmin, 'PATCH', `/api/integrations/${id}`, cashdro({ ip: 'x' }))).status).toBe(404);
    expect((await t.call(shopadmin, 'DELETE', `/api/integrations/${id}`)).status).toBe(404);
    expect((await t.call(shopadmin, 'POST', `/api/integrations/${id}/test`)).status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

/** The stand-in devices listen on this machine's non-loopback address (loopback is always refused). */
const HOST = hostAddress();

describe.skipIf(!HOST)(`test connection (${HOST ? `devices on ${HOST}` : NO_HOST_ADDRESS})`, () => {
  const host = HOST!;
  let d: TestApp;
  let token: string;
  beforeAll(async () => {
    d = await createTestApp({ integrationTestTimeoutMs: 400, config: outboundTestConfig(host) });
    token = await d.login('admin');
  });
  afterAll(async () => d.close());

  const servers: (http.Server | net.Server)[] = [];
  const sockets: net.Socket[] = [];
  const listen = async <S extends http.Server | net.Server>(s: S, at = host) => {
    servers.push(s);
    s.on('connection', (socket: net.Socket) => sockets.push(socket));
    await new Promise<void>((resolve) => s.listen(0, at, resolve));
    return (s.address() as net.AddressInfo).port;
  };
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const s of servers) await new Promise((r) => s.close(r));
  });
  const add = async (body: object) =>
    (await d.request({ method: 'POST', url: '/api/integrations', token, payload: body })).json().data.id as number;
  const test = async (id: number) => {
    const res = await d.request({ method: 'POST', url: `/api/integrations/${id}/test`, token });
    return { status: res.statusCode, body: res.json() };
  };
  const ccv = (ip: string) => ({ type: 'CCV_OPI', configJson: JSON.stringify({ ip }) });

  it('a CashDro that answers 2xx over HTTP is reachable, without its password being sent', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const port = await listen(
      http.createServer((req, res) => {
        seen.push(req.headers);
        res.writeHead(200).end('cashdro');
      }),
    );
    const id = await add(cashdro({ ip: `http://${host}:${port}`, username: 'u', password: 'pw' }));
    const res = await test(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      reachable: true,
      target: `http://${host}:${port}/`,
      reason: null,
      refusal: null,
      httpStatus: 200,
    });
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain('pw');
  });

  it('an HTTP answer other than 2xx is not reachable: BAD_ANSWER with the status (issue 22 point 8)', async () => {
    for (const status of [404, 401, 302, 500]) {
      const port = await listen(http.createServer((_req, res) => res.writeHead(status, { location: '/x' }).end()));
      const res = await test(await add(cashdro({ ip: `http://${host}:${port}` })));
      expect(res.body.data, String(status)).toMatchObject({
        reachable: false,
        reason: 'BAD_ANSWER',
        httpStatus: status,
      });
    }
    // Something that is not HTTP at all: a bad answer too, without the parser's words.
    const port = await listen(net.createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')));
    const res = await test(await add(cashdro({ ip: `http://${host}:${port}` })));
    expect(res.body.data).toMatchObject({ reachable: false, reason: 'BAD_ANSWER', httpStatus: null });
    expect(JSON.stringify(res.body)).not.toMatch(/HPE_|Parse Error|SSH-2/);
  });

  it('a closed port of an allowed address: REFUSED, without the system error text', async () => {
    const port = await closedPort(host);
    const cash = await test(await add(cashdro({ ip: `http://${host}:${port}` })));
    expect(cash.body.data).toMatchObject({ reachable: false, reason: 'REFUSED', refusal: null, httpStatus: null });
    expect(cash.body.data).not.toHaveProperty('detail');
    expect(JSON.stringify(cash.body)).not.toContain('ECONNREFUSED');
    const term = await test(await add(ccv(`${host}:${port}`)));
    expect(term.body.data).toMatchObject({ reachable: false, reason: 'REFUSED', target: `${host}:${port}` });
  });

  it('a CCV OPI terminal that accepts the TCP connection is reachable', async () => {
    const port = await listen(net.createServer(() => {}));
    const res = await test(await add(ccv(`${host}:${port}`)));
    expect(res.body.data).toMatchObject({ reachable: true, target: `${host}:${port}`, reason: null });
  });

  it('gives up at the time limit when the device accepts but never answers', async () => {
    const port = await listen(net.createServer(() => {})); // accepts, never says anything
    const id = await add(cashdro({ ip: `http://${host}:${port}` }));
    const started = Date.now();
    const res = await test(id);
    const elapsed = Date.now() - started;
    expect(res.body.data).toMatchObject({ reachable: false, reason: 'TIMEOUT', httpStatus: null });
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(2000);
  });

  it('says when there is no usable address', async () => {
    const none = await test(await add(ccv('')));
    expect(none.body.data).toMatchObject({ reachable: false, reason: 'NO_ADDRESS', elapsedMs: 0 });
    // Saving refuses such an address (test/text-rules.test.ts); one stored before that rule is not tried.
    const id = await add(ccv('192.168.1.30'));
    await d.db.updateTable('integration').set({ config_json: '{"ip":"a b c"}' }).where('id', '=', id).execute();
    const bad = await test(id);
    expect(bad.body.data).toMatchObject({ reachable: false, reason: 'INVALID_ADDRESS', elapsedMs: 0 });
  });

  /** A listener on loopback that counts the connections it gets: a refused target must get none. */
  const loopbackListener = async (at = '127.0.0.1') => {
    let connections = 0;
    const s = http.createServer((_req, res) => res.writeHead(200).end());
    s.on('connection', () => connections++);
    const port = await listen(s, at);
    return { port, connections: () => connections, close: () => new Promise((r) => s.close(r)) };
  };

  it('refuses loopback (v4, v6, IPv4 written as IPv6, a name resolving to it) without connecting', async () => {
    const v4 = await loopbackListener('127.0.0.1');
    const v6 = await loopbackListener('::1').catch(() => null); // a machine without IPv6 loopback
    const cases: [object, string][] = [
      [cashdro({ ip: `http://127.0.0.1:${v4.port}/api/user/me` }), 'LOOPBACK'],
      [ccv(`127.0.0.1:${v4.port}`), 'LOOPBACK'],
      [ccv(`127.1.2.3:${v4.port}`), 'LOOPBACK'],
      [cashdro({ ip: `http://localhost:${v4.port}` }), 'LOOPBACK'],
      [ccv(`localhost:${v4.port}`), 'LOOPBACK'],
      [cashdro({ ip: `http://[::ffff:127.0.0.1]:${v4.port}` }), 'LOOPBACK'],
      [cashdro({ ip: `http://[::1]:${v6?.port ?? v4.port}` }), 'LOOPBACK'],
      [ccv(`[::1]:${v6?.port ?? v4.port}`), 'LOOPBACK'],
      [cashdro({ ip: `http://0.0.0.0:${v4.port}` }), 'UNSPECIFIED'],
      [ccv(`[::]:${v4.port}`), 'UNSPECIFIED'],
    ];
    for (const [body, refusal] of cases) {
      const res = await test(await add(body));
      expect(res.status).toBe(200);
      expect(res.body.data, JSON.stringify(body)).toMatchObject({
        reachable: false,
        reason: 'NOT_ALLOWED',
        refusal,
        httpStatus: null,
        elapsedMs: 0,
      });
    }
    expect(v4.connections()).toBe(0);
    expect(v6?.connections() ?? 0).toBe(0);
  });

  it('refuses link-local, the cloud metadata service, multicast and broadcast', async () => {
    const cases: [object, string][] = [
      [cashdro({ ip: 'http://169.254.169.254/latest/meta-data/' }), 'METADATA'],
      [cashdro({ ip: 'http://[fd00:ec2::254]/latest/meta-data/' }), 'METADATA'],
      [ccv('169.254.10.20:4100'), 'LINK_LOCAL'],
      [ccv('[fe80::1]:4100'), 'LINK_LOCAL'],
      [ccv('224.0.0.1:4100'), 'MULTICAST'],
      [ccv('[ff02::1]:4100'), 'MULTICAST'],
      [ccv('255.255.255.255:4100'), 'BROADCAST'],
    ];
    for (const [body, refusal] of cases) {
      const res = await test(await add(body));
      expect(res.body.data, JSON.stringify(body)).toMatchObject({ reason: 'NOT_ALLOWED', refusal, elapsedMs: 0 });
    }
  });

  it('an open and a closed refused target answer exactly the same', async () => {
    const listener = await loopbackListener();
    const id = await add(ccv(`127.0.0.1:${listener.port}`));
    const web = await add(cashdro({ ip: `http://127.0.0.1:${listener.port}` }));
    const open = [await test(id), await test(web)];
    await listener.close();
    const closed = [await test(id), await test(web)];
    expect(closed).toEqual(open);
    expect(open[0]!.body.data).toEqual({
      reachable: false,
      target: `127.0.0.1:${listener.port}`,
      reason: 'NOT_ALLOWED',
      refusal: 'LOOPBACK',
      httpStatus: null,
      elapsedMs: 0,
    });
    expect(listener.connections()).toBe(0);
  });
});

describe('test connection: the default policy (private networks, INTEGRATION_PORTS)', () => {
  let d: TestApp;
  let token: string;
  beforeAll(async () => {
    d = await createTestApp({ integrationTestTimeoutMs: 400 });
    token = await d.login('admin');
  });
  afterAll(async () => d.close());
  const test = async (body: object) => {
    const created = await d.request({ method: 'POST', url: '/api/integrations', token, payload: body });
    return (await d.request({ method: 'POST', url: `/api/integrations/${created.json().data.id}/test`, token })).json()
      .data;
  };

  it('refuses a port outside INTEGRATION_PORTS and an address outside the private ranges', async () => {
    expect(await test({ type: 'CCV_OPI', configJson: '{"ip":"192.168.1.30:22"}' })).toMatchObject({
      reason: 'NOT_ALLOWED',
      refusal: 'PORT_NOT_ALLOWED',
      elapsedMs: 0,
    });
    expect(await test(cashdro({ ip: 'http://10.1.2.3:5432' }))).toMatchObject({ refusal: 'PORT_NOT_ALLOWED' });
    for (const ip of ['http://8.8.8.8', 'https://192.0.2.10', 'http://100.100.100.200', 'http://[2001:db8::1]']) {
      const refusal = ip.includes('100.100') ? 'METADATA' : 'NETWORK_NOT_ALLOWED';
      expect(await test(cashdro({ ip })), ip).toMatchObject({ reason: 'NOT_ALLOWED', refusal, elapsedMs: 0 });
    }
    // A name that does not resolve has no address the policy could allow.
    expect(await test(cashdro({ ip: 'http://no-such-host.invalid' }))).toMatchObject({
      reason: 'NOT_ALLOWED',
      refusal: 'HOST_NOT_FOUND',
    });
  });

  it('an address of this machine outside the private ranges is refused until OUTBOUND_NETWORKS names it', async () => {
    const own = hostAddress();
    if (!own || refusalOf(own, DEFAULT_OUTBOUND_NETWORKS.split(',')) === null) return; // private: allowed by default
    const s = net.createServer(() => {});
    await new Promise<void>((r) => s.listen(4100, own, r)).catch(() => null);
    try {
      expect(await test({ type: 'CCV_OPI', configJson: JSON.stringify({ ip: own }) })).toMatchObject({
        reason: 'NOT_ALLOWED',
        refusal: 'NETWORK_NOT_ALLOWED',
      });
    } finally {
      await new Promise((r) => s.close(r));
    }
  });
});
