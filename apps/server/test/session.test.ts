import { LOGIN_FAILED_MESSAGE } from '@comptoir/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { sessionsChanged } from '../src/lib/session-cache';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/user/login', payload: body as object, headers });

describe('POST /api/user/login', () => {
  it('answers the token, abilities, type, managed organisations and the user', async () => {
    const res = await login({ orgId: BISTRO, username: 'super', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^ey/);
    expect(data.type).toBe('SUPER_USER');
    expect(data.abilities).toEqual([]);
    expect(data.managedOrganizations).toEqual([
      { orgId: BISTRO, name: 'Demo Bistro' },
      { orgId: SHOP, name: 'Demo Shop' },
    ]);
    expect(data.user).toMatchObject({ username: 'super', orgId: BISTRO, isSuperUser: true, hasPincode: false });
    expect(res.body).not.toMatch(/password|argon2|pincode_hash/i);
  });

  it('gives the server user its two abilities', async () => {
    const { data } = (await login({ orgId: BISTRO, username: 'server', password: 'demo1234' })).json();
    expect(data.type).toBe('SERVER');
    expect(data.abilities).toEqual(['ANALYTICS_DASHBOARD', 'ADMIN_TABLES']);
  });

  it.each([
    ['a wrong password', { orgId: BISTRO, username: 'admin', password: 'wrong-password' }],
    ['an unknown user', { orgId: BISTRO, username: 'nobody', password: 'demo1234' }],
    ['the wrong organisation', { orgId: SHOP, username: 'admin', password: 'demo1234' }],
    ['a missing organisation', { orgId: 999, username: 'admin', password: 'demo1234' }],
  ])('answers one generic 401 for %s', async (_case, body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: LOGIN_FAILED_MESSAGE, code: 'INVALID_CREDENTIALS' });
  });

  it('answers 400 with field messages for bad input', async () => {
    const res = await login({ orgId: 'abc', username: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['orgId', 'password', 'username']);
    expect(body.fieldErrors.orgId).toBe('Organisation id must be a number');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/login',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('login rate limits', () => {
  it('answers 429 after repeated failures for one account, even with the right password', async () => {
    const app = await createTestApp({ loginLimits: { perAccount: 3, perAddress: 100, windowMs: 60_000 } });
    try {
      const attempt = (password: string) =>
        app.request({
          method: 'POST',
          url: '/api/user/login',
          payload: { orgId: BISTRO, username: 'admin', password },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('nope')).statusCode).toBe(401);
      const blocked = await attempt('demo1234');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      // Another account is not blocked by this one's failures.
      const other = await app.request({
        method: 'POST',
        url: '/api/user/login',
        payload: { orgId: BISTRO, username: 'server', password: 'demo1234' },
      });
      expect(other.statusCode).toBe(200);
      // The window passes: the account may try again.
      app.clock.now += 61_000;
      expect((await attempt('demo1234')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    const app = await createTestApp({ loginLimits: { perAccount: 100, perAddress: 4, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await app.request({
          method: 'POST',
          url: '/api/user/login',
          payload: { orgId: BISTRO, username: `guess${i}`, password: 'x' },
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await app.request({
        method: 'POST',
        url: '/api/user/login',
        payload: { orgId: BISTRO, username: 'admin', password: 'demo1234' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/user/me', () => {
  it('answers the signed-in user in the organisation of the token', async () => {
    const token = await t.login('shopadmin');
    const res = await t.request({ method: 'GET', url: '/api/user/me', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'shopadmin',
      orgId: SHOP,
      organization: { orgId: SHOP, name: 'Demo Shop', orgType: 'RETAIL' },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a tampered token', async () => {
    const token = await t.login('admin');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, org: 2 })).toString('base64url')}.${s}`;
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: forged })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: `${token}x` })).statusCode).toBe(401);
  });

  it('answers 401 for an unsigned (alg none) token and one signed with another secret', async () => {
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '1', org: 1, iss: 'comptoir', aud: 'comptoir-console', exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: none })).statusCode).toBe(401);
    const other = await new SignJWT({ org: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('comptoir')
      .setAudience('comptoir-console')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: other })).statusCode).toBe(401);
  });

  it('answers 401 for a correctly signed token without an expiry (exp)', async () => {
    const sign = (withExp: boolean) => {
      const jwt = new SignJWT({ org: 1, sv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuer('comptoir')
        .setAudience('comptoir-console')
        .setIssuedAt(Math.floor(t.clock.now / 1000));
      if (withExp) jwt.setExpirationTime(Math.floor(t.clock.now / 1000) + 3600);
      return jwt.sign(t.ctx.config.jwtSecret);
    };
    // The same token with an expiry is accepted: only the missing exp makes the difference.
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: await sign(true) })).statusCode).toBe(200);
    const res = await t.request({ method: 'GET', url: '/api/user/me', token: await sign(false) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 once the token has expired', async () => {
    const token = await t.login('admin');
    expect((await t.request({ method: 'GET', url: '/api/user/me', token })).statusCode).toBe(200);
    const saved = t.clock.now;
    t.clock.now += t.ctx.config.tokenTtlSeconds * 1000 + 1000;
    try {
      expect((await t.request({ method: 'GET', url: '/api/user/me', token })).statusCode).toBe(401);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('POST /api/user/multiorg/switch/:orgId', () => {
  it('gives a super user a token for a managed organisation', async () => {
    const token = await t.login('super');
    const res = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token });
    expect(res.statusCode).toBe(200);
    const switched = res.json().data.token;
    const me = await t.request({ method: 'GET', url: '/api/user/me', token: switched });
    expect(me.json().data).toMatchObject({ username: 'super', orgId: SHOP, organization: { name: 'Demo Shop' } });
    // And back home.
    const back = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/1', token: switched });
    expect(back.statusCode).toBe(200);
  });

  it('answers 403 for an organisation the user does not manage', async () => {
    const admin = await t.login('admin');
    const res = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const shop = await t.login('shopadmin');
    expect((await t.request({ method: 'POST', url: '/api/user/multiorg/switch/1', token: shop })).statusCode).toBe(403);
    const superToken = await t.login('super');
    expect(
      (await t.request({ method: 'POST', url: '/api/user/multiorg/switch/999', token: superToken })).statusCode,
    ).toBe(403);
  });

  it('validates the organisation id', async () => {
    const token = await t.login('super');
    const res = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/abc', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.orgId).toBeDefined();
  });

  it('stops a switched token once the organisation is no longer managed', async () => {
    const token = await t.login('super');
    const switched = (await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token })).json().data.token;
    const superId = (await t.request({ method: 'GET', url: '/api/user/me', token })).json().data.userId;
    // The switched token was used once: its session user is kept, and the change below must drop it.
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: switched })).statusCode).toBe(200);
    await t.db.deleteFrom('user_managed_org').where('user_id', '=', superId).where('org_id', '=', SHOP).execute();
    sessionsChanged(t.ctx, superId); // written behind the services' back
    try {
      expect((await t.request({ method: 'GET', url: '/api/user/me', token: switched })).statusCode).toBe(401);
    } finally {
      await t.db.insertInto('user_managed_org').values({ user_id: superId, org_id: SHOP }).execute();
      sessionsChanged(t.ctx, superId);
    }
  });
});

describe('API plumbing', () => {
  it('answers unknown /api routes with 404 JSON', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/user/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/user/me'].get).toBeDefined();
  });

  it('refuses a JSON body over 1 MB with 413 in the error envelope, before reading it', async () => {
    const token = await t.login('admin');
    const body = (size: number) => JSON.stringify({ name: 'x'.repeat(size), vatIn: '6', vatOut: '6' });
    const countProducts = () =>
      t.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await countProducts();
    const big = await t.request({
      method: 'POST',
      url: '/api/product',
      token,
      payload: body(1.5 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toMatch(/json/);
    expect(big.json()).toEqual({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
    // Just under 1 MB is read (and refused for its content, not its size); nothing was written either way.
    const under = await t.request({
      method: 'POST',
      url: '/api/user/login',
      payload: JSON.stringify({ orgId: BISTRO, username: 'x'.repeat(1000 * 1000), password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(under.statusCode).toBe(400);
    expect(await countProducts()).toEqual(before);
  });

  it('reports health without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.json().data.status).toBe('ok');
  });
});
