/**
 * Pickup locations (document 3 section 7): GET/POST /pickup-location, PATCH/DELETE /pickup-location/{pickupLocationId}.
 */
import { type PickupFields, type PickupLocation, pickupDeletedSchema, pickupLocationSchema } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { deleteAt, listQueryOptions, resourceKeys, saveAt, useChange } from '../../lib/resource';

export type { PickupLocation };

export const pickupKeys = resourceKeys('pickup-locations');

export const pickupQueryOptions = () => listQueryOptions(pickupKeys.list(), '/pickup-location', pickupLocationSchema);
export const usePickupLocations = () => useQuery(pickupQueryOptions());

/** POST (no id) or PATCH (an id). Errors: in the dialog. */
export const useSavePickup = (id: number | null) =>
  useChange((body: PickupFields) => saveAt('/pickup-location', id, body, pickupLocationSchema), pickupKeys.all, {
    quiet: true,
  });

export const useDeletePickup = () =>
  useChange((id: number) => deleteAt(`/pickup-location/${id}`, pickupDeletedSchema), pickupKeys.all);
