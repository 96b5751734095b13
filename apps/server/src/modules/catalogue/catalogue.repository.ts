import type { OrgId } from '../../db/org-id';
import type { Executor } from '../../lib/tx';

export const catalogueRepository = {
  /** The products a till may sell (live, not hidden from users), with their group, by group then name. */
  sellableProducts(db: Executor, orgId: OrgId) {
    return db
      .selectFrom('product as p')
      .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
      .select(['p.id', 'p.name', 'p.price_cents', 'p.vat_bp', 'p.group_id', 'p.weight_price', 'p.barcode'])
      .select(['p.option_group_ids', 'p.price_out_cents', 'p.vat_out_bp', 'g.name as group_name', 'g.is_option_group'])
      .where('p.org_id', '=', orgId)
      .where('p.deleted_at', 'is', null)
      .where('p.user_hidden', '=', 0)
      .orderBy('p.group_id')
      .orderBy('p.name')
      .execute();
  },
};
