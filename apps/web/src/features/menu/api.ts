/**
 * The menu organiser's own calls: one drop is one request (POST /product/reorder, POST /product_group/reorder; a
 * product moved into another group: PATCH /product/{id}, see useMoveProduct). The
 * catalogue itself is the products' and groups' (their query-key factories and hooks): the new order is written into
 * their cached lists at once and put back if the server refuses it.
 */
import {
  type Product,
  type ProductGroup,
  productSchema,
  type ReorderGroupsInput,
  type ReorderProductsInput,
  reorderedGroupsSchema,
  reorderedProductsSchema,
} from '@comptoir/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateChanged } from '../../lib/invalidation';
import { saveAt } from '../../lib/resource';
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

/**
 * Sends a new order (`post`), shown in the cached list at once (`idsOf` the body: the ids in their new order). Errors
 * are reported by the page (a toast); the order shown goes back to what it was.
 */
function useReorder<T extends { orderIndex: number }, B>(
  queryKey: QueryKey,
  idOf: (item: T) => number,
  post: (body: B) => Promise<unknown>,
  idsOf: (body: B) => readonly number[],
) {
  const order = useOptimisticOrder<T>(queryKey, idOf);
  return useMutation({
    mutationFn: post,
    onMutate: (body: B) => order.apply(idsOf(body)),
    onError: (_error, _body, before) => order.restore(before),
    onSettled: order.settle,
    meta: { errorToast: false },
  });
}

export const useReorderProducts = () =>
  useReorder(
    productKeys.list(),
    (p: Product) => p.productId,
    (body: ReorderProductsInput) => api('/product/reorder', { method: 'POST', body, schema: reorderedProductsSchema }),
    (body) => body.productIds,
  );

export const useReorderGroups = () =>
  useReorder(
    groupKeys.list(),
    (g: ProductGroup) => g.productGroupId,
    (body: ReorderGroupsInput) =>
      api('/product_group/reorder', { method: 'POST', body, schema: reorderedGroupsSchema }),
    (body) => body.productGroupIds,
  );

/**
 * A product dropped on another group's card (issue 22 point 1): PATCH /product/{id} with the new group and an
 * orderIndex that puts it last there (model.placeLast); when the target group has never-ordered products, its whole
 * order follows so the product still ends last. The cached list shows the move at once and is put back on a refusal;
 * the products (and what depends on them) are refreshed either way.
 */
export function useMoveProduct() {
  const queryClient = useQueryClient();
  const queryKey = productKeys.list();
  return useMutation({
    mutationFn: async ({ product, groupId, orderIndex, reorder }: MoveProduct) => {
      const saved = await saveAt('/product', product.productId, { productGroupId: groupId, orderIndex }, productSchema);
      if (reorder) {
        await api('/product/reorder', {
          method: 'POST',
          body: { productGroupId: groupId, productIds: reorder } satisfies ReorderProductsInput,
          schema: reorderedProductsSchema,
        });
      }
      return saved;
    },
    onMutate: async ({ product, groupId, orderIndex }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Product[]>(queryKey);
      queryClient.setQueryData<Product[]>(queryKey, (list) =>
        list?.map((p) => (p.productId === product.productId ? { ...p, productGroupId: groupId, orderIndex } : p)),
      );
      return before;
    },
    onError: (_error, _move, before) => {
      if (before) queryClient.setQueryData(queryKey, before);
    },
    onSettled: () => invalidateChanged(queryClient, 'products'),
    meta: { errorToast: false },
  });
}

export interface MoveProduct {
  product: Product;
  groupId: number;
  orderIndex: number;
  reorder: number[] | null;
}
