import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';
import { createTestApp, data, type TestApp } from './helper';
import { productId, tableId, terminal } from './pos-helpers';

/** Tables, zones and table types (document 1 sections 3, 5 and 7): CRUD, validation, abilities, tenancy, history. */
let t: TestApp;
let admin: string;
let shopadmin: string;

/** Every row of the three tables, all organisations: a refused call must leave them exactly as they were. */
async function floor() {
  return {
    tables: await t.db.selectFrom('dining_table').selectAll().orderBy('table_id').execute(),
    zones: await t.db.selectFrom('table_zone').selectAll().orderBy('zone_id').execute(),
    types: await t.db.selectFrom('table_type').selectAll().orderBy('id').execute(),
  };
}

async function zoneId(orgId: OrgId, name: string) {
  return (
    await t.db
      .selectFrom('table_zone')
      .select('zone_id')
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).zone_id;
}
async function typeId(orgId: OrgId, name: string) {
  return (
    await t.db
      .selectFrom('table_type')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
});
afterAll(async () => t.close());

describe('lists', () => {
  it('lists tables with zone, type and status, zones and types of the organisation only', async () => {
    const tables = data<
      { tableNumber: number; tableZone: { name: string }; tableType: { name: string }; status: string }[]
    >(await t.call(admin, 'GET', '/api/table'));
    expect(tables.map((x) => x.tableNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(tables[0]).toMatchObject({
      tableZone: { name: 'Salle', color: '#1E88E5' },
      tableType: { name: '2 places' },
      status: 'FREE',
    });
    expect(data<{ name: string }[]>(await t.call(admin, 'GET', '/api/table_zone')).map((z) => z.name)).toEqual([
      'Bar',
      'Salle',
      'Terrasse',
    ]);
    expect(data<{ name: string }[]>(await t.call(admin, 'GET', '/api/table_type')).map((y) => y.name)).toEqual([
      '2 places',
      '4 places',
      '6 places',
      'Mange-debout',
    ]);
    expect(data<unknown[]>(await t.call(shopadmin, 'GET', '/api/table_zone'))).toEqual([]);
    expect(data<unknown[]>(await t.call(shopadmin, 'GET', '/api/table_type'))).toEqual([]);
  });
});

describe('zones', () => {
  it('forces the colour to start with # and saves it upper case; a new zone is #000', async () => {
    const a = await t.call(admin, 'POST', '/api/table_zone', { name: '  Patio ', color: 'e53935' });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ name: 'Patio', color: '#E53935' });
    const b = await t.call(admin, 'POST', '/api/table_zone', { name: 'Cave' });
    expect(b.body.data).toMatchObject({ name: 'Cave', color: '#000' });
    const id = data<{ zoneId: number }>(b).zoneId;
    const c = await t.call(admin, 'PATCH', `/api/table_zone/${id}`, { color: '#8e24aa' });
    expect(c.status).toBe(200);
    expect(c.body.data).toEqual({ zoneId: id, name: 'Cave', color: '#8E24AA' });
    const row = await t.db.selectFrom('table_zone').selectAll().where('zone_id', '=', id).executeTakeFirstOrThrow();
    expect(row.color).toBe('#8E24AA');
    expect((await t.call(admin, 'PATCH', `/api/table_zone/${id}`, { name: 'Cellier' })).body.data).toMatchObject({
      name: 'Cellier',
      color: '#8E24AA',
    });
  });

  it.each([
    [{ color: '#123456' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'X', color: 'red' }, 'color'],
    [{ name: 'X', color: '#12345' }, 'color'],
    [{ name: 'X', color: 42 }, 'color'],
    [{ name: 'x'.repeat(101) }, 'name'],
  ])('refuses %j with a message on %s and writes nothing', async (payload, field) => {
    const before = await floor();
    const res = await t.call(admin, 'POST', '/api/table_zone', payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fieldErrors?.[field]).toBeTruthy();
    expect(await floor()).toEqual(before);
  });

  it('refuses to delete a zone tables use (409) and deletes an unused one', async () => {
    const before = await floor();
    const salle = await zoneId(BISTRO, 'Salle');
    const res = await t.call(admin, 'DELETE', `/api/table_zone/${salle}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.message).toMatch(/^This zone is used by 12 tables/);
    expect(res.body).toMatchObject({ reason: 'ZONE_IN_USE', params: { tables: 12 } });
    expect(await floor()).toEqual(before);

    const { zoneId: id } = data<{ zoneId: number }>(
      await t.call(admin, 'POST', '/api/table_zone', { name: 'Éphémère' }),
    );
    const del = await t.call(admin, 'DELETE', `/api/table_zone/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ zoneId: id });
    expect(await t.db.selectFrom('table_zone').select('zone_id').where('zone_id', '=', id).execute()).toEqual([]);
    expect((await t.call(admin, 'DELETE', `/api/table_zone/${id}`)).status).toBe(404);
  });
});

