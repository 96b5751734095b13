import { z } from 'zod';
import { parseMoney } from './money';
import { requiredLine } from './text-schemas';

/**
 * Products of the catalogue (document 2 sections 2 to 5 and 9): GET/POST /product, PATCH/DELETE /product/{productId}.
 * "In" is eating in, "out" is takeaway: each has its own VAT-inclusive price and VAT rate.
 */

/** VAT choices of the product dialog (document 2 section 9); organisation 132 also has 20 %. */
export const PRODUCT_VAT_CHOICES = [0, 6, 12, 21] as const;
export const VAT_20_ORG_ID = 132;
export function productVatChoices(orgId: number): number[] {
  return orgId === VAT_20_ORG_ID ? [0, 6, 12, 20, 21] : [...PRODUCT_VAT_CHOICES];
}

/** New products (document 2 section 4). */
export const DEFAULT_PRODUCT_COLOR = '#8393F4';
export const DEFAULT_PRODUCT_NAME = 'Name';
export const PRODUCT_COPY_SUFFIX = ' copy';
export const PRODUCT_NAME_MAX = 200;
export const BARCODE_MAX = 64;
export const MAX_BARCODES = 20;
export const STOCK_LIMIT = 1_000_000_000;

export const OPTION_TYPES = ['FREE', 'PAID'] as const;
export const optionTypeSchema = z.enum(OPTION_TYPES);
export type OptionType = z.infer<typeof optionTypeSchema>;

const groupRefSchema = z.object({ productGroupId: z.number().int(), name: z.string() });

export const allowedOptionGroupSchema = z.object({
  /** The option group's id (the same as productGroup.productGroupId). */
  productOptionGroupId: z.number().int(),
  productGroup: groupRefSchema,
  multiOptionAllowed: z.boolean(),
  optionType: optionTypeSchema,
});
export type AllowedOptionGroup = z.infer<typeof allowedOptionGroupSchema>;

export const descriptionSchema = z.object({ en: z.string(), fr: z.string(), nl: z.string() });
export type ProductDescription = z.infer<typeof descriptionSchema>;

export const productSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** VAT rates in percent. */
  vatIn: z.number(),
  vatOut: z.number(),
  /** VAT-inclusive prices as 2-decimal strings ("12.50"). */
  priceVatInclIn: z.string(),
  priceVatInclOut: z.string(),
  productBarcodes: z.array(z.string()),
  /** Up to 3 decimals; null when the product's stock is not tracked. */
  stock: z.number().nullable(),
  /** 0 or less: unordered, sorted last. */
  orderIndex: z.number().int(),
  productGroupId: z.number().int().nullable(),
  productGroup: groupRefSchema.nullable(),
  timedProduct: z.boolean(),
  weightPrice: z.boolean(),
  allowDecimalUnits: z.boolean(),
  dynamicPrice: z.boolean(),
  allowedOptionGroups: z.array(allowedOptionGroupSchema),
  freeOptionGroupsMultiChoice: z.boolean(),
  paidOptionGroupsMultiChoice: z.boolean(),
  color: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Comma-separated, each URL followed by a comma ("a.png,b.png,"); empty when there are none. */
  extraImageUrls: z.string(),
  userHidden: z.boolean(),
  webHidden: z.boolean(),
  kioskHidden: z.boolean(),
  favorite: z.boolean(),
  promoPercent: z.number(),
  parentProductId: z.number().int().nullable(),
  /** Comma-separated text. */
  tags: z.string(),
  externalReference: z.string().nullable(),
  description: descriptionSchema,
  /** The owning organisation: another one (the parent) means read-only here. */
  orgId: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------------------

/** '1e88e5' / '#1e88e5' -> '#1E88E5'. */
export function normalizeColor(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toUpperCase();
}
const HEX_COLOR = /^#(?:[0-9A-F]{3}|[0-9A-F]{6})$/;

