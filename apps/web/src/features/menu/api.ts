/**
 * The menu organiser's own calls: one drop is one request (POST /product/reorder, POST /product_group/reorder). The
 * catalogue itself is the products' and groups' (their query-key factories and hooks): the new order is written into
 * their cached lists at once and put back if the server refuses it.
 */
import {
  type Product,
  type ProductGroup,
  type ReorderGroupsInput,
  type ReorderProductsInput,
  reorderedGroupsSchema,
  reorderedProductsSchema,
} from '@comptoir/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { groupKeys } from '../groups';
import { productKeys } from '../products';
import { withOrder } from './model';

/** Writes an order into a cached list and answers how to put the list back. */
function useOptimisticOrder<T extends { orderIndex: number }>(queryKey: QueryKey, idOf: (item: T) => number) {
  const queryClient = useQueryClient();
  return {
    async apply(order: readonly number[]) {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<T[]>(queryKey);
      if (before) queryClient.setQueryData<T[]>(queryKey, withOrder(before, idOf, order));
      return before;
    },
    restore(before: T[] | undefined) {
      if (before) queryClient.setQueryData(queryKey, before);
    },
    settle: () => queryClient.invalidateQueries({ queryKey }),
  };
}

/** Errors are reported by the page (a toast); the order shown goes back to what it was. */
export function useReorderProducts() {
  const order = useOptimisticOrder<Product>(productKeys.list(), (p) => p.productId);
  return useMutation({
    mutationFn: (body: ReorderProductsInput) =>
      api('/product/reorder', { method: 'POST', body, schema: reorderedProductsSchema }),
    onMutate: (body) => order.apply(body.productIds),
    onError: (_error, _body, before) => order.restore(before),
    onSettled: order.settle,
    meta: { errorToast: false },
  });
}

export function useReorderGroups() {
  const order = useOptimisticOrder<ProductGroup>(groupKeys.list(), (g) => g.productGroupId);
  return useMutation({
    mutationFn: (body: ReorderGroupsInput) =>
      api('/product_group/reorder', { method: 'POST', body, schema: reorderedGroupsSchema }),
    onMutate: (body) => order.apply(body.productGroupIds),
    onError: (_error, _body, before) => order.restore(before),
    onSettled: order.settle,
    meta: { errorToast: false },
  });
}
