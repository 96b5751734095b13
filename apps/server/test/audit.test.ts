import type { AuditEntry, AuditPage } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type Method, type TestApp } from './helper';
import { makePng } from './image-fixtures';
import { productId, terminal } from './pos-helpers';

/** The audit trail (issue 10 section 5): every console edit leaves one entry naming the changed fields. */
let t: TestApp;
let admin: string;
let shopadmin: string;

async function ok<T = Record<string, number>>(token: string, method: Method, url: string, payload?: object) {
  const res = await t.call(token, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}
async function trail(token: string, query: Record<string, string | number> = {}): Promise<AuditPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return ok<AuditPage>(token, 'GET', `/api/audit?${qs}`);
}
/** The entries of one resource, newest first. */
async function history(resource: string, id: number | string, token = admin): Promise<AuditEntry[]> {
  return (await trail(token, { resource, resourceId: id, size: 1000 })).entries;
}
// A real picture: uploads are decoded and encoded again.
const PNG = await makePng();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
});
afterAll(async () => t.close());

/**
 * One resource's life through the console API: create, change one field, send the same again (no-op), delete.
 * Each step leaves exactly one entry (none for the no-op) naming what changed.
 */
async function lifecycle(o: {
  resource: string;
  create: () => Promise<number>;
  update: (id: number) => Promise<unknown>;
  changed: Record<string, { from: unknown; to: unknown }>;
  remove?: (id: number) => Promise<unknown>;
}) {
  const id = await o.create();
  const created = await history(o.resource, id);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ action: 'CREATE', resourceId: String(id), user: { username: 'admin' } });
  expect(Object.keys(created[0]!.changes).length).toBeGreaterThan(0);

  await o.update(id);
  const updated = await history(o.resource, id);
  expect(updated).toHaveLength(2);
  expect(updated[0]!.action).toBe('UPDATE');
  expect(updated[0]!.changes).toEqual(o.changed);

  await o.update(id);
  expect(await history(o.resource, id)).toHaveLength(2);

  if (o.remove) {
    await o.remove(id);
    const deleted = await history(o.resource, id);
    expect(deleted).toHaveLength(3);
    expect(deleted[0]!.action).toBe('DELETE');
  }
  return id;
}

