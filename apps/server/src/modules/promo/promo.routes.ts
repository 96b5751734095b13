import {
  accountDetailSchema,
  applyPromoSchema,
  createPromoSchema,
  envelope,
  idParam,
  promoAppliedNoticeSchema,
  promoCodeSchema,
  promoDeletedSchema,
  promoGroupChoiceSchema,
  updatePromoSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import { accountsService } from '../accounts';
import { promoService as service } from './promo.service';

const guard = { ability: 'ADMIN_PROMO_CODES' } as const;
const tags = ['promo'];
const promoParams = idParam('promoCodeId');
const accountParams = idParam('accountId');
const KEY = ' Accepts Idempotency-Key.';

/** Promo codes (document 3 section 7) behind ADMIN_PROMO_CODES, and the till's calls that apply them to a ticket. */
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

  app.post(
    '/terminal/accounts/:accountId/promo',
    {
      schema: {
        operationId: 'applyTerminalAccountPromo',
        tags: ['terminal'],
        summary: `Apply a promo code to an open account: one discount line per VAT rate (refused outside its dates, when used up, unknown or not applicable). A ticket has one code: one it had is replaced and \`notice\` says so (PROMO_CODE_REPLACED).${KEY}`,
        params: accountParams,
        body: applyPromoSchema,
        response: { 200: envelope(accountDetailSchema).extend({ notice: promoAppliedNoticeSchema }) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const { notice } = await accountsService.applyPromo(tx, tenant, accountId, request.body.promoCode);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId), notice };
      });
    },
  );
  app.post(
    '/terminal/accounts/:accountId/promo/remove',
    {
      schema: {
        tags: ['terminal'],
        summary: `Take the promo code off an open account, with its discount lines.${KEY}`,
        params: accountParams,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountsService.removePromo(tx, tenant, accountId);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );
};
