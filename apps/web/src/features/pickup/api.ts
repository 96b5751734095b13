/**
 * Pickup locations (document 3 section 7): GET/POST /pickup-location, PATCH/DELETE /pickup-location/{pickupLocationId}.
 */
import { type PickupFields, type PickupLocation, pickupDeletedSchema, pickupLocationSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { PickupLocation };

export const pickupKeys = {
  all: ['pickup-locations'] as const,
  list: () => [...pickupKeys.all, 'list'] as const,
};

export const pickupQueryOptions = () =>
  queryOptions({
    queryKey: pickupKeys.list(),
    queryFn: ({ signal }) => api('/pickup-location', { schema: z.array(pickupLocationSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });
export const usePickupLocations = () => useQuery(pickupQueryOptions());

/** POST (no id) or PATCH (an id). Errors: in the dialog. */
export function useSavePickup(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupFields) =>
      id === null
        ? api('/pickup-location', { method: 'POST', body, schema: pickupLocationSchema })
        : api(`/pickup-location/${id}`, { method: 'PATCH', body, schema: pickupLocationSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
  });
}

export function useDeletePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/pickup-location/${id}`, { method: 'DELETE', schema: pickupDeletedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
  });
}
