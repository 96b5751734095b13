import { normalizePromoCode, PROMO_DISCOUNT_GROUP, type PromoLine, promoDiscountByRate } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { AccountId } from '../../db/ticket-ids';
import { audit } from '../../lib/audit';
import { AppError, conflict } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import { type PromoRow, promoCodes as repo } from '../promo';
import { type Actor, assertOpen, notifyAccounts, snapshot } from './accounts.load';
import { accountsRepository, accountTotals, type LineRow } from './accounts.repository';
import { ticketWrites } from './accounts.writes';

/**
 * Promo codes on tickets. A ticket carries at most one code (`client_account.promo_code_id`); its discount is one
 * negative line per VAT rate of the lines it discounts (`ordered_product.promo_code_id`), computed again whenever the
 * ticket's lines change, so totals, VAT, reports and the dashboard read it like any other line. The code's use is
 * taken when the ticket is closed (paid), atomically.
 */

/** The lines a code discounts: the ticket's products (not discount lines) of its group, or all of them. */
function eligibleLines(promo: PromoRow, lines: readonly LineRow[]): PromoLine[] {
  return lines
    .filter((l) => l.promo_code_id === null && l.reversed_at === null)
    .filter((l) => promo.apply_group_id === null || l.group_id === promo.apply_group_id)
    .map((l) => ({
      chargedCents: l.charged_cents,
      vatBp: l.vat_bp,
      unitPriceCents: l.unit_price_cents,
      unitsMilli: l.units_milli,
      weightPrice: l.weight_price === 1,
    }));
}

function discountOf(promo: PromoRow, lines: readonly LineRow[]): Map<number, number> {
  return promoDiscountByRate(
    {
      type: promo.promo_code_type as 'PERCENTAGE',
      discountHundredths: promo.discount_hundredths,
      mAmount: promo.m_amount,
      nAmount: promo.n_amount,
    },
    eligibleLines(promo, lines),
  );
}
const sum = (m: Map<number, number>) => [...m.values()].reduce((s, c) => s + c, 0);

/** Whether the code may be used at `at`: within its dates and with a use left. */
function refusal(promo: PromoRow, at: number): AppError | null {
  const promoCode = promo.promo_code;
  if ((promo.start_date !== null && at < promo.start_date) || (promo.end_date !== null && at > promo.end_date)) {
    return conflict(`Promo code ${promoCode} is not valid today`, undefined, {
      reason: 'PROMO_CODE_NOT_VALID_NOW',
      params: { promoCode, startDate: promo.start_date ?? 0, endDate: promo.end_date ?? 0 },
    });
  }
  if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return usedUp(promo);
  return null;
}
const usedUp = (promo: PromoRow) =>
  conflict(`Promo code ${promo.promo_code} has been used ${promo.max_uses} times already`, undefined, {
    reason: 'PROMO_CODE_USED_UP',
    params: { promoCode: promo.promo_code, maxUses: promo.max_uses ?? 0 },
  });

/**
 * Computes a ticket's discount lines again from its live lines. With `autoActivate`, a ticket without a code takes
 * the auto-activate code (valid now, a use left) that gives the largest discount, if any gives one.
 */
async function refresh(db: Executor, actor: Actor, accountId: AccountId, at: number, autoActivate: boolean) {
  const { orgId } = actor;
  const org = orgDb(db, orgId);
  await ticketWrites.deleteDiscountLines(org, accountId);
  const account = await accountsRepository.find(org, accountId);
  if (!account) return;
  const lines = await accountsRepository.lines(org, [accountId]);
  let promo = account.promo_code_id !== null ? await repo.find(org, account.promo_code_id, true) : undefined;
  let discount = promo ? discountOf(promo, lines) : new Map<number, number>();
  if (!promo && autoActivate) {
    for (const candidate of await repo.autoActivatable(org, at)) {
      const d = discountOf(candidate, lines);
      if (sum(d) > sum(discount)) {
        promo = { ...candidate, group_name: null };
        discount = d;
      }
    }
    if (!promo) return;
    await accountsRepository.setAccountPromo(org, accountId, promo.id);
  }
  if (!promo) return;
  const code = promo;
  const discountLines = [...discount.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatBp, cents]) => ({
      product_id: null,
      group_id: null,
      group_name: PROMO_GROUP_NAME,
      name: `Promo ${code.promo_code}`,
      unit_price_cents: -cents,
      vat_bp: vatBp,
      weight_price: 0,
      units_milli: 1000,
      charged_cents: -cents,
      custom_comment: null,
      pay_type: 'NONE',
      user_id: actor.userId,
      ordered_timestamp: at,
      promo_code_id: code.id,
    }));
  await ticketWrites.insertLines(org, accountId, discountLines);
}

