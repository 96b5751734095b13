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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { resolveImageDraft } from '../../components/image/upload';
import { api } from '../../lib/api';
import {
  choicesQueryOptions,
  deleteAt,
  listQueryOptions,
  QUIET as quiet,
  resourceKeys,
  saveAt,
  useChange,
} from '../../lib/resource';
import { bodyOf, type GroupForm } from './model';

export { type PrinterChoice, usePrinterChoices } from '../printers';
export { useOnlineOrderOpen } from '../settings';
export type { ProductGroup };

/** `choices`: the short list the product screens use (name and VAT); null without ADMIN_GROUPS. */
export const groupKeys = resourceKeys('groups', 'choices');

export const groupsQueryOptions = () => listQueryOptions(groupKeys.list(), '/product_group', productGroupSchema);

export const useGroups = () => useQuery(groupsQueryOptions());

/**
 * What the product screens need of a group: its name and VAT (pre-filled into a new product), and whether it holds
 * options (the website's delivery product is never one, issue 22 point 11).
 */
const groupChoiceSchema = z.object({
  productGroupId: z.number().int(),
  name: z.string(),
  isOptionGroup: z.boolean().optional(),
  vatIn: z.union([z.string(), z.number()]).nullish(),
  vatOut: z.union([z.string(), z.number()]).nullish(),
});
export type GroupChoice = z.infer<typeof groupChoiceSchema>;

/** The organisation's groups for the product screens; null makes them fall back to the groups their products are in. */
export const groupChoicesQueryOptions = () =>
  choicesQueryOptions(groupKeys.choices(), '/product_group', groupChoiceSchema);

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
}

/**
 * The dialog's save: an attached image is uploaded first and its address goes into the group (document 2 section 4);
 * an upload failure stops the save with its message. Then POST (new) or PATCH (existing). Errors: in the dialog.
 */
export function useSaveGroup() {
  const store = useStoreGroup();
  return useMutation({
    mutationFn: async ({ productGroupId, form }: SaveGroup) => {
      const body = bodyOf(form, await resolveImageDraft(form.image));
      return saveAt('/product_group', productGroupId, body, productGroupSchema);
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

export const useDeleteGroup = () =>
  useChange(
    (productGroupId: number) => deleteAt(`/product_group/${productGroupId}`, productGroupDeletedSchema),
    groupKeys.all,
    { quiet: true },
  );