describe('every console edit is audited', () => {
  it('printers', async () => {
    await lifecycle({
      resource: 'printer',
      create: async () =>
        (await ok(admin, 'POST', '/api/printer', { name: 'Cuisine', ipAddress: '10.0.0.5', doublePrint: false })).id!,
      update: (id) =>
        ok(admin, 'PATCH', '/api/printer', { id, name: 'Cuisine 2', ipAddress: '10.0.0.5', doublePrint: false }),
      changed: { name: { from: 'Cuisine', to: 'Cuisine 2' } },
      remove: (id) => ok(admin, 'DELETE', `/api/printer/${id}`),
    });
  });

  it('promo codes', async () => {
    const promo = { promoCode: 'AUDIT10', discountAmount: 10, startDate: 1, endDate: 2 };
    await lifecycle({
      resource: 'promo',
      create: async () => (await ok(admin, 'POST', '/api/promo', promo)).promoCodeId!,
      update: (id) => ok(admin, 'PATCH', `/api/promo/${id}`, { ...promo, maxUses: 5 }),
      changed: { maxUses: { from: 1, to: 5 } },
      remove: (id) => ok(admin, 'DELETE', `/api/promo/${id}`),
    });
  });

  it('zones, table types and tables', async () => {
    const zoneId = await lifecycle({
      resource: 'zone',
      create: async () => (await ok(admin, 'POST', '/api/table_zone', { name: 'Patio', color: '#112233' })).zoneId!,
      update: (id) => ok(admin, 'PATCH', `/api/table_zone/${id}`, { name: 'Patio nord' }),
      changed: { name: { from: 'Patio', to: 'Patio nord' } },
    });
    const typeId = await lifecycle({
      resource: 'table_type',
      create: async () => (await ok(admin, 'POST', '/api/table_type', { tableTypeName: 'Haute' })).id!,
      update: (id) => ok(admin, 'PATCH', `/api/table_type/${id}`, { name: 'Mange-debout' }),
      changed: { name: { from: 'Haute', to: 'Mange-debout' } },
    });
    await lifecycle({
      resource: 'table',
      create: async () =>
        (await ok(admin, 'POST', '/api/table', { tableNumber: 901, zoneId, tableTypeId: typeId })).tableId!,
      update: (id) => ok(admin, 'PATCH', `/api/table/${id}`, { tableNumber: 902 }),
      changed: { tableNumber: { from: 901, to: 902 } },
      remove: (id) => ok(admin, 'DELETE', `/api/table/${id}`),
    });
    await ok(admin, 'DELETE', `/api/table_zone/${zoneId}`);
    await ok(admin, 'DELETE', `/api/table_type/${typeId}`);
    expect((await history('zone', zoneId))[0]!.action).toBe('DELETE');
    expect((await history('table_type', typeId))[0]!.action).toBe('DELETE');
  });

  it('product groups and products, stock included', async () => {
    const groupId = await lifecycle({
      resource: 'product_group',
      create: async () => (await ok(admin, 'POST', '/api/product_group', { name: 'Audit' })).productGroupId!,
      update: (id) => ok(admin, 'PATCH', `/api/product_group/${id}`, { name: 'Audités' }),
      changed: { name: { from: 'Audit', to: 'Audités' } },
    });
    const product = { name: 'Tartine', productGroupId: groupId, vatIn: 12, vatOut: 6, priceVatInclIn: '4.00' };
    await lifecycle({
      resource: 'product',
      create: async () => (await ok(admin, 'POST', '/api/product', { ...product, priceVatInclOut: 4 })).productId!,
      update: (id) => ok(admin, 'PATCH', `/api/product/${id}`, { priceVatInclIn: '4.50', stock: 12 }),
      changed: { priceVatInclIn: { from: '4.00', to: '4.50' }, stock: { from: null, to: 12 } },
      remove: (id) => ok(admin, 'DELETE', `/api/product/${id}`),
    });
    await ok(admin, 'DELETE', `/api/product_group/${groupId}`);
    expect((await history('product_group', groupId))[0]!.action).toBe('DELETE');
  });

  it('users, with passwords and PINs never written', async () => {
    const secrets = { password: 'correct-horse-42', pincode: '918273' };
    const userId = await lifecycle({
      resource: 'user',
      create: async () =>
        (await ok(admin, 'POST', '/api/user/create', { username: 'audited', type: 'SERVER', ...secrets })).userId!,
      update: (id) => ok(admin, 'PATCH', `/api/user/${id}`, { username: 'audited2' }),
      changed: { username: { from: 'audited', to: 'audited2' } },
    });
    await ok(admin, 'PATCH', `/api/user/${userId}`, { password: 'another-horse-77', pincode: '564738' });
    const entries = await history('user', userId);
    expect(entries[0]!.changes).toEqual({ password: { from: '***', to: '***' }, pincode: { from: '***', to: '***' } });
    expect(entries[2]!.changes).toMatchObject({ password: { from: '***', to: '***' } });
    const stored = await t.db.selectFrom('audit_log').select('details').execute();
    for (const secret of [...Object.values(secrets), 'another-horse-77', '564738', 'argon2']) {
      expect(stored.some((r) => r.details.includes(secret))).toBe(false);
    }
    await ok(admin, 'DELETE', `/api/user/${userId}`);
    expect((await history('user', userId))[0]!.action).toBe('DELETE');
  });

  it('organisation settings', async () => {
    const org = await ok<{ telephone: string | null }>(admin, 'GET', '/api/org');
    await ok(admin, 'PATCH', '/api/org', { telephone: '+32 2 555 01 01' });
    const [entry, ...rest] = await history('organization', 1);
    expect(entry).toMatchObject({
      action: 'UPDATE',
      changes: { telephone: { from: org.telephone, to: '+32 2 555 01 01' } },
    });
    await ok(admin, 'PATCH', '/api/org', { telephone: '+32 2 555 01 01' });
    expect(await history('organization', 1)).toHaveLength(rest.length + 1);
  });

  it('images: the upload and the deletion', async () => {
    const p = await ok<{ presignedURL: string; imageId: number }>(admin, 'GET', '/api/image/presign?fileName=a.png');
    const url = new URL(p.presignedURL);
    const put = await t.request({
      method: 'PUT',
      url: url.pathname + url.search,
      payload: PNG,
      headers: { 'content-type': 'image/png', 'x-amz-meta-org-id': '1' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await history('image', p.imageId)).toMatchObject([
      { action: 'CREATE', user: { username: 'admin' }, changes: { originalName: { from: null, to: 'a.png' } } },
    ]);
    await ok(admin, 'DELETE', `/api/image/${p.imageId}`);
    expect((await history('image', p.imageId)).map((e) => e.action)).toEqual(['DELETE', 'CREATE']);
  });

  it('shifts opened and closed from the console', async () => {
    const opened = await ok<{ shiftId: number }>(admin, 'POST', '/api/shift', { currentCash: 100 });
    expect(await history('shift', opened.shiftId)).toMatchObject([
      { action: 'CREATE', changes: { startCash: { from: null, to: 100 } } },
    ]);
    await ok(admin, 'POST', '/api/shift/stop', { currentCash: 90, paymentTypeForForcedClose: 'CASH' });
    const [closed] = await history('shift', opened.shiftId);
    expect(closed).toMatchObject({ action: 'FORCE_CLOSE', changes: {} });
    expect(closed!.details).toHaveProperty('countedCash');
  });
});

describe("a ticket's history", () => {
  it('lists the corrections of the ticket, its lines and payments, and nothing of other tickets', async () => {
    const till = terminal(t, admin);
    expect([200, 409]).toContain((await till.openShift()).status); // open now, or still open
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    const open = async () => {
      const id = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data.clientAccountId as number;
      await till.addLines(id, [{ productId: cola }, { productId: cola }]);
      return id;
    };
    const [a, b] = [await open(), await open()];
    const lines = (await till.account(a)).body.data.orderedProducts as { orderedProductId: number }[];
    await ok(admin, 'DELETE', `/api/data/ordered_products/${lines[0]!.orderedProductId}`);
    await ok(admin, 'DELETE', `/api/client_account/${b}`);
    await ok(admin, 'DELETE', `/api/client_account/${a}`);

    const history = (await trail(admin, { resource: 'client_account', resourceId: a })).entries;
    expect(history.map((e) => [e.action, e.resource])).toEqual([
      ['VOID', 'client_account'],
      ['VOID', 'ordered_product'],
    ]);
    expect(history.every((e) => e.resource === 'client_account' || e.details.accountId === a)).toBe(true);
    expect((await trail(shopadmin, { resource: 'client_account', resourceId: a })).totalRecords).toBe(0);
  });
});

describe('GET /api/audit', () => {
  it('pages newest first and filters by period and user', async () => {
    const all = await trail(admin, { size: 3 });
    expect(all.entries).toHaveLength(3);
    expect(all.totalRecords).toBeGreaterThan(3);
    const next = await trail(admin, { size: 3, page: 1 });
    expect(next.entries[0]!.id).not.toBe(all.entries[0]!.id);
    const ats = [...all.entries, ...next.entries].map((e) => e.at);
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);

    t.clock.now += 60_000;
    const from = t.clock.now;
    const id = (
      await ok(admin, 'POST', '/api/printer', { name: 'Plus tard', ipAddress: '10.0.0.6', doublePrint: false })
    ).id!;
    const later = await trail(admin, { from, to: from + 1 });
    expect(later.entries.map((e) => e.resourceId)).toEqual([String(id)]);
    expect(
      (await trail(admin, { to: from })).entries.some((e) => e.resourceId === String(id) && e.resource === 'printer'),
    ).toBe(false);

    const adminId = later.entries[0]!.user!.userId;
    const mine = await trail(admin, { userId: adminId, size: 1000 });
    expect(mine.entries.every((e) => e.user?.userId === adminId)).toBe(true);
    expect(mine.totalRecords).toBeGreaterThan(0);
    expect((await trail(admin, { userId: 999_999 })).totalRecords).toBe(0);
  });

  it('refuses bad queries with field messages', async () => {
    for (const query of ['size=0', 'page=-1', 'from=x', 'from=10&to=5']) {
      const res = await t.call(admin, 'GET', `/api/audit?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('another organisation sees none of it, and its ids answer nothing', async () => {
    const before = await trail(shopadmin, { size: 1000 });
    const id = (await ok(admin, 'POST', '/api/printer', { name: 'Secret', ipAddress: '10.0.0.7', doublePrint: false }))
      .id!;
    expect(await history('printer', id, shopadmin)).toEqual([]);
    const after = await trail(shopadmin, { size: 1000 });
    expect(after.totalRecords).toBe(before.totalRecords);
    expect(JSON.stringify(after)).not.toContain('Secret');

    await ok(shopadmin, 'POST', '/api/printer', { name: 'Boutique', ipAddress: '10.0.0.8', doublePrint: false });
    const theirs = await trail(shopadmin, { resource: 'printer' });
    expect(theirs.entries.map((e) => e.changes.name?.to)).toEqual(['Boutique']);
    expect(
      (await trail(admin, { resource: 'printer', size: 1000 })).entries.some((e) => e.changes.name?.to === 'Boutique'),
    ).toBe(false);
  });

  it('needs ADMIN_AUDIT (ADMIN and SUPER_USER hold it)', async () => {
    expect((await t.call(await t.login('server'), 'GET', '/api/audit')).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.call(await t.login('super'), 'GET', '/api/audit')).status).toBe(200);
    const auditor = await ok(admin, 'POST', '/api/user/create', {
      username: 'auditor',
      password: 'correct-horse',
      type: 'SERVER',
      abilities: ['ADMIN_AUDIT'],
    });
    expect(auditor.userId).toBeGreaterThan(0);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { orgId: BISTRO, username: 'auditor', password: 'correct-horse' },
    });
    const token = (res.json() as { data: { token: string } }).data.token;
    expect((await t.call(token, 'GET', '/api/audit')).status).toBe(200);
  });

  it('has no way to edit or delete an entry', async () => {
    const [entry] = (await trail(admin, { size: 1 })).entries;
    const count = async () => (await t.db.selectFrom('audit_log').select('details').execute()).length;
    const before = await count();
    for (const method of ['PATCH', 'DELETE', 'PUT', 'POST'] as const) {
      for (const url of ['/api/audit', `/api/audit/${entry!.id}`]) {
        const res = await t.request({ method, url, token: admin, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await count()).toBe(before);
    expect((await trail(admin, { size: 1 })).entries[0]).toEqual(entry);
  });
});
