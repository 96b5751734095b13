import { milliToNumber, type StockMovement } from '@comptoir/shared';
import { notFound } from '../../lib/errors';
import type { OrgDb } from '../../lib/org-db';
import { stockRepository } from './stock.repository';

export const stockService = {
  /** Sets a product's stock (null: not counted), recording the movement, in the caller's transaction `db`. */
  set: (org: OrgDb, move: Parameters<typeof stockRepository.set>[1]) => stockRepository.set(org, move),
  /** Adds `variationMilli` to a counted product's stock (a sale, a void), recording the movement. */
  adjust: (org: OrgDb, move: Parameters<typeof stockRepository.adjust>[1]) => stockRepository.adjust(org, move),

  /**
   * The stock history of one of the organisation's products (deleted ones too: history outlives the catalogue),
   * newest first: every sale, void, manual change and delivery.
   */
  async productHistory(org: OrgDb, productId: number): Promise<StockMovement[]> {
    const product = await stockRepository.productName(org, productId);
    if (!product) throw notFound('Product');
    const rows = await stockRepository.history(org, productId);
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
