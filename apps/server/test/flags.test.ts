import { FLAG_DEFINITIONS } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';

/** Custom website flags (document 2 sections 3, 5, 6 and 7). */
let t: TestApp;
let superBistro: string;
let superShop: string;
let admin: string;

const rows = () => t.db.selectFrom('custom_flag').selectAll().orderBy('id').execute();
type Flag = { customFlagId: number | null; flagName: string; flagValue: unknown };
const byName = (list: Flag[]) => Object.fromEntries(list.map((f) => [f.flagName, f]));

beforeAll(async () => {
  t = await createTestApp();
  superBistro = await t.login('super', 1);
  const switched = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token: superBistro });
  superShop = switched.json().data.token as string;
  admin = await t.login('admin');
});
afterAll(async () => t.close());

describe('GET /flags', () => {
  it('answers every flag with its default from the table of section 3 when none is stored', async () => {
    const res = await t.call(superBistro, 'GET', '/api/flags');
    expect(res.status).toBe(200);
    const flags = byName(res.body.data);
    expect(res.body.data).toHaveLength(FLAG_DEFINITIONS.length);
    for (const name of ['isHomePageActive', 'isBannerMenuActive', 'isAllCategoryActive', 'isImageCardsActive'])
      expect(flags[name]).toEqual({ customFlagId: null, flagName: name, flagValue: true });
    for (const name of ['showPickupInContactPage', 'isWishlistActive', 'popupActive', 'isFooterActive', 'isResaActive'])
      expect(flags[name]!.flagValue).toBe(false);
    expect(flags.navbarStyle!.flagValue).toBe(1);
    expect(flags.cardStyle!.flagValue).toBe(2);
    expect(flags.bannerStyle!.flagValue).toBe(2);
    expect(flags.mobileCardStyle!.flagValue).toBe(3);
    expect(flags.popupMenu2!.flagValue).toBe(0);
    expect(flags.pickupMinPrepTime!.flagValue).toBe(0);
    expect(flags.bannerHomeText!.flagValue).toBeNull();
    expect(flags.confidentialityLink!.flagValue).toBeNull();
  });

  it("types stored text on reading: 'true'/'false' to booleans, numeric text to numbers", async () => {
    await t.db
      .insertInto('custom_flag')
      .values([
        { org_id: BISTRO, flag_name: 'isWishlistActive', flag_value: 'true', updated_at: 1 },
        { org_id: BISTRO, flag_name: 'pickupMinPrepTime', flag_value: '25', updated_at: 1 },
        { org_id: BISTRO, flag_name: 'facebookLink', flag_value: 'https://fb.example/bistro', updated_at: 1 },
      ])
      .execute();
    const flags = byName((await t.call(superBistro, 'GET', '/api/flags')).body.data);
    expect(flags.isWishlistActive).toEqual({
      customFlagId: expect.any(Number),
      flagName: 'isWishlistActive',
      flagValue: true,
    });
    expect(flags.pickupMinPrepTime!.flagValue).toBe(25);
    expect(flags.facebookLink!.flagValue).toBe('https://fb.example/bistro');
    await t.db.deleteFrom('custom_flag').execute();
  });
});

