import type { ServerContext } from '../context';
import { type OrgDb, orgDb } from '../lib/org-db';
import type { Executor } from '../lib/tx';
import { recipesTill } from '../modules/recipes';
import { demoAdmin } from './demo-invoices';
import { BISTRO } from './demo-orgs';

/**
 * The bistro's ingredients and recipes (issue 27): dated prices (a month ago, the beef dearer ten days ago), recipes
 * for its dishes, drinks and sauces (a sub-recipe), a count a week ago and one yesterday, and the last week's sales
 * taking their ingredients as the till does today. Seeded after the activity (the bulk till writes rows directly and
 * knows nothing of recipes), so the last week's tickets are replayed through the recipes' till hook.
 */

const DAY = 86_400_000;

/** name, unit, supplier, price per unit (cents), stock and minimum (units). */
const INGREDIENTS: [string, 'KG' | 'L' | 'PIECE', string, number, number, number][] = [
  ['Bœuf (entrecôte)', 'KG', 'Boucherie Van Damme', 2890, 18, 6],
  ['Bœuf haché', 'KG', 'Boucherie Van Damme', 1390, 12, 4],
  ['Pommes de terre', 'KG', 'Ferme Delvaux', 95, 120, 40],
  ['Huile de friture', 'L', 'Metro', 310, 40, 10],
  ['Beurre', 'KG', 'Laiterie de Herve', 980, 8, 3],
  ['Œufs', 'PIECE', 'Ferme Delvaux', 28, 300, 90],
  ['Fromage (gouda)', 'KG', 'Laiterie de Herve', 1450, 6, 2],
  ['Pain burger', 'PIECE', 'Boulangerie Saint-Gilles', 45, 80, 30],
  ['Salade', 'KG', 'Ferme Delvaux', 420, 3, 4],
  ['Tomates', 'KG', 'Ferme Delvaux', 340, 8, 3],
  ['Moules', 'KG', 'Marée du Nord', 650, 30, 10],
  ['Vin blanc (cuisine)', 'L', 'Metro', 450, 12, 4],
  ['Crème fraîche', 'L', 'Laiterie de Herve', 520, 6, 2],
  ['Poivre vert', 'KG', 'Metro', 3800, 1, 0.3],
  ['Estragon', 'KG', 'Metro', 2400, 0.5, 0.2],
  ['Jupiler (fût 20 l)', 'L', 'AB InBev', 290, 120, 40],
  ['Coca-Cola 20cl', 'PIECE', 'Metro', 62, 240, 96],
  ['Café en grains', 'KG', 'Café Liégeois', 2200, 6, 2],
  ['Lait', 'L', 'Laiterie de Herve', 110, 24, 10],
  ['Chocolat noir', 'KG', 'Metro', 1250, 4, 1],
];

/** product -> [ingredient or product ("@name"), quantity, yield %]. */
const RECIPES: Record<string, [string, number, number?][]> = {
  'Sauce béarnaise': [
    ['Beurre', 0.06],
    ['Œufs', 2],
    ['Estragon', 0.004],
  ],
  'Sauce poivre': [
    ['Crème fraîche', 0.08],
    ['Poivre vert', 0.006],
    ['Beurre', 0.01],
  ],
  'Frites supplémentaires': [
    ['Pommes de terre', 0.25, 75],
    ['Huile de friture', 0.03],
  ],
  Fromage: [['Fromage (gouda)', 0.03]],
  Œuf: [['Œufs', 1]],
  'Steak frites': [
    ['Bœuf (entrecôte)', 0.22, 92],
    ['Pommes de terre', 0.3, 75],
    ['Huile de friture', 0.04],
    ['Salade', 0.03, 80],
  ],
  'Entrecôte 300g': [
    ['Bœuf (entrecôte)', 0.3, 92],
    ['Pommes de terre', 0.3, 75],
    ['Huile de friture', 0.04],
    ['@Sauce béarnaise', 0.5],
  ],
  'Burger du chef': [
    ['Bœuf haché', 0.18, 95],
    ['Pain burger', 1],
    ['Fromage (gouda)', 0.03],
    ['Tomates', 0.04, 90],
    ['Salade', 0.02, 80],
    ['@Frites supplémentaires', 1],
  ],
  'Américain préparé': [
    ['Bœuf haché', 0.2],
    ['Œufs', 1],
    ['@Frites supplémentaires', 1],
  ],
  'Moules marinières': [
    ['Moules', 1, 85],
    ['Vin blanc (cuisine)', 0.1],
    ['Beurre', 0.02],
    ['@Frites supplémentaires', 1],
  ],
  'Croque-monsieur': [
    ['Fromage (gouda)', 0.05],
    ['Beurre', 0.015],
    ['Salade', 0.02, 80],
  ],
  'Mousse au chocolat': [
    ['Chocolat noir', 0.06],
    ['Œufs', 1.5],
    ['Crème fraîche', 0.03],
  ],
  'Jupiler 25cl': [['Jupiler (fût 20 l)', 0.25, 95]],
  'Coca-Cola': [['Coca-Cola 20cl', 1]],
  Espresso: [['Café en grains', 0.008]],
  Café: [['Café en grains', 0.009]],
  Cappuccino: [
    ['Café en grains', 0.008],
    ['Lait', 0.12, 90],
  ],
};

