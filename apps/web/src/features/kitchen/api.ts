/** Kitchen messages (document 3 section 7): GET/POST /kitchen_message, DELETE /kitchen_message/{id}. */
import {
  type CreateKitchenMessageInput,
  type KitchenMessage,
  kitchenMessageDeletedSchema,
  kitchenMessageSchema,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { KitchenMessage };

export const kitchenKeys = {
  all: ['kitchen-messages'] as const,
  list: () => [...kitchenKeys.all, 'list'] as const,
};

export const kitchenMessagesQueryOptions = () =>
  queryOptions({
    queryKey: kitchenKeys.list(),
    queryFn: ({ signal }) => api('/kitchen_message', { schema: z.array(kitchenMessageSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const useKitchenMessages = () => useQuery(kitchenMessagesQueryOptions());

/** POST /kitchen_message. Errors: in the dialog. */
export function useAddKitchenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateKitchenMessageInput) =>
      api('/kitchen_message', { method: 'POST', body, schema: kitchenMessageSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}

export function useDeleteKitchenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/kitchen_message/${id}`, { method: 'DELETE', schema: kitchenMessageDeletedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}
