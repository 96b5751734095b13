import type { OrgDb } from '../../lib/org-db';

export const catalogueRepository = {
  /** The products a till may sell (live, not hidden from users), with their group, by group then name. */
  sellableProducts(org: OrgDb) {
    return org.db
      .selectFrom('product as p')
      .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
      .select(['p.id', 'p.name', 'p.price_cents', 'p.vat_bp', 'p.group_id', 'p.weight_price', 'p.barcode'])
      .select(['p.option_group_ids', 'p.price_out_cents', 'p.vat_out_bp', 'g.name as group_name', 'g.is_option_group'])
      .where('p.org_id', '=', org.orgId)
      .where('p.deleted_at', 'is', null)
      .where('p.user_hidden', '=', 0)
      .orderBy('p.group_id')
      .orderBy('p.name')
      .execute();
  },
};
