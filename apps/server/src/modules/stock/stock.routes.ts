import { idParam, stockMovementSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { stockService } from './stock.service';

/** Stock history (document 3 section 7), behind ANALYTICS_STOCK. */
export const stockRoutes = routes({ tags: ['stock'], config: { ability: 'ANALYTICS_STOCK' } }, (route) => {
  route.get(
    '/stock/product/:productId',
    {
      operationId: 'listProductStockMovements',
      summary: 'Stock history of a product, newest first (timestamp, product name, new stock, variation, user)',
      params: idParam('productId'),
      data: z.array(stockMovementSchema),
    },
    (request) => stockService.productHistory(scopeOf(request), request.params.productId),
  );
});
