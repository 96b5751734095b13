import { milliToNumber, type StockMovement } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { notFound } from '../../lib/errors';

export const stockService = {
  /**
   * The stock history of one of the organisation's products (deleted ones too: history outlives the catalogue),
   * newest first: every sale, void, manual change and delivery.
   */
  async productHistory(ctx: ServerContext, orgId: number, productId: number): Promise<StockMovement[]> {
    const product = await ctx.db
      .selectFrom('product')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) throw notFound('Product');
    const rows = await ctx.db
      .selectFrom('stock_movement as m')
      .leftJoin('app_user as u', (j) => j.onRef('u.user_id', '=', 'm.user_id').on('u.org_id', '=', orgId))
      .select(['m.id', 'm.timestamp', 'm.new_stock_milli', 'm.variation_milli', 'm.reason', 'u.username'])
      .where('m.org_id', '=', orgId)
      .where('m.product_id', '=', productId)
      .orderBy('m.timestamp', 'desc')
      .orderBy('m.id', 'desc')
      .execute();
    return rows.map((r) => ({
      stockMovementId: r.id,
      timestamp: Number(r.timestamp),
      product: { productId: product.id, name: product.name },
      newStock: milliToNumber(Number(r.new_stock_milli)),
      stockVariation: milliToNumber(Number(r.variation_milli)),
      reason: r.reason,
      user: r.username === null ? null : { username: r.username },
    }));
  },
};
