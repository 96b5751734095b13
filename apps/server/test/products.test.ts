import type { Product } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOrgId, type OrgId } from '../src/db/org-id';
import { BISTRO, SHOP } from '../src/demo/index';
import { productsService } from '../src/modules/products/products.service';
import { createTestApp, data, type TestApp } from './helper';
import { catalogueRows, groupIdOf, productId } from './pos-helpers';

/** Products (document 2 sections 3 to 9): list, create, change, delete; validation, abilities, tenancy, history. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

const catalogue = () => catalogueRows(t);
const groupId = (orgId: OrgId, name: string) => groupIdOf(t, orgId, name);
async function movements(id: number) {
  return t.db
    .selectFrom('stock_movement')
    .select(['new_stock_milli', 'variation_milli', 'reason', 'user_id'])
    .where('product_id', '=', id)
    .orderBy('id')
    .execute();
}

const base = async () => ({
  name: 'Croque monsieur',
  productGroupId: await groupId(BISTRO, 'Plats'),
  vatIn: 12,
  vatOut: 6,
  priceVatInclIn: '8.50',
  priceVatInclOut: 8,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
});
afterAll(async () => t.close());

describe('GET /api/product', () => {
  it('lists the organisation’s products sorted by group id then name, in the API shapes', async () => {
    const list = data<Product[]>(await t.call(shopadmin, 'GET', '/api/product'));
    expect(list).toHaveLength(14);
    expect(list.every((p) => p.orgId === 2)).toBe(true);
    const keys = list.map((p) => [p.productGroupId ?? 0, p.name] as const);
    const sorted = [...keys].sort(
      (a, b) => a[0] - b[0] || a[1].localeCompare(b[1], 'fr', { sensitivity: 'base', numeric: true }),
    );
    expect(keys).toEqual(sorted);
    const riz = list.find((p) => p.name === 'Riz basmati 1kg')!;
    expect(riz).toMatchObject({
      vatIn: 6,
      vatOut: 6,
      priceVatInclIn: '3.49',
      priceVatInclOut: '3.49',
      productBarcodes: ['5410000000028'],
      stock: 80,
      weightPrice: false,
      productGroup: { name: 'Épicerie' },
      allowedOptionGroups: [],
      description: { en: '', fr: '', nl: '' },
      extraImageUrls: '',
      tags: '',
      promoPercent: 0,
    });
    expect(list.find((p) => p.name === 'Bananes (kg)')).toMatchObject({ weightPrice: true, stock: 40 });
  });

  it('shows option groups with their type and names', async () => {
    const list = data<Product[]>(await t.call(admin, 'GET', '/api/product'));
    expect(list.every((p) => p.orgId === 1)).toBe(true);
    const withOptions = list.find((p) => p.allowedOptionGroups.length > 0)!;
    expect(withOptions.allowedOptionGroups[0]).toMatchObject({
      optionType: 'FREE',
      multiOptionAllowed: false,
      productGroup: { name: expect.any(String) },
    });
    expect(list.find((p) => p.name === 'Coca-Cola')).toMatchObject({ stock: null, productBarcodes: [] });
  });

  it('needs ADMIN_PRODUCTS on every product route', async () => {
    const before = await catalogue();
    const id = await productId(t, BISTRO, 'Coca-Cola');
    for (const [method, url, payload] of [
      ['GET', '/api/product', undefined],
      ['POST', '/api/product', await base()],
      ['PATCH', `/api/product/${id}`, { name: 'Cola' }],
      ['DELETE', `/api/product/${id}`, undefined],
    ] as const) {
      const res = await t.call(server, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await t.request({ method: 'GET', url: '/api/product' })).statusCode).toBe(401);
    expect(await catalogue()).toEqual(before);
  });
});

describe('POST /api/product', () => {
  it('creates a product with every field and answers it', async () => {
    const body = {
      ...(await base()),
      productBarcodes: ['  123456  ', '', '123456', '7890'],
      stock: 12.5,
      orderIndex: 3,
      timedProduct: true,
      allowDecimalUnits: true,
      dynamicPrice: true,
      weightPrice: false,
      allowedOptionGroups: [
        { productGroupId: await groupId(BISTRO, 'Cuisson'), optionType: 'FREE' },
        { productGroup: { productGroupId: await groupId(BISTRO, 'Suppléments') }, optionType: 'PAID' },
      ],
      freeOptionGroupsMultiChoice: false,
      paidOptionGroupsMultiChoice: true,
      color: 'e53935',
      imageUrl: 'https://img.example.com/croque.png',
      extraImageUrls: 'https://img.example.com/a.jpg, https://img.example.com/b.jpg',
      userHidden: true,
      webHidden: false,
      kioskHidden: true,
      favorite: true,
      promoPercent: 10,
      tags: ' chaud, fromage ,',
      externalReference: 'EXT-9',
      description: { fr: 'Pain, jambon, fromage', nl: 'Tosti', en: 'Toasted sandwich' },
      productId: 999999,
      orgId: SHOP,
    };
    const res = await t.call(admin, 'POST', '/api/product', body);
    expect(res.status).toBe(200);
    const p = data<Product>(res);
    expect(p).toMatchObject({
      name: 'Croque monsieur',
      vatIn: 12,
      vatOut: 6,
      priceVatInclIn: '8.50',
      priceVatInclOut: '8.00',
      productBarcodes: ['123456', '7890'],
      stock: 12.5,
      orderIndex: 3,
      productGroup: { name: 'Plats' },
      timedProduct: true,
      allowDecimalUnits: true,
      dynamicPrice: true,
      freeOptionGroupsMultiChoice: false,
      paidOptionGroupsMultiChoice: true,
      color: '#E53935',
      imageUrl: 'https://img.example.com/croque.png',
      extraImageUrls: 'https://img.example.com/a.jpg,https://img.example.com/b.jpg,',
      userHidden: true,
      webHidden: false,
      kioskHidden: true,
      favorite: true,
      promoPercent: 10,
      tags: 'chaud,fromage',
      externalReference: 'EXT-9',
      description: { fr: 'Pain, jambon, fromage', nl: 'Tosti', en: 'Toasted sandwich' },
      orgId: BISTRO,
    });
    expect(p.productId).not.toBe(999999);
    expect(p.allowedOptionGroups.map((o) => [o.productGroup.name, o.optionType, o.multiOptionAllowed])).toEqual([
      ['Cuisson', 'FREE', false],
      ['Suppléments', 'PAID', true],
    ]);
    // The initial stock is the first row of its history; the till reads the first barcode and the option ids.
    expect(await movements(p.productId)).toEqual([
      { new_stock_milli: 12500, variation_milli: 12500, reason: 'MANUAL', user_id: expect.any(Number) },
    ]);
    const row = await t.db.selectFrom('product').selectAll().where('id', '=', p.productId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      barcode: '123456',
      price_cents: 850,
      price_out_cents: 800,
      vat_bp: 1200,
      vat_out_bp: 600,
    });
    expect(JSON.parse(row.option_group_ids)).toEqual([
      await groupId(BISTRO, 'Cuisson'),
      await groupId(BISTRO, 'Suppléments'),
    ]);
    expect(data<Product[]>(await t.call(admin, 'GET', '/api/product'))).toContainEqual(p);
  });

  it('applies the defaults of a new product; stock left out is not tracked', async () => {
    const res = await t.call(admin, 'POST', '/api/product', await base());
    expect(res.status).toBe(200);
    const p = data<Product>(res);
    expect(p).toMatchObject({
      color: '#8393F4',
      stock: null,
      orderIndex: 0,
      promoPercent: 0,
      productBarcodes: [],
      userHidden: false,
      favorite: false,
      imageUrl: null,
      extraImageUrls: '',
    });
    expect(await movements(p.productId)).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ productGroupId: undefined }, 'productGroupId', 'Product group is required'],
    [{ vatIn: '' }, 'vatIn', 'VAT in is required'],
    [{ vatOut: undefined }, 'vatOut', 'VAT out is required'],
    [{ priceVatInclIn: '1.234' }, 'priceVatInclIn', 'Price in must be an amount with at most 2 decimals'],
    [{ priceVatInclOut: -1 }, 'priceVatInclOut', 'Price out cannot be negative'],
    [{ stock: 1.2345 }, 'stock', 'Stock has at most 3 decimals'],
    [{ color: 'blue' }, 'color', 'Colour must be a hex colour such as #8393F4'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must start with http:// or https://'],
    [{ imageUrl: '/\\evil.example/x.png' }, 'imageUrl', 'Image URL must start with http:// or https://'],
    [{ promoPercent: 120 }, 'promoPercent', 'Promo is between 0 and 100'],
    [{ allowedOptionGroups: [{ optionType: 'PAID' }] }, 'allowedOptionGroups.0', expect.any(String)],
    [{ vatIn: 20 }, 'vatIn', 'VAT must be one of 0, 6, 12, 21 %'],
    [{ vatOut: 5.5 }, 'vatOut', 'VAT must be one of 0, 6, 12, 21 %'],
  ])('refuses %j with a message on %s and writes nothing', async (change, field, message) => {
    const before = await catalogue();
    const res = await t.call(admin, 'POST', '/api/product', { ...(await base()), ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fieldErrors?.[field]).toEqual(message);
    expect(await catalogue()).toEqual(before);
  });

  it('refuses the product’s own group among its options, and a group both free and paid', async () => {
    const before = await catalogue();
    const plats = await groupId(BISTRO, 'Plats');
    const own = await t.call(admin, 'POST', '/api/product', {
      ...(await base()),
      allowedOptionGroups: [{ productGroupId: plats, optionType: 'FREE' }],
    });
    expect(own.status).toBe(400);
    expect(own.body.fieldErrors?.allowedOptionGroups).toBe('A product cannot offer its own group as options');
    const cuisson = await groupId(BISTRO, 'Cuisson');
    const both = await t.call(admin, 'POST', '/api/product', {
      ...(await base()),
      allowedOptionGroups: [
        { productGroupId: cuisson, optionType: 'FREE' },
        { productGroupId: cuisson, optionType: 'PAID' },
      ],
    });
    expect(both.status).toBe(400);
    expect(await catalogue()).toEqual(before);
  });

  it('answers 404 naming the field for another organisation’s group, option group or parent product', async () => {
    const before = await catalogue();
    const shopGroup = await groupId(SHOP, 'Épicerie');
    const a = await t.call(admin, 'POST', '/api/product', { ...(await base()), productGroupId: shopGroup });
    expect(a.status).toBe(404);
    expect(a.body.fieldErrors).toEqual({ productGroupId: 'Product group not found' });
    const b = await t.call(admin, 'POST', '/api/product', {
      ...(await base()),
      allowedOptionGroups: [{ productGroupId: shopGroup, optionType: 'FREE' }],
    });
    expect(b.status).toBe(404);
    expect(b.body.fieldErrors).toEqual({ allowedOptionGroups: 'Option group not found' });
    const c = await t.call(admin, 'POST', '/api/product', {
      ...(await base()),
      parentProductId: await productId(t, SHOP, 'Riz basmati 1kg'),
    });
    expect(c.status).toBe(404);
    expect(c.body.fieldErrors).toEqual({ parentProductId: 'Parent product not found' });
    expect(await catalogue()).toEqual(before);
  });

  it('refuses a barcode another live product of the organisation has (409); other organisations do not count', async () => {
    const before = await catalogue();
    const res = await t.call(shopadmin, 'POST', '/api/product', {
      ...(await base()),
      productGroupId: await groupId(SHOP, 'Épicerie'),
      productBarcodes: ['5410000000028'],
    });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors?.productBarcodes).toBe('Barcode 5410000000028 is already used by “Riz basmati 1kg”');
    expect(res.body).toMatchObject({
      reason: 'BARCODE_TAKEN',
      params: { barcode: '5410000000028', product: 'Riz basmati 1kg' },
    });
    expect(await catalogue()).toEqual(before);
    const other = await t.call(admin, 'POST', '/api/product', {
      ...(await base()),
      productBarcodes: ['5410000000028'],
    });
    expect(other.status).toBe(200);
  });

  it('offers 20 % VAT to organisation 132 only', async () => {
    await t.db
      .insertInto('organization')
      .values({
        org_id: asOrgId(132),
        name: 'Org 132',
        org_type: 'RETAIL',
        time_zone: 'Europe/Paris',
        vat_number: null,
        address: null,
        telephone: null,
        website: null,
        contact_email: null,
        account_bank_name: null,
        main_printer_ip: null,
        online_order_web_page_enabled: 0,
        online_order_open: 0,
        parent_org_id: null,
        subscription_end: 0,
        settings: '{}',
        created_at: t.clock.now,
      })
      .execute();
    const { id } = await t.db
      .insertInto('product_group')
      .values({ org_id: asOrgId(132), name: 'Boutique', vat_bp: 2000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = await productsService.create(
      t.ctx,
      { db: t.ctx.db, orgId: asOrgId(132), userId: 1 },
      { name: 'Savon', productGroupId: id, vatIn: 20, vatOut: 20, priceVatInclIn: 350, priceVatInclOut: 350 },
    );
    expect(p).toMatchObject({ vatIn: 20, vatOut: 20, priceVatInclIn: '3.50', orgId: 132 });
  });
});

describe('PATCH /api/product/{productId}', () => {
  it('changes only the fields sent, keeps the rest', async () => {
    const id = await productId(t, SHOP, 'Confiture fraise');
    const before = data<Product[]>(await t.call(shopadmin, 'GET', '/api/product')).find((p) => p.productId === id)!;
    const res = await t.call(shopadmin, 'PATCH', `/api/product/${id}`, {
      name: ' Confiture de fraises ',
      priceVatInclOut: '3.20',
      favorite: true,
      productBarcodes: ['5410000000066', '5410000000999'],
      orgId: BISTRO,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      name: 'Confiture de fraises',
      priceVatInclOut: '3.20',
      favorite: true,
      productBarcodes: ['5410000000066', '5410000000999'],
    });
    const cleared = await t.call(shopadmin, 'PATCH', `/api/product/${id}`, { productBarcodes: [] });
    expect(data<Product>(cleared).productBarcodes).toEqual([]);
  });

  it('keeps the description languages a PATCH leaves out', async () => {
    const created = data<Product>(
      await t.call(admin, 'POST', '/api/product', { ...(await base()), description: { fr: 'Chaud', en: 'Hot' } }),
    );
    const res = await t.call(admin, 'PATCH', `/api/product/${created.productId}`, { description: { nl: 'Warm' } });
    expect(data<Product>(res).description).toEqual({ fr: 'Chaud', en: 'Hot', nl: 'Warm' });
  });

  it('writes a stock-history row for every stock change, tracking included', async () => {
    const id = data<Product>(await t.call(admin, 'POST', '/api/product', await base())).productId;
    const set = (stock: number | null) => t.call(admin, 'PATCH', `/api/product/${id}`, { stock });
    expect(data<Product>(await set(10)).stock).toBe(10);
    expect(data<Product>(await set(7.25)).stock).toBe(7.25);
    await set(7.25);
    expect(data<Product>(await set(null)).stock).toBe(null);
    expect(data<Product>(await set(3)).stock).toBe(3);
    expect((await movements(id)).map((m) => [m.new_stock_milli, m.variation_milli, m.reason])).toEqual([
      [10000, 10000, 'MANUAL'],
      [7250, -2750, 'MANUAL'],
      [3000, 3000, 'MANUAL'],
    ]);
  });

  it('takes the Product entity shape: productGroup { productGroupId } (the flat productGroupId wins)', async () => {
    const { productGroupId: _, ...entity } = await base();
    const plats = await groupId(BISTRO, 'Plats');
    const softs = await groupId(BISTRO, 'Softs');
    const created = await t.call(admin, 'POST', '/api/product', {
      ...entity,
      productGroup: { productGroupId: plats, name: 'Plats' },
    });
    expect(created.status).toBe(200);
    const p = data<Product>(created);
    expect(p.productGroup).toEqual({ productGroupId: plats, name: 'Plats' });
    const moved = await t.call(admin, 'PATCH', `/api/product/${p.productId}`, {
      ...p,
      productGroupId: undefined,
      productGroup: { productGroupId: softs, name: 'Plats' },
    });
    expect(moved.status).toBe(200);
    expect(data<Product>(moved)).toMatchObject({ productGroupId: softs, productGroup: { name: 'Softs' } });
    const flat = await t.call(admin, 'PATCH', `/api/product/${p.productId}`, {
      productGroupId: plats,
      productGroup: { productGroupId: softs },
    });
    expect(data<Product>(flat).productGroupId).toBe(plats);
    const before = await catalogue();
    const none = await t.call(admin, 'POST', '/api/product', { ...entity, productGroup: null });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors?.productGroupId).toBe('Product group is required');
    const other = await t.call(admin, 'POST', '/api/product', {
      ...entity,
      productGroup: { productGroupId: await groupId(SHOP, 'Épicerie') },
    });
    expect(other.status).toBe(404);
    expect(other.body.fieldErrors).toEqual({ productGroupId: 'Product group not found' });
    expect(await catalogue()).toEqual(before);
  });

  it('refuses the product’s group among its options when the group changes to it', async () => {
    const created = data<Product>(
      await t.call(admin, 'POST', '/api/product', {
        ...(await base()),
        allowedOptionGroups: [{ productGroupId: await groupId(BISTRO, 'Cuisson') }],
      }),
    );
    const before = await catalogue();
    const res = await t.call(admin, 'PATCH', `/api/product/${created.productId}`, {
      productGroupId: await groupId(BISTRO, 'Cuisson'),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.allowedOptionGroups).toBe('A product cannot offer its own group as options');
    expect(await catalogue()).toEqual(before);
    const ok = await t.call(admin, 'PATCH', `/api/product/${created.productId}`, {
      productGroupId: await groupId(BISTRO, 'Cuisson'),
      allowedOptionGroups: [],
    });
    expect(ok.status).toBe(200);
  });

  it('answers 400 with field messages and writes nothing', async () => {
    const id = await productId(t, BISTRO, 'Fanta');
    const before = await catalogue();
    const res = await t.call(admin, 'PATCH', `/api/product/${id}`, { name: '', priceVatInclIn: 'abc', stock: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {}).sort()).toEqual(['name', 'priceVatInclIn', 'stock']);
    expect((await t.call(admin, 'PATCH', '/api/product/abc', { name: 'x' })).status).toBe(400);
    expect(await catalogue()).toEqual(before);
  });

  it('answers 404 for another organisation’s product and changes nothing', async () => {
    const id = await productId(t, SHOP, 'Riz basmati 1kg');
    const before = await catalogue();
    for (const res of [
      await t.call(admin, 'PATCH', `/api/product/${id}`, { name: 'Volé', stock: 0 }),
      await t.call(admin, 'DELETE', `/api/product/${id}`),
      await t.call(admin, 'PATCH', '/api/product/999999', { name: 'Absent' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await catalogue()).toEqual(before);
  });
});

describe('DELETE /api/product/{productId}', () => {
  it('hides the product from the catalogue and the tills but keeps it for history', async () => {
    const id = await productId(t, BISTRO, 'Sprite');
    const res = await t.call(admin, 'DELETE', `/api/product/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ productId: id });
    const row = await t.db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBe(t.clock.now);
    expect(data<Product[]>(await t.call(admin, 'GET', '/api/product')).some((p) => p.productId === id)).toBe(false);
    const till = (await t.request({ method: 'GET', url: '/api/terminal/catalogue', token: admin })).json();
    expect(till.data.products.some((p: { productId: number }) => p.productId === id)).toBe(false);
    expect((await t.call(admin, 'DELETE', `/api/product/${id}`)).status).toBe(404);
    expect((await t.call(admin, 'PATCH', `/api/product/${id}`, { name: 'Back' })).status).toBe(404);
  });
});
