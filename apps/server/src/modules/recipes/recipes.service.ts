import {
  centsToString,
  type createIngredientSchema,
  type Ingredient,
  type IngredientImportRow,
  type IngredientMovement,
  type IngredientPrice,
  type IngredientUnit,
  milliToNumber,
  type ProductCost,
  type Recipe,
  type recipeInputSchema,
  type updateIngredientSchema,
  vatExclOf,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Actor } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import {
  cycleThrough,
  latestPrices,
  lineCostMc,
  mcToCents,
  type RecipeComponent,
  recipesByProduct,
  unitCostMc,
} from './recipes.costing';
import { type IngredientRow, recipesRepository as repo } from './recipes.repository';
import { recipesTill } from './recipes.till';

const toMilli = (n: number) => Math.round(n * 1000);
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

function ingredientDto(row: IngredientRow, price: number | undefined, since: number | undefined): Ingredient {
  return {
    ingredientId: row.id,
    name: row.name,
    unit: row.unit as IngredientUnit,
    supplier: row.supplier,
    stock: milliToNumber(Number(row.stock_milli)),
    minStock: milliToNumber(Number(row.min_stock_milli)),
    price: price === undefined ? null : centsToString(price),
    priceValidFrom: since ?? null,
    belowMinimum: Number(row.stock_milli) < Number(row.min_stock_milli),
  };
}

async function liveIngredient(org: OrgDb, id: number) {
  const [row] = await repo.ingredients(org, [id]);
  if (!row || row.deleted_at !== null) throw notFound('Ingredient');
  return row;
}

async function readIngredient(org: OrgDb, id: number, at: number) {
  const row = await liveIngredient(org, id);
  const { prices, since } = latestPrices(await repo.pricesUpTo(org, [id], at));
  return ingredientDto(row, prices.get(id), since.get(id));
}

/** Sets an ingredient's stock to a value, recording the difference (MANUAL, or COUNT with its loss reason). */
export async function setIngredientStock(
  db: Executor,
  actor: Actor,
  id: number,
  stockMilli: number,
  at: number,
  count?: { stockCountId: number; lossReason: string },
) {
  const org = orgDb(db, actor.orgId);
  const current = Number(await repo.lockedStock(org, id));
  const variation = stockMilli - current;
  if (variation === 0 && !count) return;
  const { prices } = latestPrices(await repo.pricesUpTo(org, [id], at));
  await repo.adjustStock(org, id, variation);
  await repo.insertMovements(org, [
    {
      ingredient_id: id,
      timestamp: at,
      new_stock_milli: stockMilli,
      variation_milli: variation,
      cost_mc: variation * (prices.get(id) ?? 0),
      reason: count ? 'COUNT' : 'MANUAL',
      loss_reason: count && variation !== 0 ? count.lossReason : null,
      stock_count_id: count?.stockCountId ?? null,
      user_id: actor.userId,
    },
  ]);
}

/** A product's cost now and its margins at the eat-in and takeaway prices, excl. VAT. */
export function productCost(
  p: Awaited<ReturnType<typeof repo.products>>[number],
  costMc: number,
  hasRecipe: boolean,
): ProductCost {
  const cost = mcToCents(costMc);
  const exclIn = vatExclOf(p.price_cents, p.vat_bp);
  const exclOut = vatExclOf(p.price_out_cents ?? p.price_cents, p.vat_out_bp ?? p.vat_bp);
  return {
    productId: p.id,
    name: p.name,
    productGroupId: p.group_id,
    hasRecipe,
    cost: centsToString(cost),
    priceExclIn: centsToString(exclIn),
    priceExclOut: centsToString(exclOut),
    marginIn: centsToString(exclIn - cost),
    marginOut: centsToString(exclOut - cost),
    foodCostPercentIn: pct(cost, exclIn),
    foodCostPercentOut: pct(cost, exclOut),
  };
}

/** Everything costing needs now: all recipes and the prices in force. */
async function costingNow(org: OrgDb, at: number) {
  const recipes = recipesByProduct(await repo.recipeLines(org, null));
  const { prices } = latestPrices(await repo.pricesUpTo(org, null, at));
  return { recipes, prices };
}

