import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, data, type TestApp } from './helper';
import { groupIdOf } from './pos-helpers';

/** Product groups (document 2 sections 3 to 5 and 7): GET/POST /product_group, PATCH/DELETE /product_group/{id}. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

type Group = Record<string, unknown> & { productGroupId: number; name: string; printers: { id: number }[] };

/** Every group row and group printer of every organisation. */
async function snapshot() {
  return {
    groups: await t.db.selectFrom('product_group').selectAll().orderBy('id').execute(),
    printers: await t.db
      .selectFrom('product_group_printer')
      .selectAll()
      .orderBy('group_id')
      .orderBy('printer_id')
      .execute(),
  };
}
const groupId = (orgId: OrgId, name: string) => groupIdOf(t, orgId, name);
async function printerId(orgId: OrgId, name: string) {
  const row = await t.db
    .selectFrom('printer')
    .select('id')
    .where('org_id', '=', orgId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}
const create = async (payload: object) => data<Group>(await t.call(admin, 'POST', '/api/product_group', payload));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
}, 120_000);
afterAll(async () => t?.close());

describe('GET /product_group', () => {
  it("lists the organisation's groups with every field of the entity", async () => {
    const res = await t.call(admin, 'GET', '/api/product_group');
    expect(res.status).toBe(200);
    const groups = data<Group[]>(res);
    expect(groups.map((g) => g.name)).toContain('Softs');
    expect(groups.every((g) => g.orgId === 1)).toBe(true);
    const softs = groups.find((g) => g.name === 'Softs')!;
    expect(softs).toEqual({
      productGroupId: expect.any(Number),
      name: 'Softs',
      orderIndex: expect.any(Number),
      optionOrderIndex: 0,
      maxChoicePaid: 1,
      maxChoiceFree: 1,
      forceChoiceAmountFree: 0,
      forceChoiceAmountPaid: 0,
      allowMultipleChoiceOnSameItems: false,
      vatIn: '21',
      vatOut: '21',
      printerLocalIp: null,
      printer: null,
      printers: [],
      printOnAllPrinters: false,
      userHidden: false,
      webHidden: false,
      kioskHidden: false,
      kitchenPrintEnabled: false,
      isOptionGroup: false,
      color: '#1E88E5',
      imageUrl: null,
      externalReference: null,
      parentGroupId: null,
      popupPlus18: false,
      popupText: null,
      activeHours: null,
      orgId: BISTRO,
    });
    expect(groups.find((g) => g.name === 'Cuisson')).toMatchObject({ isOptionGroup: true, vatIn: '12' });
    // Another organisation sees only its own.
    const shop = data<Group[]>(await t.call(shopadmin, 'GET', '/api/product_group'));
    expect(shop.map((g) => g.name)).not.toContain('Softs');
    expect(shop.every((g) => g.orgId === 2)).toBe(true);
  });

  it('adds the products of each group when with_product_data=true', async () => {
    const plain = data<Group[]>(await t.call(admin, 'GET', '/api/product_group?with_product_data=false'));
    expect(plain.every((g) => !('products' in g))).toBe(true);
    const full = data<(Group & { products: { name: string }[] })[]>(
      await t.call(admin, 'GET', '/api/product_group?with_product_data=true'),
    );
    const softs = full.find((g) => g.name === 'Softs')!;
    expect(softs.products.map((p) => p.name)).toContain('Coca-Cola');
    expect(softs.products[0]).toEqual({
      productId: expect.any(Number),
      name: expect.any(String),
      orderIndex: expect.any(Number),
      userHidden: false,
      webHidden: false,
      favorite: expect.any(Boolean),
      color: expect.any(String),
      imageUrl: null,
    });
    const bad = await t.call(admin, 'GET', '/api/product_group?with_product_data=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.with_product_data).toBeTruthy();
  });

  it('needs ADMIN_GROUPS (403) and a session (401)', async () => {
    expect((await t.call(server, 'GET', '/api/product_group')).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/product_group' })).statusCode).toBe(401);
  });
});

describe('POST /product_group', () => {
  it('gives a new group the defaults: Name, #8393F4, order 0, VAT 6 in and out, single choice, no limits', async () => {
    const res = await t.call(admin, 'POST', '/api/product_group', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Name',
      color: '#8393F4',
      orderIndex: 0,
      optionOrderIndex: 0,
      vatIn: '6',
      vatOut: '6',
      maxChoiceFree: 1,
      maxChoicePaid: 1,
      forceChoiceAmountFree: 0,
      forceChoiceAmountPaid: 0,
      printers: [],
      activeHours: null,
      popupText: null,
      orgId: BISTRO,
    });
  });

  it('saves every field; printOnAllPrinters only with more than one printer; printers keep their order', async () => {
    const cuisine = await printerId(BISTRO, 'Cuisine');
    const bar = await printerId(BISTRO, 'Bar');
    const group = await create({
      name: '  Happy drinks ',
      vatIn: '21',
      vatOut: 6,
      orderIndex: 3,
      optionOrderIndex: 2,
      maxChoicePaid: 0,
      maxChoiceFree: 3,
      forceChoiceAmountFree: 2,
      forceChoiceAmountPaid: 4,
      allowMultipleChoiceOnSameItems: true,
      printers: [bar, { id: cuisine, name: 'ignored' }],
      printOnAllPrinters: true,
      userHidden: true,
      webHidden: true,
      kioskHidden: true,
      kitchenPrintEnabled: true,
      isOptionGroup: true,
      color: 'abcdef',
      imageUrl: 'https://cdn.example.com/drinks.png',
      externalReference: ' EXT-1 ',
      popupPlus18: true,
      popupText: { en: 'Adults only', fr: 'Réservé aux adultes', nl: '' },
      activeHours: {
        friday: [
          { startHour: '18:00', endHour: '20:00' },
          { startHour: '16:30', endHour: '17:30' },
        ],
        monday: [{ startHour: '17:00', endHour: '19:00' }],
      },
      orgId: SHOP,
      productGroupId: 999,
    });
    expect(group).toMatchObject({
      name: 'Happy drinks',
      vatIn: '21',
      vatOut: '6',
      orderIndex: 3,
      optionOrderIndex: 2,
      maxChoicePaid: 0,
      maxChoiceFree: 3,
      forceChoiceAmountFree: 2,
      forceChoiceAmountPaid: 4,
      allowMultipleChoiceOnSameItems: true,
      printOnAllPrinters: true,
      printerLocalIp: '192.168.1.51',
      printer: { id: bar, name: 'Bar', ipAddress: '192.168.1.51', doublePrint: false, protocol: 'ESC_POS' },
      userHidden: true,
      webHidden: true,
      kioskHidden: true,
      kitchenPrintEnabled: true,
      isOptionGroup: true,
      color: '#ABCDEF',
      imageUrl: 'https://cdn.example.com/drinks.png',
      externalReference: 'EXT-1',
      parentGroupId: null,
      popupPlus18: true,
      popupText: { en: 'Adults only', fr: 'Réservé aux adultes', nl: '' },
      activeHours: {
        monday: [{ startHour: '17:00', endHour: '19:00' }],
        friday: [
          { startHour: '16:30', endHour: '17:30' },
          { startHour: '18:00', endHour: '20:00' },
        ],
      },
      orgId: BISTRO,
    });
    expect(group.productGroupId).not.toBe(999);
    expect(group.printers.map((p) => p.id)).toEqual([bar, cuisine]);
    expect(Object.keys(group.activeHours as object)).toEqual(['monday', 'friday']);

    const single = await create({ name: 'One printer', printers: [cuisine], printOnAllPrinters: true });
    expect(single.printOnAllPrinters).toBe(false);
  });

  it('saves no happy-hour slot and a blank popup as null', async () => {
    const group = await create({
      name: 'Plain',
      activeHours: { monday: [], tuesday: [] },
      popupText: { en: ' ', fr: '', nl: '' },
    });
    expect(group.activeHours).toBeNull();
    expect(group.popupText).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ vatIn: 'abc' }, 'vatIn'],
    [{ vatOut: 101 }, 'vatOut'],
    [{ color: 'blue' }, 'color'],
    [{ orderIndex: 1.5 }, 'orderIndex'],
    [{ maxChoiceFree: -1 }, 'maxChoiceFree'],
    [{ maxChoiceFree: 2, forceChoiceAmountFree: 3 }, 'forceChoiceAmountFree'],
    [{ maxChoicePaid: 1, forceChoiceAmountPaid: 2 }, 'forceChoiceAmountPaid'],
    [{ userHidden: 'yes' }, 'userHidden'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ activeHours: { monday: [{ startHour: '25:00', endHour: '26:00' }] } }, 'activeHours.monday.0.startHour'],
    [{ activeHours: { monday: [{ startHour: '10:00' }] } }, 'activeHours.monday.0.endHour'],
    [{ activeHours: { funday: [] } }, 'activeHours'],
    [{ popupText: { en: 'only english' } }, 'popupText.fr'],
    [{ printers: 'all' }, 'printers'],
  ])('refuses %j with a message on %s and writes nothing', async (payload, field) => {
    const before = await snapshot();
    const res = await t.call(admin, 'POST', '/api/product_group', payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fieldErrors?.[field]).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another organisation's printer or parent group (404 naming the field) and writes nothing", async () => {
    const before = await snapshot();
    const caisse = await printerId(SHOP, 'Caisse');
    const printer = await t.call(admin, 'POST', '/api/product_group', { name: 'X', printers: [caisse] });
    expect(printer.status).toBe(404);
    expect(printer.body.fieldErrors?.printers).toBeTruthy();
    const parent = await t.call(admin, 'POST', '/api/product_group', {
      name: 'X',
      parentGroupId: await groupId(SHOP, 'Boissons'),
    });
    expect(parent.status).toBe(404);
    expect(parent.body.fieldErrors?.parentGroupId).toBe('Parent group not found');
    expect(await snapshot()).toEqual(before);
  });

  it('needs ADMIN_GROUPS (403) and writes nothing', async () => {
    const before = await snapshot();
    expect((await t.call(server, 'POST', '/api/product_group', { name: 'X' })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PATCH /product_group/{id}', () => {
  it('changes the fields sent and keeps the others; a loaded group sent back is unchanged', async () => {
    const bar = await printerId(BISTRO, 'Bar');
    const cuisine = await printerId(BISTRO, 'Cuisine');
    const group = await create({ name: 'Desserts', printers: [bar, cuisine], printOnAllPrinters: true });
    const toggled = await t.call(admin, 'PATCH', `/api/product_group/${group.productGroupId}`, { webHidden: true });
    expect(toggled.status).toBe(200);
    expect(toggled.body.data).toEqual({ ...group, webHidden: true });

    const whole = data<Group>(toggled);
    const same = await t.call(admin, 'PATCH', `/api/product_group/${group.productGroupId}`, whole);
    expect(same.body.data).toEqual(whole);

    const renamed = await t.call(admin, 'PATCH', `/api/product_group/${group.productGroupId}`, {
      ...whole,
      name: ' Desserts maison ',
      printers: [cuisine],
      activeHours: { sunday: [{ startHour: '15:00', endHour: '17:00' }] },
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Desserts maison',
      printers: [{ id: cuisine }],
      printOnAllPrinters: false,
      activeHours: { sunday: [{ startHour: '15:00', endHour: '17:00' }] },
    });
    const cleared = await t.call(admin, 'PATCH', `/api/product_group/${group.productGroupId}`, { activeHours: null });
    expect(data<Group>(cleared).activeHours).toBeNull();
  });

  it('refuses a parent that is the group itself or one of its sub-groups', async () => {
    const top = await create({ name: 'Top' });
    const child = await create({ name: 'Child', parentGroupId: top.productGroupId });
    expect(child.parentGroupId).toBe(top.productGroupId);
    const before = await snapshot();
    const self = await t.call(admin, 'PATCH', `/api/product_group/${top.productGroupId}`, {
      parentGroupId: top.productGroupId,
    });
    expect(self.status).toBe(400);
    expect(self.body.fieldErrors?.parentGroupId).toBeTruthy();
    const loop = await t.call(admin, 'PATCH', `/api/product_group/${top.productGroupId}`, {
      parentGroupId: child.productGroupId,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.fieldErrors?.parentGroupId).toMatch(/sub-groups/);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another organisation's group, a missing one or a bad body, and changes nothing", async () => {
    const before = await snapshot();
    const boissons = await groupId(SHOP, 'Boissons');
    const other = await t.call(admin, 'PATCH', `/api/product_group/${boissons}`, { name: 'Hacked' });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await t.call(admin, 'PATCH', '/api/product_group/999999', { name: 'X' })).status).toBe(404);
    const softs = await groupId(BISTRO, 'Softs');
    const invalid = await t.call(admin, 'PATCH', `/api/product_group/${softs}`, { name: '', vatIn: '' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors ?? {}).sort()).toEqual(['name', 'vatIn']);
    const printer = await t.call(admin, 'PATCH', `/api/product_group/${softs}`, {
      printers: [await printerId(SHOP, 'Caisse')],
    });
    expect(printer.status).toBe(404);
    expect((await t.call(server, 'PATCH', `/api/product_group/${softs}`, { name: 'X' })).status).toBe(403);
    expect((await t.call(admin, 'PATCH', '/api/product_group/abc', { name: 'X' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps working when a printer of the group is deleted (the group loses it)', async () => {
    const spare = data<{ id: number }>(
      await t.call(admin, 'POST', '/api/printer', { name: 'Spare', ipAddress: '192.168.1.99', doublePrint: false }),
    );
    const group = await create({ name: 'With spare', printers: [spare.id, await printerId(BISTRO, 'Bar')] });
    expect(group.printers).toHaveLength(2);
    expect((await t.call(admin, 'DELETE', `/api/printer/${spare.id}`)).status).toBe(200);
    const groups = data<Group[]>(await t.call(admin, 'GET', '/api/product_group'));
    const after = groups.find((g) => g.productGroupId === group.productGroupId)!;
    expect(after.printers.map((p) => p.id)).toEqual([await printerId(BISTRO, 'Bar')]);
    expect(after.printOnAllPrinters).toBe(false);
  });
});

describe('DELETE /product_group/{id}', () => {
  it('takes an empty group out of the catalogue and keeps its row for history', async () => {
    const group = await create({ name: 'Seasonal' });
    const res = await t.call(admin, 'DELETE', `/api/product_group/${group.productGroupId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ productGroupId: group.productGroupId });
    const list = data<Group[]>(await t.call(admin, 'GET', '/api/product_group'));
    expect(list.map((g) => g.productGroupId)).not.toContain(group.productGroupId);
    const row = await t.db
      .selectFrom('product_group')
      .select(['name', 'deleted_at'])
      .where('id', '=', group.productGroupId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Seasonal', deleted_at: t.clock.now });
    expect((await t.call(admin, 'DELETE', `/api/product_group/${group.productGroupId}`)).status).toBe(404);
    expect((await t.call(admin, 'PATCH', `/api/product_group/${group.productGroupId}`, { name: 'Back' })).status).toBe(
      404,
    );
    // A deleted group cannot become a parent.
    const parent = await t.call(admin, 'POST', '/api/product_group', { parentGroupId: group.productGroupId });
    expect(parent.status).toBe(404);
  });

  it('refuses (409) while products or sub-groups are in the group; past tickets keep their group', async () => {
    const before = await snapshot();
    const softs = await groupId(BISTRO, 'Softs');
    const res = await t.call(admin, 'DELETE', `/api/product_group/${softs}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.message).toMatch(/^The group "Softs" still has 10 products/);
    expect(res.body).toMatchObject({ reason: 'GROUP_HAS_PRODUCTS', params: { products: 10 } });
    expect(await snapshot()).toEqual(before);

    const top = await create({ name: 'Parent' });
    await create({ name: 'Kid', parentGroupId: top.productGroupId });
    const parent = await t.call(admin, 'DELETE', `/api/product_group/${top.productGroupId}`);
    expect(parent.status).toBe(409);
    expect(parent.body.message).toMatch(/1 sub-group:/);
    expect(parent.body).toMatchObject({ reason: 'GROUP_HAS_PRODUCTS', params: { products: 0, children: 1 } });
  });

  it("answers 404 for another organisation's group and 403 without ADMIN_GROUPS, deleting nothing", async () => {
    const empty = await create({ name: 'Empty' });
    const before = await snapshot();
    const shopGroup = data<Group>(await t.call(shopadmin, 'POST', '/api/product_group', { name: 'Shop only' }));
    const afterCreate = await snapshot();
    expect((await t.call(admin, 'DELETE', `/api/product_group/${shopGroup.productGroupId}`)).status).toBe(404);
    expect((await t.call(server, 'DELETE', `/api/product_group/${empty.productGroupId}`)).status).toBe(403);
    expect(await snapshot()).toEqual(afterCreate);
    expect(afterCreate.groups.length).toBe(before.groups.length + 1);
  });
});
