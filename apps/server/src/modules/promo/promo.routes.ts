import {
  createPromoSchema,
  envelope,
  idParam,
  promoCodeSchema,
  promoDeletedSchema,
  promoGroupChoiceSchema,
  updatePromoSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { promoService as service } from './promo.service';

const guard = { ability: 'ADMIN_PROMO_CODES' } as const;
const tags = ['promo'];
const promoParams = idParam('promoCodeId');

/** Promo codes (document 3 section 7) behind ADMIN_PROMO_CODES (the till's calls that apply one to a ticket are the accounts module's). */
export const promoRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/promo',
    { config: guard, schema: { tags, summary: 'Promo codes', response: { 200: envelope(z.array(promoCodeSchema)) } } },
    async (request) => ({ data: await service.list(ctx, tenantOf(request).orgId) }),
  );
  app.get(
    '/promo/groups',
    {
      config: guard,
      schema: {
        tags,
        summary: 'The product groups a code may apply to (for the promo dialog)',
        response: { 200: envelope(z.array(promoGroupChoiceSchema)) },
      },
    },
    async (request) => ({ data: await service.groupChoices(ctx, tenantOf(request).orgId) }),
  );
  app.post(
    '/promo',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Add a promo code (defaults: PERCENTAGE, max uses 1, used 0, no auto activation, all groups)',
        body: createPromoSchema,
        response: { 200: envelope(promoCodeSchema) },
      },
    },
    async (request) => {
      const { orgId, userId } = tenantOf(request);
      return { data: await service.create(ctx, orgId, userId, request.body) };
    },
  );
  app.patch(
    '/promo/:promoCodeId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change a promo code (the whole promo, as GET returned it)',
        params: promoParams,
        body: updatePromoSchema,
        response: { 200: envelope(promoCodeSchema) },
      },
    },
    async (request) => {
      const { orgId, userId } = tenantOf(request);
      return { data: await service.update(ctx, orgId, userId, request.params.promoCodeId, request.body) };
    },
  );
  app.delete(
    '/promo/:promoCodeId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a promo code (tickets that used it keep their discount)',
        params: promoParams,
        response: { 200: envelope(promoDeletedSchema) },
      },
    },
    async (request) => {
      const { orgId, userId } = tenantOf(request);
      return { data: await service.remove(ctx, orgId, userId, request.params.promoCodeId) };
    },
  );
};
