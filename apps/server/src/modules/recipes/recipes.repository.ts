import { type Insertable, sql, type Updateable } from 'kysely';
import { dialectOf } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { IngredientMovementTable, IngredientTable, RecipeLineTable } from '../../db/schema';
import type { Executor } from '../../lib/tx';

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
  ingredients(db: Executor, orgId: OrgId, ids?: readonly number[]) {
    let q = db.selectFrom('ingredient as i').select(INGREDIENT_COLUMNS).where('i.org_id', '=', orgId);
    q = ids ? q.where('i.id', 'in', ids.length ? ids : [0]) : q.where('i.deleted_at', 'is', null);
    return q.orderBy('i.name').orderBy('i.id').execute();
  },

  insertIngredient(db: Executor, orgId: OrgId, values: Omit<Insertable<IngredientTable>, 'org_id'>) {
    return db
      .insertInto('ingredient')
      .values({ ...values, org_id: orgId })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  },

  updateIngredient(
    db: Executor,
    orgId: OrgId,
    id: number,
    values: Updateable<Pick<IngredientTable, 'name' | 'unit' | 'supplier' | 'min_stock_milli' | 'deleted_at'>>,
  ) {
    return db.updateTable('ingredient').set(values).where('org_id', '=', orgId).where('id', '=', id).execute();
  },

  /** Locks an ingredient's row on PostgreSQL (a count or a manual change reads then sets its stock). */
  async lockedStock(db: Executor, orgId: OrgId, id: number) {
    let q = db.selectFrom('ingredient').select('stock_milli').where('org_id', '=', orgId).where('id', '=', id);
    if (dialectOf(db) === 'postgres') q = q.forUpdate();
    return (await q.executeTakeFirst())?.stock_milli;
  },

  /** Moves an ingredient's stock by a relative amount (concurrent sales never lose one); answers the new stock. */
  async adjustStock(db: Executor, orgId: OrgId, id: number, variationMilli: number): Promise<number> {
    const row = await db
      .updateTable('ingredient')
      .set((eb) => ({ stock_milli: eb('stock_milli', '+', variationMilli) }))
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returning('stock_milli')
      .executeTakeFirstOrThrow();
    return Number(row.stock_milli);
  },

  /**
   * Moves several ingredients' stock by relative amounts in one statement (a sale's ingredients); answers the new
   * stock of each.
   */
  async adjustStocks(
    db: Executor,
    orgId: OrgId,
    variations: ReadonlyMap<number, number>,
  ): Promise<Map<number, number>> {
    const ids = [...variations.keys()];
    if (!ids.length) return new Map();
    const rows = await db
      .updateTable('ingredient')
      .set((eb) => {
        const cases = [...variations].map(([id, v]) => sql`when ${id} then ${v}`);
        return { stock_milli: eb('stock_milli', '+', sql<number>`(case id ${sql.join(cases, sql` `)} else 0 end)`) };
      })
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .returning(['id', 'stock_milli'])
      .execute();
    return new Map(rows.map((r) => [r.id, Number(r.stock_milli)]));
  },

  /** The recipes that use an ingredient (to refuse deleting it). */
  async recipesUsing(db: Executor, orgId: OrgId, ingredientId: number) {
    return db
      .selectFrom('recipe_line as r')
      .innerJoin('product as p', (j) => j.onRef('p.id', '=', 'r.product_id').on('p.org_id', '=', orgId))
      .select(['p.id', 'p.name'])
      .where('r.org_id', '=', orgId)
      .where('r.ingredient_id', '=', ingredientId)
      .where('p.deleted_at', 'is', null)
      .execute();
  },

  insertPrice(
    db: Executor,
    orgId: OrgId,
    ingredientId: number,
    validFrom: number,
    cents: number,
    userId: number,
    at: number,
  ) {
    return db
      .insertInto('ingredient_price')
      .values({
        org_id: orgId,
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
  prices(db: Executor, orgId: OrgId, ingredientId: number) {
    return db
      .selectFrom('ingredient_price')
      .select(['id', 'valid_from', 'price_cents'])
      .where('org_id', '=', orgId)
      .where('ingredient_id', '=', ingredientId)
      .orderBy('valid_from', 'desc')
      .execute();
  },

  /** The prices dated at or before `at` of the given ingredients (all of them when null), newest first. */
  pricesUpTo(db: Executor, orgId: OrgId, ingredientIds: readonly number[] | null, at: number) {
    let q = db
      .selectFrom('ingredient_price')
      .select(['ingredient_id', 'valid_from', 'price_cents'])
      .where('org_id', '=', orgId)
      .where('valid_from', '<=', at);
    if (ingredientIds) q = q.where('ingredient_id', 'in', ingredientIds.length ? ingredientIds : [0]);
    return q.orderBy('ingredient_id').orderBy('valid_from', 'desc').execute();
  },

  /** The recipe lines of the given products (all recipes when null), in their order. */
  recipeLines(db: Executor, orgId: OrgId, productIds: readonly number[] | null) {
    let q = db
      .selectFrom('recipe_line as r')
      .leftJoin('ingredient as i', (j) => j.onRef('i.id', '=', 'r.ingredient_id').on('i.org_id', '=', orgId))
      .leftJoin('product as c', (j) => j.onRef('c.id', '=', 'r.component_product_id').on('c.org_id', '=', orgId))
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
      .where('r.org_id', '=', orgId);
    if (productIds) q = q.where('r.product_id', 'in', productIds.length ? productIds : [0]);
    return q.orderBy('r.product_id').orderBy('r.position').orderBy('r.id').execute();
  },

  async replaceRecipe(
    db: Executor,
    orgId: OrgId,
    productId: number,
    lines: Omit<Insertable<RecipeLineTable>, 'org_id' | 'product_id'>[],
  ) {
    await db.deleteFrom('recipe_line').where('org_id', '=', orgId).where('product_id', '=', productId).execute();
    if (lines.length)
      await db
        .insertInto('recipe_line')
        .values(lines.map((l) => ({ ...l, org_id: orgId, product_id: productId })))
        .execute();
  },

  /** Products of the organisation with what costing needs (deleted ones only when asked by id). */
  products(db: Executor, orgId: OrgId, ids?: readonly number[]) {
    let q = db
      .selectFrom('product as p')
      .select(['p.id', 'p.name', 'p.group_id', 'p.price_cents', 'p.price_out_cents', 'p.vat_bp', 'p.vat_out_bp'])
      .where('p.org_id', '=', orgId);
    q = ids ? q.where('p.id', 'in', ids.length ? ids : [0]) : q.where('p.deleted_at', 'is', null);
    return q.orderBy('p.name').execute();
  },

  insertMovements(db: Executor, orgId: OrgId, rows: readonly NewMovement[]) {
    if (!rows.length) return Promise.resolve();
    return db
      .insertInto('ingredient_movement')
      .values(rows.map((r) => ({ ...r, org_id: orgId })))
      .execute()
      .then(() => undefined);
  },

  /** What a ticket line moved when it was written (its SALE or CORRECTION movements, not its voids). */
  lineMovements(db: Executor, orgId: OrgId, orderedProductId: number) {
    return db
      .selectFrom('ingredient_movement')
      .select(['ingredient_id', 'variation_milli', 'cost_mc', 'units_milli', 'client_account_id'])
      .where('org_id', '=', orgId)
      .where('ordered_product_id', '=', orderedProductId)
      .where('reason', 'in', ['SALE', 'CORRECTION'])
      .orderBy('id')
      .execute();
  },

  /** An ingredient's movements with who made them, newest first. */
  movements(db: Executor, orgId: OrgId, ingredientId: number) {
    return db
      .selectFrom('ingredient_movement as m')
      .leftJoin('app_user as u', (j) => j.onRef('u.user_id', '=', 'm.user_id').on('u.org_id', '=', orgId))
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
      .where('m.org_id', '=', orgId)
      .where('m.ingredient_id', '=', ingredientId)
      .orderBy('m.timestamp', 'desc')
      .orderBy('m.id', 'desc')
      .limit(1000)
      .execute();
  },

  insertCount(db: Executor, orgId: OrgId, at: number, userId: number, note: string) {
    return db
      .insertInto('stock_count')
      .values({ org_id: orgId, counted_at: at, user_id: userId, note })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  },

  /** Count sessions, newest first, with who counted. */
  counts(db: Executor, orgId: OrgId, limit: number) {
    return db
      .selectFrom('stock_count as s')
      .leftJoin('app_user as u', (j) => j.onRef('u.user_id', '=', 's.user_id').on('u.org_id', '=', orgId))
      .select(['s.id', 's.counted_at', 's.note', 'u.username'])
      .where('s.org_id', '=', orgId)
      .orderBy('s.counted_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The movements of the given count sessions. */
  countMovements(db: Executor, orgId: OrgId, countIds: readonly number[]) {
    return db
      .selectFrom('ingredient_movement as m')
      .innerJoin('ingredient as i', (j) => j.onRef('i.id', '=', 'm.ingredient_id').on('i.org_id', '=', orgId))
      .select([
        'm.stock_count_id',
        'm.ingredient_id',
        'i.name',
        'm.new_stock_milli',
        'm.variation_milli',
        'm.cost_mc',
        'm.loss_reason',
      ])
      .where('m.org_id', '=', orgId)
      .where('m.stock_count_id', 'in', countIds.length ? countIds : [0])
      .orderBy('i.name')
      .execute();
  },
};
