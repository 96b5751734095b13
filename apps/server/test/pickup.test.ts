import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { terminal } from './pos-helpers';

/** Pickup locations (document 3 sections 3, 5 and 7) and the accounts that name one. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

const rows = () => t.db.selectFrom('pickup_location').selectAll().orderBy('id').execute();
const empty = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

const valid = {
  name: '  Gare du Midi  ',
  address: 'Avenue Fonsny 1, 1060 Saint-Gilles',
  phoneNumber: '+32470987654',
  orderOpeningHours: {
    order: {
      monday: [
        { start: '18:00', end: '21:00' },
        { start: '11:00', end: '14:00' },
      ],
      friday: [{ start: '11:00', end: '22:00' }],
    },
    pickupTime: { monday: [{ start: '11:30', end: '14:30' }] },
  },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
});
afterAll(async () => t.close());

describe('pickup locations', () => {
  it("lists the organisation's live locations with every weekday", async () => {
    const res = await t.call(admin, 'GET', '/api/pickup-location');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Comptoir du bistro',
      'Stand du marché Flagey',
    ]);
    const stand = res.body.data[1];
    expect(stand.orderOpeningHours).toEqual({
      order: { ...empty, saturday: [{ start: '08:00', end: '12:30' }], sunday: [{ start: '08:00', end: '12:30' }] },
      pickupTime: null,
    });
    expect((await t.call(shopadmin, 'GET', '/api/pickup-location')).body.data).toEqual([]);
  });

  it('adds a location (trimmed, slots sorted, missing days empty), changes it, deletes it, with audit entries', async () => {
    const created = await t.call(admin, 'POST', '/api/pickup-location', valid);
    expect(created.status).toBe(200);
    const id = created.body.data.pickupLocationId;
    expect(created.body.data).toEqual({
      pickupLocationId: id,
      name: 'Gare du Midi',
      address: 'Avenue Fonsny 1, 1060 Saint-Gilles',
      phoneNumber: '+32470987654',
      orderOpeningHours: {
        order: {
          ...empty,
          monday: [
            { start: '11:00', end: '14:00' },
            { start: '18:00', end: '21:00' },
          ],
          friday: [{ start: '11:00', end: '22:00' }],
        },
        pickupTime: { ...empty, monday: [{ start: '11:30', end: '14:30' }] },
      },
    });
    expect((await rows()).find((r) => r.id === id)).toMatchObject({
      org_id: BISTRO,
      name: 'Gare du Midi',
      deleted_at: null,
    });

    // PATCH takes the same fields; the GET shape goes back unchanged; an empty pickup week is stored as none.
    const same = await t.call(admin, 'PATCH', `/api/pickup-location/${id}`, created.body.data);
    expect(same).toEqual({ status: 200, body: { data: created.body.data } });
    const changed = await t.call(admin, 'PATCH', `/api/pickup-location/${id}`, {
      ...created.body.data,
      phoneNumber: '0470987654',
      orderOpeningHours: { order: { sunday: [{ start: '10:00', end: '12:00' }] }, pickupTime: empty },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.phoneNumber).toBe('0470987654');
    expect(changed.body.data.orderOpeningHours).toEqual({
      order: { ...empty, sunday: [{ start: '10:00', end: '12:00' }] },
      pickupTime: null,
    });

    const del = await t.call(admin, 'DELETE', `/api/pickup-location/${id}`);
    expect(del).toEqual({ status: 200, body: { data: { pickupLocationId: id } } });
    expect(
      (await t.call(admin, 'GET', '/api/pickup-location')).body.data.some(
        (p: { pickupLocationId: number }) => p.pickupLocationId === id,
      ),
    ).toBe(false);
    // Kept for the tickets that name it.
    expect((await rows()).find((r) => r.id === id)?.deleted_at).toBe(t.clock.now);
    expect((await t.call(admin, 'DELETE', `/api/pickup-location/${id}`)).status).toBe(404);
    expect((await t.call(admin, 'PATCH', `/api/pickup-location/${id}`, valid)).status).toBe(404);

    const trail = await t.db
      .selectFrom('audit_log')
      .select(['org_id', 'action', 'entity_id', 'details'])
      .where('entity', '=', 'pickup_location')
      .orderBy('id')
      .execute();
    expect(trail.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(trail.every((e) => e.org_id === 1 && e.entity_id === String(id))).toBe(true);
    expect(JSON.parse(trail[1]!.details).changes.phoneNumber).toEqual({ from: '+32470987654', to: '0470987654' });
  });

  const hours = (order: object, pickupTime: object | null = null) => ({
    ...valid,
    orderOpeningHours: { order, pickupTime },
  });
  it.each([
    ['no name', { ...valid, name: '  ' }, { name: 'Name is required' }],
    ['name missing', { ...valid, name: undefined }, { name: 'Name is required' }],
    ['no address', { ...valid, address: '' }, { address: 'Address is required' }],
    ['no phone', { ...valid, phoneNumber: '' }, { phoneNumber: 'Phone number is required' }],
    [
      'a short phone',
      { ...valid, phoneNumber: '047012345' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    [
      'a phone with a letter (spaces are taken out, letters are not)',
      { ...valid, phoneNumber: '+32 470 12 34 5x' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    [
      'a 16-digit phone',
      { ...valid, phoneNumber: '1234567890123456' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    ['no slot at all', hours({}), { orderOpeningHours: 'Please add a time slot' }],
    ['no hours', { ...valid, orderOpeningHours: undefined }, { orderOpeningHours: 'Please add a time slot' }],
    [
      'only pickup slots',
      hours({}, { monday: [{ start: '10:00', end: '11:00' }] }),
      { orderOpeningHours: 'Please add a time slot' },
    ],
    [
      'a slot without start',
      hours({ monday: [{ start: '', end: '11:00' }] }),
      { 'orderOpeningHours.order.monday.0.start': 'Start hour is required.' },
    ],
    [
      'a slot without end',
      hours({ monday: [{ start: '10:00', end: '' }] }),
      { 'orderOpeningHours.order.monday.0.end': 'End hour is required.' },
    ],
    [
      'a time that is not one',
      hours({ monday: [{ start: '25:00', end: '26:00' }] }),
      {
        'orderOpeningHours.order.monday.0.start': 'Enter a time as hh.mm (00.00 to 23.59)',
        'orderOpeningHours.order.monday.0.end': 'Enter a time as hh.mm (00.00 to 23.59)',
      },
    ],
    [
      'an end before the start',
      hours({ monday: [{ start: '14:00', end: '11:00' }] }),
      { 'orderOpeningHours.order.monday.0.end': 'The end hour must be after the start hour' },
    ],
    [
      'overlapping pickup slots',
      hours(
        { monday: [{ start: '10:00', end: '11:00' }] },
        {
          tuesday: [
            { start: '10:00', end: '12:00' },
            { start: '11:30', end: '13:00' },
          ],
        },
      ),
      { 'orderOpeningHours.pickupTime.tuesday': 'Slots of one day must not overlap' },
    ],
  ])('refuses %s with field messages and writes nothing', async (_, body, fieldErrors) => {
    const before = await rows();
    const res = await t.call(admin, 'POST', '/api/pickup-location', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    const id = before[0]!.id;
    const patched = await t.call(admin, 'PATCH', `/api/pickup-location/${id}`, body);
    expect(patched.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('stores the phone as typed with spaces, dots and dashes in its compact form (issue 22 point 6)', async () => {
    const made = await t.call(admin, 'POST', '/api/pickup-location', { ...valid, phoneNumber: '+32 470.98-76 54' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.phoneNumber).toBe('+32470987654');
    expect((await t.call(admin, 'DELETE', `/api/pickup-location/${made.body.data.pickupLocationId}`)).status).toBe(200);
  });

  it('needs ADMIN_PICKUP for the console calls', async () => {
    const before = await rows();
    const id = before[0]!.id;
    for (const [method, url, payload] of [
      ['GET', '/api/pickup-location', undefined],
      ['POST', '/api/pickup-location', valid],
      ['PATCH', `/api/pickup-location/${id}`, valid],
      ['DELETE', `/api/pickup-location/${id}`, undefined],
    ] as const) {
      const res = await t.call(server, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY', params: { abilities: 'ADMIN_PICKUP' } });
    }
    expect((await t.request({ method: 'GET', url: '/api/pickup-location' })).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for another organisation's location and changes nothing", async () => {
    const before = await rows();
    const bistroId = before.find((r) => r.org_id === 1)!.id;
    expect((await t.call(shopadmin, 'PATCH', `/api/pickup-location/${bistroId}`, valid)).status).toBe(404);
    expect((await t.call(shopadmin, 'DELETE', `/api/pickup-location/${bistroId}`)).status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('accounts collected at a pickup location', () => {
  it('a takeaway opened with a pickup location shows it on its summary, even once the location is deleted', async () => {
    const till = terminal(t, admin);
    expect((await till.openShift()).status).toBe(200);
    const created = await t.call(admin, 'POST', '/api/pickup-location', { ...valid, name: 'Point relais' });
    const pickupLocationId = created.body.data.pickupLocationId;
    const opened = await till.openAccount({ kind: 'TAKEAWAY', pickupLocationId });
    expect(opened.status).toBe(200);
    const summary = {
      pickupLocationId,
      name: 'Point relais',
      address: valid.address,
      phoneNumber: valid.phoneNumber,
    };
    expect(opened.body.data.pickupLocation).toEqual(summary);
    const accountId = opened.body.data.clientAccountId;
    const read = await t.call(admin, 'GET', `/api/client_account/${accountId}`);
    expect(read.body.data.clientAccount.pickupLocation).toEqual(summary);
    const takeaway = await t.call(admin, 'GET', '/api/client_account/takeaway');
    expect(
      takeaway.body.data.find((a: { clientAccountId: number }) => a.clientAccountId === accountId).pickupLocation,
    ).toEqual(summary);

    await t.call(admin, 'DELETE', `/api/pickup-location/${pickupLocationId}`);
    expect(
      (await t.call(admin, 'GET', `/api/client_account/${accountId}`)).body.data.clientAccount.pickupLocation,
    ).toEqual(summary);
    // A deleted location, or another organisation's, cannot be chosen any more.
    const refused = await till.openAccount({ kind: 'TAKEAWAY', pickupLocationId });
    expect(refused.status).toBe(404);
    expect(refused.body.fieldErrors).toEqual({ pickupLocationId: 'Pickup location not found' });
    const plain = await till.openAccount({ kind: 'TAKEAWAY' });
    expect(plain.body.data.pickupLocation).toBeNull();
  });

  it("a till cannot name another organisation's location", async () => {
    const bistro = (await rows()).find((r) => r.org_id === 1 && r.deleted_at === null)!;
    const shop = terminal(t, shopadmin);
    await shop.openShift();
    const before = await t.db.selectFrom('client_account').select('id').where('org_id', '=', SHOP).execute();
    const res = await shop.openAccount({ kind: 'TAKEAWAY', pickupLocationId: bistro.id });
    expect(res.status).toBe(404);
    expect(await t.db.selectFrom('client_account').select('id').where('org_id', '=', SHOP).execute()).toEqual(before);
  });

  it('tills read the live locations, whatever their abilities', async () => {
    const res = await t.call(server, 'GET', '/api/terminal/pickup-locations');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Comptoir du bistro',
      'Stand du marché Flagey',
    ]);
  });
});