describe('table types', () => {
  it('creates with tableTypeName, renames with name or tableTypeName, deletes an unused one', async () => {
    const created = await t.call(admin, 'POST', '/api/table_type', { tableTypeName: 'Banquette' });
    expect(created.status).toBe(200);
    const { id, name } = data<{ id: number; name: string }>(created);
    expect(name).toBe('Banquette');
    expect((await t.call(admin, 'PATCH', `/api/table_type/${id}`, { id, name: 'Banc' })).body.data).toEqual({
      id,
      name: 'Banc',
    });
    expect((await t.call(admin, 'PATCH', `/api/table_type/${id}`, { tableTypeName: 'Long banc' })).body.data).toEqual({
      id,
      name: 'Long banc',
    });
    expect((await t.call(admin, 'DELETE', `/api/table_type/${id}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', '/api/table_type')).body.data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('refuses a missing name (400) and deleting a type in use (409)', async () => {
    const before = await floor();
    const missing = await t.call(admin, 'POST', '/api/table_type', { name: 'not the field' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.tableTypeName).toBe('Name is required');
    const empty = await t.call(admin, 'PATCH', `/api/table_type/${await typeId(BISTRO, '2 places')}`, { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.name).toBe('Name is required');
    const used = await t.call(admin, 'DELETE', `/api/table_type/${await typeId(BISTRO, 'Mange-debout')}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/^This table type is used by 3 tables/);
    expect(used.body).toMatchObject({ reason: 'TABLE_TYPE_IN_USE', params: { tables: 3 } });
    expect(await floor()).toEqual(before);
  });
});

describe('tables', () => {
  it('creates, duplicates (number + 1), edits and deletes a table', async () => {
    const terrasse = await zoneId(BISTRO, 'Terrasse');
    const four = await typeId(BISTRO, '4 places');
    const created = await t.call(admin, 'POST', '/api/table', { tableNumber: 30, zoneId: terrasse, tableTypeId: four });
    expect(created.status).toBe(200);
    const table = data<{ tableId: number }>(created);
    expect(created.body.data).toMatchObject({
      tableNumber: 30,
      tableZone: { zoneId: terrasse, name: 'Terrasse', color: '#43A047' },
      tableType: { id: four, name: '4 places' },
      status: 'FREE',
      openAccountId: null,
    });
    const copy = await t.call(admin, 'POST', '/api/table', { tableNumber: 31, zoneId: terrasse, tableTypeId: four });
    expect(copy.status).toBe(200);

    const bar = await zoneId(BISTRO, 'Bar');
    const edited = await t.call(admin, 'PATCH', `/api/table/${table.tableId}`, { tableNumber: 32, zoneId: bar });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ tableNumber: 32, tableZone: { name: 'Bar' }, tableType: { id: four } });

    const del = await t.call(admin, 'DELETE', `/api/table/${table.tableId}`);
    expect(del.status).toBe(200);
    // Never used by a ticket: removed for good.
    expect(del.body.data).toEqual({ tableId: table.tableId, softDeleted: false });
    expect(await t.db.selectFrom('dining_table').selectAll().where('table_id', '=', table.tableId).execute()).toEqual(
      [],
    );
    expect((await t.call(admin, 'PATCH', `/api/table/${table.tableId}`, { tableNumber: 40 })).status).toBe(404);
  });

  it('takes the Table entity shape: tableZone and tableType objects (flat ids win when both are sent)', async () => {
    const terrasse = await zoneId(BISTRO, 'Terrasse');
    const bar = await zoneId(BISTRO, 'Bar');
    const four = await typeId(BISTRO, '4 places');
    const two = await typeId(BISTRO, '2 places');
    const created = await t.call(admin, 'POST', '/api/table', {
      tableNumber: 33,
      tableZone: { zoneId: terrasse, name: 'Terrasse', color: '#43A047' },
      tableType: { id: four, name: '4 places' },
    });
    expect(created.status).toBe(200);
    const table = data<Record<string, unknown> & { tableId: number }>(created);
    expect(table).toMatchObject({ tableNumber: 33, tableZone: { zoneId: terrasse }, tableType: { id: four } });

    // The table as GET returned it, with another zone and type: they move.
    const moved = await t.call(admin, 'PATCH', `/api/table/${table.tableId}`, {
      ...table,
      tableZone: { zoneId: bar, name: 'whatever' },
      tableType: { id: two },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ tableZone: { zoneId: bar, name: 'Bar' }, tableType: { id: two } });
    const flatWins = await t.call(admin, 'PATCH', `/api/table/${table.tableId}`, {
      zoneId: terrasse,
      tableZone: { zoneId: bar },
    });
    expect(flatWins.body.data).toMatchObject({ tableZone: { zoneId: terrasse } });

    const before = await floor();
    const missing = await t.call(admin, 'POST', '/api/table', { tableNumber: 34, tableZone: null, tableType: null });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({
      zoneId: 'Zone is required',
      tableTypeId: 'Table type is required',
    });
    const bad = await t.call(admin, 'POST', '/api/table', {
      tableNumber: 34,
      tableZone: 'Terrasse',
      tableTypeId: four,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.tableZone).toBeDefined();
    expect(await floor()).toEqual(before);
    await t.call(admin, 'DELETE', `/api/table/${table.tableId}`);
  });

  it('refuses a number another live table has (409, on create and on edit)', async () => {
    const before = await floor();
    const salle = await zoneId(BISTRO, 'Salle');
    const two = await typeId(BISTRO, '2 places');
    const dup = await t.call(admin, 'POST', '/api/table', { tableNumber: 6, zoneId: salle, tableTypeId: two });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Table 6 already exists');
    expect(dup.body.fieldErrors?.tableNumber).toBe('Table 6 already exists');
    expect(dup.body).toMatchObject({ reason: 'TABLE_NUMBER_TAKEN', params: { tableNumber: 6 } });
    const edit = await t.call(admin, 'PATCH', `/api/table/${await tableId(t, BISTRO, 7)}`, { tableNumber: 8 });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ reason: 'TABLE_NUMBER_TAKEN', params: { tableNumber: 8 } });
    expect(await floor()).toEqual(before);
    // Keeping its own number is no conflict.
    expect((await t.call(admin, 'PATCH', `/api/table/${await tableId(t, BISTRO, 7)}`, { tableNumber: 7 })).status).toBe(
      200,
    );
  });

  it('two clients creating the same number at once: one wins, the other gets 409', async () => {
    const payload = {
      tableNumber: 70,
      zoneId: await zoneId(BISTRO, 'Salle'),
      tableTypeId: await typeId(BISTRO, '2 places'),
    };
    const answers = await Promise.all([
      t.call(admin, 'POST', '/api/table', payload),
      t.call(admin, 'POST', '/api/table', payload),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
      reason: 'TABLE_NUMBER_TAKEN',
      params: { tableNumber: 70 },
    });
    const rows = await t.db
      .selectFrom('dining_table')
      .select('table_id')
      .where('org_id', '=', BISTRO)
      .where('table_number', '=', 70)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ tableNumber: 0 }, 'tableNumber'],
    [{ tableNumber: -3 }, 'tableNumber'],
    [{ tableNumber: 1.5 }, 'tableNumber'],
    [{ tableNumber: '12' }, 'tableNumber'],
    [{ tableNumber: 50, zoneId: null }, 'zoneId'],
    [{ tableNumber: 50, tableTypeId: undefined }, 'tableTypeId'],
  ] as [Record<string, unknown>, string][])('refuses %j with a message on %s', async (patch, field) => {
    const before = await floor();
    const payload = {
      tableNumber: 50,
      zoneId: await zoneId(BISTRO, 'Salle'),
      tableTypeId: await typeId(BISTRO, '2 places'),
      ...patch,
    };
    const res = await t.call(admin, 'POST', '/api/table', payload);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toBeTruthy();
    expect(await floor()).toEqual(before);
  });

  it('refuses while an account is open at the table (409); once closed, soft-deletes it and tickets keep its number', async () => {
    const till = terminal(t, admin);
    expect((await till.openShift(100)).status).toBe(200);
    const id = await tableId(t, BISTRO, 14);
    const opened = await till.openAccount({ kind: 'TABLE', tableId: id });
    expect(opened.status).toBe(200);
    const accountId = opened.body.data.clientAccountId as number;
    const listed = data<{ tableId: number; status: string; openAccountId: number | null }[]>(
      await t.call(admin, 'GET', '/api/table'),
    );
    expect(listed.find((x) => x.tableId === id)).toMatchObject({ status: 'OCCUPIED', openAccountId: accountId });

    const before = await floor();
    const refused = await t.call(admin, 'DELETE', `/api/table/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Table 14 has an open account/);
    expect(refused.body).toMatchObject({ reason: 'TABLE_HAS_OPEN_ACCOUNT', params: { tableNumber: 14 } });
    expect(await floor()).toEqual(before);

    await till.addLines(accountId, [{ productId: await productId(t, BISTRO, 'Duvel'), units: 1 }]);
    const total = (await till.account(accountId)).body.data.totalData.total as number;
    expect((await till.pay(accountId, 'CASH', total)).status).toBe(200);
    await till.close(accountId);
    expect((await till.account(accountId)).body.data.clientAccount.status).toBe('CLOSED');

    const del = await t.call(admin, 'DELETE', `/api/table/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ tableId: id, softDeleted: true });
    const row = await t.db.selectFrom('dining_table').selectAll().where('table_id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBe(t.clock.now);
    expect(data<{ tableId: number }[]>(await t.call(admin, 'GET', '/api/table')).map((x) => x.tableId)).not.toContain(
      id,
    );
    expect((await till.account(accountId)).body.data.clientAccount.table).toEqual({ tableId: id, tableNumber: 14 });
    expect((await t.call(admin, 'DELETE', `/api/table/${id}`)).status).toBe(404);

    // The number is free again for a new table.
    const terrasse = await zoneId(BISTRO, 'Terrasse');
    const again = await t.call(admin, 'POST', '/api/table', {
      tableNumber: 14,
      zoneId: terrasse,
      tableTypeId: await typeId(BISTRO, '2 places'),
    });
    expect(again.status).toBe(200);
  });

  it('lets a zone go once only deleted tables named it', async () => {
    const { zoneId: zone } = data<{ zoneId: number }>(
      await t.call(admin, 'POST', '/api/table_zone', { name: 'Jardin', color: '#6D4C41' }),
    );
    const two = await typeId(BISTRO, '2 places');
    const { tableId: id } = data<{ tableId: number }>(
      await t.call(admin, 'POST', '/api/table', { tableNumber: 60, zoneId: zone, tableTypeId: two }),
    );
    await t.db.updateTable('dining_table').set({ deleted_at: t.clock.now }).where('table_id', '=', id).execute();
    expect((await t.call(admin, 'DELETE', `/api/table_zone/${zone}`)).status).toBe(200);
    const row = await t.db.selectFrom('dining_table').selectAll().where('table_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ zone_id: null, table_number: 60 });
  });
});

