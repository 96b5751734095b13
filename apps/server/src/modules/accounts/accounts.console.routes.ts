import {
  type AbilityCode,
  accountDetailSchema,
  changePaymentTypeSchema,
  clientAccountSchema,
  correctionReasonSchema,
  envelope,
  hasAbility,
  idParam,
  updateOrderedProductSchema,
} from '@comptoir/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import { accountCorrections } from './accounts.corrections';
import { accountsService } from './accounts.service';

/**
 * The console's account calls (document 3 section 7): the account summary and its corrections. Reading a summary
 * needs one of the abilities whose pages open it; correcting payments or voiding an account needs
 * APP_CORRECT_PAYMENTS, as at the till.
 */
const SUMMARY_READERS: AbilityCode[] = [
  'ANALYTICS_ACCOUNTS',
  'ANALYTICS_ORDERS',
  'ANALYTICS_PAYMENTS',
  'ANALYTICS_SHIFTS',
  'APP_CORRECT_PAYMENTS',
];

export function requireAnyAbility(codes: readonly AbilityCode[]) {
  return async (request: FastifyRequest) => {
    const { user } = tenantOf(request);
    if (!codes.some((code) => hasAbility(user, code))) {
      throw forbidden(`This needs one of the abilities ${codes.join(', ')}`, undefined, {
        reason: 'MISSING_ABILITY',
        params: { abilities: codes.join(',') },
      });
    }
  };
}

const correct = { ability: 'APP_CORRECT_PAYMENTS' } as const;
const tags = ['accounts'];
const accountParams = idParam('id');
const paymentParams = idParam('clientAccountId').extend({
  paymentTransactionId: z.coerce.number({ error: 'Must be a number' }).int().positive(),
});
const KEY = ' Accepts Idempotency-Key.';

export const accountsConsoleRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/client_account/:id',
    {
      onRequest: requireAnyAbility(SUMMARY_READERS),
      schema: {
        tags,
        summary: 'Account summary: the account, its live ordered products, totals and VAT',
        params: accountParams,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => ({ data: await accountsService.detail(ctx, tenantOf(request).orgId, request.params.id) }),
  );

  app.delete(
    '/client_account/:id',
    {
      config: correct,
      schema: {
        tags,
        summary:
          'Delete an account: an open one is voided (kept, audited, out of totals); a closed one is cancelled by a ' +
          `correction ticket in the open shift that refunds what was paid (the body's reason is required).${KEY}`,
        params: accountParams,
        body: correctionReasonSchema.nullish(),
        response: { 200: envelope(clientAccountSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountCorrections.deleteAccount(tx, tenant, request.params.id, request.body ?? {});
        return { data: await accountsService.account(tx, tenant.orgId, request.params.id) };
      });
    },
  );

  app.delete(
    '/client_account/:clientAccountId/payment/:paymentTransactionId',
    {
      config: correct,
      schema: {
        tags,
        summary: `Delete (void) a payment of an open account (409 on a closed one: change its type instead).${KEY}`,
        params: paymentParams,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { clientAccountId, paymentTransactionId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountCorrections.deletePayment(tx, tenant, clientAccountId, paymentTransactionId);
        return { data: await accountsService.detail(tx, tenant.orgId, clientAccountId) };
      });
    },
  );

  app.post(
    '/client_account/:clientAccountId/payment/:paymentTransactionId/change_payment_type',
    {
      config: correct,
      schema: {
        tags,
        summary: `Change a payment between CASH and CARD: the old transaction is reversed and a new one recorded.${KEY}`,
        params: paymentParams,
        body: changePaymentTypeSchema,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { clientAccountId, paymentTransactionId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountCorrections.changePaymentType(
          tx,
          tenant,
          clientAccountId,
          paymentTransactionId,
          request.body.paymentType,
          request.body,
        );
        return { data: await accountsService.detail(tx, tenant.orgId, clientAccountId) };
      });
    },
  );
  app.delete(
    '/data/ordered_products/:orderedProductId',
    {
      config: { ability: 'APP_CORRECT_PAYMENTS' },
      schema: {
        tags: ['analytics'],
        summary:
          'Delete an ordered product and its options; 409 for an option of another product. On an open ticket it is ' +
          'voided; on a closed one a correction ticket cancels it in the open shift and refunds what the customer ' +
          `paid for it (the discount re-split over what remains); the body's reason is then required.${KEY}`,
        params: idParam('orderedProductId'),
        body: correctionReasonSchema.nullish(),
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const accountId = await accountCorrections.deleteLine(
          tx,
          tenant,
          request.params.orderedProductId,
          request.body ?? {},
        );
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );

  app.patch(
    '/data/ordered_products/:orderedProductId',
    {
      config: { ability: 'APP_CORRECT_PAYMENTS' },
      schema: {
        tags: ['analytics'],
        summary:
          'Change an ordered product: its comment (open tickets), or its pay type (CASH or CARD), which changes how ' +
          'its closed ticket was paid by a correction ticket in the open shift (reason required). Other fields are ' +
          `ignored.${KEY}`,
        params: idParam('orderedProductId'),
        body: updateOrderedProductSchema,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const accountId = await accountCorrections.updateLine(
          tx,
          tenant,
          request.params.orderedProductId,
          request.body,
        );
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );
};
