import {
  accountDetailSchema,
  accountsDataSchema,
  accountsQuerySchema,
  envelope,
  idParam,
  orderedProductsDataSchema,
  orderedProductsQuerySchema,
  paymentsDataSchema,
  paymentsQuerySchema,
  updateOrderedProductSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import { accountCorrections } from '../accounts/accounts.corrections';
import { accountsService } from '../accounts/accounts.service';
import { analyticsService as service } from './analytics.service';

const tags = ['analytics'];
const PERIOD =
  ' The period is [startDate, endDate) in epoch milliseconds; offset and limit (1-10000, default 500) page the list.';
const KEY = ' Accepts Idempotency-Key.';

/** Document 3 section 7: /data/payments, /data/ordered_products (GET, PATCH, DELETE) and /data/accounts. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/data/payments',
    {
      config: { ability: 'ANALYTICS_PAYMENTS' },
      schema: {
        tags,
        summary: `Payments of a period with totals per type and the VAT of the period's sales.${PERIOD}`,
        querystring: paymentsQuerySchema,
        response: { 200: envelope(paymentsDataSchema) },
      },
    },
    async (request) => ({ data: await service.payments(ctx, tenantOf(request).orgId, request.query) }),
  );

  app.get(
    '/data/ordered_products',
    {
      config: { ability: 'ANALYTICS_ORDERS' },
      schema: {
        tags,
        summary: `Ordered products of a period (search: name, comment, user, table or id) with totals and VAT.${PERIOD}`,
        querystring: orderedProductsQuerySchema,
        response: { 200: envelope(orderedProductsDataSchema) },
      },
    },
    async (request) => ({ data: await service.orderedProducts(ctx, tenantOf(request).orgId, request.query) }),
  );

  app.delete(
    '/data/ordered_products/:id',
    {
      config: { ability: 'APP_CORRECT_PAYMENTS' },
      schema: {
        tags,
        summary:
          'Delete (void) an ordered product and its options; 409 for an option of another product. On a closed ' +
          `account what was paid for it is refunded (negative payments of the types it was paid with).${KEY}`,
        params: idParam('id'),
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const accountId = await accountCorrections.deleteLine(tx, tenant, request.params.id);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );

  app.patch(
    '/data/ordered_products/:orderedProductId',
    {
      config: { ability: 'APP_CORRECT_PAYMENTS' },
      schema: {
        tags,
        summary:
          'Change an ordered product: its comment, or its pay type (CASH or CARD), which changes how its closed ' +
          `ticket was paid (every CASH/CARD payment of the ticket; audited). Other fields are ignored.${KEY}`,
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

  app.get(
    '/data/accounts',
    {
      config: { ability: 'ANALYTICS_ACCOUNTS' },
      schema: {
        tags,
        summary:
          'Accounts opened in a period (voided ones are out) with totals and VAT; search is a keyword, status and ' +
          `source match the start of those columns.${PERIOD}`,
        querystring: accountsQuerySchema,
        response: { 200: envelope(accountsDataSchema) },
      },
    },
    async (request) => ({ data: await service.accounts(ctx, tenantOf(request).orgId, request.query) }),
  );
};
