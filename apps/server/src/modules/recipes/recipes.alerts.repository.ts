import type { OrgDb } from '../../lib/org-db';

/** The SQL of the recipes module's alerts and settings (issue 27: low stock, sold out; migration 0024). */
export const alertsRepository = {
  /** Live ingredients whose stock is under their minimum. */
  belowMinimum(org: OrgDb) {
    return org.db
      .selectFrom('ingredient')
      .select(['id', 'name', 'unit', 'stock_milli', 'min_stock_milli'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .whereRef('stock_milli', '<', 'min_stock_milli')
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  /** The organisation's settings row (none: the defaults). */
  settings(org: OrgDb) {
    return org.db
      .selectFrom('recipe_setting')
      .select(['sold_out_from_stock'])
      .where('org_id', '=', org.orgId)
      .executeTakeFirst();
  },

  saveSettings(org: OrgDb, values: { sold_out_from_stock: number }, userId: number, at: number) {
    return org.db
      .insertInto('recipe_setting')
      .values({ org_id: org.orgId, ...values, updated_at: at, user_id: userId })
      .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...values, updated_at: at, user_id: userId }))
      .execute();
  },

  /**
   * Every recipe line with its ingredient's stock, when the organisation marks products sold out from stock; no
   * rows when it does not. One query for the till's catalogue (the setting is read in the same statement).
   */
  recipeStock(org: OrgDb) {
    return org.db
      .selectFrom('recipe_line as r')
      .leftJoin('ingredient as i', (j) => j.onRef('i.id', '=', 'r.ingredient_id').on('i.org_id', '=', org.orgId))
      .select([
        'r.product_id',
        'r.ingredient_id',
        'r.component_product_id',
        'r.quantity_milli',
        'r.yield_bp',
        'i.stock_milli',
      ])
      .where('r.org_id', '=', org.orgId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('recipe_setting as s')
            .select('s.org_id')
            .where('s.org_id', '=', org.orgId)
            .where('s.sold_out_from_stock', '=', 1),
        ),
      )
      .orderBy('r.product_id')
      .orderBy('r.position')
      .orderBy('r.id')
      .execute();
  },
};
