/**
 * Products (document 2 section 7): GET /product, POST /product, PATCH /product/{productId}, DELETE /product/{productId};
 * the group choices (GET /product_group) and the image library (GET /image) the product screens offer.
 */
import {
  type CreateProductInput,
  type Product,
  productDeletedSchema,
  productSchema,
  type UpdateProductInput,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { imageLibraryQueryOptions } from '../../components/image/library';
import { resolveImageDraft } from '../../components/image/upload';
import { api } from '../../lib/api';
import { invalidateDependents } from '../../lib/invalidation';
import { deleteAt, QUIET, resourceKeys, saveAt, useChange } from '../../lib/resource';
import { type GroupChoice, groupChoicesQueryOptions } from '../groups';
import { formBody, type ProductForm } from './productForm';

export type { GroupChoice, Product };

export const productKeys = resourceKeys('products');

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.list(),
    // Not parsed again here: the server checks this list against the same productSchema when it builds it (once per
    // catalogue change, apps/server/src/lib/cached-answer.ts), and the schema has no defaults or transforms, so a
    // parse would only copy 10,000 products (~0.1 s). The browser revalidates it with its ETag (304 when unchanged).
    queryFn: ({ signal }) => api<Product[]>('/product', { signal }),
    // The page shows load errors itself (including "not allowed").
    meta: QUIET,
  });

export const useProducts = () => useQuery(productsQueryOptions());

export const useGroupChoices = () => useQuery(groupChoicesQueryOptions());

export const useImageLibrary = (enabled: boolean) => useQuery({ ...imageLibraryQueryOptions(), enabled });

/** Replaces one product in the cached list: an inline edit shows at once, without reloading 10,000 rows. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData<Product[]>(productKeys.list(), (list) =>
      list?.map((p) => (p.productId === product.productId ? product : p)),
    );
    void invalidateDependents(queryClient, 'products');
  };
}

/** Errors are shown by the caller (dialog error line or toast). */
export const useCreateProduct = () =>
  useChange((body: CreateProductInput) => saveAt('/product', null, body, productSchema), productKeys.list(), {
    quiet: true,
  });

export function useUpdateProduct() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: UpdateProductInput }) =>
      saveAt('/product', productId, body, productSchema),
    meta: QUIET,
    onSuccess: replace,
  });
}

/**
 * The product dialog's save: the attached images are uploaded first (main, then extras; an upload failure stops the
 * save with its message), then POST (no id) or PATCH. The dialog shows the error.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: async ({ productId, form }: { productId?: number; form: ProductForm }) => {
      const imageUrl = (await resolveImageDraft(form.image)) ?? '';
      const extraImages: string[] = [];
      for (const draft of form.extraImages) extraImages.push((await resolveImageDraft(draft)) ?? '');
      return saveAt('/product', productId, formBody(form, { imageUrl, extraImages }), productSchema);
    },
    meta: QUIET,
    onSuccess: (saved, { productId }) =>
      productId === undefined ? queryClient.invalidateQueries({ queryKey: productKeys.list() }) : replace(saved),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => deleteAt(`/product/${productId}`, productDeletedSchema),
    meta: QUIET,
    onSuccess: ({ productId }) => {
      queryClient.setQueryData<Product[]>(productKeys.list(), (list) => list?.filter((p) => p.productId !== productId));
      return queryClient.invalidateQueries({ queryKey: productKeys.list() });
    },
  });
}