describe('abilities', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/table'],
    ['POST', '/api/table', { tableNumber: 99, zoneId: 1, tableTypeId: 1 }],
    ['PATCH', '/api/table/1', { tableNumber: 98 }],
    ['DELETE', '/api/table/1'],
    ['GET', '/api/table_zone'],
    ['POST', '/api/table_zone', { name: 'Z' }],
    ['PATCH', '/api/table_zone/1', { name: 'Z' }],
    ['DELETE', '/api/table_zone/1'],
    ['GET', '/api/table_type'],
    ['POST', '/api/table_type', { tableTypeName: 'T' }],
    ['PATCH', '/api/table_type/1', { name: 'T' }],
    ['DELETE', '/api/table_type/1'],
  ];
  it.each(routes)('sophie (no ADMIN_TABLES) gets 403 on %s %s and nothing changes', async (method, url, payload) => {
    const sophie = await t.login('sophie');
    const before = await floor();
    const res = await t.call(sophie, method as 'GET', url, payload);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY', params: { abilities: 'ADMIN_TABLES' } });
    expect(await floor()).toEqual(before);
  });

  it('server (ADMIN_TABLES) manages tables; no token is 401', async () => {
    const server = await t.login('server');
    expect((await t.call(server, 'GET', '/api/table_zone')).status).toBe(200);
    const created = await t.call(server, 'POST', '/api/table_type', { tableTypeName: 'Comptoir' });
    expect(created.status).toBe(200);
    expect((await t.call(server, 'DELETE', `/api/table_type/${data<{ id: number }>(created).id}`)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/table_zone' })).statusCode).toBe(401);
  });
});

