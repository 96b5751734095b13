import { type IngredientUnit, type LowStock, milliToNumber, type RecipeSettings } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { fromFlag, toFlag } from '../../db/database';
import type { Actor } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import type { OrgDb } from '../../lib/org-db';
import { alertsRepository as repo } from './recipes.alerts.repository';
import { consumptionPerUnit, recipesByProduct } from './recipes.costing';

/**
 * The products whose recipe cannot be made once from the stock, from recipe lines carrying their ingredient's stock
 * (pure). One unit needs, per ingredient, what a sale of one unit would take: the recipe, its sub-recipes and
 * yields, rounded once as the sale rounds it (decision 85); it is sold out when an ingredient's stock is under that.
 * A product without a recipe (or whose recipe reaches no ingredient) is never sold out by this rule.
 */
export function soldOutOf(
  rows: readonly {
    product_id: number;
    ingredient_id: number | null;
    component_product_id: number | null;
    quantity_milli: number;
    yield_bp: number;
    stock_milli: number | null;
  }[],
): Set<number> {
  const recipes = recipesByProduct(
    rows.map((r) => ({ ...r, quantity_milli: Number(r.quantity_milli), yield_bp: Number(r.yield_bp) })),
  );
  const stock = new Map<number, number>();
  for (const r of rows) if (r.ingredient_id !== null) stock.set(r.ingredient_id, Number(r.stock_milli ?? 0));
  const out = new Set<number>();
  for (const productId of recipes.keys()) {
    for (const [ingredientId, milli] of consumptionPerUnit(productId, recipes)) {
      const needed = Math.round(milli);
      if (needed > 0 && (stock.get(ingredientId) ?? 0) < needed) {
        out.add(productId);
        break;
      }
    }
  }
  return out;
}

/** Stock alerts of the recipes module (issue 27): what the dashboard and the till's catalogue show. */
export const stockAlertsService = {
  /** Live ingredients under their minimum, the emptiest first (the share of the minimum left), then by name. */
  async belowMinimum(org: OrgDb): Promise<LowStock[]> {
    const rows = await repo.belowMinimum(org);
    const left = (r: (typeof rows)[number]) => Number(r.stock_milli) / Number(r.min_stock_milli);
    return [...rows]
      .sort((a, b) => left(a) - left(b))
      .map((r) => ({
        ingredientId: r.id,
        name: r.name,
        unit: r.unit as IngredientUnit,
        stock: milliToNumber(Number(r.stock_milli)),
        minStock: milliToNumber(Number(r.min_stock_milli)),
      }));
  },

  /**
   * The products sold out because their recipe cannot be made from the stock, when the organisation asks for it
   * (none otherwise). One query whatever the number of products: the till's catalogue calls it when it builds its
   * answer, which every stock change drops (sales, voids, corrections, counts, hand changes, recipes, this setting).
   */
  async soldOut(org: OrgDb): Promise<Set<number>> {
    return soldOutOf(await repo.recipeStock(org));
  },

  async settings(org: OrgDb): Promise<RecipeSettings> {
    const row = await repo.settings(org);
    return { soldOutFromStock: fromFlag(row?.sold_out_from_stock) };
  },

  async saveSettings(ctx: ServerContext, actor: Actor, input: RecipeSettings): Promise<RecipeSettings> {
    await repo.saveSettings(actor, { sold_out_from_stock: toFlag(input.soldOutFromStock) }, actor.userId, ctx.now());
    catalogueChanged(ctx, actor);
    return stockAlertsService.settings(actor);
  },
};
