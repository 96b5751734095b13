import { idParam, stockMovementSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { stockService } from './stock.service';

/** Stock history (document 3 section 7), behind ANALYTICS_STOCK. */
export const stockRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const route = routeKit(app, { ctx, tags: ['stock'], config: { ability: 'ANALYTICS_STOCK' } });
  route.get(
    '/stock/product/:productId',
    {
      operationId: 'listProductStockMovements',
      summary: 'Stock history of a product, newest first (timestamp, product name, new stock, variation, user)',
      params: idParam('productId'),
      data: z.array(stockMovementSchema),
    },
    (request) => stockService.productHistory(ctx, tenantOf(request).orgId, request.params.productId),
  );
};
