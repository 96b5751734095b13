import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';
import { verifySecret } from '../src/lib/passwords';
import { createTestApp, type TestApp } from './helper';

/** The signed-in user's own page (/me): own password (other sessions end) and own PIN. */
let t: TestApp;

const userRow = (orgId: OrgId, username: string) =>
  t.db
    .selectFrom('app_user')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
const signIn = (username: string, password: string, orgId: OrgId = BISTRO) =>
  t.call(undefined, 'POST', '/api/user/login', { orgId, username, password });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('own password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const token = await t.login('server');
    const before = await userRow(BISTRO, 'server');
    const res = await t.call(token, 'POST', '/api/user/me/password', {
      currentPassword: 'wrong-one',
      newPassword: 'a-new-password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      reason: 'WRONG_CURRENT_PASSWORD',
      fieldErrors: { currentPassword: 'The current password is not correct' },
    });
    expect(await userRow(BISTRO, 'server')).toEqual(before);
    expect((await t.call(token, 'GET', '/api/user/me')).status).toBe(200);
  });

  it('validates the new password', async () => {
    const token = await t.login('server');
    const res = await t.call(token, 'POST', '/api/user/me/password', {
      currentPassword: 'demo1234',
      newPassword: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const empty = await t.call(token, 'POST', '/api/user/me/password', { newPassword: 'long-enough' });
    expect(empty.body.fieldErrors).toEqual({ currentPassword: 'Current password is required' });
  });

  it('changes it: this session continues with the new token, the other sessions end', async () => {
    const here = await t.login('register');
    const elsewhere = await t.login('register');
    const res = await t.call(here, 'POST', '/api/user/me/password', {
      currentPassword: 'demo1234',
      newPassword: 'a-new-password',
    });
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    expect((await t.call(fresh, 'GET', '/api/user/me')).body.data.username).toBe('register');
    expect((await t.call(here, 'GET', '/api/user/me')).status).toBe(401);
    expect((await t.call(elsewhere, 'GET', '/api/user/me')).status).toBe(401);
    expect((await signIn('register', 'demo1234')).status).toBe(401);
    const again = await signIn('register', 'a-new-password');
    expect(again.status).toBe(200);
    expect((await t.call(again.body.data.token, 'GET', '/api/user/me')).status).toBe(200);
    // Other users' sessions are untouched.
    expect((await t.call(await t.login('admin'), 'GET', '/api/user/me')).status).toBe(200);
  });

  it('a switched-organisation token follows the same epoch', async () => {
    const superToken = await t.login('super');
    const sw = await t.call(superToken, 'POST', '/api/user/multiorg/switch/2');
    expect((await t.call(sw.body.data.token, 'GET', '/api/user/me')).status).toBe(200);
    const res = await t.call(superToken, 'POST', '/api/user/me/password', {
      currentPassword: 'demo1234',
      newPassword: 'super-secret-2',
    });
    expect(res.status).toBe(200);
    expect((await t.call(sw.body.data.token, 'GET', '/api/user/me')).status).toBe(401);
  });
});

describe('own PIN', () => {
  it('sets a PIN, stored hashed with its lookup, and reports hasPincode', async () => {
    const token = await t.login('sophie');
    const res = await t.call(token, 'POST', '/api/user/me/pincode', { pincode: ' 4821 ' });
    expect(res).toEqual({ status: 200, body: { data: { hasPincode: true } } });
    const row = await userRow(BISTRO, 'sophie');
    expect(row.pincode_hash).not.toContain('4821');
    expect(await verifySecret(row.pincode_hash!, '4821')).toBe(true);
    expect(row.pincode_lookup).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call(token, 'GET', '/api/user/me')).body.data.hasPincode).toBe(true);
  });

  it.each(['', '12', '1234567', '12a4'])('refuses %j', async (pincode) => {
    const token = await t.login('lucas');
    const before = await userRow(BISTRO, 'lucas');
    const res = await t.call(token, 'POST', '/api/user/me/pincode', { pincode });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ pincode: 'PIN must be 4 to 6 digits' });
    expect(await userRow(BISTRO, 'lucas')).toEqual(before);
  });

  it("refuses another user's PIN of the same organisation, accepts it in another organisation", async () => {
    await t.call(await t.login('emma'), 'POST', '/api/user/me/pincode', { pincode: '7350' });
    const before = await userRow(BISTRO, 'lucas');
    const taken = await t.call(await t.login('lucas'), 'POST', '/api/user/me/pincode', { pincode: '7350' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: 'PINCODE_TAKEN', fieldErrors: { pincode: expect.any(String) } });
    expect(await userRow(BISTRO, 'lucas')).toEqual(before);
    const shop = await t.call(await t.login('julie', 2), 'POST', '/api/user/me/pincode', { pincode: '7350' });
    expect(shop.status).toBe(200);
  });

  it('a manager working in another organisation changes the PIN of their home organisation', async () => {
    const superToken = (await signIn('super', 'super-secret-2')).body.data.token;
    const sw = await t.call(superToken, 'POST', '/api/user/multiorg/switch/2');
    const res = await t.call(sw.body.data.token, 'POST', '/api/user/me/pincode', { pincode: '990011' });
    expect(res.status).toBe(200);
    expect((await userRow(BISTRO, 'super')).pincode_lookup).not.toBeNull();
  });

  it('needs a session', async () => {
    expect((await t.call(undefined, 'POST', '/api/user/me/pincode', { pincode: '1234' })).status).toBe(401);
  });
});
