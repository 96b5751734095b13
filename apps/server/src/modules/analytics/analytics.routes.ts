import {
  accountsDataSchema,
  accountsQuerySchema,
  envelope,
  orderedProductsDataSchema,
  orderedProductsQuerySchema,
  paymentsDataSchema,
  paymentsQuerySchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { analyticsService as service } from './analytics.service';

const tags = ['analytics'];
const PERIOD =
  ' The period is [startDate, endDate) in epoch milliseconds; offset and limit (1-10000, default 500) page the list.';

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