describe('another organisation’s ids answer 404 and change nothing', () => {
  const cases: [string, () => Promise<[string, string, object?]>][] = [
    ['edit a table', async () => ['PATCH', `/api/table/${await tableId(t, BISTRO, 1)}`, { tableNumber: 500 }]],
    ['delete a table', async () => ['DELETE', `/api/table/${await tableId(t, BISTRO, 1)}`]],
    ['edit a zone', async () => ['PATCH', `/api/table_zone/${await zoneId(BISTRO, 'Salle')}`, { color: '#FFF' }]],
    ['delete a zone', async () => ['DELETE', `/api/table_zone/${await zoneId(BISTRO, 'Bar')}`]],
    ['edit a type', async () => ['PATCH', `/api/table_type/${await typeId(BISTRO, '2 places')}`, { name: 'Mine' }]],
    ['delete a type', async () => ['DELETE', `/api/table_type/${await typeId(BISTRO, '6 places')}`]],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const [method, url, payload] = await make();
    const before = await floor();
    const res = await t.call(shopadmin, method as 'GET', url, payload);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await floor()).toEqual(before);
  });

  it('cannot put its table in another organisation’s zone or type', async () => {
    const { zoneId: ownZone } = data<{ zoneId: number }>(
      await t.call(shopadmin, 'POST', '/api/table_zone', { name: 'Vitrine' }),
    );
    const { id: ownType } = data<{ id: number }>(
      await t.call(shopadmin, 'POST', '/api/table_type', { tableTypeName: 'Comptoir' }),
    );
    const before = await floor();
    const zone = await t.call(shopadmin, 'POST', '/api/table', {
      tableNumber: 1,
      zoneId: await zoneId(BISTRO, 'Salle'),
      tableTypeId: ownType,
    });
    expect(zone.status).toBe(404);
    expect(zone.body.fieldErrors?.zoneId).toBe('Zone not found');
    const type = await t.call(shopadmin, 'POST', '/api/table', {
      tableNumber: 1,
      zoneId: ownZone,
      tableTypeId: await typeId(BISTRO, '2 places'),
    });
    expect(type.status).toBe(404);
    expect(type.body.fieldErrors?.tableTypeId).toBe('Table type not found');
    // Nor through the entity shape.
    const nested = await t.call(shopadmin, 'POST', '/api/table', {
      tableNumber: 1,
      tableZone: { zoneId: await zoneId(BISTRO, 'Salle') },
      tableType: { id: ownType },
    });
    expect(nested.status).toBe(404);
    expect(nested.body.fieldErrors?.zoneId).toBe('Zone not found');
    expect(await floor()).toEqual(before);
    // Its own numbers do not clash with organisation 1's.
    const own = await t.call(shopadmin, 'POST', '/api/table', {
      tableNumber: 1,
      zoneId: ownZone,
      tableTypeId: ownType,
    });
    expect(own.status).toBe(200);
    expect(data<unknown[]>(await t.call(shopadmin, 'GET', '/api/table'))).toHaveLength(1);
  });
});
