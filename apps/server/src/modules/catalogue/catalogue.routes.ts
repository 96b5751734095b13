import { envelope } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { catalogueService } from './catalogue.service';

const catalogueSchema = z.object({
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      price: z.string(),
      vat: z.number(),
      groupId: z.number().int().nullable(),
      groupName: z.string().nullable(),
      isOption: z.boolean(),
      weightPrice: z.boolean(),
      barcode: z.string().nullable(),
      optionGroupIds: z.array(z.number().int()),
    }),
  ),
  tables: z.array(z.object({ tableId: z.number().int(), tableNumber: z.number().int(), occupied: z.boolean() })),
});

/** What a till needs to take orders: sellable products (with option groups) and tables. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/terminal/catalogue',
    {
      schema: {
        tags: ['terminal'],
        summary: 'Products (with option groups) and tables for a till',
        response: { 200: envelope(catalogueSchema) },
      },
    },
    async (request) => ({ data: await catalogueService.forTill(ctx, tenantOf(request).orgId) }),
  );
};
