import { z } from 'zod';

/** Stock history (document 3 sections 2, 3 and 7): GET /stock/product/{productId}, newest first. */

export const STOCK_REASONS = ['SALE', 'VOID', 'MANUAL', 'DELIVERY', 'CORRECTION'] as const;

export const stockMovementSchema = z.object({
  stockMovementId: z.number().int(),
  timestamp: z.number().int(),
  product: z.object({ productId: z.number().int(), name: z.string() }),
  newStock: z.number(),
  stockVariation: z.number(),
  /** What moved the stock: a sale, a voided sale, a manual change, a delivery. */
  reason: z.string(),
  user: z.object({ username: z.string() }).nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** Thousandths -> a number with up to 3 decimals. */
export const milliToNumber = (milli: number) => Math.round(milli) / 1000;
