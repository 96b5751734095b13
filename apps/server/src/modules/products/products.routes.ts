import {
  createProductBodySchema,
  envelope,
  idParam,
  productDeletedSchema,
  productSchema,
  reorderedProductsSchema,
  reorderProductsSchema,
  updateProductBodySchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { answerCache, checkedJson, sendCached } from '../../lib/cached-answer';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { productsService as service } from './products.service';

const listSchema = envelope(z.array(productSchema));

/** Products (document 2 section 7), all behind ADMIN_PRODUCTS. */
export const productsRoutes = routes({ tags: ['products'], config: { ability: 'ADMIN_PRODUCTS' } }, (route, ctx) => {
  const cache = answerCache(ctx);

  route.reply(
    'get',
    '/product',
    {
      summary:
        'The catalogue, sorted by group id then name; with includeParentProducts also the parent organisation’s (read-only, their orgId)',
      response: listSchema,
      // Served from the organisation's cached answer (lib/cached-answer.ts), checked against the schema above once
      // per build, compressed once: @fastify/compress leaves it alone.
      compress: false,
    },
    (request, reply) => {
      const { orgId } = scopeOf(request);
      const key = `product:${orgId}`;
      // A kept answer is sent without waiting on anything; else built (once for concurrent requests) first.
      const kept = cache.peek(key);
      if (kept) return void sendCached(request, reply, kept);
      const build = async () => {
        const { products, dependsOn } = await service.catalogue(scopeOf(request));
        return { json: checkedJson(listSchema, { data: products }, true), dependsOn };
      };
      return cache.get(key, build).then((body) => void sendCached(request, reply, body));
    },
  );
  route.post(
    '/product',
    {
      summary: 'Create a product (an initial stock writes a stock-history row)',
      body: createProductBodySchema,
      data: productSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/product/:productId',
    {
      summary: 'Change some fields of a product; a new stock writes a stock-history row (403 for a parent’s product)',
      params: idParam('productId'),
      body: updateProductBodySchema,
      data: productSchema,
    },
    (request) => service.update(ctx, scopeOf(request), request.params.productId, request.body),
  );
  route.delete(
    '/product/:productId',
    {
      summary: 'Delete a product: it leaves the catalogue, past tickets and stock history keep it',
      params: idParam('productId'),
      data: productDeletedSchema,
    },
    (request) => service.remove(ctx, scopeOf(request), request.params.productId),
  );
  route.post(
    '/product/reorder',
    {
      // The menu page is super user only (document 2 sections 2 and 6); its drop is too (docs/decisions.md).
      config: { superUser: true },
      summary:
        'Menu organiser: the products of one group, every one, in their new order; they take orderIndex 1, 2, 3... ' +
        'in one transaction. Super users only.',
      body: reorderProductsSchema,
      data: reorderedProductsSchema,
    },
    (request) => service.reorder(ctx, scopeOf(request), request.body),
  );
});