describe('POST /flags', () => {
  it('saves the whole list, new flags with customFlagId 0, and blank texts become none', async () => {
    const list = (await t.call(superBistro, 'GET', '/api/flags')).body.data as Flag[];
    const edited = list.map((f) => {
      const changes: Record<string, unknown> = {
        isBannerHomeActive: false,
        bannerHomeText: '  Welcome!  ',
        bannerMenuText: '   ',
        navbarStyle: 2,
        pickupMinPrepTime: '30',
        popupActive: 'true',
      };
      return {
        ...f,
        customFlagId: f.customFlagId ?? 0,
        ...(f.flagName in changes && { flagValue: changes[f.flagName] }),
      };
    });
    const res = await t.call(superBistro, 'POST', '/api/flags', edited);
    expect(res.status).toBe(200);
    const flags = byName(res.body.data);
    expect(flags.isBannerHomeActive!.flagValue).toBe(false);
    expect(flags.bannerHomeText!.flagValue).toBe('Welcome!');
    expect(flags.bannerMenuText).toEqual({ customFlagId: null, flagName: 'bannerMenuText', flagValue: null });
    expect(flags.navbarStyle!.flagValue).toBe(2);
    expect(flags.pickupMinPrepTime!.flagValue).toBe(30);
    expect(flags.popupActive!.flagValue).toBe(true);
    // Every flag posted is stored except the blank texts (none), and the defaults posted back are stored too.
    const stored = await rows();
    expect(stored.every((r) => r.org_id === 1)).toBe(true);
    expect(stored.find((r) => r.flag_name === 'bannerMenuText')).toBeUndefined();
    expect(stored.find((r) => r.flag_name === 'bannerHomeText')!.flag_value).toBe('Welcome!');
    expect(stored.find((r) => r.flag_name === 'pickupMinPrepTime')!.flag_value).toBe('30');

    // Posting again with the stored ids changes in place; a blank text removes its row.
    const again = (res.body.data as Flag[]).map((f) =>
      f.flagName === 'bannerHomeText' ? { ...f, flagValue: '' } : { ...f, customFlagId: f.customFlagId ?? 0 },
    );
    const second = await t.call(superBistro, 'POST', '/api/flags', again);
    expect(second.status).toBe(200);
    expect(byName(second.body.data).bannerHomeText).toEqual({
      customFlagId: null,
      flagName: 'bannerHomeText',
      flagValue: null,
    });
    expect((await rows()).length).toBe(stored.length - 1);
    const trail = await t.db.selectFrom('audit_log').select(['action']).where('entity', '=', 'flag').execute();
    expect(trail.filter((e) => e.action === 'DELETE')).toHaveLength(1);
    expect(trail.filter((e) => e.action === 'CREATE')).toHaveLength(stored.length);
  });

  it('a new flag (id 0) whose name is stored updates the stored one', async () => {
    const before = await rows();
    const res = await t.call(superBistro, 'POST', '/api/flags', [
      { customFlagId: 0, flagName: 'navbarStyle', flagValue: 1 },
    ]);
    expect(res.status).toBe(200);
    const after = await rows();
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r.flag_name === 'navbarStyle')!.flag_value).toBe('1');
  });

  it('accepts a popup-menu slot naming one of its groups', async () => {
    const group = await t.db
      .selectFrom('product_group')
      .select('id')
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    const res = await t.call(superBistro, 'POST', '/api/flags', [
      { customFlagId: 0, flagName: 'popupMenu1', flagValue: group.id },
    ]);
    expect(res.status).toBe(200);
    expect(byName(res.body.data).popupMenu1!.flagValue).toBe(group.id);
  });

  it.each([
    [[{ customFlagId: 0, flagName: 'nope', flagValue: true }], '0.flagName'],
    [[{ customFlagId: 0, flagName: 'isWishlistActive', flagValue: 'maybe' }], '0.flagValue'],
    [[{ customFlagId: 0, flagName: 'navbarStyle', flagValue: 3 }], '0.flagValue'],
    [[{ customFlagId: 0, flagName: 'mobileCardStyle', flagValue: 0 }], '0.flagValue'],
    [[{ customFlagId: 0, flagName: 'pickupMinPrepTime', flagValue: -5 }], '0.flagValue'],
    [[{ customFlagId: 0, flagName: 'pickupMinPrepTime', flagValue: 2.5 }], '0.flagValue'],
    [[{ customFlagId: 0, flagName: 'facebookLink', flagValue: 'x'.repeat(1001) }], '0.flagValue'],
    [[{ customFlagId: -1, flagName: 'isWishlistActive', flagValue: true }], '0.customFlagId'],
    [
      [
        { customFlagId: 0, flagName: 'isWishlistActive', flagValue: true },
        { customFlagId: 0, flagName: 'isWishlistActive', flagValue: false },
      ],
      '1.flagName',
    ],
    [{ flagName: 'isWishlistActive' }, ''],
  ])('refuses %j with 400 and writes nothing', async (body, field) => {
    const before = await rows();
    // A valid flag first: nothing of the list is written when one of them is wrong.
    const payload = Array.isArray(body)
      ? [{ customFlagId: 0, flagName: 'isFooterActive', flagValue: true }, ...body]
      : body;
    const shifted = Array.isArray(body) ? field.replace(/^\d+/, (n) => String(Number(n) + 1)) : field;
    const res = await t.call(superBistro, 'POST', '/api/flags', payload);
    expect(res.status).toBe(400);
    if (shifted) expect(Object.keys(res.body.fieldErrors ?? {})).toContain(shifted);
    expect(await rows()).toEqual(before);
  });

  it("refuses a popup-menu slot naming another organisation's group", async () => {
    const before = await rows();
    const shopGroup = await t.db
      .selectFrom('product_group')
      .select('id')
      .where('org_id', '=', SHOP)
      .executeTakeFirstOrThrow();
    const res = await t.call(superBistro, 'POST', '/api/flags', [
      { customFlagId: 0, flagName: 'popupMenu2', flagValue: shopGroup.id },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ '0.flagValue': 'Choose a product group of this organisation or none' });
    expect(await rows()).toEqual(before);
  });
});

