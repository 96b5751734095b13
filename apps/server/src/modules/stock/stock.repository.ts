import type { Executor } from '../../lib/tx';

export type StockReason = 'SALE' | 'VOID' | 'MANUAL' | 'DELIVERY';

export const stockRepository = {
  /**
   * Moves a product's stock by `variationMilli` (thousandths) and writes the stock-history row, in the caller's
   * transaction. Products whose stock is not tracked (null) are left alone. The update is relative, so concurrent
   * sales never lose a decrement.
   */
  async adjust(
    db: Executor,
    orgId: number,
    move: {
      productId: number;
      variationMilli: number;
      reason: StockReason;
      userId: number | null;
      at: number;
      orderedProductId?: number;
    },
  ): Promise<void> {
    const updated = await db
      .updateTable('product')
      .set((eb) => ({ stock_milli: eb('stock_milli', '+', move.variationMilli) }))
      .where('org_id', '=', orgId)
      .where('id', '=', move.productId)
      .where('stock_milli', 'is not', null)
      .returning('stock_milli')
      .executeTakeFirst();
    if (!updated || updated.stock_milli === null) return;
    await db
      .insertInto('stock_movement')
      .values({
        org_id: orgId,
        product_id: move.productId,
        timestamp: move.at,
        new_stock_milli: updated.stock_milli,
        variation_milli: move.variationMilli,
        reason: move.reason,
        ordered_product_id: move.orderedProductId ?? null,
        user_id: move.userId,
      })
      .execute();
  },
};
