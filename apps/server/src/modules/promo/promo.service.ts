import { normalizePromoCode, type PromoCode, type PromoFields } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { auditEdit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Executor, inTransaction, isUniqueViolation } from '../../lib/tx';
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

async function checkGroup(db: Executor, orgId: OrgId, groupId: number | null | undefined) {
  if (groupId && !(await repo.groupExists(db, orgId, groupId)))
    throw badRequest('Product group not found', { applyGroupId: 'Product group not found' });
}

const taken = (code: string) =>
  conflict(
    `Another promo code is already ${code}`,
    { promoCode: 'This promo code already exists' },
    { reason: 'PROMO_CODE_TAKEN', params: { promoCode: code } },
  );

async function read(db: Executor, orgId: OrgId, id: number): Promise<PromoCode> {
  const row = await repo.find(db, orgId, id);
  if (!row) throw notFound('Promo code');
  return promoDto(row);
}

/** Promo codes of the console (document 3 section 7), behind ADMIN_PROMO_CODES. */
export const promoService = {
  list: async (ctx: ServerContext, orgId: OrgId) => (await repo.list(ctx.db, orgId)).map(promoDto),

  groupChoices: (ctx: ServerContext, orgId: OrgId) => repo.groupChoices(ctx.db, orgId),

  async create(ctx: ServerContext, orgId: OrgId, userId: number, input: PromoFields): Promise<PromoCode> {
    const values = valuesOf(input);
    return inTransaction(ctx.db, async (trx) => {
      await checkGroup(trx, orgId, values.apply_group_id);
      if (await repo.findByCode(trx, orgId, values.promo_code)) throw taken(values.promo_code);
      const id = await repo.insert(trx, orgId, { ...values, created_at: ctx.now() }).catch((err: unknown) => {
        throw isUniqueViolation(err) ? taken(values.promo_code) : err;
      });
      const after = await read(trx, orgId, id);
      await auditEdit(trx, {
        orgId,
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
  async update(ctx: ServerContext, orgId: OrgId, userId: number, id: number, input: PromoFields): Promise<PromoCode> {
    const values = valuesOf(input);
    return inTransaction(ctx.db, async (trx) => {
      const before = await read(trx, orgId, id);
      await checkGroup(trx, orgId, values.apply_group_id);
      const same = await repo.findByCode(trx, orgId, values.promo_code);
      if (same && same.id !== id) throw taken(values.promo_code);
      await repo.update(trx, orgId, id, values);
      const after = await read(trx, orgId, id);
      await auditEdit(trx, {
        orgId,
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
  async remove(ctx: ServerContext, orgId: OrgId, userId: number, id: number) {
    return inTransaction(ctx.db, async (trx) => {
      const before = await read(trx, orgId, id);
      await repo.softDelete(trx, orgId, id, ctx.now());
      await auditEdit(trx, {
        orgId,
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
  labels: (db: Executor, orgId: OrgId, ids: readonly number[]) => repo.labels(db, orgId, ids),
  find: (db: Executor, orgId: OrgId, id: number, withDeleted = false) => repo.find(db, orgId, id, withDeleted),
  findByCode: (db: Executor, orgId: OrgId, code: string) => repo.findByCode(db, orgId, code),
  autoActivatable: (db: Executor, orgId: OrgId, at: number) => repo.autoActivatable(db, orgId, at),
  takeUse: (db: Executor, orgId: OrgId, id: number) => repo.takeUse(db, orgId, id),
};
export type { PromoRow } from './promo.repository';
