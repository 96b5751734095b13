import { userSchema } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { verifySecret } from '../src/lib/passwords';
import { pincodeLookup } from '../src/modules/users/pincode';
import { createTestApp, type TestApp } from './helper';
import { PASSWORD, userCalls } from './users-helpers';

/** User management: GET /api/user, POST /api/user/create, PATCH and DELETE /api/user/{userId}. */
let t: TestApp;
let admin: string;
let server: string;
let superToken: string;
let shopadmin: string;
let printers: { cuisine: number; bar: number; caisse: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, server, superToken, shopadmin] = await Promise.all([
    t.login('admin'),
    t.login('server'),
    t.login('super'),
    t.login('shopadmin'),
  ]);
  const rows = await t.db.selectFrom('printer').select(['id', 'name']).execute();
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  printers = { cuisine: id('Cuisine'), bar: id('Bar'), caisse: id('Caisse') };
});
afterAll(async () => t.close());

const { call, create, patch, remove, signIn, unique, tokenOf, userRow, allUsers, made } = userCalls(
  () => t,
  () => admin,
);

const SECRETS = /password|argon2|pincode_hash|pincode_lookup|"pincode"/i;

describe('GET /api/user', () => {
  it('lists the live users of the organisation, without secrets', async () => {
    await made({ pincode: '7391' });
    const res = await call(admin, 'GET', '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(SECRETS);
    expect(res.body).not.toContain('7391');
    const users = res.json().data as unknown[];
    for (const u of users) expect(() => userSchema.parse(u)).not.toThrow();
    const names = users.map((u) => (u as { username: string }).username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'server', 'register', 'super', 'sophie', 'lucas', 'emma']));
    expect(names).not.toContain('shopadmin');
    expect(names).not.toContain('julie');
    const superUser = (res.json().data as { username: string }[]).find((u) => u.username === 'super');
    expect(superUser).toMatchObject({
      type: 'SUPER_USER',
      isSuperUser: true,
      orgId: BISTRO,
      managedOrganizations: [
        { orgId: BISTRO, name: 'Demo Bistro' },
        { orgId: SHOP, name: 'Demo Shop' },
      ],
    });
    expect(res.json().data.some((u: { hasPincode: boolean }) => u.hasPincode)).toBe(true);
  });

  it('lists only organisation 2 users there, not the super user who merely manages it', async () => {
    const shop = (await call(shopadmin, 'GET', '/api/user')).json().data.map((u: { username: string }) => u.username);
    expect(shop).toEqual(['shopadmin', 'julie']);
    const switched = (await call(superToken, 'POST', '/api/user/multiorg/switch/2')).json().data.token;
    const seen = (await call(switched, 'GET', '/api/user')).json().data;
    expect(seen.map((u: { username: string }) => u.username)).toEqual(['shopadmin', 'julie']);
    expect(seen.every((u: { orgId: OrgId }) => u.orgId === 2)).toBe(true);
  });

  it('answers 403 without ADMIN_USERS on every endpoint (and writes nothing), 401 without a session', async () => {
    const user = await made();
    const before = await allUsers();
    for (const res of [
      await call(server, 'GET', '/api/user'),
      await create(server, { username: unique('n'), password: PASSWORD }),
      await patch(server, user.userId, { username: 'hijack' }),
      await remove(server, user.userId),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await allUsers()).toEqual(before);
    expect((await call(undefined, 'GET', '/api/user')).statusCode).toBe(401);
  });
});

