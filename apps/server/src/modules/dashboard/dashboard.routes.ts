import { dashboardIntervalSchema, dashboardSchema, lowStockSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { stockAlertsService } from '../recipes';
import { dashboardService } from './dashboard.service';

export const dashboardRoutes = routes({ tags: ['dashboard'] }, (route, ctx) => {
  route.get(
    '/data/dashboard',
    {
      config: { ability: 'ANALYTICS_DASHBOARD' },
      summary: 'Dashboard figures for an interval (calendar intervals in the organisation time zone)',
      querystring: z.object({ timeInterval: dashboardIntervalSchema.default('CURRENT_SHIFT') }),
      data: dashboardSchema,
    },
    (request) => dashboardService.get(ctx, scopeOf(request), request.query.timeInterval),
  );
  route.get(
    '/data/dashboard/low-stock',
    {
      // Whoever sees the ingredients page sees its alerts (decision 117): the ability of the ingredients.
      config: { ability: 'ADMIN_PRODUCTS' },
      summary: 'Ingredients under their minimum level, the emptiest first (name, stock, minimum, unit)',
      data: z.array(lowStockSchema),
    },
    (request) => stockAlertsService.belowMinimum(scopeOf(request)),
  );
});
