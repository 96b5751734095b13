import type { AccountId, LineId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import { consumptionPerUnit, latestPrices, MAX_DEPTH, recipesByProduct } from './recipes.costing';
import { type NewMovement, type RecipeLineRow, recipesRepository as repo } from './recipes.repository';

/** A ticket line as the till path hands it over. */
export interface SoldLine {
  lineId: LineId;
  productId: number;
  unitsMilli: number;
}

/** The recipes of the given products and of every sub-recipe they reach (one query per level). */
async function loadRecipes(org: OrgDb, productIds: readonly number[]) {
  const rows: RecipeLineRow[] = [];
  const loaded = new Set<number>();
  let wanted = [...new Set(productIds)];
  for (let depth = 0; wanted.length && depth <= MAX_DEPTH; depth++) {
    for (const id of wanted) loaded.add(id);
    const found = await repo.recipeLines(org, wanted);
    rows.push(...found);
    wanted = [
      ...new Set(found.flatMap((r) => (r.component_product_id === null ? [] : [r.component_product_id]))),
    ].filter((id) => !loaded.has(id));
  }
  return recipesByProduct(rows);
}

/**
 * Applies movements to the ingredients' stock, one relative update per ingredient (concurrent sales never lose one),
 * and writes the movement rows with the stock each leaves, in the caller's transaction.
 */
async function apply(org: OrgDb, moves: NewMovement[]): Promise<void> {
  const total = new Map<number, number>();
  for (const m of moves) total.set(m.ingredient_id, (total.get(m.ingredient_id) ?? 0) + Number(m.variation_milli));
  const stocks = await repo.adjustStocks(org, total);
  const after = new Map([...total].map(([id, variation]) => [id, stocks.get(id)! - variation]));
  for (const m of moves) {
    const stock = after.get(m.ingredient_id)! + Number(m.variation_milli);
    after.set(m.ingredient_id, stock);
    m.new_stock_milli = stock;
  }
  await repo.insertMovements(org, moves);
}

/** The stock side of the till path (issue 27): what the accounts module calls, in its own transaction. */
export const recipesTill = {
  /**
   * Takes the ingredients of the sold lines whose product has a recipe, as SALE movements naming the ticket and the
   * line, valued at the price in force at the sale. Answers the products it handled: those keep their own stock
   * untouched (decision 85); the others move their own stock as before.
   */
  async takeForSale(
    org: OrgDb,
    sale: { accountId: AccountId; userId: number; at: number; lines: readonly SoldLine[] },
  ): Promise<Set<number>> {
    const recipes = await loadRecipes(
      org,
      sale.lines.map((l) => l.productId),
    );
    const handled = new Set(sale.lines.map((l) => l.productId).filter((id) => recipes.has(id)));
    if (!handled.size) return handled;
    const perUnit = new Map([...handled].map((id) => [id, consumptionPerUnit(id, recipes)]));
    const ingredientIds = [...new Set([...perUnit.values()].flatMap((m) => [...m.keys()]))];
    const { prices } = latestPrices(await repo.pricesUpTo(org, ingredientIds, sale.at));
    const moves: NewMovement[] = [];
    for (const line of sale.lines) {
      for (const [ingredientId, milli] of perUnit.get(line.productId) ?? []) {
        const variation = -Math.round((milli * line.unitsMilli) / 1000);
        if (variation === 0) continue;
        moves.push({
          ingredient_id: ingredientId,
          timestamp: sale.at,
          new_stock_milli: 0,
          variation_milli: variation,
          cost_mc: variation * (prices.get(ingredientId) ?? 0),
          reason: 'SALE',
          client_account_id: sale.accountId,
          ordered_product_id: line.lineId,
          units_milli: line.unitsMilli,
          user_id: sale.userId,
        });
      }
    }
    await apply(org, moves);
    return handled;
  },

  /**
   * Gives back (or takes again) what a ticket line took: a void gives back the line's own SALE movements; a
   * correction line gives back, in proportion of its units, what the line it corrects moved (so a reversal of a
   * correction takes again). Values stay those of the original movements. `unitsMilli` is the quantity given back
   * (negative: taken again). Answers false when the corrected line moved no ingredient (no recipe then): its product
   * stock is the caller's.
   */
  async giveBack(
    org: OrgDb,
    move: {
      line: { id: LineId; client_account_id: AccountId; corrects_line_id?: LineId | null };
      unitsMilli: number;
      reason: 'VOID' | 'CORRECTION';
      userId: number;
      at: number;
    },
  ): Promise<boolean> {
    const source = move.line.corrects_line_id ?? move.line.id;
    const base = await repo.lineMovements(org, source);
    if (!base.length) return false;
    const sold = -move.unitsMilli;
    const moves: NewMovement[] = base
      .filter((m) => Number(m.units_milli) !== 0)
      .map((m) => {
        const ratio = sold / Number(m.units_milli);
        return {
          ingredient_id: m.ingredient_id,
          timestamp: move.at,
          new_stock_milli: 0,
          variation_milli: Math.round(Number(m.variation_milli) * ratio),
          cost_mc: Math.round(Number(m.cost_mc) * ratio),
          reason: move.reason,
          client_account_id: move.line.client_account_id,
          ordered_product_id: move.line.id,
          units_milli: sold,
          user_id: move.userId,
        };
      })
      .filter((m) => m.variation_milli !== 0);
    await apply(org, moves);
    return true;
  },
};
