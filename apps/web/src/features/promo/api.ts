/** Promo codes (document 3 section 7): GET/POST /promo, DELETE /promo/{promoCodeId}; the dialog's group choices. */
import {
  type PromoCode,
  type PromoFields,
  promoCodeSchema,
  promoDeletedSchema,
  promoGroupChoiceSchema,
} from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { deleteAt, listQueryOptions, resourceKeys, saveAt, useChange } from '../../lib/resource';

export type { PromoCode };

export const promoKeys = resourceKeys('promo', 'groups');

export const promoQueryOptions = () => listQueryOptions(promoKeys.list(), '/promo', promoCodeSchema);
export const usePromoCodes = () => useQuery(promoQueryOptions());

/** The product groups a code may apply to (GET /promo/groups: ADMIN_PROMO_CODES is enough). */
export const usePromoGroups = () =>
  useQuery({ ...listQueryOptions(promoKeys.groups(), '/promo/groups', promoGroupChoiceSchema), meta: undefined });

/** POST /promo; the spec hides the edit button, so the console only adds. Errors: in the dialog. */
export const useAddPromo = () =>
  useChange((body: PromoFields) => saveAt('/promo', null, body, promoCodeSchema), promoKeys.all, { quiet: true });

export const useDeletePromo = () =>
  useChange((id: number) => deleteAt(`/promo/${id}`, promoDeletedSchema), promoKeys.all);
