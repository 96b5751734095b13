import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../src/db/system.repository';
import { BISTRO, SHOP } from '../src/demo/index';
import { createPostgresBus } from '../src/lib/push-bus';
import { SESSION_TTL_MS, SessionCache, sessionCache, sessionsChanged } from '../src/lib/session-cache';
import { usersRepository } from '../src/modules/users/users.repository';
import { createTestApp, type TestApp } from './helper';
import { PASSWORD, userCalls } from './users-helpers';

/*
 * Session users are kept per (user, organisation) between requests (lib/session-cache.ts). What the session check
 * decides must not change: every write that changes it is seen on the very next request.
 */
let t: TestApp;
let admin: string;
const { call, made, patch, remove, tokenOf } = userCalls(
  () => t,
  () => admin,
);
const status = async (token: string, url = '/api/printer', method: 'GET' | 'HEAD' = 'GET') =>
  (await call(token, method as 'GET', url)).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

/** A user with ADMIN_PRINTERS, signed in, whose session is kept (it made a request). */
async function keptUser(body: object = {}) {
  const user = await made({ abilities: ['ADMIN_PRINTERS'], ...body });
  const token = await tokenOf(user.username, PASSWORD);
  expect(await status(token)).toBe(200);
  expect(sessionCache(t.ctx).peek(BISTRO, user.userId)).toBeDefined();
  return { user, token };
}

