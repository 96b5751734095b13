/** Promo codes (document 3 section 7): GET/POST /promo, DELETE /promo/{promoCodeId}; the dialog's group choices. */
import {
  type PromoCode,
  type PromoFields,
  promoCodeSchema,
  promoDeletedSchema,
  promoGroupChoiceSchema,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { PromoCode };

export const promoKeys = {
  all: ['promo'] as const,
  list: () => [...promoKeys.all, 'list'] as const,
  groups: () => [...promoKeys.all, 'groups'] as const,
};

export const promoQueryOptions = () =>
  queryOptions({
    queryKey: promoKeys.list(),
    queryFn: ({ signal }) => api('/promo', { schema: z.array(promoCodeSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });
export const usePromoCodes = () => useQuery(promoQueryOptions());

/** The product groups a code may apply to (GET /promo/groups: ADMIN_PROMO_CODES is enough). */
export const usePromoGroups = () =>
  useQuery({
    queryKey: promoKeys.groups(),
    queryFn: ({ signal }) => api('/promo/groups', { schema: z.array(promoGroupChoiceSchema), signal }),
  });

/** POST /promo; the spec hides the edit button, so the console only adds. Errors: in the dialog. */
export function useAddPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoFields) => api('/promo', { method: 'POST', body, schema: promoCodeSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }),
  });
}

export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/promo/${id}`, { method: 'DELETE', schema: promoDeletedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }),
  });
}
