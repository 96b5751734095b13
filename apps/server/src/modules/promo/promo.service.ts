import { normalizePromoCode, type PromoCode, type PromoFields } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { auditEdit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { isUniqueViolation } from '../../lib/tx';
import { promoDto, promoRepository as repo } from './promo.repository';

/** The stored values of a promo: the fields its type hides are null. */
function valuesOf(input: PromoFields) {
  const mPlusN = input.promoCodeType === 'M_PLUS_N_SAME_PRICE';
  return {
    promo_code: normalizePromoCode(input.promoCode),
    promo_code_type: input.promoCodeType,
    discount_hundredths: mPlusN ? null : Math.round((input.discountAmount ?? 0) * 100),
    start_date: mPlusN ? null : (input.startDate ?? null),
    end_date: mPlusN ? null : (input.endDate ?? null),
    max_uses: mPlusN ? null : (input.maxUses ?? 1),
    used_count: mPlusN ? 0 : (input.usedCount ?? 0),
    m_amount: mPlusN ? (input.mAmount ?? null) : null,
    n_amount: mPlusN ? (input.nAmount ?? null) : null,
    auto_activate: input.autoActivate ? 1 : 0,
    apply_group_id: input.applyGroupId ?? null,
  };
}

async function checkGroup(org: OrgDb, groupId: number | null | undefined) {
  if (groupId && !(await repo.groupExists(org, groupId)))
    throw badRequest('Product group not found', { applyGroupId: 'Product group not found' });
}

const taken = (code: string) =>
  conflict(
    `Another promo code is already ${code}`,
    { promoCode: 'This promo code already exists' },
    { reason: 'PROMO_CODE_TAKEN', params: { promoCode: code } },
  );

async function read(org: OrgDb, id: number): Promise<PromoCode> {
  const row = await repo.find(org, id);
  if (!row) throw notFound('Promo code');
  return promoDto(row);
}

/** Promo codes of the console (document 3 section 7), behind ADMIN_PROMO_CODES. */
export const promoService = {
  list: async (org: OrgDb) => (await repo.list(org)).map(promoDto),

  groupChoices: (org: OrgDb) => repo.groupChoices(org),

  async create(ctx: ServerContext, org: OrgDb, userId: number, input: PromoFields): Promise<PromoCode> {
    const values = valuesOf(input);
    return inOrgTransaction(org, async (org) => {
      await checkGroup(org, values.apply_group_id);
      if (await repo.findByCode(org, values.promo_code)) throw taken(values.promo_code);
      const id = await repo.insert(org, { ...values, created_at: ctx.now() }).catch((err: unknown) => {
        throw isUniqueViolation(err) ? taken(values.promo_code) : err;
      });
      const after = await read(org, id);
      await auditEdit(org.db, {
        orgId: org.orgId,
        userId,
        at: ctx.now(),
        action: 'CREATE',
        resource: 'promo',
        resourceId: id,
        after,
      });
      return after;
    });
  },

  /** Changes a code (the console hides the edit button, the API has it). */
  async update(ctx: ServerContext, org: OrgDb, userId: number, id: number, input: PromoFields): Promise<PromoCode> {
    const values = valuesOf(input);
    return inOrgTransaction(org, async (org) => {
      const before = await read(org, id);
      await checkGroup(org, values.apply_group_id);
      const same = await repo.findByCode(org, values.promo_code);
      if (same && same.id !== id) throw taken(values.promo_code);
      await repo.update(org, id, values);
      const after = await read(org, id);
      await auditEdit(org.db, {
        orgId: org.orgId,
        userId,
        at: ctx.now(),
        action: 'UPDATE',
        resource: 'promo',
        resourceId: id,
        before,
        after,
      });
      return after;
    });
  },

  /** Deletes a code: kept for the tickets that used it, no longer listed nor applicable. */
  async remove(ctx: ServerContext, org: OrgDb, userId: number, id: number) {
    return inOrgTransaction(org, async (org) => {
      const before = await read(org, id);
      await repo.softDelete(org, id, ctx.now());
      await auditEdit(org.db, {
        orgId: org.orgId,
        userId,
        at: ctx.now(),
        action: 'DELETE',
        resource: 'promo',
        resourceId: id,
        before,
      });
      return { promoCodeId: id };
    });
  },
};

/**
 * What the tickets (accounts module, accounts.promo.ts) read of the codes and the one write they make on a code: its
 * use taken when a ticket closes. The ticket tables themselves are the accounts module's.
 */
export const promoCodes = {
  /** The audit trail's labels of promo codes (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  find: (org: OrgDb, id: number, withDeleted = false) => repo.find(org, id, withDeleted),
  findByCode: (org: OrgDb, code: string) => repo.findByCode(org, code),
  autoActivatable: (org: OrgDb, at: number) => repo.autoActivatable(org, at),
  takeUse: (org: OrgDb, id: number) => repo.takeUse(org, id),
};
export type { PromoRow } from './promo.repository';
