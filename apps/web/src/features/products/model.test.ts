import type { Product } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import {
  addBarcode,
  duplicateBody,
  filterProducts,
  groupEdit,
  nameEdit,
  priceEdit,
  replaceBarcode,
  stockEdit,
  typedCents,
} from './model';
import { formBody, newProductForm, productFormSchema, withGroup, withPriceIn } from './productForm';

const product = (over: Partial<Product> = {}): Product => ({
  productId: 7,
  name: 'Café moulu',
  vatIn: 6,
  vatOut: 6,
  priceVatInclIn: '4.79',
  priceVatInclOut: '4.79',
  productBarcodes: ['541'],
  stock: 60,
  orderIndex: 0,
  productGroupId: 3,
  productGroup: { productGroupId: 3, name: 'Épicerie' },
  timedProduct: false,
  weightPrice: false,
  allowDecimalUnits: false,
  dynamicPrice: false,
  allowedOptionGroups: [
    {
      productOptionGroupId: 4,
      productGroup: { productGroupId: 4, name: 'Sucre' },
      multiOptionAllowed: false,
      optionType: 'FREE',
    },
  ],
  freeOptionGroupsMultiChoice: false,
  paidOptionGroupsMultiChoice: false,
  color: '#8393F4',
  imageUrl: null,
  extraImageUrls: '',
  userHidden: false,
  webHidden: false,
  kioskHidden: false,
  favorite: false,
  promoPercent: 0,
  parentProductId: null,
  tags: '',
  externalReference: null,
  description: { en: '', fr: '', nl: '' },
  orgId: 2,
  ...over,
});

describe('inline edits (document 2 sections 4 and 5)', () => {
  it('trims names; an empty or unchanged name is cancelled', () => {
    expect(nameEdit(product(), '  Café  ')).toEqual({ body: { name: 'Café' } });
    expect(nameEdit(product(), '   ')).toEqual({ cancel: 'invalid' });
    expect(nameEdit(product(), 'Café moulu ')).toEqual({ cancel: 'unchanged' });
  });

  it('rounds prices to 2 decimals; the price out sets the price in; an equal price in moves both', () => {
    expect(typedCents('3,456')).toBe(346);
    expect(typedCents('abc')).toBeNull();
    expect(typedCents('-1')).toBeNull();
    expect(priceEdit(product(), 'out', '5')).toEqual({ body: { priceVatInclOut: '5.00', priceVatInclIn: '5.00' } });
    expect(priceEdit(product(), 'in', '5.5')).toEqual({ body: { priceVatInclIn: '5.50', priceVatInclOut: '5.50' } });
    expect(priceEdit(product({ priceVatInclOut: '4.00' }), 'in', '5.5')).toEqual({ body: { priceVatInclIn: '5.50' } });
    expect(priceEdit(product(), 'in', '4.79')).toEqual({ cancel: 'unchanged' });
    expect(priceEdit(product(), 'in', 'x')).toEqual({ cancel: 'invalid' });
  });

  it('takes a numeric stock with up to 3 decimals', () => {
    expect(stockEdit(product(), '12,5')).toEqual({ body: { stock: 12.5 } });
    expect(stockEdit(product(), '0.12345')).toEqual({ body: { stock: 0.123 } });
    expect(stockEdit(product(), '60')).toEqual({ cancel: 'unchanged' });
    expect(stockEdit(product(), '')).toEqual({ cancel: 'invalid' });
  });

  it('ignores empty and repeated barcodes; an emptied one is removed', () => {
    expect(addBarcode(['1'], ' 2 ')).toEqual(['1', '2']);
    expect(addBarcode(['1'], '1')).toBeNull();
    expect(addBarcode(['1'], ' ')).toBeNull();
    expect(replaceBarcode(['1', '2'], 0, '3')).toEqual(['3', '2']);
    expect(replaceBarcode(['1', '2'], 0, '')).toEqual(['2']);
    expect(replaceBarcode(['1', '2'], 1, '2')).toBeNull();
  });

  it('drops the new group from the options when the group changes', () => {
    expect(groupEdit(product(), 3)).toBeNull();
    expect(groupEdit(product(), 9)).toEqual({ productGroupId: 9 });
    expect(groupEdit(product(), 4)).toEqual({ productGroupId: 4, allowedOptionGroups: [] });
  });

  it('duplicates with " copy", no barcodes and stock 0 (untracked stays untracked)', () => {
    const copy = duplicateBody(product());
    expect(copy).toMatchObject({ name: 'Café moulu copy', productBarcodes: [], stock: 0, productGroupId: 3 });
    expect(copy.allowedOptionGroups).toEqual([{ productGroupId: 4, optionType: 'FREE' }]);
    expect(duplicateBody(product({ stock: null })).stock).toBeNull();
  });

  it('filters by keyword anywhere and by the start of name and group', () => {
    const list = [
      product(),
      product({ productId: 8, name: 'Eau', productGroup: { productGroupId: 5, name: 'Boissons' } }),
    ];
    expect(filterProducts(list, { q: 'epic', name: '', group: '' }).map((p) => p.productId)).toEqual([7]);
    expect(filterProducts(list, { q: '', name: 'caf', group: '' }).map((p) => p.productId)).toEqual([7]);
    expect(filterProducts(list, { q: '', name: 'moulu', group: '' })).toEqual([]);
    expect(filterProducts(list, { q: '', name: '', group: 'boi' }).map((p) => p.productId)).toEqual([8]);
  });
});