describe('kept session users', () => {
  it('are read once per user and organisation, not on every request', async () => {
    const { token } = await keptUser();
    const reads = vi.spyOn(usersRepository, 'findSessionUser');
    for (let i = 0; i < 3; i++) expect(await status(token)).toBe(200);
    expect(reads).not.toHaveBeenCalled();
    // A manager switching organisation is read once there too.
    const superUser = await t.login('super');
    const switched = (await call(superUser, 'POST', '/api/user/multiorg/switch/2')).json().data.token as string;
    reads.mockClear();
    for (let i = 0; i < 3; i++) expect(await status(switched)).toBe(200);
    expect(reads.mock.calls.map(([org]) => org.orgId)).toEqual([2]);
  });

  it('refuse a removed user on the very next request', async () => {
    const { user, token } = await keptUser();
    expect((await remove(admin, user.userId)).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it('refuse the old password’s sessions on the very next request once an administrator sets a new one', async () => {
    const { user, token } = await keptUser();
    expect((await patch(admin, user.userId, { password: 'another-password' })).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await status(await tokenOf(user.username, 'another-password'))).toBe(200);
  });

  it('refuse an ability taken away on the very next request, and let it through once given back', async () => {
    const { user, token } = await keptUser();
    expect((await patch(admin, user.userId, { abilities: ['ADMIN_TABLES'] })).statusCode).toBe(200);
    const refused = await call(token, 'GET', '/api/printer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'MISSING_ABILITY' });
    expect((await patch(admin, user.userId, { abilities: ['ADMIN_PRINTERS'] })).statusCode).toBe(200);
    expect(await status(token)).toBe(200);
  });

  it('end the sessions of a user whose type changed, on the very next request', async () => {
    const { user, token } = await keptUser({ type: 'SERVER' });
    expect((await patch(admin, user.userId, { type: 'REGISTER' })).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it('end the other sessions at once when users change their own password; the new token works', async () => {
    const { user, token: here } = await keptUser();
    const elsewhere = await tokenOf(user.username, PASSWORD);
    expect(await status(elsewhere)).toBe(200);
    const changed = await call(here, 'POST', '/api/user/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'my-own-new-one',
    });
    expect(changed.statusCode).toBe(200);
    expect(await status(elsewhere)).toBe(401);
    expect(await status(here)).toBe(401);
    expect(await status(changed.json().data.token)).toBe(200);
  });

  it('are forgotten by every write of the user (change, PIN, password, removal) and by a new managed organisation', async () => {
    const kept = () => sessionCache(t.ctx).peek(BISTRO, user.userId);
    const { user, token } = await keptUser();
    expect((await patch(admin, user.userId, { username: `${user.username}-renamed` })).statusCode).toBe(200);
    expect(kept()).toBeUndefined();
    expect(await status(token)).toBe(200);
    expect(kept()?.user.username).toBe(`${user.username}-renamed`);
    expect((await call(token, 'POST', '/api/user/me/pincode', { pincode: '731904' })).statusCode).toBe(200);
    expect(kept()).toBeUndefined();

    const superUser = await t.login('super');
    const superId = (await call(superUser, 'GET', '/api/user/me')).json().data.userId as number;
    expect(await status(superUser)).toBe(200);
    expect(sessionCache(t.ctx).peek(BISTRO, superId)).toBeDefined();
    const created = await call(superUser, 'POST', '/api/org/create', {
      name: 'Kept sessions test',
      contactEmail: 'kept@example.com',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(sessionCache(t.ctx).peek(BISTRO, superId)).toBeUndefined();

    expect(await status(token)).toBe(200);
    expect((await remove(admin, user.userId)).statusCode).toBe(200);
    expect(kept()).toBeUndefined();
  });

  it('still check the session before anything else: HEAD routes and routes with their own onRequest hook', async () => {
    expect((await t.request({ method: 'HEAD', url: '/api/product' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/image' })).statusCode).toBe(401);
    const { token } = await keptUser();
    expect(await status(token, '/api/product', 'HEAD')).toBe(403);
    expect(await status(token, '/api/image')).toBe(403);
    expect(await status(admin, '/api/product', 'HEAD')).toBe(200);
  });

  it('refuse a token of another session epoch even while its user is kept', async () => {
    const { user, token } = await keptUser();
    const before = sessionCache(t.ctx).peek(BISTRO, user.userId)!;
    // A token signed with an epoch the user never had (as if from a later session): refused, the kept user stays.
    const foreign = (
      await t.ctx.tokens.sign({ userId: user.userId, orgId: BISTRO, epoch: before.user.sessionEpoch + 1 })
    ).token;
    expect(await status(foreign)).toBe(401);
    expect(await status(foreign)).toBe(401); // its signature is remembered now: the epoch is still compared
    expect(await status(token)).toBe(200);
  });
});

describe('SessionCache', () => {
  const user: SessionUser = {
    userId: 7,
    homeOrgId: BISTRO,
    username: 'anna',
    type: 'SERVER',
    abilities: ['ADMIN_PRINTERS'],
    sessionEpoch: 0,
  };
  const setup = () => {
    const clock = { now: 1_000 };
    const bus = { listening: true, hearsAll: () => bus.listening };
    return { clock, bus, cache: new SessionCache(bus, () => clock.now) };
  };

  it('keeps what it read, frozen, for SESSION_TTL_MS at most', async () => {
    const { clock, cache } = setup();
    const tenant = await cache.load(BISTRO, 7, async () => ({ ...user, abilities: [...user.abilities] }));
    expect(cache.peek(BISTRO, 7)).toBe(tenant);
    expect(cache.peek(SHOP, 7)).toBeUndefined();
    expect(Object.isFrozen(tenant) && Object.isFrozen(tenant?.user) && Object.isFrozen(tenant?.user.abilities)).toBe(
      true,
    );
    clock.now += SESSION_TTL_MS - 1;
    expect(cache.peek(BISTRO, 7)).toBe(tenant);
    clock.now += 1;
    expect(cache.peek(BISTRO, 7)).toBeUndefined();
  });

  it('keeps no refusal: a user not found is read again', async () => {
    const { cache } = setup();
    expect(await cache.load(BISTRO, 7, async () => undefined)).toBeUndefined();
    expect(cache.peek(BISTRO, 7)).toBeUndefined();
  });

  it('drops a user in every organisation, and does not keep a read that overlapped the drop', async () => {
    const { cache } = setup();
    await cache.load(BISTRO, 7, async () => user);
    await cache.load(SHOP, 7, async () => user);
    await cache.load(BISTRO, 8, async () => ({ ...user, userId: 8 }));
    cache.drop(7);
    expect(cache.peek(BISTRO, 7)).toBeUndefined();
    expect(cache.peek(SHOP, 7)).toBeUndefined();
    expect(cache.peek(BISTRO, 8)).toBeDefined();

    let answer!: (u: SessionUser) => void;
    const running = cache.load(BISTRO, 7, () => new Promise<SessionUser>((resolve) => (answer = resolve)));
    cache.drop(7); // the write committed while the row was being read
    answer(user);
    expect(await running).toBeDefined(); // answered...
    expect(cache.peek(BISTRO, 7)).toBeUndefined(); // ...not kept
  });

  it('keeps and trusts nothing while the bus may miss other processes’ signals', async () => {
    const { bus, cache } = setup();
    await cache.load(BISTRO, 7, async () => user);
    bus.listening = false;
    expect(cache.peek(BISTRO, 7)).toBeUndefined();
    await cache.load(BISTRO, 8, async () => ({ ...user, userId: 8 }));
    bus.listening = true;
    expect(cache.peek(BISTRO, 8)).toBeUndefined();
  });

  it('is dropped by sessionsChanged through the server’s bus', async () => {
    const { user: kept, token } = await keptUser();
    sessionsChanged(t.ctx, kept.userId);
    expect(sessionCache(t.ctx).peek(BISTRO, kept.userId)).toBeUndefined();
    expect(await status(token)).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, between server processes', () => {
  it('a SESSION signal reaches the other process; a bus whose LISTEN ended hears nothing any more', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const fail = (err: unknown) => {
      throw err;
    };
    const [one, two] = await Promise.all([createPostgresBus(url, fail), createPostgresBus(url, fail)]);
    try {
      const cacheOfTwo = new SessionCache(two, Date.now);
      two.subscribeSignals((s) => s.topic === 'SESSION' && cacheOfTwo.drop(s.userId));
      expect(two.hearsAll()).toBe(true);
      await cacheOfTwo.load(BISTRO, 7, async () => ({
        userId: 7,
        homeOrgId: BISTRO,
        username: 'anna',
        type: 'SERVER',
        abilities: [],
        sessionEpoch: 0,
      }));
      expect(cacheOfTwo.peek(BISTRO, 7)).toBeDefined();
      one.signal({ topic: 'SESSION', userId: 7 });
      for (let i = 0; i < 100 && cacheOfTwo.peek(BISTRO, 7); i++) await new Promise((r) => setTimeout(r, 20));
      expect(cacheOfTwo.peek(BISTRO, 7)).toBeUndefined();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    expect(two.hearsAll()).toBe(false);
  });
});
