import {
  accountsDataSchema,
  accountsQuerySchema,
  orderedProductsDataSchema,
  orderedProductsQuerySchema,
  paymentsDataSchema,
  paymentsQuerySchema,
} from '@comptoir/shared';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { analyticsService as service } from './analytics.service';

const PERIOD =
  ' The period is [startDate, endDate) in epoch milliseconds; offset and limit (1-10000, default 500) page the list.';

/** Document 3 section 7: /data/payments, /data/ordered_products (GET, PATCH, DELETE) and /data/accounts. */
export const analyticsRoutes = routes({ tags: ['analytics'] }, (route) => {
  route.get(
    '/data/payments',
    {
      config: { ability: 'ANALYTICS_PAYMENTS' },
      summary: `Payments of a period with totals per type and the VAT of the period's sales.${PERIOD}`,
      querystring: paymentsQuerySchema,
      data: paymentsDataSchema,
    },
    (request) => service.payments(scopeOf(request), request.query),
  );

  route.get(
    '/data/ordered_products',
    {
      config: { ability: 'ANALYTICS_ORDERS' },
      summary: `Ordered products of a period (search: name, comment, user, table or id) with totals and VAT.${PERIOD}`,
      querystring: orderedProductsQuerySchema,
      data: orderedProductsDataSchema,
    },
    (request) => service.orderedProducts(scopeOf(request), request.query),
  );

  route.get(
    '/data/accounts',
    {
      config: { ability: 'ANALYTICS_ACCOUNTS' },
      summary:
        'Accounts opened in a period (voided ones are out) with totals and VAT; search is a keyword, status and ' +
        `source match the start of those columns.${PERIOD}`,
      querystring: accountsQuerySchema,
      data: accountsDataSchema,
    },
    (request) => service.accounts(scopeOf(request), request.query),
  );
});