describe('PATCH and DELETE /flags/{customFlagId}', () => {
  it('changes a stored value, removes it when blank, and deletes back to the default', async () => {
    const created = await t.call(superBistro, 'POST', '/api/flags', [
      { customFlagId: 0, flagName: 'tiktokLink', flagValue: 'https://tiktok.example/a' },
      { customFlagId: 0, flagName: 'isResaActive', flagValue: true },
    ]);
    const flags = byName(created.body.data);
    const tiktok = flags.tiktokLink!.customFlagId as number;
    const resa = flags.isResaActive!.customFlagId as number;

    const patched = await t.call(superBistro, 'PATCH', `/api/flags/${tiktok}`, {
      flagValue: 'https://tiktok.example/b',
    });
    expect(patched).toEqual({
      status: 200,
      body: { data: { customFlagId: tiktok, flagName: 'tiktokLink', flagValue: 'https://tiktok.example/b' } },
    });
    expect((await t.call(superBistro, 'PATCH', `/api/flags/${resa}`, { flagValue: 'yes' })).status).toBe(400);
    expect(
      (await t.call(superBistro, 'PATCH', `/api/flags/${resa}`, { flagName: 'isFooterActive', flagValue: true }))
        .status,
    ).toBe(400);

    const blank = await t.call(superBistro, 'PATCH', `/api/flags/${tiktok}`, { flagValue: ' ' });
    expect(blank.body.data).toEqual({ customFlagId: null, flagName: 'tiktokLink', flagValue: null });
    expect((await rows()).some((r) => r.id === tiktok)).toBe(false);

    expect(await t.call(superBistro, 'DELETE', `/api/flags/${resa}`)).toEqual({
      status: 200,
      body: { data: { customFlagId: resa } },
    });
    expect(byName((await t.call(superBistro, 'GET', '/api/flags')).body.data).isResaActive).toEqual({
      customFlagId: null,
      flagName: 'isResaActive',
      flagValue: false,
    });
    expect((await t.call(superBistro, 'DELETE', `/api/flags/${resa}`)).status).toBe(404);
  });
});

describe('who and which organisation', () => {
  it('only a super user reads or writes flags (403 SUPER_USER_ONLY), and nothing changes', async () => {
    const before = await rows();
    const id = before[0]!.id;
    for (const [method, url, payload] of [
      ['GET', '/api/flags', undefined],
      ['POST', '/api/flags', [{ customFlagId: 0, flagName: 'isWishlistActive', flagValue: true }]],
      ['PATCH', `/api/flags/${id}`, { flagValue: 'true' }],
      ['DELETE', `/api/flags/${id}`, undefined],
    ] as const) {
      const res = await t.call(admin, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.reason).toBe('SUPER_USER_ONLY');
    }
    expect((await t.request({ method: 'GET', url: '/api/flags' })).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it("keeps organisations apart: another organisation's flag ids answer 404 and change nothing", async () => {
    const before = await rows();
    const bistroFlag = before.find((r) => r.org_id === 1)!;
    expect(
      (await t.call(superShop, 'PATCH', `/api/flags/${bistroFlag.id}`, { flagValue: bistroFlag.flag_value })).status,
    ).toBe(404);
    expect((await t.call(superShop, 'DELETE', `/api/flags/${bistroFlag.id}`)).status).toBe(404);
    const post = await t.call(superShop, 'POST', '/api/flags', [
      { customFlagId: bistroFlag.id, flagName: bistroFlag.flag_name, flagValue: bistroFlag.flag_value },
    ]);
    expect(post.status).toBe(404);
    expect(await rows()).toEqual(before);
    // The shop still reads its defaults only.
    const shop = (await t.call(superShop, 'GET', '/api/flags')).body.data as Flag[];
    expect(shop.every((f) => f.customFlagId === null)).toBe(true);
    // Saved in the shop, read in the shop only.
    await t.call(superShop, 'POST', '/api/flags', [{ customFlagId: 0, flagName: 'isWishlistActive', flagValue: true }]);
    expect(byName((await t.call(superShop, 'GET', '/api/flags')).body.data).isWishlistActive!.flagValue).toBe(true);
    const bistro = byName((await t.call(superBistro, 'GET', '/api/flags')).body.data).isWishlistActive!;
    expect(before.find((r) => r.org_id === 1 && r.flag_name === 'isWishlistActive')?.flag_value ?? 'false').toBe(
      String(bistro.flagValue),
    );
  });
});