/** Ingredients and recipes of the catalogue (issue 27), behind ADMIN_PRODUCTS (decision 86). */
export const recipesService = {
  till: recipesTill,

  async listIngredients(ctx: ServerContext, org: OrgDb): Promise<Ingredient[]> {
    const rows = await repo.ingredients(org);
    const { prices, since } = latestPrices(await repo.pricesUpTo(org, null, ctx.now()));
    return rows.map((r) => ingredientDto(r, prices.get(r.id), since.get(r.id)));
  },

  async createIngredient(ctx: ServerContext, actor: Actor, input: z.output<typeof createIngredientSchema>) {
    const at = ctx.now();
    const created = await inOrgTransaction(actor, async (org) => {
      const id = await createOne(org.db, actor, input, at);
      return readIngredient(org, id, at);
    });
    // The till's catalogue shows what stock can make (sold out from stock): every stock change drops it.
    catalogueChanged(ctx, actor);
    return created;
  },

  async updateIngredient(ctx: ServerContext, actor: Actor, id: number, input: z.output<typeof updateIngredientSchema>) {
    const at = ctx.now();
    const updated = await inOrgTransaction(actor, async (org) => {
      await liveIngredient(org, id);
      await repo.updateIngredient(org, id, {
        name: input.name,
        unit: input.unit,
        supplier: input.supplier,
        min_stock_milli: toMilli(input.minStock),
      });
      if (input.stock !== undefined) await setIngredientStock(org.db, actor, id, toMilli(input.stock), at);
      return readIngredient(org, id, at);
    });
    catalogueChanged(ctx, actor);
    return updated;
  },

  async deleteIngredient(ctx: ServerContext, org: OrgDb, id: number) {
    await inOrgTransaction(org, async (org) => {
      await liveIngredient(org, id);
      const users = await repo.recipesUsing(org, id);
      if (users.length)
        throw conflict(`This ingredient is in the recipe of ${users.map((u) => u.name).join(', ')}`, undefined, {
          reason: 'INGREDIENT_IN_USE',
          params: { products: users.length },
        });
      await repo.updateIngredient(org, id, { deleted_at: ctx.now() });
    });
    return { ingredientId: id };
  },

  /** Creates or updates the rows of a CSV import (matched by name, case-insensitive), all or nothing. */
  async importIngredients(ctx: ServerContext, actor: Actor, rows: IngredientImportRow[]) {
    const at = ctx.now();
    const names = rows.map((r) => r.name.toLowerCase());
    const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
    if (twice >= 0) throw badRequest('A name appears twice in the file', { [`rows.${twice}.name`]: 'Duplicate name' });
    const result = await inOrgTransaction(actor, async (org) => {
      const existing = new Map((await repo.ingredients(org)).map((r) => [r.name.toLowerCase(), r.id]));
      let created = 0;
      for (const row of rows) {
        const id = existing.get(row.name.toLowerCase());
        if (id === undefined) {
          await createOne(org.db, actor, row, at);
          created++;
          continue;
        }
        await repo.updateIngredient(org, id, {
          unit: row.unit,
          supplier: row.supplier,
          min_stock_milli: toMilli(row.minStock),
        });
        if (row.stock !== undefined) await setIngredientStock(org.db, actor, id, toMilli(row.stock), at);
        if (row.price !== undefined) await repo.insertPrice(org, id, at, row.price, actor.userId, at);
      }
      return { created, updated: rows.length - created };
    });
    catalogueChanged(ctx, actor);
    return result;
  },

  async prices(org: OrgDb, id: number): Promise<IngredientPrice[]> {
    await liveIngredient(org, id);
    return (await repo.prices(org, id)).map((r) => ({
      ingredientPriceId: r.id,
      price: centsToString(r.price_cents),
      validFrom: Number(r.valid_from),
    }));
  },

  async addPrice(ctx: ServerContext, actor: Actor, id: number, input: { price: number; validFrom?: number }) {
    const at = ctx.now();
    await inOrgTransaction(actor, async (org) => {
      await liveIngredient(org, id);
      await repo.insertPrice(org, id, input.validFrom ?? at, input.price, actor.userId, at);
    });
    return recipesService.prices(actor, id);
  },

  async movements(org: OrgDb, id: number): Promise<IngredientMovement[]> {
    const [row] = await repo.ingredients(org, [id]);
    if (!row) throw notFound('Ingredient');
    return (await repo.movements(org, id)).map((m) => ({
      ingredientMovementId: m.id,
      timestamp: Number(m.timestamp),
      newStock: milliToNumber(Number(m.new_stock_milli)),
      variation: milliToNumber(Number(m.variation_milli)),
      value: centsToString(mcToCents(Number(m.cost_mc))),
      reason: m.reason,
      lossReason: m.loss_reason,
      clientAccountId: m.client_account_id,
      stockCountId: m.stock_count_id,
      user: m.username === null ? null : { username: m.username },
    }));
  },

  /** A product's recipe with each line's cost, the cost and the margins now. */
  async recipe(ctx: ServerContext, org: OrgDb, productId: number): Promise<Recipe> {
    const [product] = await repo.products(org, [productId]);
    if (!product) throw notFound('Product');
    const { recipes, prices } = await costingNow(org, ctx.now());
    const rows = (await repo.recipeLines(org, [productId])) as (RecipeComponent & {
      ingredient_name: string | null;
      product_name: string | null;
      unit: string | null;
    })[];
    return {
      ...productCost(product, unitCostMc(productId, prices, recipes), rows.length > 0),
      lines: rows.map((r) => ({
        ingredientId: r.ingredient_id,
        componentProductId: r.component_product_id,
        name: r.ingredient_name ?? r.product_name ?? '',
        unit: (r.unit as IngredientUnit | null) ?? null,
        quantity: milliToNumber(Number(r.quantity_milli)),
        yieldPercent: r.yield_bp / 100,
        cost: centsToString(mcToCents(lineCostMc(r, prices, recipes))),
      })),
    };
  },

  /** Replaces a product's recipe (an empty list removes it); refuses unknown parts and a product containing itself. */
  async saveRecipe(ctx: ServerContext, org: OrgDb, productId: number, input: z.output<typeof recipeInputSchema>) {
    await inOrgTransaction(org, async (org) => {
      const [product] = await repo.products(org, [productId]);
      if (!product) throw notFound('Product');
      const lines = input.lines.map((l, i) => ({
        ingredient_id: l.ingredientId ?? null,
        component_product_id: l.componentProductId ?? null,
        quantity_milli: toMilli(l.quantity),
        yield_bp: Math.round(l.yieldPercent * 100),
        position: i,
      }));
      const ingredients = new Map(
        (
          await repo.ingredients(
            org,
            lines.flatMap((l) => l.ingredient_id ?? []),
          )
        ).map((r) => [r.id, r]),
      );
      const components = new Set(
        (
          await repo.products(
            org,
            lines.flatMap((l) => l.component_product_id ?? []),
          )
        ).map((p) => p.id),
      );
      const fieldErrors: Record<string, string> = {};
      lines.forEach((l, i) => {
        const ingredient = l.ingredient_id === null ? null : ingredients.get(l.ingredient_id);
        if (ingredient !== null && (!ingredient || ingredient.deleted_at !== null))
          fieldErrors[`lines.${i}.ingredientId`] = 'Ingredient not found';
        if (l.component_product_id !== null && !components.has(l.component_product_id))
          fieldErrors[`lines.${i}.componentProductId`] = 'Product not found';
      });
      if (Object.keys(fieldErrors).length) throw badRequest('The recipe names unknown parts', fieldErrors);
      const recipes = recipesByProduct(await repo.recipeLines(org, null));
      const loop = cycleThrough(productId, lines, recipes);
      if (loop !== null) {
        const [via] = await repo.products(org, [loop]);
        const i = lines.findIndex((l) => l.component_product_id === loop);
        throw badRequest(
          `A recipe cannot contain itself: ${via?.name ?? loop} leads back to ${product.name}`,
          { [`lines.${i}.componentProductId`]: 'This product contains the product being edited' },
          { reason: 'RECIPE_CYCLE', params: { product: via?.name ?? String(loop) } },
        );
      }
      await repo.replaceRecipe(org, productId, lines);
    });
    catalogueChanged(ctx, org);
    return recipesService.recipe(ctx, org, productId);
  },

  /** Every live product's cost and margins now (products without a recipe cost 0 and say so). */
  async productCosts(ctx: ServerContext, org: OrgDb): Promise<ProductCost[]> {
    const { recipes, prices } = await costingNow(org, ctx.now());
    const products = await repo.products(org);
    return products.map((p) => productCost(p, unitCostMc(p.id, prices, recipes), recipes.has(p.id)));
  },
};

async function createOne(db: Executor, actor: Actor, input: IngredientImportRow, at: number) {
  const org = orgDb(db, actor.orgId);
  const id = await repo.insertIngredient(org, {
    name: input.name,
    unit: input.unit,
    supplier: input.supplier,
    stock_milli: 0,
    min_stock_milli: toMilli(input.minStock),
    created_at: at,
  });
  if (input.price !== undefined) await repo.insertPrice(org, id, at, input.price, actor.userId, at);
  if (input.stock) await setIngredientStock(db, actor, id, toMilli(input.stock), at);
  return id;
}
