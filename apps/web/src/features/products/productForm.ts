/** The product dialog's form: defaults (document 2 section 4), loading a product, validation marks, the body sent. */
import {
  type CreateProductInput,
  centsToString,
  DEFAULT_PRODUCT_COLOR,
  DEFAULT_PRODUCT_NAME,
  joinExtraImageUrls,
  PRODUCT_NAME_MAX,
  type Product,
  productSchema,
  splitList,
} from '@comptoir/shared';
import { z } from 'zod';
import { imageDraftOf, imageDraftSchema } from '../../components/image/draft';
import { REQUIRED } from '../../lib/forms';
import type { GroupChoice } from '../groups';
import { sameFields, typedCents, typedStock } from './model';

const notNull = (v: unknown) => v !== null;
const price = z.string().refine((v) => typedCents(v) !== null, 'products:form.errors.price');

/**
 * The dialog's values, checked before sending: the shared product's flags, order, tags and parent as they are; name,
 * group and VAT required; prices and stock as typed text (empty stock: not counted).
 */
export const productFormSchema = productSchema
  .pick({
    timedProduct: true,
    weightPrice: true,
    allowDecimalUnits: true,
    dynamicPrice: true,
    userHidden: true,
    webHidden: true,
    kioskHidden: true,
    favorite: true,
    orderIndex: true,
    parentProductId: true,
    tags: true,
    description: true,
  })
  .extend({
    name: z.string().trim().min(1, REQUIRED).max(PRODUCT_NAME_MAX),
    productGroupId: z.number().nullable().refine(notNull, REQUIRED),
    vatIn: z.number().nullable().refine(notNull, REQUIRED),
    vatOut: z.number().nullable().refine(notNull, REQUIRED),
    priceIn: price,
    priceOut: price,
    /** Empty: the stock is not counted. */
    stock: z.string().refine((v) => v.trim() === '' || typedStock(v) !== null, 'products:form.errors.stock'),
    barcodes: z.array(z.string()),
    freeGroups: z.array(z.number()),
    paidGroups: z.array(z.number()),
    freeMulti: z.boolean(),
    paidMulti: z.boolean(),
    color: z.string(),
    /** Addresses, or files uploaded when the dialog is saved. */
    image: imageDraftSchema,
    extraImages: z.array(imageDraftSchema),
    promoPercent: z.number().min(0).max(100),
    externalReference: z.string(),
  });
export type ProductForm = z.input<typeof productFormSchema>;

/**
 * A new product: name 'Name', colour #8393F4, prices 0, promo 0 (document 2 section 4). The stock starts empty, not
 * counted, as the field's hint says (issue 9 defect 11: a 0 started counting and the tills drove it negative).
 */
export function newProductForm(): ProductForm {
  return {
    name: DEFAULT_PRODUCT_NAME,
    productGroupId: null,
    vatIn: null,
    vatOut: null,
    priceIn: '0',
    priceOut: '0',
    stock: '',
    orderIndex: 0,
    barcodes: [],
    timedProduct: false,
    weightPrice: false,
    allowDecimalUnits: false,
    dynamicPrice: false,
    freeGroups: [],
    paidGroups: [],
    freeMulti: false,
    paidMulti: false,
    color: DEFAULT_PRODUCT_COLOR,
    image: imageDraftOf(null),
    extraImages: [],
    userHidden: false,
    webHidden: false,
    kioskHidden: false,
    favorite: false,
    promoPercent: 0,
    parentProductId: null,
    tags: '',
    externalReference: '',
    description: { fr: '', nl: '', en: '' },
  };
}

export function productForm(p: Product): ProductForm {
  const ofType = (type: 'FREE' | 'PAID') =>
    p.allowedOptionGroups.filter((o) => o.optionType === type).map((o) => o.productGroup.productGroupId);
  return {
    name: p.name,
    productGroupId: p.productGroupId,
    vatIn: p.vatIn,
    vatOut: p.vatOut,
    priceIn: p.priceVatInclIn,
    priceOut: p.priceVatInclOut,
    stock: p.stock === null ? '' : String(p.stock),
    barcodes: p.productBarcodes,
    ...sameFields(p),
    freeGroups: ofType('FREE'),
    paidGroups: ofType('PAID'),
    freeMulti: p.freeOptionGroupsMultiChoice,
    paidMulti: p.paidOptionGroupsMultiChoice,
    color: p.color ?? DEFAULT_PRODUCT_COLOR,
    image: imageDraftOf(p.imageUrl),
    extraImages: splitList(p.extraImageUrls).map(imageDraftOf),
    externalReference: p.externalReference ?? '',
    description: { fr: p.description.fr, nl: p.description.nl, en: p.description.en },
  };
}

/** Changing the price in keeps the price out with it while they were equal (the inline rule, document 2 section 4). */
export function withPriceIn(form: ProductForm, priceIn: string): ProductForm {
  const same = typedCents(form.priceIn) === typedCents(form.priceOut);
  return { ...form, priceIn, priceOut: same ? priceIn : form.priceOut };
}

/** Option groups never include the product's own group (document 2 section 5). */
export function withGroup(form: ProductForm, groupId: number, vat?: { vatIn: number; vatOut: number }): ProductForm {
  return {
    ...form,
    productGroupId: groupId,
    freeGroups: form.freeGroups.filter((id) => id !== groupId),
    paidGroups: form.paidGroups.filter((id) => id !== groupId),
    ...(vat ?? {}),
  };
}

/** A group's VAT in and out as numbers, when it has both (to pre-fill a new product). */
export function groupVat(group: GroupChoice | undefined): { vatIn: number; vatOut: number } | undefined {
  const vat = (v: unknown) => (v === null || v === undefined || v === '' ? Number.NaN : Number(v));
  const vatIn = vat(group?.vatIn);
  const vatOut = vat(group?.vatOut);
  return Number.isFinite(vatIn) && Number.isFinite(vatOut) ? { vatIn, vatOut } : undefined;
}

/** The body sent (prices with 2 decimals); `images` are the addresses after the uploads. */
export function formBody(form: ProductForm, images: { imageUrl: string; extraImages: string[] }): CreateProductInput {
  return {
    name: form.name.trim(),
    productGroupId: form.productGroupId ?? 0,
    vatIn: form.vatIn ?? 0,
    vatOut: form.vatOut ?? 0,
    priceVatInclIn: centsToString(typedCents(form.priceIn) ?? 0),
    priceVatInclOut: centsToString(typedCents(form.priceOut) ?? 0),
    productBarcodes: form.barcodes,
    stock: form.stock.trim() === '' ? null : typedStock(form.stock),
    ...sameFields(form),
    allowedOptionGroups: [
      ...form.freeGroups.map((productGroupId) => ({ productGroupId, optionType: 'FREE' as const })),
      ...form.paidGroups.map((productGroupId) => ({ productGroupId, optionType: 'PAID' as const })),
    ],
    freeOptionGroupsMultiChoice: form.freeMulti,
    paidOptionGroupsMultiChoice: form.paidMulti,
    color: form.color,
    imageUrl: images.imageUrl.trim() || null,
    extraImageUrls: joinExtraImageUrls(images.extraImages),
    externalReference: form.externalReference,
    description: form.description,
  };
}
