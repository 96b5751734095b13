import { centsToString, milliToNumber, type OptionType, type Product } from '@comptoir/shared';
import { z } from 'zod';
import { fromFlag, parseJson } from '../../db/database';
import { barcodesOf, type GroupRow, type ProductRow } from './products.repository';

/**
 * The product fields of document 2 section 3 that have no column, kept in the product's `settings` JSON. Each value
 * that is missing or broken falls back to its default on its own.
 */
const settingsSchema = z.object({
  kioskHidden: z.boolean().catch(false),
  externalReference: z.string().nullable().catch(null),
  timedProduct: z.boolean().catch(false),
  allowDecimalUnits: z.boolean().catch(false),
  dynamicPrice: z.boolean().catch(false),
  /** Option group id -> FREE or PAID; the ids themselves are the `option_group_ids` column the tills read. */
  optionTypes: z.record(z.string(), z.enum(['FREE', 'PAID'])).catch({}),
  freeOptionGroupsMultiChoice: z.boolean().catch(false),
  paidOptionGroupsMultiChoice: z.boolean().catch(false),
  extraImageUrls: z.string().catch(''),
  promoPercent: z.number().catch(0),
  parentProductId: z.number().int().nullable().catch(null),
  tags: z.string().catch(''),
  description: z.object({ en: z.string().catch(''), fr: z.string().catch(''), nl: z.string().catch('') }).catch({
    en: '',
    fr: '',
    nl: '',
  }),
});
export type ProductSettings = z.infer<typeof settingsSchema>;

const DEFAULT_SETTINGS: ProductSettings = settingsSchema.parse({});

export function parseSettings(text: string | null | undefined): ProductSettings {
  // Most products have no extra field: skip the parse (10,000 products are listed at once).
  if (!text || text === '{}') {
    return { ...DEFAULT_SETTINGS, optionTypes: {}, description: { ...DEFAULT_SETTINGS.description } };
  }
  return settingsSchema.parse(parseJson<unknown>(text, {}) ?? {});
}

export function optionIdsOf(row: Pick<ProductRow, 'option_group_ids'>): number[] {
  const ids = parseJson<unknown>(row.option_group_ids, []);
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/** A product row as the API shows it; `groups` names the product's group and option groups (live ones only). */
export function toProduct(row: ProductRow, groups: Map<number, GroupRow>): Product {
  const s = parseSettings(row.settings);
  const group = row.group_id === null ? undefined : groups.get(row.group_id);
  const multi = (type: OptionType) => (type === 'PAID' ? s.paidOptionGroupsMultiChoice : s.freeOptionGroupsMultiChoice);
  return {
    productId: row.id,
    name: row.name,
    vatIn: row.vat_bp / 100,
    vatOut: (row.vat_out_bp ?? row.vat_bp) / 100,
    priceVatInclIn: centsToString(row.price_cents),
    priceVatInclOut: centsToString(row.price_out_cents ?? row.price_cents),
    productBarcodes: barcodesOf(row),
    stock: row.stock_milli === null ? null : milliToNumber(Number(row.stock_milli)),
    orderIndex: row.sort_order,
    productGroupId: group ? group.id : null,
    productGroup: group ? { productGroupId: group.id, name: group.name } : null,
    timedProduct: s.timedProduct,
    weightPrice: fromFlag(row.weight_price),
    allowDecimalUnits: s.allowDecimalUnits,
    dynamicPrice: s.dynamicPrice,
    allowedOptionGroups: optionIdsOf(row).flatMap((id) => {
      const g = groups.get(id);
      if (!g) return [];
      const optionType = s.optionTypes[String(id)] ?? 'FREE';
      return [
        {
          productOptionGroupId: id,
          productGroup: { productGroupId: id, name: g.name },
          multiOptionAllowed: multi(optionType),
          optionType,
        },
      ];
    }),
    freeOptionGroupsMultiChoice: s.freeOptionGroupsMultiChoice,
    paidOptionGroupsMultiChoice: s.paidOptionGroupsMultiChoice,
    color: row.color,
    imageUrl: row.image_url,
    extraImageUrls: s.extraImageUrls,
    userHidden: fromFlag(row.user_hidden),
    webHidden: fromFlag(row.web_hidden),
    kioskHidden: s.kioskHidden,
    favorite: fromFlag(row.favorite),
    promoPercent: s.promoPercent,
    parentProductId: s.parentProductId,
    tags: s.tags,
    externalReference: s.externalReference,
    description: s.description,
    orgId: row.org_id,
  };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** GET /product order: group id (products without a group last), then name, then id (the same on both databases). */
export function compareProducts(a: Product, b: Product): number {
  const ga = a.productGroupId ?? Number.MAX_SAFE_INTEGER;
  const gb = b.productGroupId ?? Number.MAX_SAFE_INTEGER;
  return ga - gb || collator.compare(a.name, b.name) || a.productId - b.productId;
}
