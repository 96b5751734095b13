import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, data, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';

/**
 * Every PATCH accepts the object its GET returned (document 1-3 section 7: "the whole user object", "entity fields",
 * "product body"...): sending it back answers 200 and changes nothing. Read-only fields are ignored, not refused.
 * Resources without an edit call are not here: images (upload and delete only), stock (its history is read-only; the
 * stock changes through the product), shifts (opened and closed, never edited).
 */
let t: TestApp;
let admin: string;
let superUser: string;

type Item = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  superUser = await t.login('super');
});
afterAll(async () => t.close());

/** GET the list, PATCH each item back as it came, and check every answer and the list are unchanged. */
async function roundTripList(
  token: string,
  listUrl: string,
  patchUrl: (item: Item) => string,
  pick = 5,
  editable: (item: Item) => boolean = () => true,
) {
  const before = data<Item[]>(await t.call(token, 'GET', listUrl));
  const items = before.filter(editable).slice(0, pick);
  expect(items.length, listUrl).toBeGreaterThan(0);
  for (const item of items) {
    const res = await t.call(token, 'PATCH', patchUrl(item), item);
    expect(res.status, `PATCH ${patchUrl(item)}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  expect(data<Item[]>(await t.call(token, 'GET', listUrl))).toEqual(before);
}

describe('GET -> PATCH round trip: the object a GET returns is a valid PATCH body and changes nothing', () => {
  it('users (an administrator: every user it may manage, itself included)', async () => {
    await roundTripList(
      admin,
      '/api/user',
      (u) => `/api/user/${u.userId}`,
      50,
      (u) => u.type !== 'SUPER_USER',
    );
  });

  it('users (a super user, with its super-user-only fields)', async () => {
    await roundTripList(superUser, '/api/user', (u) => `/api/user/${u.userId}`, 50);
  });

  it('tables, zones and table types', async () => {
    await roundTripList(admin, '/api/table', (x) => `/api/table/${x.tableId}`);
    await roundTripList(admin, '/api/table_zone', (x) => `/api/table_zone/${x.zoneId}`);
    await roundTripList(admin, '/api/table_type', (x) => `/api/table_type/${x.id}`);
  });

  it('a table with an open account (status OCCUPIED, openAccountId) takes its own GET back', async () => {
    const till = terminal(t, admin);
    await till.openShift(0);
    const table = data<Item[]>(await t.call(admin, 'GET', '/api/table'))[0]!;
    const opened = await till.openAccount({ kind: 'TABLE', tableId: table.tableId as number });
    expect(opened.status).toBe(200);
    await roundTripList(admin, '/api/table', (x) => `/api/table/${x.tableId}`, 50);
  });

  it('pickup locations and integrations (the CashDro password stays as it was)', async () => {
    await roundTripList(admin, '/api/pickup-location', (x) => `/api/pickup-location/${x.pickupLocationId}`);
    const secrets = () => t.db.selectFrom('integration').select(['id', 'password_enc']).orderBy('id').execute();
    const before = await secrets();
    await roundTripList(admin, '/api/integrations', (x) => `/api/integrations/${x.id}`);
    expect(await secrets()).toEqual(before);
  });

  it('printers (PATCH /printer with the id in the body)', async () => {
    const before = data<Item[]>(await t.call(admin, 'GET', '/api/printer'));
    expect(before.length).toBeGreaterThan(0);
    for (const printer of before) {
      const res = await t.call(admin, 'PATCH', '/api/printer', printer);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(data<Item[]>(await t.call(admin, 'GET', '/api/printer'))).toEqual(before);
  });

  it.each([
    ['admin', () => admin],
    ['super user', () => superUser],
  ])('the organisation and its settings (%s)', async (_, token) => {
    const before = data<Item>(await t.call(token(), 'GET', '/api/org'));
    const res = await t.call(token(), 'PATCH', '/api/org', before);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data<Item>(await t.call(token(), 'GET', '/api/org'))).toEqual(before);
  });

  it('products', async () => {
    await roundTripList(admin, '/api/product', (p) => `/api/product/${p.productId}`, 40);
  });

  it('product groups', async () => {
    await roundTripList(admin, '/api/product_group', (g) => `/api/product_group/${g.productGroupId}`, 20);
    const withProducts = data<Item[]>(await t.call(admin, 'GET', '/api/product_group?with_product_data=true'));
    for (const group of withProducts.slice(0, 3)) {
      const res = await t.call(admin, 'PATCH', `/api/product_group/${group.productGroupId}`, group);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(data<Item[]>(await t.call(admin, 'GET', '/api/product_group?with_product_data=true'))).toEqual(withProducts);
  });

  it('ordered products (PATCH /data/ordered_products/{id} with the line as GET /client_account/{id} shows it)', async () => {
    const till = terminal(t, admin);
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Duvel') }]);
    const url = `/api/client_account/${clientAccountId}`;
    const roundTrip = async () => {
      const before = data<Item>(await t.call(admin, 'GET', url));
      const lines = before.orderedProducts as Item[];
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const res = await t.call(admin, 'PATCH', `/api/data/ordered_products/${line.orderedProductId}`, line);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      expect(data<Item>(await t.call(admin, 'GET', url))).toEqual(before);
      return lines;
    };
    // Open (pay type NONE), then closed (paid CASH).
    expect((await roundTrip())[0]!.payType).toBe('NONE');
    const due = (await till.account(clientAccountId)).body.data.clientAccount.dueAmount as number;
    await till.pay(clientAccountId, 'CASH', due);
    expect((await till.close(clientAccountId)).status).toBe(200);
    expect((await roundTrip())[0]!.payType).toBe('CASH');
    // A different pay type than CASH or CARD is still refused.
    const line = (data<Item>(await t.call(admin, 'GET', url)).orderedProducts as Item[])[0]!;
    const offered = await t.call(admin, 'PATCH', `/api/data/ordered_products/${line.orderedProductId}`, {
      payType: 'OFFERED',
    });
    expect(offered.status).toBe(400);
    expect(offered.body.fieldErrors?.payType).toBe('Choose CASH or CARD');
  });

  it('the spec entity shapes are accepted on create too (read-only fields ignored)', async () => {
    const [table] = data<Item[]>(await t.call(admin, 'GET', '/api/table'));
    const copy = await t.call(admin, 'POST', '/api/table', { ...table, tableNumber: 901 });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.data).toMatchObject({ tableZone: table!.tableZone, tableType: table!.tableType, status: 'FREE' });
    const [zone] = data<Item[]>(await t.call(admin, 'GET', '/api/table_zone'));
    const zoneCopy = await t.call(admin, 'POST', '/api/table_zone', zone);
    expect(zoneCopy.status).toBe(200);
    expect(zoneCopy.body.data).toMatchObject({ name: zone!.name, color: zone!.color });
    expect((zoneCopy.body.data as Item).zoneId).not.toBe(zone!.zoneId);
    const [printer] = data<Item[]>(await t.call(admin, 'GET', '/api/printer'));
    const printerCopy = await t.call(admin, 'POST', '/api/printer', { ...printer, name: 'Copy' });
    expect(printerCopy.status, JSON.stringify(printerCopy.body)).toBe(200);
    expect((printerCopy.body.data as Item).id).not.toBe(printer!.id);
    const [group] = data<Item[]>(await t.call(admin, 'GET', '/api/product_group'));
    const groupCopy = await t.call(admin, 'POST', '/api/product_group', { ...group, name: 'Copy' });
    expect(groupCopy.status, JSON.stringify(groupCopy.body)).toBe(200);
    const product = data<Item[]>(await t.call(admin, 'GET', '/api/product')).find(
      (p) => (p.productBarcodes as string[]).length === 0,
    )!;
    const productCopy = await t.call(admin, 'POST', '/api/product', { ...product, productGroupId: undefined });
    expect(productCopy.status, JSON.stringify(productCopy.body)).toBe(200);
    expect(productCopy.body.data).toMatchObject({ productGroup: product.productGroup, name: product.name });
  });
});
