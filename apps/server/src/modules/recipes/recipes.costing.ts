import { roundDiv } from '@comptoir/shared';

/**
 * Recipe arithmetic, pure (decision 85). One unit of a product consumes, per recipe line, `quantity / yield` of an
 * ingredient or of another product (a sub-recipe, expanded in turn). Costs are computed in thousandths of a cent
 * (mc), each line rounded there, and the total rounded to the cent once at the end.
 */

export interface RecipeComponent {
  ingredient_id: number | null;
  component_product_id: number | null;
  quantity_milli: number;
  yield_bp: number;
}

/** Sub-recipes deeper than this are refused (a guard; cycles are refused when a recipe is saved). */
export const MAX_DEPTH = 10;

export type Recipes = ReadonlyMap<number, readonly RecipeComponent[]>;

/** The recipes by product, from rows in order. */
export function recipesByProduct<R extends RecipeComponent & { product_id: number }>(rows: readonly R[]) {
  const map = new Map<number, R[]>();
  for (const r of rows) {
    const list = map.get(r.product_id);
    if (list) list.push(r);
    else map.set(r.product_id, [r]);
  }
  return map;
}

/**
 * What one unit of a product consumes of each ingredient, in thousandths of the ingredient's unit (not rounded: a
 * sale rounds once, on the quantity it takes). A product without a recipe consumes nothing.
 */
export function consumptionPerUnit(productId: number, recipes: Recipes, depth = 0): Map<number, number> {
  const out = new Map<number, number>();
  if (depth > MAX_DEPTH) return out;
  for (const line of recipes.get(productId) ?? []) {
    const gross = (line.quantity_milli * 10000) / line.yield_bp;
    if (line.ingredient_id !== null) {
      out.set(line.ingredient_id, (out.get(line.ingredient_id) ?? 0) + gross);
    } else if (line.component_product_id !== null) {
      for (const [ingredient, milli] of consumptionPerUnit(line.component_product_id, recipes, depth + 1))
        out.set(ingredient, (out.get(ingredient) ?? 0) + (gross * milli) / 1000);
    }
  }
  return out;
}

/** The cost of one recipe line in mc: an ingredient at its price per unit, or a sub-recipe at its own cost. */
export function lineCostMc(line: RecipeComponent, prices: ReadonlyMap<number, number>, recipes: Recipes, depth = 0) {
  if (line.ingredient_id !== null)
    return roundDiv(line.quantity_milli * (prices.get(line.ingredient_id) ?? 0) * 10000, line.yield_bp);
  if (line.component_product_id === null) return 0;
  const sub = unitCostMc(line.component_product_id, prices, recipes, depth + 1);
  return roundDiv(line.quantity_milli * sub * 10, line.yield_bp);
}

/** The cost of one unit of a product in mc (0 without a recipe). */
export function unitCostMc(
  productId: number,
  prices: ReadonlyMap<number, number>,
  recipes: Recipes,
  depth = 0,
): number {
  if (depth > MAX_DEPTH) return 0;
  return (recipes.get(productId) ?? []).reduce((sum, l) => sum + lineCostMc(l, prices, recipes, depth), 0);
}

/** mc -> cents, rounded half away from zero. */
export const mcToCents = (mc: number) => roundDiv(mc, 1000);

/**
 * Whether saving `lines` as the recipe of `productId` would make a product contain itself, directly or through
 * sub-recipes. Answers the first product on the loop (the one whose recipe leads back), or null.
 */
export function cycleThrough(productId: number, lines: readonly RecipeComponent[], recipes: Recipes): number | null {
  const next = (id: number) =>
    (id === productId ? lines : (recipes.get(id) ?? [])).flatMap((l) =>
      l.component_product_id === null ? [] : [l.component_product_id],
    );
  const seen = new Set<number>();
  const stack = next(productId).map((id) => ({ id, via: id }));
  while (stack.length) {
    const { id, via } = stack.pop()!;
    if (id === productId) return via;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const n of next(id)) stack.push({ id: n, via });
  }
  return null;
}

/** The price in force per ingredient, from rows ordered by ingredient then newest first. */
export function latestPrices(rows: readonly { ingredient_id: number; price_cents: number; valid_from: number }[]) {
  const prices = new Map<number, number>();
  const since = new Map<number, number>();
  for (const r of rows) {
    if (prices.has(r.ingredient_id)) continue;
    prices.set(r.ingredient_id, r.price_cents);
    since.set(r.ingredient_id, Number(r.valid_from));
  }
  return { prices, since };
}