/** What applying a code tells the till beyond the ticket: that it replaced the ticket's other code. */
export interface PromoApplied {
  notice: { reason: 'PROMO_CODE_REPLACED'; params: { promoCode: string; replacedPromoCode: string } } | null;
}

/** The group the discount lines are reported under (shift statistics per group). */
export const PROMO_GROUP_NAME = PROMO_DISCOUNT_GROUP;

export const accountPromo = {
  refresh,

  /**
   * The discount per VAT rate (positive cents) that a ticket's code gives on these lines: what a correction of a
   * closed ticket re-splits over the lines that remain (decisions 67). An empty map when the code is gone.
   */
  async discountFor(org: OrgDb, promoCodeId: number, lines: readonly LineRow[]) {
    const promo = await repo.find(org, promoCodeId, true);
    return promo ? discountOf(promo, lines) : new Map<number, number>();
  },

  /**
   * Applies a code typed at the till to an open ticket. A ticket carries one code: a code it already had is
   * replaced, and the answer says so (`PROMO_CODE_REPLACED`, issue 22 point 10, decision 80) so the till can tell its
   * user; the replacement is on the ticket's audit trail (CHANGE of `promoCode`) for the console.
   */
  async apply(ctx: ServerContext, actor: Actor, accountId: AccountId, typed: string): Promise<PromoApplied> {
    const { orgId } = actor;
    const at = ctx.now();
    const applied = await inOrgTransaction(actor, async (org): Promise<PromoApplied> => {
      const { account, lines, payments } = await snapshot(org, accountId, true);
      assertOpen(account);
      const promoCode = normalizePromoCode(typed);
      const promo = await repo.findByCode(org, promoCode);
      if (!promo) {
        throw new AppError(
          'NOT_FOUND',
          `Unknown promo code: ${promoCode}`,
          { promoCode: 'Unknown promo code' },
          { reason: 'PROMO_CODE_UNKNOWN', params: { promoCode } },
        );
      }
      const refused = refusal(promo, at);
      if (refused) throw refused;
      const discount = sum(discountOf(promo, lines));
      if (discount <= 0) {
        throw conflict(`No product of this ticket is eligible for promo code ${promoCode}`, undefined, {
          reason: 'PROMO_CODE_NOT_APPLICABLE',
          params: { promoCode },
        });
      }
      const products = lines.filter((l) => l.promo_code_id === null);
      const after = [...products, { charged_cents: -discount, vat_bp: 0, reversed_at: null }];
      if (accountTotals(after, payments).dueCents < 0) {
        throw conflict('The payments already taken exceed the discounted total: void a payment first');
      }
      const previous =
        account.promo_code_id !== null && account.promo_code_id !== promo.id
          ? await repo.find(org, account.promo_code_id, true)
          : undefined;
      await accountsRepository.setAccountPromo(org, accountId, promo.id);
      await refresh(org.db, actor, accountId, at, false);
      if (!previous) return { notice: null };
      const replacedPromoCode = previous.promo_code;
      await audit(org.db, {
        orgId,
        userId: actor.userId,
        at,
        action: 'CHANGE',
        entity: 'client_account',
        entityId: accountId,
        details: { changes: { promoCode: { from: replacedPromoCode, to: promo.promo_code } } },
      });
      return { notice: { reason: 'PROMO_CODE_REPLACED', params: { promoCode: promo.promo_code, replacedPromoCode } } };
    });
    notifyAccounts(ctx, actor);
    return applied;
  },

  /** Takes the code off an open ticket (its discount lines go with it). */
  async remove(ctx: ServerContext, actor: Actor, accountId: AccountId): Promise<void> {
    await inOrgTransaction(actor, async (org) => {
      const { account } = await snapshot(org, accountId, true);
      assertOpen(account);
      await accountsRepository.setAccountPromo(org, accountId, null);
      await refresh(org.db, actor, accountId, ctx.now(), false);
    });
    notifyAccounts(ctx, actor);
  },

  /**
   * On closing a ticket whose code gives a discount: takes one use of the code, or refuses the close
   * (PROMO_CODE_USED_UP) when another till took the last use first; the till then removes the code.
   */
  async takeUse(org: OrgDb, account: { promo_code_id: number | null }, lines: readonly LineRow[]) {
    if (account.promo_code_id === null || !lines.some((l) => l.promo_code_id !== null)) return;
    if (await repo.takeUse(org, account.promo_code_id)) return;
    const promo = await repo.find(org, account.promo_code_id, true);
    if (promo) throw usedUp(promo);
  },
};
