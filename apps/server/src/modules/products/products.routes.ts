import {
  createProductBodySchema,
  envelope,
  idParam,
  productDeletedSchema,
  productSchema,
  updateProductBodySchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { productsService as service } from './products.service';

const guard = { ability: 'ADMIN_PRODUCTS' } as const;
const tags = ['products'];

/** Products (document 2 section 7), all behind ADMIN_PRODUCTS. */
export const productsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const actor = (request: Parameters<typeof tenantOf>[0]) => {
    const { orgId, userId } = tenantOf(request);
    return { orgId, userId };
  };

  app.get(
    '/product',
    {
      config: guard,
      schema: {
        tags,
        summary:
          'The catalogue, sorted by group id then name; with includeParentProducts also the parent organisation’s (read-only, their orgId)',
        response: { 200: envelope(z.array(productSchema)) },
      },
      // The list is built by typed code (toProduct): checking 10,000 products again on the way out costs more than
      // building them, so this answer is serialised as it is. The schema above still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({ data: await service.list(ctx, actor(request).orgId) }),
  );
  app.post(
    '/product',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Create a product (an initial stock writes a stock-history row)',
        body: createProductBodySchema,
        response: { 200: envelope(productSchema) },
      },
    },
    async (request) => ({ data: await service.create(ctx, actor(request), request.body) }),
  );
  app.patch(
    '/product/:productId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change some fields of a product; a new stock writes a stock-history row (403 for a parent’s product)',
        params: idParam('productId'),
        body: updateProductBodySchema,
        response: { 200: envelope(productSchema) },
      },
    },
    async (request) => ({
      data: await service.update(ctx, actor(request), request.params.productId, request.body),
    }),
  );
  app.delete(
    '/product/:productId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a product: it leaves the catalogue, past tickets and stock history keep it',
        params: idParam('productId'),
        response: { 200: envelope(productDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.remove(ctx, actor(request), request.params.productId) }),
  );
};
