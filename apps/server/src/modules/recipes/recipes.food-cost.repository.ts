import type { OrgDb } from '../../lib/org-db';

/** The SQL of the food cost of a period (issue 27): sales, what the sales took, counts and losses. */
export const foodCostRepository = {
  /** Sales per product and VAT rate: the lines of the tickets closed in [from, to) (correction tickets too). */
  sales(org: OrgDb, from: number, to: number) {
    return org.db
      .selectFrom('ordered_product as o')
      .innerJoin('client_account as a', (j) =>
        j.onRef('a.id', '=', 'o.client_account_id').on('a.org_id', '=', org.orgId),
      )
      .select(['o.product_id', 'o.vat_bp', (eb) => eb.fn.sum<number>('o.charged_cents').as('charged')])
      .where('o.org_id', '=', org.orgId)
      .where('a.status', '=', 'CLOSED')
      .where('a.closed_timestamp', '>=', from)
      .where('a.closed_timestamp', '<', to)
      .where('o.reversed_at', 'is', null)
      .where('o.product_id', 'is not', null)
      .groupBy(['o.product_id', 'o.vat_bp'])
      .execute();
  },

  /**
   * What the sales took in [from, to) per product sold and ingredient: the value at the prices of the sales (mc) and
   * the quantity (thousandths), both negative for what was taken (give-backs count against).
   */
  taken(org: OrgDb, from: number, to: number) {
    return org.db
      .selectFrom('ingredient_movement as m')
      .innerJoin('ordered_product as o', (j) =>
        j.onRef('o.id', '=', 'm.ordered_product_id').on('o.org_id', '=', org.orgId),
      )
      .select([
        'o.product_id',
        'm.ingredient_id',
        (eb) => eb.fn.sum<number>('m.cost_mc').as('cost'),
        (eb) => eb.fn.sum<number>('m.variation_milli').as('used'),
      ])
      .where('m.org_id', '=', org.orgId)
      .where('m.reason', 'in', ['SALE', 'VOID', 'CORRECTION'])
      .where('m.timestamp', '>=', from)
      .where('m.timestamp', '<', to)
      .groupBy(['o.product_id', 'm.ingredient_id'])
      .execute();
  },

  /** Stock found missing (or extra) by counts in [from, to), per ingredient (hand changes are deliveries: decision 87). */
  losses(org: OrgDb, from: number, to: number) {
    return org.db
      .selectFrom('ingredient_movement as m')
      .innerJoin('ingredient as i', (j) => j.onRef('i.id', '=', 'm.ingredient_id').on('i.org_id', '=', org.orgId))
      .select([
        'm.ingredient_id',
        'i.name',
        (eb) => eb.fn.sum<number>('m.variation_milli').as('variation'),
        (eb) => eb.fn.sum<number>('m.cost_mc').as('cost'),
      ])
      .where('m.org_id', '=', org.orgId)
      .where('m.reason', '=', 'COUNT')
      .where('m.timestamp', '>=', from)
      .where('m.timestamp', '<', to)
      .groupBy(['m.ingredient_id', 'i.name'])
      .execute();
  },

  /** Names and groups of products (deleted ones too: history outlives the catalogue), and the group names. */
  products(org: OrgDb, ids: readonly number[]) {
    return org.db
      .selectFrom('product as p')
      .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').on('g.org_id', '=', org.orgId))
      .select(['p.id', 'p.name', 'p.group_id', 'g.name as group_name'])
      .where('p.org_id', '=', org.orgId)
      .where('p.id', 'in', ids.length ? ids : [0])
      .execute();
  },
};