/** Losses found by the counts: ingredient -> share of the stock missing. */
const LOSSES: [string, number, 'WASTE' | 'BREAKAGE' | 'EXPIRED' | 'UNEXPLAINED'][] = [
  ['Salade', 0.15, 'EXPIRED'],
  ['Bœuf (entrecôte)', 0.04, 'UNEXPLAINED'],
  ['Jupiler (fût 20 l)', 0.05, 'WASTE'],
  ['Œufs', 0.02, 'BREAKAGE'],
];

/** Ingredients, prices and recipes of the bistro (organisation 1), in the caller's transaction. */
export async function seedDemoRecipes(db: Executor, at: number): Promise<void> {
  const orgId = BISTRO;
  const ids = new Map<string, number>();
  for (const [name, unit, supplier, cents, stock, min] of INGREDIENTS) {
    const id = await insertIngredient(orgDb(db, orgId), { name, unit, supplier, stock, min, at: at - 30 * DAY });
    ids.set(name, id);
    await insertPrice(orgDb(db, orgId), id, at - 30 * DAY, name.startsWith('Bœuf') ? Math.round(cents * 0.93) : cents);
    if (name.startsWith('Bœuf')) await insertPrice(orgDb(db, orgId), id, at - 10 * DAY, cents);
  }
  const products = new Map(
    (await db.selectFrom('product').select(['id', 'name']).where('org_id', '=', orgId).execute()).map((p) => [
      p.name,
      p.id,
    ]),
  );
  for (const [product, lines] of Object.entries(RECIPES)) {
    const productId = products.get(product);
    if (productId === undefined) continue;
    await db
      .insertInto('recipe_line')
      .values(
        lines.map(([part, quantity, yieldPercent = 100], position) => ({
          org_id: orgId,
          product_id: productId,
          ingredient_id: part.startsWith('@') ? null : ids.get(part)!,
          component_product_id: part.startsWith('@') ? products.get(part.slice(1))! : null,
          quantity_milli: Math.round(quantity * 1000),
          yield_bp: yieldPercent * 100,
          position,
        })),
      )
      .execute();
  }
}

