import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';
import { multipart } from './image-fixtures';

let t: TestApp;
let admin: string;
let shopadmin: string;
let superToken: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const getOrg = async (token: string) => t.request({ method: 'GET', url: '/api/org', token });
const patchOrg = async (token: string, payload: object) =>
  t.request({ method: 'PATCH', url: '/api/org', token, payload });
const upload = async (token: string, data: Buffer, filename = 'logo.png', type = 'image/png') =>
  t.request({ method: 'POST', url: '/api/org/logo', token, ...multipart(data, filename, type) });
const orgRows = () => t.db.selectFrom('organization').selectAll().orderBy('org_id').execute();

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopadmin, superToken] = await Promise.all([t.login('admin'), t.login('shopadmin'), t.login('super')]);
});
afterAll(async () => t.close());

describe('GET /api/org', () => {
  it('answers the organisation of the session with every setting and its default', async () => {
    const res = await getOrg(admin);
    expect(res.statusCode).toBe(200);
    const org = res.json().data;
    expect(org).toMatchObject({
      orgId: BISTRO,
      name: 'Demo Bistro',
      orgType: 'RESTAURANT',
      timeZone: 'Europe/Brussels',
      telephone: '+3221234567',
      contactEmail: 'contact@demo-bistro.be',
      parentOrgId: null,
      subscriptionEnd: 0,
      shiftHours: {},
      shiftAutoClose: false,
      takeawaySectionEnabled: true,
      tableSectionEnabled: true,
      refundEnabled: false,
      pinLockTimeout: 0,
      sendOrderBehavior: 'DEFAULT',
      kitchenTopSpacing: 0,
      charactersPerLine: 0,
      kitchenGroupItems: false,
      bigKitchenFontSize: false,
      vwEnabled: false,
      vwTerminalId: null,
      ticketLogoImageUrl: null,
    });
    expect((await getOrg(shopadmin)).json().data).toMatchObject({ orgId: SHOP, name: 'Demo Shop', orgType: 'RETAIL' });
  });

  it('needs ACCOUNTS_SETTINGS and a session', async () => {
    const sophie = await t.login('sophie');
    expect((await getOrg(sophie)).statusCode).toBe(403);
    expect((await patchOrg(sophie, { telephone: '0470 00 00 00' })).statusCode).toBe(403);
    expect((await upload(sophie, PNG)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/org' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/org', () => {
  it('changes the given fields only, and only in the organisation of the session', async () => {
    const shopBefore = (await getOrg(shopadmin)).json().data;
    const res = await patchOrg(admin, {
      telephone: ' 02 555 12 12 ',
      refundEnabled: true,
      pinLockTimeout: 300,
      sendOrderBehavior: 'NAV_BACK',
      charactersPerLine: 42,
      website: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      telephone: '02 555 12 12',
      refundEnabled: true,
      pinLockTimeout: 300,
      sendOrderBehavior: 'NAV_BACK',
      charactersPerLine: 42,
      website: null,
      name: 'Demo Bistro',
    });
    expect((await getOrg(admin)).json().data).toMatchObject({ telephone: '02 555 12 12', refundEnabled: true });
    expect((await getOrg(shopadmin)).json().data).toEqual(shopBefore);
  });

  it('keeps every change of concurrent saves', async () => {
    const flags = [
      'autoOpenNewAccount',
      'autoOpenCashRegister',
      'addItemsToTop',
      'autoGroupingEnabled',
      'autoPrintVatTicket',
    ];
    const answers = await Promise.all(flags.map((flag) => patchOrg(admin, { [flag]: true })));
    expect(answers.map((r) => r.statusCode)).toEqual(flags.map(() => 200));
    const org = (await getOrg(admin)).json().data;
    for (const flag of flags) expect(org[flag], flag).toBe(true);
  });

  it('accepts the whole organisation sent back unchanged (orgId and orgType are read-only)', async () => {
    const org = (await getOrg(admin)).json().data;
    const res = await patchOrg(admin, { ...org, orgId: SHOP, orgType: 'RETAIL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(org);
  });

  it('refuses invalid values with field messages and changes nothing', async () => {
    const before = await orgRows();
    const res = await patchOrg(admin, {
      name: '  ',
      contactEmail: 'not-an-email',
      pinLockTimeout: 86401,
      sendOrderBehavior: 'FAST',
      mainPrinterIpAddress: '192.168.1.300',
      ticketLogoImageUrl: 'javascript:alert(1)',
      shiftHours: { monday: [{ start: '9', end: '23:00' }] },
      refundEnabled: 'yes',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining([
        'name',
        'contactEmail',
        'pinLockTimeout',
        'sendOrderBehavior',
        'mainPrinterIpAddress',
        'ticketLogoImageUrl',
        'shiftHours.monday.0.start',
        'refundEnabled',
      ]),
    );
    const unknownDay = await patchOrg(admin, { shiftHours: { funday: [{ start: '09:00', end: '10:00' }] } });
    expect(unknownDay.statusCode).toBe(400);
    expect(unknownDay.json().fieldErrors).toHaveProperty('shiftHours');
    expect((await patchOrg(admin, { pinLockTimeout: -1 })).statusCode).toBe(400);
    expect((await patchOrg(admin, { timeZone: 'Mars/Olympus' })).json().fieldErrors).toHaveProperty('timeZone');
    expect(await orgRows()).toEqual(before);
  });

  it('applies the shift rules: no auto-close clears the hours, no hours turns auto-close off', async () => {
    const monday = [{ start: '09:00', end: '23:00' }];
    let org = (await patchOrg(admin, { shiftAutoClose: true, shiftHours: { monday, tuesday: [] } })).json().data;
    expect(org).toMatchObject({ shiftAutoClose: true, shiftHours: { monday } });
    expect(org.shiftHours).not.toHaveProperty('tuesday');

    org = (await patchOrg(admin, { shiftAutoClose: false })).json().data;
    expect(org).toMatchObject({ shiftAutoClose: false, shiftHours: {} });

    org = (await patchOrg(admin, { shiftAutoClose: true, shiftHours: { monday, friday: [] } })).json().data;
    expect(org.shiftAutoClose).toBe(true);
    org = (await patchOrg(admin, { shiftHours: {} })).json().data;
    expect(org).toMatchObject({ shiftAutoClose: false, shiftHours: {} });

    org = (await patchOrg(admin, { shiftAutoClose: true })).json().data;
    expect(org).toMatchObject({ shiftAutoClose: false, shiftHours: {} });

    org = (await patchOrg(admin, { shiftAutoClose: false, shiftHours: { monday } })).json().data;
    expect(org).toMatchObject({ shiftAutoClose: false, shiftHours: {} });
  });
});

describe('super-user-only settings', () => {
  it('are refused (403 naming the fields) when someone else changes them, and nothing changes', async () => {
    const before = await orgRows();
    const res = await patchOrg(admin, { telephone: '0470 11 22 33', vwEnabled: true, parentOrgId: 2, webOrgId: 'x' });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.code).toBe('FORBIDDEN');
    expect(body.message).toContain('vwEnabled');
    expect(body.message).toContain('parentOrgId');
    expect(body.message).toContain('webOrgId');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['parentOrgId', 'vwEnabled', 'webOrgId']);
    expect((await patchOrg(admin, { subscriptionEnd: Date.UTC(2030, 0, 1) })).statusCode).toBe(403);
    expect(await orgRows()).toEqual(before);
  });

  it('are accepted from someone else when sent back with their stored value', async () => {
    const res = await patchOrg(admin, { telephone: '0470 11 22 33', vwEnabled: false, vwTerminalId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.telephone).toBe('0470 11 22 33');
  });

  it('are changed by a super user; the parent must be another organisation it manages, with no loop', async () => {
    const end = Date.UTC(2030, 0, 1);
    const res = await patchOrg(superToken, {
      vwEnabled: true,
      vwTerminalMerchantId: 'M-1',
      vwTerminalId: 'T-9',
      vwIsvAmount: 15,
      onlineOrderWebPageEnabled: false,
      customWebshopDomain: 'shop.demo-bistro.be',
      workerShiftsEnabled: true,
      parentOrgId: 2,
      includeParentProducts: true,
      removeStockFromParentOrg: true,
      subscriptionEnd: end,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      vwEnabled: true,
      vwTerminalId: 'T-9',
      vwIsvAmount: 15,
      onlineOrderWebPageEnabled: false,
      parentOrgId: 2,
      removeStockFromParentOrg: true,
      subscriptionEnd: end,
    });

    const before = await orgRows();
    expect((await patchOrg(superToken, { parentOrgId: 1 })).json().fieldErrors).toHaveProperty('parentOrgId');
    expect((await patchOrg(superToken, { parentOrgId: 999 })).json().fieldErrors).toHaveProperty('parentOrgId');
    const superIn2 = await t.login('super', 1).then(async (token) => {
      const res2 = await t.request({ method: 'POST', url: '/api/user/multiorg/switch/2', token });
      return res2.json().data.token as string;
    });
    const loop = await patchOrg(superIn2, { parentOrgId: 1 });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fieldErrors.parentOrgId).toMatch(/loop/);
    expect(await orgRows()).toEqual(before);

    // Without a parent, removing stock from it means nothing: it is switched off.
    const cleared = (await patchOrg(superToken, { parentOrgId: null })).json().data;
    expect(cleared).toMatchObject({ parentOrgId: null, removeStockFromParentOrg: false });
    const refused = await patchOrg(admin, { removeStockFromParentOrg: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('removeStockFromParentOrg');
  });
});

describe('POST /api/org/create', () => {
  it('creates an organisation that its super user manages and can switch to', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/org/create',
      token: superToken,
      payload: {
        name: 'Chez Nous',
        vatNumber: 'BE0111222376',
        address: 'Place Flagey 1, 1050 Ixelles',
        telephone: '+32 2 111 22 33',
        contactEmail: 'hello@cheznous.be',
        accountBankName: 'Chez Nous SRL',
        mainPrinterIpAddress: '192.168.1.50',
      },
    });
    expect(res.statusCode).toBe(200);
    const org = res.json().data.organization;
    expect(org).toMatchObject({
      name: 'Chez Nous',
      orgType: 'RESTAURANT',
      timeZone: 'Europe/Brussels',
      contactEmail: 'hello@cheznous.be',
      mainPrinterIpAddress: '192.168.1.50',
      takeawaySectionEnabled: true,
      subscriptionEnd: 0,
    });
    expect(org.orgId).toBeGreaterThan(2);

    const switched = await t.request({
      method: 'POST',
      url: `/api/user/multiorg/switch/${org.orgId}`,
      token: superToken,
    });
    expect(switched.statusCode).toBe(200);
    const token = switched.json().data.token as string;
    expect((await getOrg(token)).json().data).toMatchObject({ orgId: org.orgId, name: 'Chez Nous' });
    const me = (await t.request({ method: 'GET', url: '/api/user/me', token })).json().data;
    expect(me.managedOrganizations).toContainEqual({ orgId: org.orgId, name: 'Chez Nous' });
    // Settings of the new organisation are its own.
    await patchOrg(token, { telephone: '+32 2 999 99 99' });
    expect((await getOrg(admin)).json().data.telephone).not.toBe('+32 2 999 99 99');

    const retail = await t.request({
      method: 'POST',
      url: '/api/org/create',
      token: superToken,
      payload: { name: 'Boutique', contactEmail: 'b@boutique.be', orgType: 'RETAIL' },
    });
    expect(retail.json().data.organization.orgType).toBe('RETAIL');

    // Only its creator (and no admin elsewhere) may switch to it.
    expect(
      (await t.request({ method: 'POST', url: `/api/user/multiorg/switch/${org.orgId}`, token: admin })).statusCode,
    ).toBe(403);
  });

  it('is for super users only (403 SUPER_USER_ONLY)', async () => {
    const before = await orgRows();
    const res = await t.request({ method: 'POST', url: '/api/org/create', token: admin, payload: { name: 'Nope' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'SUPER_USER_ONLY' });
    expect(await orgRows()).toEqual(before);
  });

  it('needs a name and a valid contact email', async () => {
    const before = await orgRows();
    const res = await t.request({
      method: 'POST',
      url: '/api/org/create',
      token: superToken,
      payload: { name: ' ', contactEmail: 'nope', orgType: 'BAR' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['contactEmail', 'name', 'orgType']);
    const missing = await t.request({ method: 'POST', url: '/api/org/create', token: superToken, payload: {} });
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(['contactEmail', 'name']);
    expect(await orgRows()).toEqual(before);
  });

  it('is for super users only', async () => {
    const before = await orgRows();
    const payload = { name: 'Sneaky', contactEmail: 'a@b.be' };
    expect((await t.request({ method: 'POST', url: '/api/org/create', token: admin, payload })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/org/create', payload })).statusCode).toBe(401);
    expect(await orgRows()).toEqual(before);
  });
});

describe('ticket logo', () => {
  let firstLogo: string;

  it('stores an image, points ticketLogoImageUrl at it and serves it to anyone', async () => {
    const res = await upload(admin, PNG);
    expect(res.statusCode).toBe(200);
    firstLogo = res.json().data.ticketLogoImageUrl;
    expect(firstLogo).toMatch(/^\/api\/org\/logo\/1\/logo-[a-f0-9]{32}\.png$/);
    expect(res.json().data.organization.ticketLogoImageUrl).toBe(firstLogo);
    expect((await getOrg(admin)).json().data.ticketLogoImageUrl).toBe(firstLogo);

    const file = await t.request({ method: 'GET', url: firstLogo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Encoded again (only pixels kept): the same 1x1 picture, not the same bytes necessarily.
    const stored = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const sent = await sharp(PNG).raw().toBuffer({ resolveWithObject: true });
    expect(stored.info).toEqual(sent.info);
    expect(stored.data.equals(sent.data)).toBe(true);
  });

  it('refuses SVG and other non-images, whatever their declared type', async () => {
    const before = await orgRows();
    const svg = await upload(admin, SVG, 'logo.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().fieldErrors).toHaveProperty('file');
    expect((await upload(admin, SVG, 'logo.png', 'image/png')).statusCode).toBe(400);
    const json = await t.request({ method: 'POST', url: '/api/org/logo', token: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(await orgRows()).toEqual(before);
  });

  it('refuses files over 2 MB with 413', async () => {
    const before = await orgRows();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await upload(admin, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('2 MB') });
    expect(await orgRows()).toEqual(before);
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    const ok = await upload(shopadmin, exact);
    expect(ok.statusCode).toBe(200);
  });

  it('cannot be overwritten or borrowed by another organisation', async () => {
    const res = await upload(shopadmin, PNG);
    expect(res.json().data.ticketLogoImageUrl).toMatch(/^\/api\/org\/logo\/2\//);
    expect((await getOrg(admin)).json().data.ticketLogoImageUrl).toBe(firstLogo);

    const before = await orgRows();
    const borrow = await patchOrg(shopadmin, { ticketLogoImageUrl: firstLogo });
    expect(borrow.statusCode).toBe(400);
    expect(borrow.json().fieldErrors).toHaveProperty('ticketLogoImageUrl');
    expect(await orgRows()).toEqual(before);
    expect((await t.request({ method: 'GET', url: firstLogo })).statusCode).toBe(200);
    for (const url of ['/api/org/logo/1/..%2F..%2Fjwt-secret', '/api/org/logo/1/logo-x.png', '/api/org/logo/3/x']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('removes the previous file when replaced; a web address works too', async () => {
    const second = (await upload(admin, PNG)).json().data.ticketLogoImageUrl;
    expect(second).not.toBe(firstLogo);
    expect((await t.request({ method: 'GET', url: firstLogo })).statusCode).toBe(404);
    const url = 'https://cdn.example.com/logo.png';
    expect((await patchOrg(admin, { ticketLogoImageUrl: url })).json().data.ticketLogoImageUrl).toBe(url);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(404);
  });
});
