import type { PromoCode, PromoCodeType } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import { fromFlag } from '../../db/database';
import type { PromoCodeTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';
import { rowLabels, softDeletedRows } from '../../lib/org-rows.repository';

export type PromoRow = Selectable<PromoCodeTable>;

export function promoDto(r: PromoRow & { group_name: string | null }): PromoCode {
  return {
    promoCodeId: r.id,
    promoCode: r.promo_code,
    promoCodeType: r.promo_code_type as PromoCodeType,
    discountAmount: r.discount_hundredths === null ? null : r.discount_hundredths / 100,
    startDate: r.start_date,
    endDate: r.end_date,
    maxUses: r.max_uses,
    usedCount: r.used_count,
    mAmount: r.m_amount,
    nAmount: r.n_amount,
    autoActivate: fromFlag(r.auto_activate),
    applyGroupId: r.apply_group_id,
    productGroup:
      r.apply_group_id !== null && r.group_name !== null
        ? { productGroupId: r.apply_group_id, name: r.group_name }
        : null,
  };
}

/** SQL of promo codes and of the discount lines they put on tickets. Every query names the organisation. */
const rows = softDeletedRows('promo_code');

/** The organisation's codes (`c`) with the name of the group each applies to. */
const withGroupName = (org: OrgDb) =>
  org.db
    .selectFrom('promo_code as c')
    .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'c.apply_group_id').onRef('g.org_id', '=', 'c.org_id'))
    .selectAll('c')
    .select('g.name as group_name')
    .where('c.org_id', '=', org.orgId);

export const promoRepository = {
  /** Labels of the organisation's promo codes among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  labels: rowLabels('promo_code', 'promo_code'),

  /** The live codes with the name of their group. */
  list(org: OrgDb) {
    return withGroupName(org).where('c.deleted_at', 'is', null).orderBy('c.promo_code').execute();
  },

  /** One code by id; `withDeleted` for a ticket whose code was deleted since. */
  find(org: OrgDb, id: number, withDeleted = false) {
    let q = withGroupName(org).where('c.id', '=', id);
    if (!withDeleted) q = q.where('c.deleted_at', 'is', null);
    return q.executeTakeFirst();
  },

  /** The live code with this (upper-case) text. */
  findByCode(org: OrgDb, code: string) {
    return org.db
      .selectFrom('promo_code')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('promo_code', '=', code)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Live auto-activate codes valid at `at` with a use left. */
  autoActivatable(org: OrgDb, at: number) {
    return org.db
      .selectFrom('promo_code')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .where('auto_activate', '=', 1)
      .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '<=', at)]))
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', at)]))
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
      .orderBy('id')
      .execute();
  },

  /** The live product groups a code may apply to (option groups left out), in menu order. */
  groupChoices(org: OrgDb) {
    return org.db
      .selectFrom('product_group')
      .select(['id as productGroupId', 'name'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .where('is_option_group', '=', 0)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  },

  async groupExists(org: OrgDb, groupId: number): Promise<boolean> {
    const row = await org.db
      .selectFrom('product_group')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('id', '=', groupId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  insert: rows.insert,
  update: rows.update,
  softDelete: rows.softDelete,

  /**
   * Takes one use of a code, atomically: the row is only changed while a use is left, so of many tills racing for the
   * last use exactly one changes it (PostgreSQL re-checks the condition after the row lock; SQLite writes one at a
   * time). Answers whether this call got the use.
   */
  async takeUse(org: OrgDb, id: number): Promise<boolean> {
    const result = await org.db
      .updateTable('promo_code')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