async function insertIngredient(
  org: OrgDb,
  i: { name: string; unit: string; supplier: string; stock: number; min: number; at: number },
) {
  const row = await org.db
    .insertInto('ingredient')
    .values({
      org_id: org.orgId,
      name: i.name,
      unit: i.unit,
      supplier: i.supplier,
      stock_milli: Math.round(i.stock * 1000),
      min_stock_milli: Math.round(i.min * 1000),
      created_at: i.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function insertPrice(org: OrgDb, ingredientId: number, validFrom: number, cents: number) {
  return org.db
    .insertInto('ingredient_price')
    .values({
      org_id: org.orgId,
      ingredient_id: ingredientId,
      valid_from: validFrom,
      price_cents: cents,
      created_at: validFrom,
      user_id: null,
    })
    .execute();
}

/** Sets an ingredient's stock and writes the movement that explains it, valued at the price in force at `at`. */
async function setStock(
  org: OrgDb,
  move: { ingredientId: number; from: number; to: number; at: number; userId: number; prices: Prices },
  reason: { reason: 'COUNT' | 'PURCHASE'; lossReason?: string | null; stockCountId?: number },
) {
  const variation = move.to - move.from;
  await org.db
    .updateTable('ingredient')
    .set({ stock_milli: move.to })
    .where('org_id', '=', org.orgId)
    .where('id', '=', move.ingredientId)
    .execute();
  await org.db
    .insertInto('ingredient_movement')
    .values({
      org_id: org.orgId,
      ingredient_id: move.ingredientId,
      timestamp: move.at,
      new_stock_milli: move.to,
      variation_milli: variation,
      cost_mc: variation * (move.prices.find((p) => p.ingredient_id === move.ingredientId)?.price_cents ?? 0),
      reason: reason.reason,
      loss_reason: reason.lossReason ?? null,
      stock_count_id: reason.stockCountId ?? null,
      user_id: move.userId,
    })
    .execute();
}

/** The prices dated at or before `at`, newest first. */
function pricesAt(org: OrgDb, at: number) {
  return org.db
    .selectFrom('ingredient_price')
    .select(['ingredient_id', 'price_cents'])
    .where('org_id', '=', org.orgId)
    .where('valid_from', '<=', at)
    .orderBy('valid_from', 'desc')
    .execute();
}
type Prices = Awaited<ReturnType<typeof pricesAt>>;

/** A count at `at`: each ingredient's stock is what a count finds (the losses above missing), as COUNT movements. */
async function count(org: OrgDb, userId: number, at: number, note: string) {
  const countId = (
    await org.db
      .insertInto('stock_count')
      .values({ org_id: org.orgId, counted_at: at, user_id: userId, note })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const ingredients = await org.db
    .selectFrom('ingredient')
    .select(['id', 'name', 'stock_milli'])
    .where('org_id', '=', org.orgId)
    .orderBy('id')
    .execute();
  const prices = await pricesAt(org, at);
  for (const i of ingredients) {
    const loss = LOSSES.find(([name]) => name === i.name);
    const stock = Number(i.stock_milli);
    const variation = loss ? -Math.round(Math.max(stock, 0) * loss[1]) : 0;
    await setStock(
      org,
      { ingredientId: i.id, from: stock, to: stock + variation, at, userId, prices },
      { reason: 'COUNT', lossReason: variation ? loss![2] : null, stockCountId: countId },
    );
  }
}

/** The morning delivery: every ingredient under its usual stock (the list above) is brought back to it. */
async function deliver(org: OrgDb, userId: number, at: number) {
  const par = new Map(INGREDIENTS.map(([name, , , , stock]) => [name, Math.round(stock * 1000)]));
  const rows = await org.db
    .selectFrom('ingredient')
    .select(['id', 'name', 'stock_milli'])
    .where('org_id', '=', org.orgId)
    .execute();
  const prices = await pricesAt(org, at);
  for (const i of rows) {
    const target = par.get(i.name) ?? 0;
    const stock = Number(i.stock_milli);
    if (target <= stock) continue;
    await setStock(org, { ingredientId: i.id, from: stock, to: target, at, userId, prices }, { reason: 'PURCHASE' });
  }
}

/**
 * The last week at the till as the recipes see it: a count a week ago, every ticket line since taking its recipe's
 * ingredients at its own moment (recipesTill, as the till path does), a delivery each morning, and a count yesterday.
 */
export async function seedDemoRecipeActivity(ctx: ServerContext): Promise<void> {
  const orgId = BISTRO;
  const now = ctx.now();
  const admin = await demoAdmin(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await count(orgDb(trx, orgId), admin.userId, now - 7 * DAY, 'Inventaire hebdomadaire');
    const lines = await trx
      .selectFrom('ordered_product as o')
      .select(['o.id', 'o.client_account_id', 'o.product_id', 'o.units_milli', 'o.ordered_timestamp', 'o.user_id'])
      .where('o.org_id', '=', orgId)
      .where('o.ordered_timestamp', '>=', now - 7 * DAY)
      .where('o.product_id', 'is not', null)
      .where('o.corrects_line_id', 'is', null)
      .orderBy('o.ordered_timestamp')
      .orderBy('o.id')
      .execute();
    let day = -1;
    const countAt = now - DAY / 2;
    let counted = false;
    for (const l of lines) {
      if (!counted && Number(l.ordered_timestamp) > countAt) {
        counted = true;
        await count(orgDb(trx, orgId), admin.userId, countAt, 'Inventaire de la veille');
      }
      const today = Math.floor((Number(l.ordered_timestamp) - now) / DAY);
      if (today !== day) {
        day = today;
        await deliver(orgDb(trx, orgId), admin.userId, Number(l.ordered_timestamp) - 60_000);
      }
      await recipesTill.takeForSale(orgDb(trx, orgId), {
        accountId: l.client_account_id,
        userId: l.user_id ?? admin.userId,
        at: Number(l.ordered_timestamp),
        lines: [{ lineId: l.id, productId: l.product_id!, unitsMilli: Number(l.units_milli) }],
      });
    }
    if (!counted) await count(orgDb(trx, orgId), admin.userId, countAt, 'Inventaire de la veille');
  });
}
