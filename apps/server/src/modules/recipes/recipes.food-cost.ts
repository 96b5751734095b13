import type { stockCountInputSchema } from '@comptoir/shared';
import { centsToString, type FoodCostPeriod, milliToNumber, type StockCount, vatExclOf } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Actor } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import { badRequest } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { apportion, centsSummingTo } from './recipes.allocation';
import { mcToCents } from './recipes.costing';
import { foodCostRepository as fc } from './recipes.food-cost.repository';
import { recipesRepository as repo } from './recipes.repository';
import { setIngredientStock } from './recipes.service';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);
/** Sales, theoretical and actual food cost (cents) as a row of the period, with their % of sales. */
const costRow = (sales: number, theoretical: number, actual: number) => ({
  sales: centsToString(sales),
  theoretical: centsToString(theoretical),
  actual: centsToString(actual),
  theoreticalPercent: pct(theoretical, sales),
  actualPercent: pct(actual, sales),
});
/** Variances listed at most. */
const TOP_VARIANCES = 10;

/** Stock counts and the food cost of a period (issue 27, decisions 87 and 88). */
export const foodCostService = {
  /**
   * Records a count session: each counted ingredient's stock becomes what was counted; the difference against the
   * theoretical stock is a COUNT movement with its loss reason, valued at the price in force.
   */
  async count(ctx: ServerContext, actor: Actor, input: z.output<typeof stockCountInputSchema>): Promise<StockCount> {
    const at = ctx.now();
    const ids = input.lines.map((l) => l.ingredientId);
    const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (twice >= 0)
      throw badRequest('An ingredient is counted twice', { [`lines.${twice}.ingredientId`]: 'Counted twice' });
    const countId = await inOrgTransaction(actor, async (org) => {
      const live = new Set((await repo.ingredients(org)).map((r) => r.id));
      const unknown = input.lines.findIndex((l) => !live.has(l.ingredientId));
      if (unknown >= 0)
        throw badRequest('Ingredient not found', { [`lines.${unknown}.ingredientId`]: 'Ingredient not found' });
      const id = await repo.insertCount(org, at, actor.userId, input.note);
      for (const l of [...input.lines].sort((a, b) => a.ingredientId - b.ingredientId))
        await setIngredientStock(org.db, actor, l.ingredientId, Math.round(l.counted * 1000), at, {
          stockCountId: id,
          lossReason: l.lossReason,
        });
      return id;
    });
    catalogueChanged(ctx, actor);
    const [count] = await foodCostService.counts(actor, countId);
    return count!;
  },

  /** Count sessions, newest first (the last 50), or one of them. */
  async counts(org: OrgDb, only?: number): Promise<StockCount[]> {
    const sessions = (await repo.counts(org, only ? 1000 : 50)).filter((s) => !only || s.id === only);
    const moves = await repo.countMovements(
      org,
      sessions.map((s) => s.id),
    );
    return sessions.map((s) => ({
      stockCountId: s.id,
      countedAt: Number(s.counted_at),
      note: s.note,
      user: s.username === null ? null : { username: s.username },
      lines: moves
        .filter((m) => m.stock_count_id === s.id)
        .map((m) => ({
          ingredientId: m.ingredient_id,
          name: m.name,
          theoretical: milliToNumber(Number(m.new_stock_milli) - Number(m.variation_milli)),
          counted: milliToNumber(Number(m.new_stock_milli)),
          difference: milliToNumber(Number(m.variation_milli)),
          value: centsToString(mcToCents(Number(m.cost_mc))),
          lossReason: m.loss_reason,
        })),
    }));
  },

  /**
   * The food cost of [from, to): sales excl. VAT per product and group; theoretical food cost = what the sales took
   * at the prices of the sales; actual = theoretical + what counts found missing (decision 87), each ingredient's
   * count difference allocated to the products in proportion to their use of it in the period, what no sale used
   * left unallocated (decision 119). Products, groups and the unallocated line sum to the totals to the cent.
   */
  async period(org: OrgDb, from: number, to: number): Promise<FoodCostPeriod> {
    const [sales, taken, losses] = await Promise.all([
      fc.sales(org, from, to),
      fc.taken(org, from, to),
      fc.losses(org, from, to),
    ]);
    const perProduct = new Map<number, { sales: number; costMc: number; lossMc: number }>();
    const at = (id: number) => {
      const row = perProduct.get(id) ?? { sales: 0, costMc: 0, lossMc: 0 };
      perProduct.set(id, row);
      return row;
    };
    for (const s of sales) at(s.product_id!).sales += vatExclOf(Number(s.charged), s.vat_bp);
    /** Per ingredient: the products that used it in the period and how much (thousandths, net of give-backs). */
    const uses = new Map<number, { productId: number; milli: number }[]>();
    for (const t of taken) {
      if (t.product_id === null) continue;
      at(t.product_id).costMc -= Number(t.cost);
      const milli = -Number(t.used);
      if (milli <= 0) continue;
      const list = uses.get(t.ingredient_id) ?? [];
      list.push({ productId: t.product_id, milli });
      uses.set(t.ingredient_id, list);
    }
    let unallocatedMc = 0;
    for (const l of losses) {
      const lossMc = -Number(l.cost);
      const users = uses.get(l.ingredient_id);
      if (!users?.length) {
        unallocatedMc += lossMc;
        continue;
      }
      const shares = apportion(
        lossMc,
        users.map((u) => u.milli),
      );
      users.forEach((u, i) => {
        at(u.productId).lossMc += shares[i]!;
      });
    }
    const names = new Map((await fc.products(org, [...perProduct.keys()])).map((p) => [p.id, p]));

    const ids = [...perProduct.keys()];
    const rows = ids.map((id) => perProduct.get(id)!);
    const theoretical = centsSummingTo(rows.map((r) => r.costMc));
    const actualParts = centsSummingTo([...rows.map((r) => r.costMc + r.lossMc), unallocatedMc]);
    const unallocated = actualParts.pop()!;

    const groups = new Map<number | null, { name: string; sales: number; theoretical: number; actual: number }>();
    const products: FoodCostPeriod['products'] = ids.map((id, k) => {
      const p = names.get(id);
      const groupId = p?.group_id ?? null;
      const g = groups.get(groupId) ?? { name: p?.group_name ?? '', sales: 0, theoretical: 0, actual: 0 };
      g.sales += rows[k]!.sales;
      g.theoretical += theoretical[k]!;
      g.actual += actualParts[k]!;
      groups.set(groupId, g);
      return {
        productId: id,
        name: p?.name ?? '',
        productGroupId: groupId,
        ...costRow(rows[k]!.sales, theoretical[k]!, actualParts[k]!),
      };
    });
    products.sort((a, b) => Number(b.actual) - Number(a.actual) || a.name.localeCompare(b.name));
    const totalSales = rows.reduce((n, r) => n + r.sales, 0);
    const sum = (list: number[]) => list.reduce((n, v) => n + v, 0);
    return {
      from,
      to,
      total: costRow(totalSales, sum(theoretical), sum(actualParts) + unallocated),
      groups: [...groups]
        .map(([productGroupId, g]) => ({ productGroupId, name: g.name, ...costRow(g.sales, g.theoretical, g.actual) }))
        .sort((a, b) => Number(b.sales) - Number(a.sales) || a.name.localeCompare(b.name)),
      products,
      unallocated: { actual: centsToString(unallocated), actualPercent: pct(unallocated, totalSales) },
      variances: losses
        .map((l) => ({
          ingredientId: l.ingredient_id,
          name: l.name,
          quantity: milliToNumber(Number(l.variation)),
          value: centsToString(mcToCents(Number(l.cost))),
          abs: Math.abs(Number(l.cost)),
        }))
        .filter((v) => v.abs > 0 || v.quantity !== 0)
        .sort((a, b) => b.abs - a.abs)
        .slice(0, TOP_VARIANCES)
        .map(({ abs, ...v }) => v),
    };
  },
};
