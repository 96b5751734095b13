import { dialectOf } from '../../db/database';
import type { LineId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';

export type StockReason = 'SALE' | 'VOID' | 'MANUAL' | 'DELIVERY' | 'CORRECTION';

interface Movement {
  productId: number;
  reason: StockReason;
  userId: number | null;
  at: number;
  orderedProductId?: LineId;
}

async function insertMovement(
  org: OrgDb,
  move: Movement,
  newStockMilli: number,
  variationMilli: number,
): Promise<void> {
  await org.db
    .insertInto('stock_movement')
    .values({
      org_id: org.orgId,
      product_id: move.productId,
      timestamp: move.at,
      new_stock_milli: newStockMilli,
      variation_milli: variationMilli,
      reason: move.reason,
      ordered_product_id: move.orderedProductId ?? null,
      user_id: move.userId,
    })
    .execute();
}

export const stockRepository = {
  /** A product of the organisation, deleted ones too (history outlives the catalogue). */
  productName(org: OrgDb, productId: number) {
    return org.db
      .selectFrom('product')
      .select(['id', 'name'])
      .where('org_id', '=', org.orgId)
      .where('id', '=', productId)
      .executeTakeFirst();
  },

  /** A product's stock movements with who made them, newest first. */
  history(org: OrgDb, productId: number) {
    return org.db
      .selectFrom('stock_movement as m')
      .leftJoin('app_user as u', (j) => j.onRef('u.user_id', '=', 'm.user_id').on('u.org_id', '=', org.orgId))
      .select(['m.id', 'm.timestamp', 'm.new_stock_milli', 'm.variation_milli', 'm.reason', 'u.username'])
      .where('m.org_id', '=', org.orgId)
      .where('m.product_id', '=', productId)
      .orderBy('m.timestamp', 'desc')
      .orderBy('m.id', 'desc')
      .execute();
  },

  /**
   * Moves a product's stock by `variationMilli` (thousandths) and writes the stock-history row, in the caller's
   * transaction. Products whose stock is not tracked (null) are left alone. The update is relative, so concurrent
   * sales never lose a decrement.
   */
  async adjust(org: OrgDb, move: Movement & { variationMilli: number }): Promise<void> {
    const updated = await org.db
      .updateTable('product')
      .set((eb) => ({ stock_milli: eb('stock_milli', '+', move.variationMilli) }))
      .where('org_id', '=', org.orgId)
      .where('id', '=', move.productId)
      .where('stock_milli', 'is not', null)
      .returning('stock_milli')
      .executeTakeFirst();
    if (!updated || updated.stock_milli === null) return;
    await insertMovement(org, move, updated.stock_milli, move.variationMilli);
  },

  /**
   * Sets a product's stock to a counted value (thousandths), in the caller's transaction, and writes the history row
   * with the variation from the stock it had. Starting to track a product (null -> a value) counts from 0, so the row
   * shows the whole value; stopping (a value -> null) writes no row, as there is no new stock to show. The product row
   * is locked first on PostgreSQL, so a sale at the same moment is counted before or after, never lost.
   */
  async set(org: OrgDb, move: Movement & { stockMilli: number | null }): Promise<void> {
    let read = org.db
      .selectFrom('product')
      .select('stock_milli')
      .where('org_id', '=', org.orgId)
      .where('id', '=', move.productId);
    if (dialectOf(org.db) === 'postgres') read = read.forUpdate();
    const current = await read.executeTakeFirst();
    if (!current || current.stock_milli === move.stockMilli) return;
    await org.db
      .updateTable('product')
      .set({ stock_milli: move.stockMilli })
      .where('org_id', '=', org.orgId)
      .where('id', '=', move.productId)
      .execute();
    if (move.stockMilli === null) return;
    await insertMovement(org, move, move.stockMilli, move.stockMilli - (current.stock_milli ?? 0));
  },
};
