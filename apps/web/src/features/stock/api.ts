/** Stock history (document 3 section 7): GET /stock/product/{productId}. */
import { type StockMovement, stockMovementSchema } from '@comptoir/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { StockMovement };

export const stockKeys = {
  all: ['stock'] as const,
  product: (productId: number) => [...stockKeys.all, 'product', productId] as const,
};

export const productStockQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: stockKeys.product(productId),
    queryFn: ({ signal }) => api(`/stock/product/${productId}`, { schema: z.array(stockMovementSchema), signal }),
    // The page shows load errors itself (including "not allowed" and "not found").
    meta: { errorToast: false },
  });

export const useProductStock = (productId: number) =>
  useQuery({ ...productStockQueryOptions(productId), enabled: Number.isInteger(productId) && productId > 0 });
