import { createHash } from 'node:crypto';
import { envelope } from '@comptoir/shared';
import { z } from 'zod';
import { answerCache, checkedJson, sendCached } from '../../lib/cached-answer';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { stockAlertsService } from '../recipes';
import { catalogueService } from './catalogue.service';

const catalogueSchema = z.object({
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      price: z.string(),
      vat: z.number(),
      priceOut: z.string(),
      vatOut: z.number(),
      groupId: z.number().int().nullable(),
      groupName: z.string().nullable(),
      isOption: z.boolean(),
      weightPrice: z.boolean(),
      barcode: z.string().nullable(),
      optionGroupIds: z.array(z.number().int()),
      /**
       * True when the organisation marks products sold out from stock (recipes settings, off by default) and this
       * product's recipe cannot be made once from the ingredients' stock (issue 27). Always false otherwise, and for
       * a product without a recipe.
       */
      soldOut: z
        .boolean()
        .describe(
          'Sold out from stock (issue 27): true when the organisation turned on "soldOutFromStock" (PUT /recipe-settings) ' +
            'and one unit of this product cannot be made from the ingredients in stock (its recipe, sub-recipes and ' +
            'yields). Always false when the setting is off, and for a product without a recipe.',
        ),
    }),
  ),
  tables: z.array(z.object({ tableId: z.number().int(), tableNumber: z.number().int(), occupied: z.boolean() })),
});

const answerSchema = envelope(catalogueSchema);

/** What a till needs to take orders: sellable products (with option groups) and tables. */
export const catalogueRoutes = routes({ tags: ['terminal'] }, (route, ctx) => {
  const cache = answerCache(ctx);
  route.reply(
    'get',
    '/terminal/catalogue',
    {
      summary:
        'Products (with option groups; soldOut from the recipes’ stock when the setting is on) and tables for a till',
      response: answerSchema,
      // Served from a cached answer (lib/cached-answer.ts), compressed once. The tables are read on every request:
      // the answer kept is the one for the tables' current state (an account opening on a table makes a new one).
      compress: false,
    },
    async (request, reply) => {
      const orgId = scopeOf(request).orgId;
      const tables = await catalogueService.tables(scopeOf(request));
      const state = createHash('sha1').update(JSON.stringify(tables)).digest('base64url');
      const key = `till:${orgId}:${state}`;
      const body =
        cache.peek(key) ??
        (await cache.get(
          key,
          async () => {
            // Sold out from stock: one query per build; every stock change drops the kept answer (decision 118).
            const [products, soldOut] = await Promise.all([
              catalogueService.products(scopeOf(request)),
              stockAlertsService.soldOut(scopeOf(request)),
            ]);
            return {
              json: checkedJson(answerSchema, {
                data: { products: products.map((p) => ({ ...p, soldOut: soldOut.has(p.productId) })), tables },
              }),
              dependsOn: [orgId],
            };
          },
          `till:${orgId}:`,
        ));
      return sendCached(request, reply, body);
    },
  );
});
