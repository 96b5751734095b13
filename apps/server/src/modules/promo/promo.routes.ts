import {
  createPromoSchema,
  idParam,
  promoCodeSchema,
  promoDeletedSchema,
  promoGroupChoiceSchema,
  updatePromoSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { promoService as service } from './promo.service';

const promoParams = idParam('promoCodeId');

/** Promo codes (document 3 section 7) behind ADMIN_PROMO_CODES (the till's calls that apply one to a ticket are the accounts module's). */
export const promoRoutes = routes({ tags: ['promo'], config: { ability: 'ADMIN_PROMO_CODES' } }, (route, ctx) => {
  route.get('/promo', { summary: 'Promo codes', data: z.array(promoCodeSchema) }, (request) =>
    service.list(scopeOf(request)),
  );
  route.get(
    '/promo/groups',
    {
      summary: 'The product groups a code may apply to (for the promo dialog)',
      data: z.array(promoGroupChoiceSchema),
    },
    (request) => service.groupChoices(scopeOf(request)),
  );
  route.post(
    '/promo',
    {
      summary: 'Add a promo code (defaults: PERCENTAGE, max uses 1, used 0, no auto activation, all groups)',
      body: createPromoSchema,
      data: promoCodeSchema,
    },
    (request) => {
      const { userId } = scopeOf(request);
      return service.create(ctx, scopeOf(request), userId, request.body);
    },
  );
  route.patch(
    '/promo/:promoCodeId',
    {
      summary: 'Change a promo code (the whole promo, as GET returned it)',
      params: promoParams,
      body: updatePromoSchema,
      data: promoCodeSchema,
    },
    (request) => {
      const { userId } = scopeOf(request);
      return service.update(ctx, scopeOf(request), userId, request.params.promoCodeId, request.body);
    },
  );
  route.delete(
    '/promo/:promoCodeId',
    {
      summary: 'Delete a promo code (tickets that used it keep their discount)',
      params: promoParams,
      data: promoDeletedSchema,
    },
    (request) => {
      const { userId } = scopeOf(request);
      return service.remove(ctx, scopeOf(request), userId, request.params.promoCodeId);
    },
  );
});
