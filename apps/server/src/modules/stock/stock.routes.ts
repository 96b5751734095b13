import { envelope, idParam, stockMovementSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { stockService } from './stock.service';

/** Stock history (document 3 section 7), behind ANALYTICS_STOCK. */
export const stockRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/stock/product/:productId',
    {
      config: { ability: 'ANALYTICS_STOCK' },
      schema: {
        operationId: 'listProductStockMovements',
        tags: ['stock'],
        summary: 'Stock history of a product, newest first (timestamp, product name, new stock, variation, user)',
        params: idParam('productId'),
        response: { 200: envelope(z.array(stockMovementSchema)) },
      },
    },
    async (request) => ({
      data: await stockService.productHistory(ctx, tenantOf(request).orgId, request.params.productId),
    }),
  );
};
