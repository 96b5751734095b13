/** Rules of the products screens (document 2 sections 4 and 5), kept apart from the components so they are tested. */
import {
  type CreateProductInput,
  centsToString,
  PRODUCT_COPY_SUFFIX,
  PRODUCT_NAME_MAX,
  type Product,
  parseMoney,
  type UpdateProductInput,
} from '@comptoir/shared';
import { formatNumber } from '../../lib/format';

/** Document 2 section 9: 500 rows a page, up to 10,000. */
export const PAGE_SIZES = [500, 1000, 2500, 5000, 10000];

/** The outcome of an inline edit: a PATCH body, or why it was cancelled. */
export type InlineResult = { body: UpdateProductInput } | { cancel: 'unchanged' | 'invalid' };

/** Inline name: trimmed, non-empty (the reading shared with the dialog and the server), changed. */
export function nameEdit(product: Product, typed: string): InlineResult {
  const name = typed.trim();
  if (name === '' || name.length > PRODUCT_NAME_MAX) return { cancel: 'invalid' };
  if (name === product.name) return { cancel: 'unchanged' };
  return { body: { name } };
}

/** A typed amount ("3,5", "3.456") rounded to 2 decimals, in cents; null when it is not a number >= 0. */
export function typedCents(typed: string): number | null {
  const text = typed.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * Inline price (document 2 section 4): changing the price out sets the price in to it too; changing a price in that
 * equalled the price out changes both.
 */
export function priceEdit(product: Product, field: 'in' | 'out', typed: string): InlineResult {
  const cents = typedCents(typed);
  if (cents === null) return { cancel: 'invalid' };
  const price = centsToString(cents);
  const current = field === 'in' ? product.priceVatInclIn : product.priceVatInclOut;
  if (parseMoney(current) === cents) return { cancel: 'unchanged' };
  if (field === 'out') return { body: { priceVatInclOut: price, priceVatInclIn: price } };
  const same = product.priceVatInclIn === product.priceVatInclOut;
  return { body: same ? { priceVatInclIn: price, priceVatInclOut: price } : { priceVatInclIn: price } };
}

/** A typed stock: a number with up to 3 decimals (rounded), else null. */
export function typedStock(typed: string): number | null {
  const text = typed.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Math.round(Number(text) * 1000) / 1000;
}

export function stockEdit(product: Product, typed: string): InlineResult {
  const stock = typedStock(typed);
  if (stock === null) return { cancel: 'invalid' };
  if (stock === product.stock) return { cancel: 'unchanged' };
  return { body: { stock } };
}

/** Barcode list edits (document 2 section 5): empty ones are ignored, none twice; an empty edit removes it. */
export function addBarcode(list: string[], typed: string): string[] | null {
  const code = typed.trim();
  if (code === '' || list.includes(code)) return null;
  return [...list, code];
}
export function replaceBarcode(list: string[], index: number, typed: string): string[] | null {
  const code = typed.trim();
  if (code === list[index]) return null;
  if (code === '') return list.filter((_, i) => i !== index);
  if (list.includes(code)) return list.filter((_, i) => i !== index);
  return list.map((b, i) => (i === index ? code : b));
}

/** Inline group change: the product's options can never include its own group. */
export function groupEdit(product: Product, groupId: number): UpdateProductInput | null {
  if (groupId === product.productGroupId) return null;
  const body: UpdateProductInput = { productGroupId: groupId };
  if (product.allowedOptionGroups.some((o) => o.productGroup.productGroupId === groupId)) {
    body.allowedOptionGroups = product.allowedOptionGroups
      .filter((o) => o.productGroup.productGroupId !== groupId)
      .map((o) => ({ productGroupId: o.productGroup.productGroupId, optionType: o.optionType }));
  }
  return body;
}

/** The product's fields that the product, its form and its body hold the same way (flags, promo, parent, tags). */
export const SAME_FIELDS = [
  'orderIndex',
  'timedProduct',
  'weightPrice',
  'allowDecimalUnits',
  'dynamicPrice',
  'userHidden',
  'webHidden',
  'kioskHidden',
  'favorite',
  'promoPercent',
  'parentProductId',
  'tags',
] as const;
type SameField = (typeof SAME_FIELDS)[number];

/** The SAME_FIELDS of a product or a product form, as they are. */
export function sameFields(source: Pick<Product, SameField>): Pick<Product, SameField> {
  return Object.fromEntries(SAME_FIELDS.map((key) => [key, source[key]])) as Pick<Product, SameField>;
}

/** The whole product as a create/update body (what the dialog and duplicate send). */
export function productBody(p: Product): CreateProductInput {
  return {
    name: p.name,
    productGroupId: p.productGroupId ?? 0,
    vatIn: p.vatIn,
    vatOut: p.vatOut,
    priceVatInclIn: p.priceVatInclIn,
    priceVatInclOut: p.priceVatInclOut,
    productBarcodes: p.productBarcodes,
    stock: p.stock,
    ...sameFields(p),
    allowedOptionGroups: p.allowedOptionGroups.map((o) => ({
      productGroupId: o.productGroup.productGroupId,
      optionType: o.optionType,
    })),
    freeOptionGroupsMultiChoice: p.freeOptionGroupsMultiChoice,
    paidOptionGroupsMultiChoice: p.paidOptionGroupsMultiChoice,
    color: p.color,
    imageUrl: p.imageUrl,
    extraImageUrls: p.extraImageUrls,
    externalReference: p.externalReference,
    description: p.description,
  };
}

/**
 * Duplicate (document 2 section 4): the name gets ' copy', no barcodes, stock 0. A product whose stock is not
 * tracked stays untracked (starting to count it is a decision of its own).
 */
export function duplicateBody(p: Product): CreateProductInput {
  const name = `${p.name.slice(0, PRODUCT_NAME_MAX - PRODUCT_COPY_SUFFIX.length)}${PRODUCT_COPY_SUFFIX}`;
  return { ...productBody(p), name, productBarcodes: [], stock: p.stock === null ? null : 0 };
}

/** Stock as shown: up to 3 decimals in the interface language; an em dash when not tracked. */
export function formatStock(stock: number | null, lng: string): string {
  return stock === null ? '—' : formatNumber(stock, lng);
}

/** Lower case without accents: "Épicerie" and "epi" meet. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export interface ProductFilters {
  q: string;
  name: string;
  group: string;
}

/** Global keyword (contains, in any shown text) and the starts-with filters on name and group name. */
export function filterProducts(products: Product[], f: ProductFilters): Product[] {
  const q = fold(f.q.trim());
  const name = fold(f.name.trim());
  const group = fold(f.group.trim());
  if (!q && !name && !group) return products;
  return products.filter((p) => {
    if (name && !fold(p.name).startsWith(name)) return false;
    if (group && !fold(p.productGroup?.name ?? '').startsWith(group)) return false;
    if (!q) return true;
    const haystack = [
      p.name,
      p.productGroup?.name ?? '',
      p.priceVatInclIn,
      p.priceVatInclOut,
      p.productBarcodes.join(' '),
      p.tags,
      p.externalReference ?? '',
      String(p.productId),
    ].join(' ');
    return fold(haystack).includes(q);
  });
}