/** An image address the console may show: http(s) or a path on this server. */
export function isImageAddress(value: string): boolean {
  return /^https?:\/\/[^\s,\\]+$/i.test(value) || /^\/[^\s,/\\][^\s,\\]*$/.test(value);
}
/** The dialog previews only http(s) addresses of pictures (document 2 section 2). */
export function isPreviewableImageUrl(value: string | null | undefined): boolean {
  return !!value && /^https?:\/\/\S+\.(?:jpe?g|png|gif|webp|svg)(?:[?#]\S*)?$/i.test(value.trim());
}

/** "a, b,,c" -> ['a', 'b', 'c']: the list form of extraImageUrls and tags. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
/** ['a', 'b'] -> 'a,b,' (document 2 section 3: comma-separated with a trailing comma). */
export const joinExtraImageUrls = (urls: string[]) => urls.map((u) => `${u},`).join('');

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const nameInput = requiredLine('Name', PRODUCT_NAME_MAX);

const priceInput = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const cents = typeof value === 'string' && value.trim() === '' ? null : parseMoney(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount with at most 2 decimals` });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      return z.NEVER;
    }
    return cents;
  });

/** VAT in percent (a number or numeric text, as group VAT is text); the allowed set is checked per organisation. */
const vatInput = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));
    if (!Number.isFinite(n) || n < 0 || n > 100) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    return n;
  });

/** Stock with up to 3 decimals, as integer thousandths; null stops tracking the product's stock. */
export const stockInput = z
  .number({ error: 'Stock must be a number' })
  .min(-STOCK_LIMIT, 'Stock is too small')
  .max(STOCK_LIMIT, 'Stock is too large')
  .refine((u) => Math.abs(Math.round(u * 1000) - u * 1000) < 1e-6, 'Stock has at most 3 decimals')
  .transform((u) => Math.round(u * 1000))
  .nullable();

const barcodesInput = z
  .array(
    z.string({ error: 'A barcode is text' }).trim().max(BARCODE_MAX, `A barcode is at most ${BARCODE_MAX} characters`),
    {
      error: 'Barcodes must be a list',
    },
  )
  .max(MAX_BARCODES, `At most ${MAX_BARCODES} barcodes`)
  // An empty barcode is ignored and the same one is kept once (document 2 section 5).
  .transform((list) => [...new Set(list.filter((b) => b !== ''))]);

const optionGroupInput = z
  .object({
    productGroupId: z.number().int().positive().optional(),
    productOptionGroupId: z.number().int().positive().optional(),
    productGroup: z.object({ productGroupId: z.number().int().positive() }).optional(),
    optionType: optionTypeSchema.optional().default('FREE'),
  })
  .transform((v, ctx) => {
    const groupId = v.productGroupId ?? v.productGroup?.productGroupId ?? v.productOptionGroupId;
    if (groupId === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Each option group needs a productGroupId' });
      return z.NEVER;
    }
    return { groupId, optionType: v.optionType };
  });

const imageUrlInput = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(1000, 'Image URL is at most 1000 characters')
  .refine((v) => v === '' || isImageAddress(v), 'Image URL must start with http:// or https://')
  .transform((v) => (v === '' ? null : v))
  .nullable();

const extraImagesInput = z
  .union([z.string(), z.array(z.string())], { error: 'Extra images must be text' })
  .transform((v, ctx) => {
    const list = Array.isArray(v) ? v.map((s) => s.trim()).filter((s) => s !== '') : splitList(v);
    if (list.length > 20) ctx.addIssue({ code: 'custom', message: 'At most 20 extra images' });
    const bad = list.find((u) => !isImageAddress(u) || u.length > 1000);
    if (bad) ctx.addIssue({ code: 'custom', message: 'Each extra image URL must start with http:// or https://' });
    return joinExtraImageUrls(list);
  });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);

const productFields = {
  name: nameInput,
  vatIn: vatInput('VAT in'),
  vatOut: vatInput('VAT out'),
  priceVatInclIn: priceInput('Price in'),
  priceVatInclOut: priceInput('Price out'),
  productBarcodes: barcodesInput,
  stock: stockInput,
  orderIndex: z.number({ error: 'Order must be a number' }).int('Order must be a whole number').min(-1e6).max(1e6),
  productGroupId: z.number({ error: 'Product group is required' }).int().positive('Product group is required'),
  timedProduct: flag('Timed product'),
  weightPrice: flag('Weight price'),
  allowDecimalUnits: flag('Decimal units'),
  dynamicPrice: flag('Dynamic price'),
  allowedOptionGroups: z.array(optionGroupInput).max(50, 'At most 50 option groups'),
  freeOptionGroupsMultiChoice: flag('Free options multi-choice'),
  paidOptionGroupsMultiChoice: flag('Paid options multi-choice'),
  color: z
    .string({ error: 'Colour must be text such as #8393F4' })
    .transform(normalizeColor)
    .refine((c) => HEX_COLOR.test(c), 'Colour must be a hex colour such as #8393F4')
    .nullable(),
  imageUrl: imageUrlInput,
  extraImageUrls: extraImagesInput,
  userHidden: flag('Hidden in app'),
  webHidden: flag('Hidden on web'),
  kioskHidden: flag('Hidden on kiosk'),
  favorite: flag('Favourite'),
  promoPercent: z
    .number({ error: 'Promo must be a number' })
    .min(0, 'Promo is between 0 and 100')
    .max(100, 'Promo is between 0 and 100'),
  parentProductId: z.number({ error: 'Parent product must be a product id' }).int().positive().nullable(),
  tags: text('Tags', 1000).transform((v) => splitList(v).join(',')),
  externalReference: text('External reference', 200)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  description: z.object({
    en: text('English description', 5000).optional(),
    fr: text('French description', 5000).optional(),
    nl: text('Dutch description', 5000).optional(),
  }),
};

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

/** POST /product: name, group, VAT and prices are required; the rest take the defaults of document 2 section 4. */
export const createProductSchema = z.object({
  ...optional(productFields),
  name: productFields.name,
  productGroupId: productFields.productGroupId,
  vatIn: productFields.vatIn,
  vatOut: productFields.vatOut,
  priceVatInclIn: productFields.priceVatInclIn,
  priceVatInclOut: productFields.priceVatInclOut,
});
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/** PATCH /product/{productId}: any subset; unknown fields (productId, orgId, productGroup) are ignored. */
export const updateProductSchema = z.object(optional(productFields));
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;

/**
 * The group as the Product entity names it (`productGroup: { productGroupId, name }`): a client may send a product it
 * loaded. The flat `productGroupId` wins when both are sent; the group's name and read-only fields are ignored.
 */
const productGroupRef = {
  productGroupId: productFields.productGroupId.optional(),
  productGroup: z
    .object(
      { productGroupId: productFields.productGroupId },
      { error: 'Product group must be an object with a productGroupId' },
    )
    .nullish(),
};
function flatGroup<T extends { productGroupId?: number; productGroup?: { productGroupId: number } | null }>(value: T) {
  const { productGroup, ...rest } = value;
  const productGroupId = rest.productGroupId ?? productGroup?.productGroupId;
  return { ...rest, ...(productGroupId !== undefined && { productGroupId }) };
}

/** POST /product body: `createProductSchema`, with the entity's `productGroup` accepted for `productGroupId`. */
export const createProductBodySchema = createProductSchema.extend(productGroupRef).transform((value, ctx) => {
  const flat = flatGroup(value);
  if (flat.productGroupId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['productGroupId'], message: 'Product group is required' });
  }
  return flat as CreateProduct;
});
/** PATCH /product/{productId} body: `updateProductSchema`, and the product as GET /product returns it. */
export const updateProductBodySchema = updateProductSchema
  .extend(productGroupRef)
  .transform((value): UpdateProduct => flatGroup(value));

export const productDeletedSchema = z.object({ productId: z.number().int() });
