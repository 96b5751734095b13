import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/** Devices (document 3 sections 2 and 7): tills register themselves; super users list and delete them. */
let t: TestApp;
let superBistro: string;
let superShop: string;
let admin: string;
let shopadmin: string;

const rows = () => t.db.selectFrom('device').selectAll().orderBy('id').execute();
const register = (token: string, serialNumber: string) =>
  t.call(token, 'POST', '/api/terminal/devices', {
    serialNumber,
    model: 'T2s',
    brand: 'Sunmi',
    osVersion: 'Android 11',
    appVersion: '3.4.1',
  });

beforeAll(async () => {
  t = await createTestApp();
  superBistro = await t.login('super');
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  const sw = await t.call(superBistro, 'POST', '/api/user/multiorg/switch/2');
  superShop = sw.body.data.token;
});
afterAll(async () => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('device').execute();
  for (const serial of ['B-1', 'B-2', 'B-3']) expect((await register(admin, serial)).status).toBe(200);
  for (const serial of ['S-1', 'S-2']) expect((await register(shopadmin, serial)).status).toBe(200);
});

describe('devices', () => {
  it("lists the organisation's devices for a super user", async () => {
    const res = await t.call(superBistro, 'GET', '/api/device');
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['B-1', 'B-2', 'B-3']);
    expect(res.body.data[0]).toMatchObject({
      model: 'T2s',
      brand: 'Sunmi',
      osVersion: 'Android 11',
      appVersion: '3.4.1',
    });
    const shop = await t.call(superShop, 'GET', '/api/device');
    expect(shop.body.data.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['S-1', 'S-2']);
  });

  it('deletes one device by serial number', async () => {
    const res = await t.call(superBistro, 'DELETE', '/api/device/B-2');
    expect(res).toEqual({ status: 200, body: { data: { deleted: 1 } } });
    expect((await rows()).map((r) => r.serial_number)).toEqual(['B-1', 'B-3', 'S-1', 'S-2']);
    expect((await t.call(superBistro, 'DELETE', '/api/device/B-2')).status).toBe(404);
  });

  it("answers 404 for another organisation's device and deletes nothing", async () => {
    const before = await rows();
    expect((await t.call(superBistro, 'DELETE', '/api/device/S-1')).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('deletes all devices of the organisation only, and says how many', async () => {
    const res = await t.call(superBistro, 'DELETE', '/api/device');
    expect(res).toEqual({ status: 200, body: { data: { deleted: 3 } } });
    expect((await rows()).map((r) => [r.org_id, r.serial_number])).toEqual([
      [2, 'S-1'],
      [2, 'S-2'],
    ]);
    expect((await t.call(superBistro, 'DELETE', '/api/device')).body.data).toEqual({ deleted: 0 });
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['org_id', 'entity_id'])
      .where('entity', '=', 'device')
      .where('action', '=', 'DELETE')
      .execute();
    expect(trail.filter((e) => e.entity_id.startsWith('B-') || e.entity_id.startsWith('S-'))).toEqual(
      expect.arrayContaining([
        { org_id: 1, entity_id: 'B-1' },
        { org_id: 1, entity_id: 'B-2' },
        { org_id: 1, entity_id: 'B-3' },
      ]),
    );
    expect(trail.some((e) => e.org_id === 2)).toBe(false);
  });

  it('is for super users only: an admin gets 403 and nothing changes', async () => {
    const before = await rows();
    for (const [method, url] of [
      ['GET', '/api/device'],
      ['DELETE', '/api/device/B-1'],
      ['DELETE', '/api/device'],
    ] as const) {
      const res = await t.call(admin, method, url);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.reason).toBe('SUPER_USER_ONLY');
    }
    expect(await rows()).toEqual(before);
  });

  it('a deleted device registers again when its app next starts', async () => {
    await t.call(superBistro, 'DELETE', '/api/device/B-1');
    expect((await register(admin, 'B-1')).status).toBe(200);
    expect((await rows()).filter((r) => r.serial_number === 'B-1')).toHaveLength(1);
  });
});
