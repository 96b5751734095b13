import { parseMoney } from '@comptoir/shared';
import type { Random } from '../demo/random';

/** What GET /api/terminal/catalogue answers (the fields the simulator uses). */
export interface CatalogueProduct {
  productId: number;
  name: string;
  price: string;
  /** What takeaway and delivery tickets charge. */
  priceOut: string;
  groupId: number | null;
  isOption: boolean;
  weightPrice: boolean;
  optionGroupIds: number[];
}
export interface Catalogue {
  products: CatalogueProduct[];
  tables: { tableId: number; tableNumber: number; occupied: boolean }[];
}

export interface LineInput {
  productId: number;
  units: number;
  options: { productId: number }[];
}

export interface PaymentStep {
  paymentType: 'CASH' | 'CARD';
  cents: number;
}

/** The catalogue as a till uses it: main products, and the option products of each option group. */
export function prepareCatalogue(catalogue: Catalogue) {
  const mains = catalogue.products.filter((p) => !p.isOption);
  const optionsOf = new Map<number, CatalogueProduct[]>();
  for (const p of catalogue.products) {
    if (p.isOption && p.groupId !== null) optionsOf.set(p.groupId, [...(optionsOf.get(p.groupId) ?? []), p]);
  }
  const names = new Map(catalogue.products.map((p) => [p.productId, p.name]));
  return { mains, optionsOf, names };
}
export type TillCatalogue = ReturnType<typeof prepareCatalogue>;

/**
 * 1 to `max` main products for a ticket of this kind. Options come from the product's option groups: a free choice (cooking) is always made,
 * a paid supplement sometimes. Weight-priced products get a weight in kg with up to 3 decimals.
 */
export function chooseLines(rnd: Random, cat: TillCatalogue, max = 5, kind = 'TABLE'): LineInput[] {
  // A takeaway or delivery ticket charges the out prices: a supplement free at the table may not be free to take away.
  const priceOf = (p: CatalogueProduct) => parseMoney(kind === 'TABLE' ? p.price : p.priceOut);
  if (cat.mains.length === 0) throw new Error('The catalogue has no products to sell');
  return Array.from({ length: rnd.int(1, max) }, () => {
    const p = rnd.pick(cat.mains);
    const options: LineInput['options'] = [];
    for (const groupId of p.optionGroupIds) {
      const choices = cat.optionsOf.get(groupId) ?? [];
      if (choices.length === 0) continue;
      const free = choices.every((c) => priceOf(c) === 0);
      if (free || rnd.chance(0.3)) options.push({ productId: rnd.pick(choices).productId });
    }
    const units = p.weightPrice ? rnd.int(150, 1500) / 1000 : rnd.chance(0.15) ? 2 : 1;
    return { productId: p.productId, units, options };
  });
}

/** "2 x Steak frites (À point, Fromage), 0.35 x Comté" */
export function describeLines(cat: TillCatalogue, lines: LineInput[]): string {
  return lines
    .map((l) => {
      const options = l.options.map((o) => cat.names.get(o.productId)).join(', ');
      return `${l.units === 1 ? '' : `${l.units} x `}${cat.names.get(l.productId)}${options ? ` (${options})` : ''}`;
    })
    .join(', ');
}

const NOTES = [500, 1000, 2000, 5000];

/**
 * How a table pays `dueCents`: by card, in cash with a note rounded up (the till gives change), or split in two
 * (cash and card, or two cards).
 */
export function paymentPlan(rnd: Random, dueCents: number): PaymentStep[] {
  if (dueCents <= 0) return [];
  const r = rnd.next();
  if (r < 0.5) return [{ paymentType: 'CARD', cents: dueCents }];
  if (r < 0.85 || dueCents < 200) {
    const note = rnd.pick(NOTES);
    return [{ paymentType: 'CASH', cents: Math.ceil(dueCents / note) * note }];
  }
  const first = Math.min(dueCents - 100, Math.max(100, Math.round(dueCents / 200) * 100));
  const firstType = rnd.chance(0.5) ? 'CASH' : 'CARD';
  return [
    { paymentType: firstType, cents: first },
    { paymentType: 'CARD', cents: dueCents - first },
  ];
}
