/**
 * Product groups (document 2 section 7): GET /product_group, POST /product_group, PATCH/DELETE
 * /product_group/{productGroupId}; the printers (GET /printer) and whether online ordering is open (GET /org).
 */
import {
  type ProductGroup,
  type ProductGroupInput,
  productGroupDeletedSchema,
  productGroupSchema,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import { type ImageDraft, resolveImageDraft } from '../images/upload';
import { bodyOf, type GroupForm } from './model';

export type { ProductGroup };

export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  printers: () => [...groupKeys.all, 'printers'] as const,
  onlineOrder: () => [...groupKeys.all, 'online-order'] as const,
};

const quiet = { errorToast: false } as const;

export const groupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => api('/product_group', { schema: z.array(productGroupSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: quiet,
  });

export const useGroups = () => useQuery(groupsQueryOptions());

/** null when the signed-in user may not read it (403) or it does not exist (404): the page then does without. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

const printerChoiceSchema = z.object({ id: z.number().int(), name: z.string(), ipAddress: z.string() });
export type PrinterChoice = z.infer<typeof printerChoiceSchema>;

/** The organisation's printers (ADMIN_PRINTERS); null without that ability. */
export const printerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.printers(),
    queryFn: ({ signal }) => orNull(() => api('/printer', { schema: z.array(printerChoiceSchema), signal })),
    meta: quiet,
    staleTime: 60_000,
  });
export const usePrinterChoices = () => useQuery(printerChoicesQueryOptions());

/** Whether online ordering is open (GET /org, ACCOUNTS_SETTINGS): the web-visibility column needs it. */
export const onlineOrderQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.onlineOrder(),
    queryFn: async ({ signal }) =>
      (await orNull(() => api('/org', { schema: z.object({ onlineOrderOpen: z.boolean() }), signal })))
        ?.onlineOrderOpen ?? false,
    meta: quiet,
    staleTime: 60_000,
  });
export const useOnlineOrderOpen = () => useQuery(onlineOrderQueryOptions());

/** Puts a saved group into the cached list (no reload needed) and refreshes what shows groups elsewhere. */
function useStoreGroup() {
  const queryClient = useQueryClient();
  return (saved: ProductGroup) => {
    queryClient.setQueryData<ProductGroup[]>(groupKeys.list(), (list) => {
      if (!list) return list;
      const at = list.findIndex((g) => g.productGroupId === saved.productGroupId);
      return at === -1 ? [...list, saved] : list.map((g, i) => (i === at ? saved : g));
    });
    void queryClient.invalidateQueries({ queryKey: groupKeys.list() });
  };
}

export interface SaveGroup {
  productGroupId?: number;
  form: GroupForm;
  image: ImageDraft;
}

/**
 * The dialog's save: an attached image is uploaded first and its address goes into the group (document 2 section 4);
 * an upload failure stops the save with its message. Then POST (new) or PATCH (existing). Errors: in the dialog.
 */
export function useSaveGroup() {
  const store = useStoreGroup();
  return useMutation({
    mutationFn: async ({ productGroupId, form, image }: SaveGroup) => {
      const body = bodyOf(form, await resolveImageDraft(image));
      return productGroupId === undefined
        ? api('/product_group', { method: 'POST', body, schema: productGroupSchema })
        : api(`/product_group/${productGroupId}`, { method: 'PATCH', body, schema: productGroupSchema });
    },
    meta: quiet,
    onSuccess: store,
  });
}

/** Saves a whole group at once (toggles, inline edits). The page reports the outcome. */
export function useUpdateGroup() {
  const store = useStoreGroup();
  return useMutation({
    mutationFn: ({ productGroupId, body }: { productGroupId: number; body: ProductGroupInput }) =>
      api(`/product_group/${productGroupId}`, { method: 'PATCH', body, schema: productGroupSchema }),
    meta: quiet,
    onSuccess: store,
  });
}

/** Creates a group from a whole body (duplicate). */
export function useCreateGroup() {
  const store = useStoreGroup();
  return useMutation({
    mutationFn: (body: ProductGroupInput) =>
      api('/product_group', { method: 'POST', body, schema: productGroupSchema }),
    meta: quiet,
    onSuccess: store,
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productGroupId: number) =>
      api(`/product_group/${productGroupId}`, { method: 'DELETE', schema: productGroupDeletedSchema }),
    meta: quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
