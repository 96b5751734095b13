import { dashboardIntervalSchema, dashboardSchema, envelope, lowStockSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { stockAlertsService } from '../recipes';
import { dashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/data/dashboard',
    {
      config: { ability: 'ANALYTICS_DASHBOARD' },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard figures for an interval (calendar intervals in the organisation time zone)',
        querystring: z.object({ timeInterval: dashboardIntervalSchema.default('CURRENT_SHIFT') }),
        response: { 200: envelope(dashboardSchema) },
      },
    },
    async (request) => ({
      data: await dashboardService.get(ctx, tenantOf(request).orgId, request.query.timeInterval),
    }),
  );
  app.get(
    '/data/dashboard/low-stock',
    {
      // Whoever sees the ingredients page sees its alerts (decision 117): the ability of the ingredients.
      config: { ability: 'ADMIN_PRODUCTS' },
      schema: {
        tags: ['dashboard'],
        summary: 'Ingredients under their minimum level, the emptiest first (name, stock, minimum, unit)',
        response: { 200: envelope(z.array(lowStockSchema)) },
      },
    },
    async (request) => ({ data: await stockAlertsService.belowMinimum(ctx, tenantOf(request).orgId) }),
  );
};
