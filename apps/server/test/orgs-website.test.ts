import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { sessionsChanged } from '../src/lib/session-cache';
import { createTestApp, type TestApp } from './helper';

/** The organisation's website fields (document 2, website page sections 1 and 3; orgs.test.ts: the rest). */
let t: TestApp;
let admin: string;
let shopadmin: string;

const getOrg = async (token: string) => t.request({ method: 'GET', url: '/api/org', token });
const patchOrg = async (token: string, payload: object) =>
  t.request({ method: 'PATCH', url: '/api/org', token, payload });
const orgRows = () => t.db.selectFrom('organization').selectAll().orderBy('org_id').execute();

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopadmin] = await Promise.all([t.login('admin'), t.login('shopadmin')]);
});
afterAll(async () => t.close());

describe('website fields (document 2, website page section 1 and 3)', () => {
  const website = {
    name: 'Demo Bistro',
    onlineOrderOpen: true,
    onlineOrderHideNoStockProducts: true,
    onlineOrderEatInEnabled: true,
    onlineOrderDeliveryEnabled: true,
    onlineOrderFreeDeliveryMinAmount: 3500,
    onlineOrderMinAmount: 1250,
    onlineOrderBankTransferEnabled: true,
    payAtPickupEnabled: false,
    payOnlineEnabled: true,
    logoImageUrl: 'https://cdn.example.com/logo.png',
    bannerImageUrl: '  ',
  };

  it('reads the defaults, then saves and reads back every field (amounts in cents), with an audit entry', async () => {
    const before = (await getOrg(shopadmin)).json().data;
    expect(before).toMatchObject({
      onlineOrderHideNoStockProducts: false,
      onlineOrderEatInEnabled: false,
      onlineOrderDeliveryEnabled: false,
      onlineOrderFreeDeliveryMinAmount: 0,
      onlineOrderDeliveryProductId: null,
      onlineOrderMinAmount: 0,
      onlineOrderBankTransferEnabled: false,
      payAtPickupEnabled: false,
      payOnlineEnabled: false,
      logoImageUrl: null,
      bannerImageUrl: null,
    });
    const product = await t.db
      .selectFrom('product')
      .select('id')
      .where('org_id', '=', SHOP)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const res = await patchOrg(shopadmin, { ...website, name: 'Demo Shop', onlineOrderDeliveryProductId: product.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getOrg(shopadmin)).json().data).toMatchObject({
      ...website,
      name: 'Demo Shop',
      onlineOrderDeliveryProductId: product.id,
      bannerImageUrl: null,
    });
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['org_id', 'details'])
      .where('entity', '=', 'organization')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(trail.org_id).toBe(2);
    expect(trail.details).toContain('onlineOrderMinAmount');
  });

  it("refuses another organisation's delivery product, negative amounts and bad image addresses, changing nothing", async () => {
    const before = await orgRows();
    const bistroProduct = await t.db
      .selectFrom('product')
      .select('id')
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    const other = await patchOrg(shopadmin, {
      onlineOrderDeliveryProductId: bistroProduct.id,
      payOnlineEnabled: false,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors).toEqual({ onlineOrderDeliveryProductId: 'Choose a product of this organisation' });
    // An option (a product of an option group: a cooking level) is not sold alone (issue 22 point 11).
    const option = await t.db
      .selectFrom('product as p')
      .innerJoin('product_group as g', 'g.id', 'p.group_id')
      .select('p.id')
      .where('p.org_id', '=', BISTRO)
      .where('g.is_option_group', '=', 1)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const optionRes = await patchOrg(admin, { onlineOrderDeliveryProductId: option.id });
    expect(optionRes.statusCode).toBe(400);
    expect(optionRes.json().fieldErrors).toEqual({
      onlineOrderDeliveryProductId: 'Choose a product sold on its own, not an option',
    });
    const bad = await patchOrg(shopadmin, {
      onlineOrderMinAmount: -1,
      onlineOrderFreeDeliveryMinAmount: 1.5,
      logoImageUrl: 'javascript:alert(1)',
      payAtPickupEnabled: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'logoImageUrl',
      'onlineOrderFreeDeliveryMinAmount',
      'onlineOrderMinAmount',
      'payAtPickupEnabled',
    ]);
    expect(await orgRows()).toEqual(before);
  });

  it('lets a user with ACCOUNT_WEBSITE only read the organisation and change the website fields, nothing else', async () => {
    const sophie = await t.login('sophie');
    expect((await getOrg(sophie)).statusCode).toBe(403);
    const user = await t.db
      .selectFrom('app_user')
      .select(['user_id', 'abilities'])
      .where('username', '=', 'sophie')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('app_user')
      .set({ abilities: JSON.stringify(['ACCOUNT_WEBSITE']) })
      .where('user_id', '=', user.user_id)
      .execute();
    sessionsChanged(t.ctx, user.user_id); // written behind the services' back: the kept session user is dropped
    try {
      // The card terminal's identifiers are the settings page's, not the website page's: not readable here.
      expect(
        (await patchOrg(await t.login('super'), { vwTerminalMerchantId: 'M-7', vwTerminalId: 'T-7' })).statusCode,
      ).toBe(200);
      const read = await getOrg(sophie);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ vwTerminalMerchantId: null, vwTerminalId: null });
      expect((await getOrg(await t.login('admin'))).json().data).toMatchObject({ vwTerminalId: 'T-7' });
      const before = await orgRows();
      const refused = await patchOrg(sophie, { payOnlineEnabled: false, telephone: '0470 00 00 01' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        reason: 'MISSING_ABILITY',
        fieldErrors: { telephone: expect.any(String) },
      });
      expect(await orgRows()).toEqual(before);
      const ok = await patchOrg(sophie, { payOnlineEnabled: true, onlineOrderMinAmount: 900 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ payOnlineEnabled: true, onlineOrderMinAmount: 900, vwTerminalId: null });
      // Saving the website fields kept the stored identifiers.
      expect((await getOrg(await t.login('admin'))).json().data).toMatchObject({ vwTerminalId: 'T-7' });
    } finally {
      await t.db
        .updateTable('app_user')
        .set({ abilities: user.abilities })
        .where('user_id', '=', user.user_id)
        .execute();
      sessionsChanged(t.ctx, user.user_id);
    }
  });
});
