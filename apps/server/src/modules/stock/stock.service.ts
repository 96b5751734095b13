import { milliToNumber, type StockMovement } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../lib/tx';
import { stockRepository } from './stock.repository';

export const stockService = {
  /** Sets a product's stock (null: not counted), recording the movement, in the caller's transaction `db`. */
  set: (db: Executor, orgId: OrgId, move: Parameters<typeof stockRepository.set>[2]) =>
    stockRepository.set(db, orgId, move),
  /** Adds `variationMilli` to a counted product's stock (a sale, a void), recording the movement. */
  adjust: (db: Executor, orgId: OrgId, move: Parameters<typeof stockRepository.adjust>[2]) =>
    stockRepository.adjust(db, orgId, move),

  /**
   * The stock history of one of the organisation's products (deleted ones too: history outlives the catalogue),
   * newest first: every sale, void, manual change and delivery.
   */
  async productHistory(ctx: ServerContext, orgId: OrgId, productId: number): Promise<StockMovement[]> {
    const product = await stockRepository.productName(ctx.db, orgId, productId);
    if (!product) throw notFound('Product');
    const rows = await stockRepository.history(ctx.db, orgId, productId);
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