describe('product dialog form', () => {
  it('starts with the defaults of document 2 section 4, stock not counted, and marks the empty required fields', () => {
    const form = newProductForm();
    expect(form).toMatchObject({
      name: 'Name',
      color: '#8393F4',
      stock: '',
      priceIn: '0',
      priceOut: '0',
      promoPercent: 0,
    });
    const result = productFormSchema.safeParse({ ...form, name: ' ', priceOut: 'abc', stock: '1,2,3' });
    const marks = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(marks).toEqual({
      name: 'common:dialog.required',
      productGroupId: 'common:dialog.required',
      vatIn: 'common:dialog.required',
      vatOut: 'common:dialog.required',
      priceOut: 'products:form.errors.price',
      stock: 'products:form.errors.stock',
    });
    expect(productFormSchema.safeParse(withGroup(form, 3, { vatIn: 6, vatOut: 6 })).success).toBe(true);
  });

  it('pre-fills VAT with the group and never keeps the own group among options', () => {
    const form = withGroup({ ...newProductForm(), freeGroups: [3, 4], paidGroups: [3] }, 3, { vatIn: 12, vatOut: 6 });
    expect(form).toMatchObject({ productGroupId: 3, vatIn: 12, vatOut: 6, freeGroups: [4], paidGroups: [] });
    expect(withPriceIn(form, '2.5').priceOut).toBe('2.5');
    expect(withPriceIn({ ...form, priceOut: '1' }, '2.5').priceOut).toBe('1');
  });

  it('sends prices with 2 decimals, an empty stock as not tracked, options with their type', () => {
    const form = {
      ...withGroup(newProductForm(), 3, { vatIn: 6, vatOut: 6 }),
      priceIn: '2,5',
      stock: '',
      freeGroups: [4],
      paidGroups: [5],
    };
    expect(formBody(form, { imageUrl: '', extraImages: ['https://x/a.png'] })).toMatchObject({
      priceVatInclIn: '2.50',
      priceVatInclOut: '0.00',
      stock: null,
      imageUrl: null,
      extraImageUrls: 'https://x/a.png,',
      allowedOptionGroups: [
        { productGroupId: 4, optionType: 'FREE' },
        { productGroupId: 5, optionType: 'PAID' },
      ],
    });
  });
});