describe('POST /api/user/create', () => {
  it('creates a SERVER by default, with a trimmed username, who can sign in', async () => {
    const res = await create(admin, { username: '  nina  ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(SECRETS);
    expect(res.json().data).toMatchObject({
      username: 'nina',
      type: 'SERVER',
      abilities: [],
      hasPincode: false,
      printer: null,
      terminalIp: null,
      appMode: 'APP',
      orgId: BISTRO,
      isSuperUser: false,
      creationTimestamp: t.clock.now,
    });
    expect((await signIn('nina', PASSWORD)).statusCode).toBe(200);
  });

  it('stores the PIN hashed with a keyed lookup, and a REGISTER gets its printer and abilities', async () => {
    const username = unique('till');
    const res = await create(admin, {
      username,
      password: PASSWORD,
      type: 'REGISTER',
      pincode: '482913',
      printer: { id: printers.cuisine },
      abilities: ['APP_CORRECT_PAYMENTS', 'SHIFT_FORCE_CLOSE', 'APP_CORRECT_PAYMENTS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('482913');
    expect(res.json().data).toMatchObject({
      type: 'REGISTER',
      hasPincode: true,
      printer: { id: printers.cuisine, name: 'Cuisine' },
      abilities: ['APP_CORRECT_PAYMENTS', 'SHIFT_FORCE_CLOSE'],
    });
    const row = await userRow(username);
    expect(row.pincode_hash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row.pincode_hash!, '482913')).toBe(true);
    expect(row.pincode_lookup).toBe(pincodeLookup(t.ctx.config.jwtSecret, BISTRO, '482913'));
    expect(row.pincode_lookup).not.toContain('482913');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 400 with field messages for bad input and creates nothing', async () => {
    const before = await allUsers();
    const cases: [object, string[]][] = [
      [{}, ['password', 'username']],
      [{ username: '   ', password: 'short' }, ['password', 'username']],
      [{ username: 'x', password: PASSWORD, pincode: '12a4' }, ['pincode']],
      [{ username: 'x', password: PASSWORD, pincode: '123' }, ['pincode']],
      [{ username: 'x', password: PASSWORD, pincode: '1234567' }, ['pincode']],
      [{ username: 'x', password: PASSWORD, type: 'BOSS' }, ['type']],
      [{ username: 'x', password: PASSWORD, abilities: ['ADMIN_USERS', 'FLY'] }, ['abilities.1']],
      [{ username: 'x', password: PASSWORD, printer: { id: 'one' } }, ['printer.id']],
      [{ username: 'x', password: PASSWORD, terminalIp: '192.168.1.300' }, ['terminalIp']],
    ];
    for (const [body, fields] of cases) {
      const res = await create(superToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().fieldErrors).sort()).toEqual(fields);
    }
    expect((await create(admin, { username: 'x', password: 'short' })).json().fieldErrors.password).toBe(
      'Password must be at least 8 characters',
    );
    expect(await allUsers()).toEqual(before);
  });

  it('refuses a username that a live user of the organisation has (409), not one of another organisation', async () => {
    const before = await allUsers();
    const res = await create(admin, { username: ' admin ', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { username: expect.any(String) },
      reason: 'USERNAME_TAKEN',
      params: { username: 'admin' },
    });
    expect(await allUsers()).toEqual(before);
    expect((await create(admin, { username: 'julie', password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a PIN another live user of the organisation has (409); another organisation may use it', async () => {
    await made({ pincode: '5050' });
    const before = await allUsers();
    const res = await create(admin, { username: unique('dup'), password: PASSWORD, pincode: '5050' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { pincode: expect.any(String) } });
    expect(res.json().reason).toBe('PINCODE_TAKEN');
    expect(res.json().params).toBeUndefined();
    expect(await allUsers()).toEqual(before);
    expect(
      (await create(shopadmin, { username: unique('shop'), password: PASSWORD, pincode: '5050' })).statusCode,
    ).toBe(200);
  });

  it('answers 409, never 500, when two requests race for one username or PIN', async () => {
    for (const body of [{ username: unique('race') }, { username: unique('race'), pincode: '60606' }]) {
      const bodies = [0, 1].map((i) => ({
        password: PASSWORD,
        ...body,
        username: 'pincode' in body ? `${body.username}-${i}` : body.username,
      }));
      const answers = await Promise.all(bodies.map((b) => create(admin, b)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409)!.json();
      expect(refused.reason).toBe('pincode' in body ? 'PINCODE_TAKEN' : 'USERNAME_TAKEN');
      if (!('pincode' in body)) expect(refused.params).toEqual({ username: body.username });
    }
  });

  it('gives a printer to REGISTER and MAIN only, and only a printer of the organisation', async () => {
    const before = await allUsers();
    const server400 = await create(admin, {
      username: unique('p'),
      password: PASSWORD,
      type: 'SERVER',
      printer: { id: printers.bar },
    });
    expect(server400.statusCode).toBe(400);
    expect(server400.json().fieldErrors.printer).toBeDefined();
    const foreign = await create(admin, {
      username: unique('p'),
      password: PASSWORD,
      type: 'MAIN',
      printer: { id: printers.caisse },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { printer: 'Printer not found' } });
    expect(
      (await create(admin, { username: unique('p'), password: PASSWORD, type: 'MAIN', printer: { id: 99999 } }))
        .statusCode,
    ).toBe(404);
    expect(await allUsers()).toEqual(before);
    const main = await made({ type: 'MAIN', printer: { id: printers.bar } });
    expect(main.printer).toEqual({ id: printers.bar, name: 'Bar' });
  });

  it('ignores the terminal IP from an admin and keeps SUPER_USER for super users', async () => {
    const plain = await made({ terminalIp: '10.0.0.9' });
    expect(plain.terminalIp).toBeNull();
    const before = await allUsers();
    const superType = await create(admin, { username: unique('s'), password: PASSWORD, type: 'SUPER_USER' });
    expect(superType.statusCode).toBe(403);
    expect(superType.json().fieldErrors.type).toBeDefined();
    expect(await allUsers()).toEqual(before);

    const bySuper = await made({ terminalIp: '10.0.0.9:8080', type: 'SUPER_USER' }, superToken);
    expect(bySuper).toMatchObject({ terminalIp: '10.0.0.9:8080', type: 'SUPER_USER' });
    expect((await made({ type: 'ADMIN' })).type).toBe('ADMIN');
  });

  it('records the creation in the audit log without secrets', async () => {
    const user = await made({ pincode: '909090' });
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(user.userId))
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ org_id: BISTRO, action: 'CREATE' });
    expect(log[0]!.details).not.toMatch(/909090|argon2/);
    expect(JSON.parse(log[0]!.details).changes).toMatchObject({
      username: { from: null, to: user.username },
      password: { from: '***', to: '***' },
      pincode: { from: '***', to: '***' },
    });
  });
});

describe('PATCH /api/user/{userId}', () => {
  it('updates username, type, printer and abilities', async () => {
    const user = await made();
    const username = unique('renamed');
    const res = await patch(admin, user.userId, {
      username: ` ${username} `,
      type: 'REGISTER',
      printer: { id: printers.bar },
      abilities: ['ANALYTICS_SHIFTS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(SECRETS);
    expect(res.json().data).toMatchObject({
      userId: user.userId,
      username,
      type: 'REGISTER',
      printer: { id: printers.bar, name: 'Bar' },
      abilities: ['ANALYTICS_SHIFTS'],
    });
    // Back to SERVER without naming the printer: a SERVER has none.
    const back = await patch(admin, user.userId, { type: 'SERVER' });
    expect(back.json().data).toMatchObject({ type: 'SERVER', printer: null, abilities: ['ANALYTICS_SHIFTS'] });
  });

  it('accepts the whole user object as GET /api/user answers it', async () => {
    const user = await made({ type: 'MAIN', printer: { id: printers.cuisine }, abilities: ['ADMIN_TABLES'] });
    const res = await patch(admin, user.userId, { ...user, username: `${user.username}x` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...user, username: `${user.username}x` });
  });

  it('sets a new password when non-empty: the user signs in with it', async () => {
    const user = await made();
    expect((await patch(admin, user.userId, { password: '' })).statusCode).toBe(200);
    expect((await signIn(user.username, PASSWORD)).statusCode).toBe(200);
    expect((await patch(admin, user.userId, { password: 'brand-new-secret' })).statusCode).toBe(200);
    expect((await signIn(user.username, 'brand-new-secret')).statusCode).toBe(200);
    expect((await signIn(user.username, PASSWORD)).statusCode).toBe(401);
  });

  it('ends the user’s sessions when an administrator sets a new password or changes the type, not otherwise', async () => {
    const user = await made({ type: 'SERVER' });
    const me = (token: string) => call(token, 'GET', '/api/user/me');
    const epoch = async () => (await userRow(user.username)).session_epoch;
    let token = await tokenOf(user.username, PASSWORD);
    const start = await epoch();
    // Other edits (username, abilities, an empty password, a PIN) keep the sessions.
    expect(
      (await patch(admin, user.userId, { abilities: ['ADMIN_TABLES'], password: '', pincode: '7531' })).statusCode,
    ).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect(await epoch()).toBe(start);

    expect((await patch(admin, user.userId, { password: 'another-secret' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect(await epoch()).toBe(start + 1);
    token = await tokenOf(user.username, 'another-secret');
    expect((await me(token)).statusCode).toBe(200);

    // The same type sent back is no change; another type is.
    expect((await patch(admin, user.userId, { type: 'SERVER' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await patch(admin, user.userId, { type: 'REGISTER' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect(await epoch()).toBe(start + 2);
    // A refused edit ends nothing.
    const fresh = await tokenOf(user.username, 'another-secret');
    expect((await patch(shopadmin, user.userId, { password: 'foreign-secret' })).statusCode).toBe(404);
    expect((await patch(admin, user.userId, { password: 'short' })).statusCode).toBe(400);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('removes the PIN with pincode: null (empty or absent keeps it)', async () => {
    const user = await made({ pincode: '9753' });
    expect((await patch(admin, user.userId, { pincode: '' })).json().data.hasPincode).toBe(true);
    expect((await patch(admin, user.userId, { username: user.username })).json().data.hasPincode).toBe(true);
    const res = await patch(admin, user.userId, { pincode: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasPincode).toBe(false);
    const row = await userRow(user.username);
    expect([row.pincode_hash, row.pincode_lookup]).toEqual([null, null]);
    // The PIN is free for another user; removing it again is harmless.
    expect((await create(admin, { username: unique('u'), password: PASSWORD, pincode: '9753' })).statusCode).toBe(200);
    expect((await patch(admin, user.userId, { pincode: null })).statusCode).toBe(200);
    // Another organisation cannot remove it.
    const other = await made({ pincode: '5319' });
    expect((await patch(shopadmin, other.userId, { pincode: null })).statusCode).toBe(404);
    expect((await userRow(other.username)).pincode_hash).not.toBeNull();
  });

  it('sets a new PIN when non-empty and keeps it otherwise', async () => {
    const user = await made({ pincode: '1111' });
    await patch(admin, user.userId, { pincode: '', username: user.username });
    let row = await userRow(user.username);
    expect(await verifySecret(row.pincode_hash!, '1111')).toBe(true);
    const res = await patch(admin, user.userId, { pincode: '246810' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasPincode).toBe(true);
    expect(res.body).not.toContain('246810');
    row = await userRow(user.username);
    expect(await verifySecret(row.pincode_hash!, '246810')).toBe(true);
    expect(row.pincode_lookup).toBe(pincodeLookup(t.ctx.config.jwtSecret, BISTRO, '246810'));
    // The old PIN is free again; the new one is taken.
    expect((await create(admin, { username: unique('u'), password: PASSWORD, pincode: '1111' })).statusCode).toBe(200);
    const taken = await patch(admin, (await made()).userId, { pincode: '246810' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.pincode).toBeDefined();
    expect(taken.json().reason).toBe('PINCODE_TAKEN');
  });

  it('refuses a username another live user has (409), and keeps its own', async () => {
    const user = await made();
    const before = await allUsers();
    const res = await patch(admin, user.userId, { username: 'server' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.username).toBeDefined();
    expect(res.json()).toMatchObject({ reason: 'USERNAME_TAKEN', params: { username: 'server' } });
    expect(await allUsers()).toEqual(before);
    expect((await patch(admin, user.userId, { username: user.username })).statusCode).toBe(200);
  });

  it('ignores app mode and terminal IP from an admin; a super user sets them', async () => {
    const user = await made();
    const ignored = await patch(admin, user.userId, { appMode: 'KIOSK', terminalIp: '10.1.1.1' });
    expect(ignored.json().data).toMatchObject({ appMode: 'APP', terminalIp: null });
    const set = await patch(superToken, user.userId, { appMode: 'KIOSK', terminalIp: '10.1.1.1' });
    expect(set.json().data).toMatchObject({ appMode: 'KIOSK', terminalIp: '10.1.1.1' });
    const cleared = await patch(superToken, user.userId, { terminalIp: '' });
    expect(cleared.json().data).toMatchObject({ appMode: 'KIOSK', terminalIp: null });
  });

  it('keeps non-super users away from super user accounts and the SUPER_USER type', async () => {
    const superId = (await userRow('super')).user_id;
    const user = await made();
    const before = await allUsers();
    const boss = await patch(admin, superId, { username: 'boss' });
    expect(boss.statusCode).toBe(403);
    expect(boss.json()).toMatchObject({ reason: 'USER_OUTRANKS_YOU', params: { type: 'SUPER_USER' } });
    const promote = await patch(admin, user.userId, { type: 'SUPER_USER' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().fieldErrors.type).toBeDefined();
    expect(promote.json()).toMatchObject({ reason: 'USER_TYPE_NOT_ALLOWED', params: { type: 'SUPER_USER' } });
    expect(await allUsers()).toEqual(before);
  });

  it('refuses changing one’s own type or abilities', async () => {
    const adminId = (await userRow('admin')).user_id;
    const before = await allUsers();
    const res = await patch(admin, adminId, { type: 'SERVER' });
    expect(res.statusCode).toBe(403);
    expect(res.json().fieldErrors.type).toBeDefined();
    expect(res.json().reason).toBe('CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES');
    const abilities = await patch(admin, adminId, { abilities: ['ADMIN_USERS'] });
    expect(abilities.statusCode).toBe(403);
    expect(abilities.json().reason).toBe('CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES');
    expect(await allUsers()).toEqual(before);
    expect((await patch(admin, adminId, { type: 'ADMIN', abilities: [] })).statusCode).toBe(200);
  });

  it('lets a staff member with ADMIN_USERS manage staff only, granting only abilities it holds', async () => {
    const chief = await made({ abilities: ['ADMIN_USERS', 'ADMIN_TABLES'] });
    const token = await tokenOf(chief.username, PASSWORD);
    expect((await call(token, 'GET', '/api/user')).statusCode).toBe(200);
    const grant = await create(token, {
      username: unique('s'),
      password: PASSWORD,
      abilities: ['ANALYTICS_DASHBOARD'],
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().fieldErrors.abilities).toBeDefined();
    expect(grant.json()).toMatchObject({ reason: 'ABILITIES_NOT_HELD', params: { abilities: 'ANALYTICS_DASHBOARD' } });
    const ok = await made({ abilities: ['ADMIN_TABLES'] }, token);
    // Abilities the target already had may stay.
    const kept = await patch(admin, ok.userId, { abilities: ['ADMIN_TABLES', 'ANALYTICS_DASHBOARD'] });
    expect(kept.statusCode).toBe(200);
    expect((await patch(token, ok.userId, { abilities: ['ANALYTICS_DASHBOARD'] })).statusCode).toBe(200);
    expect((await create(token, { username: unique('a'), password: PASSWORD, type: 'ADMIN' })).statusCode).toBe(403);
    expect((await patch(token, (await userRow('admin')).user_id, { username: 'x' })).statusCode).toBe(403);
    expect(
      (await patch(token, chief.userId, { abilities: ['ADMIN_USERS', 'ADMIN_TABLES', 'ANALYTICS_DASHBOARD'] }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 400 for bad input and 404 for an unknown user', async () => {
    const user = await made();
    const before = await allUsers();
    const bad = await patch(admin, user.userId, { pincode: '12', password: 'short', abilities: ['NOPE'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['abilities.0', 'password', 'pincode']);
    const badId = await patch(admin, 0, {});
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors.userId).toBeDefined();
    expect((await call(admin, 'PATCH', '/api/user/abc', {})).statusCode).toBe(400);
    expect((await patch(admin, 999999, { username: 'ghost' })).statusCode).toBe(404);
    expect(await allUsers()).toEqual(before);
  });
});
