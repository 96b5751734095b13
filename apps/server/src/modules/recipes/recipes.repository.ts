import { type Insertable, sql, type Updateable } from 'kysely';
import { dialectOf } from '../../db/database';
import type { IngredientMovementTable, IngredientTable, RecipeLineTable } from '../../db/schema';
import type { LineId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';

export type IngredientRow = Awaited<ReturnType<typeof recipesRepository.ingredients>>[number];
export type RecipeLineRow = Awaited<ReturnType<typeof recipesRepository.recipeLines>>[number];
export type NewMovement = Omit<Insertable<IngredientMovementTable>, 'org_id'>;

const INGREDIENT_COLUMNS = [
  'i.id',
  'i.name',
  'i.unit',
  'i.supplier',
  'i.stock_milli',
  'i.min_stock_milli',
  'i.deleted_at',
] as const;

/** The SQL of ingredients, prices, recipes, counts and ingredient movements (migration 0023). */
export const recipesRepository = {
  /** The organisation's ingredients (live ones, or the given ids deleted or not), by name. */
  ingredients(org: OrgDb, ids?: readonly number[]) {
    let q = org.db.selectFrom('ingredient as i').select(INGREDIENT_COLUMNS).where('i.org_id', '=', org.orgId);
    q = ids ? q.where('i.id', 'in', ids.length ? ids : [0]) : q.where('i.deleted_at', 'is', null);
    return q.orderBy('i.name').orderBy('i.id').execute();
  },

  insertIngredient(org: OrgDb, values: Omit<Insertable<IngredientTable>, 'org_id'>) {
    return org.db
      .insertInto('ingredient')
      .values({ ...values, org_id: org.orgId })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  },

  updateIngredient(
    org: OrgDb,
    id: number,
    values: Updateable<Pick<IngredientTable, 'name' | 'unit' | 'supplier' | 'min_stock_milli' | 'deleted_at'>>,
  ) {
    return org.db.updateTable('ingredient').set(values).where('org_id', '=', org.orgId).where('id', '=', id).execute();
  },

  /** Locks an ingredient's row on PostgreSQL (a count or a manual change reads then sets its stock). */
  async lockedStock(org: OrgDb, id: number) {
    let q = org.db.selectFrom('ingredient').select('stock_milli').where('org_id', '=', org.orgId).where('id', '=', id);
    if (dialectOf(org.db) === 'postgres') q = q.forUpdate();
    return (await q.executeTakeFirst())?.stock_milli;
  },

  /** Moves an ingredient's stock by a relative amount (concurrent sales never lose one); answers the new stock. */
  async adjustStock(org: OrgDb, id: number, variationMilli: number): Promise<number> {
    const row = await org.db
      .updateTable('ingredient')
      .set((eb) => ({ stock_milli: eb('stock_milli', '+', variationMilli) }))
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .returning('stock_milli')
      .executeTakeFirstOrThrow();
    return Number(row.stock_milli);
  },

  /**
   * Moves several ingredients' stock by relative amounts in one statement (a sale's ingredients); answers the new
   * stock of each.
   */
  async adjustStocks(org: OrgDb, variations: ReadonlyMap<number, number>): Promise<Map<number, number>> {
    const ids = [...variations.keys()];
    if (!ids.length) return new Map();
    const rows = await org.db
      .updateTable('ingredient')
      .set((eb) => {
        const cases = [...variations].map(([id, v]) => sql`when ${id} then ${v}`);
        return { stock_milli: eb('stock_milli', '+', sql<number>`(case id ${sql.join(cases, sql` `)} else 0 end)`) };
      })
      .where('org_id', '=', org.orgId)
      .where('id', 'in', ids)
      .returning(['id', 'stock_milli'])
      .execute();
    return new Map(rows.map((r) => [r.id, Number(r.stock_milli)]));
  },

  /** The recipes that use an ingredient (to refuse deleting it). */
  async recipesUsing(org: OrgDb, ingredientId: number) {
    return org.db
      .selectFrom('recipe_line as r')
      .innerJoin('product as p', (j) => j.onRef('p.id', '=', 'r.product_id').on('p.org_id', '=', org.orgId))
      .select(['p.id', 'p.name'])
      .where('r.org_id', '=', org.orgId)
      .where('r.ingredient_id', '=', ingredientId)
      .where('p.deleted_at', 'is', null)
      .execute();
  },

  insertPrice(org: OrgDb, ingredientId: number, validFrom: number, cents: number, userId: number, at: number) {
    return org.db
      .insertInto('ingredient_price')
      .values({
        org_id: org.orgId,
        ingredient_id: ingredientId,
        valid_from: validFrom,
        price_cents: cents,
        created_at: at,
        user_id: userId,
      })
      .onConflict((oc) => oc.columns(['org_id', 'ingredient_id', 'valid_from']).doUpdateSet({ price_cents: cents }))
      .execute();
  },

  /** An ingredient's dated prices, newest first. */
  prices(org: OrgDb, ingredientId: number) {
    return org.db
      .selectFrom('ingredient_price')
      .select(['id', 'valid_from', 'price_cents'])
      .where('org_id', '=', org.orgId)
      .where('ingredient_id', '=', ingredientId)
      .orderBy('valid_from', 'desc')
      .execute();
  },

  /** The prices dated at or before `at` of the given ingredients (all of them when null), newest first. */
  pricesUpTo(org: OrgDb, ingredientIds: readonly number[] | null, at: number) {
    let q = org.db
      .selectFrom('ingredient_price')
      .select(['ingredient_id', 'valid_from', 'price_cents'])
      .where('org_id', '=', org.orgId)
      .where('valid_from', '<=', at);
    if (ingredientIds) q = q.where('ingredient_id', 'in', ingredientIds.length ? ingredientIds : [0]);
    return q.orderBy('ingredient_id').orderBy('valid_from', 'desc').execute();
  },

  /** The recipe lines of the given products (all recipes when null), in their order. */
  recipeLines(org: OrgDb, productIds: readonly number[] | null) {
    let q = org.db
      .selectFrom('recipe_line as r')
      .leftJoin('ingredient as i', (j) => j.onRef('i.id', '=', 'r.ingredient_id').on('i.org_id', '=', org.orgId))
      .leftJoin('product as c', (j) => j.onRef('c.id', '=', 'r.component_product_id').on('c.org_id', '=', org.orgId))
      .select([
        'r.product_id',
        'r.ingredient_id',
        'r.component_product_id',
        'r.quantity_milli',
        'r.yield_bp',
        'i.name as ingredient_name',
        'i.unit',
        'c.name as product_name',
      ])
      .where('r.org_id', '=', org.orgId);
    if (productIds) q = q.where('r.product_id', 'in', productIds.length ? productIds : [0]);
    return q.orderBy('r.product_id').orderBy('r.position').orderBy('r.id').execute();
  },

  async replaceRecipe(
    org: OrgDb,
    productId: number,
    lines: Omit<Insertable<RecipeLineTable>, 'org_id' | 'product_id'>[],
  ) {
    await org.db
      .deleteFrom('recipe_line')
      .where('org_id', '=', org.orgId)
      .where('product_id', '=', productId)
      .execute();
    if (lines.length)
      await org.db
        .insertInto('recipe_line')
        .values(lines.map((l) => ({ ...l, org_id: org.orgId, product_id: productId })))
        .execute();
  },

  /** Products of the organisation with what costing needs (deleted ones only when asked by id). */
  products(org: OrgDb, ids?: readonly number[]) {
    let q = org.db
      .selectFrom('product as p')
      .select(['p.id', 'p.name', 'p.group_id', 'p.price_cents', 'p.price_out_cents', 'p.vat_bp', 'p.vat_out_bp'])
      .where('p.org_id', '=', org.orgId);
    q = ids ? q.where('p.id', 'in', ids.length ? ids : [0]) : q.where('p.deleted_at', 'is', null);
    return q.orderBy('p.name').execute();
  },

  insertMovements(org: OrgDb, rows: readonly NewMovement[]) {
    if (!rows.length) return Promise.resolve();
    return org.db
      .insertInto('ingredient_movement')
      .values(rows.map((r) => ({ ...r, org_id: org.orgId })))
      .execute()
      .then(() => undefined);
  },

  /** What a ticket line moved when it was written (its SALE or CORRECTION movements, not its voids). */
  lineMovements(org: OrgDb, orderedProductId: LineId) {
    return org.db
      .selectFrom('ingredient_movement')
      .select(['ingredient_id', 'variation_milli', 'cost_mc', 'units_milli', 'client_account_id'])
      .where('org_id', '=', org.orgId)
      .where('ordered_product_id', '=', orderedProductId)
      .where('reason', 'in', ['SALE', 'CORRECTION'])
      .orderBy('id')
      .execute();
  },

  /** An ingredient's movements with who made them, newest first. */
  movements(org: OrgDb, ingredientId: number) {
    return org.db
      .selectFrom('ingredient_movement as m')
      .leftJoin('app_user as u', (j) => j.onRef('u.user_id', '=', 'm.user_id').on('u.org_id', '=', org.orgId))
      .select([
        'm.id',
        'm.timestamp',
        'm.new_stock_milli',
        'm.variation_milli',
        'm.cost_mc',
        'm.reason',
        'm.loss_reason',
        'm.client_account_id',
        'm.stock_count_id',
        'u.username',
      ])
      .where('m.org_id', '=', org.orgId)
      .where('m.ingredient_id', '=', ingredientId)
      .orderBy('m.timestamp', 'desc')
      .orderBy('m.id', 'desc')
      .limit(1000)
      .execute();
  },

  insertCount(org: OrgDb, at: number, userId: number, note: string) {
    return org.db
      .insertInto('stock_count')
      .values({ org_id: org.orgId, counted_at: at, user_id: userId, note })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  },

  /** Count sessions, newest first, with who counted. */
  counts(org: OrgDb, limit: number) {
    return org.db
      .selectFrom('stock_count as s')
      .leftJoin('app_user as u', (j) => j.onRef('u.user_id', '=', 's.user_id').on('u.org_id', '=', org.orgId))
      .select(['s.id', 's.counted_at', 's.note', 'u.username'])
      .where('s.org_id', '=', org.orgId)
      .orderBy('s.counted_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The movements of the given count sessions. */
  countMovements(org: OrgDb, countIds: readonly number[]) {
    return org.db
      .selectFrom('ingredient_movement as m')
      .innerJoin('ingredient as i', (j) => j.onRef('i.id', '=', 'm.ingredient_id').on('i.org_id', '=', org.orgId))
      .select([
        'm.stock_count_id',
        'm.ingredient_id',
        'i.name',
        'm.new_stock_milli',
        'm.variation_milli',
        'm.cost_mc',
        'm.loss_reason',
      ])
      .where('m.org_id', '=', org.orgId)
      .where('m.stock_count_id', 'in', countIds.length ? countIds : [0])
      .orderBy('i.name')
      .execute();
  },
};
