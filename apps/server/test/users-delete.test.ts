import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { terminal } from './pos-helpers';
import { PASSWORD, userCalls } from './users-helpers';

/** Deleting users, and another organisation's users (users.test.ts: listing, creating, changing). */
let t: TestApp;
let admin: string;
let superToken: string;
let shopadmin: string;
let printers: { cuisine: number; bar: number; caisse: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, superToken, shopadmin] = await Promise.all([t.login('admin'), t.login('super'), t.login('shopadmin')]);
  const rows = await t.db.selectFrom('printer').select(['id', 'name']).execute();
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  printers = { cuisine: id('Cuisine'), bar: id('Bar'), caisse: id('Caisse') };
});
afterAll(async () => t.close());

const { call, create, patch, remove, signIn, tokenOf, userRow, allUsers, made } = userCalls(
  () => t,
  () => admin,
);

describe('DELETE /api/user/{userId}', () => {
  it('soft-deletes: the user leaves the list, its token and password stop working, its name and PIN are free again', async () => {
    const user = await made({ pincode: '8642' });
    const token = await tokenOf(user.username, PASSWORD);
    expect((await call(token, 'GET', '/api/user/me')).statusCode).toBe(200);
    const res = await remove(admin, user.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ userId: user.userId });

    const row = await t.db
      .selectFrom('app_user')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBe(t.clock.now);
    const list = (await call(admin, 'GET', '/api/user')).json().data as { userId: number }[];
    expect(list.map((u) => u.userId)).not.toContain(user.userId);
    expect((await call(token, 'GET', '/api/user/me')).statusCode).toBe(401);
    // Its session epoch moved on too: were the row ever brought back, the old tokens would stay ended.
    expect(row.session_epoch).toBeGreaterThan(0);
    await t.db.updateTable('app_user').set({ deleted_at: null }).where('user_id', '=', user.userId).execute();
    expect((await call(token, 'GET', '/api/user/me')).statusCode).toBe(401);
    await t.db.updateTable('app_user').set({ deleted_at: row.deleted_at }).where('user_id', '=', user.userId).execute();
    expect((await signIn(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await remove(admin, user.userId)).statusCode).toBe(404);
    expect((await patch(admin, user.userId, { username: 'back' })).statusCode).toBe(404);

    const again = await create(admin, { username: user.username, password: PASSWORD, pincode: '8642' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.userId).not.toBe(user.userId);
  });

  it('keeps the tickets of a deleted user pointing at it', async () => {
    const waiter = await made();
    await terminal(t, admin).openShift(100);
    const till = terminal(t, await tokenOf(waiter.username, PASSWORD));
    const opened = await till.openAccount({ kind: 'TAKEAWAY' });
    expect(opened.status).toBe(200);
    const accountId = opened.body.data.clientAccountId;
    expect((await remove(admin, waiter.userId)).statusCode).toBe(200);
    const ticket = await t.db
      .selectFrom('client_account')
      .select('user_id')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(ticket.user_id).toBe(waiter.userId);
    expect((await terminal(t, admin).account(accountId)).status).toBe(200);
  });

  it('refuses deleting one’s own account', async () => {
    const adminId = (await userRow('admin')).user_id;
    const before = await allUsers();
    const res = await remove(admin, adminId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot delete your own account',
      reason: 'CANNOT_DELETE_SELF',
    });
    expect(await allUsers()).toEqual(before);
  });

  it('keeps non-super users from deleting a super user', async () => {
    const superId = (await userRow('super')).user_id;
    const before = await allUsers();
    expect((await remove(admin, superId)).statusCode).toBe(403);
    expect(await allUsers()).toEqual(before);
  });
});

describe('another organisation’s users answer 404 and change nothing', () => {
  it('from organisation 2 towards organisation 1', async () => {
    const target = await made({ pincode: '3131' });
    const superId = (await userRow('super')).user_id;
    const before = await allUsers();
    for (const id of [target.userId, superId]) {
      const edit = await patch(shopadmin, id, { username: 'taken-over', password: 'new-password!' });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().code).toBe('NOT_FOUND');
      expect((await remove(shopadmin, id)).statusCode).toBe(404);
    }
    // The super user working in organisation 2 does not reach organisation 1's users from there either.
    const switched = (await call(superToken, 'POST', '/api/user/multiorg/switch/2')).json().data.token;
    expect((await patch(switched, target.userId, { username: 'x' })).statusCode).toBe(404);
    expect((await remove(switched, target.userId)).statusCode).toBe(404);
    expect((await remove(switched, superId)).statusCode).toBe(404);
    expect(await allUsers()).toEqual(before);
  });

  it('from organisation 1 towards organisation 2', async () => {
    const julie = await userRow('julie', SHOP);
    const shopadminId = (await userRow('shopadmin', SHOP)).user_id;
    const before = await allUsers();
    for (const id of [julie.user_id, shopadminId]) {
      expect((await patch(admin, id, { username: 'taken-over' })).statusCode).toBe(404);
      expect((await remove(admin, id)).statusCode).toBe(404);
    }
    // A printer of organisation 2 is as unknown as a missing one.
    const own = await made({ type: 'REGISTER' });
    const afterMade = await allUsers();
    expect((await patch(admin, own.userId, { printer: { id: printers.caisse } })).statusCode).toBe(404);
    expect(await allUsers()).toEqual(afterMade);
    expect(afterMade.filter((u) => u.org_id === 2)).toEqual(before.filter((u) => u.org_id === 2));
  });
});
