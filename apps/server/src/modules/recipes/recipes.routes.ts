import {
  createIngredientSchema,
  envelope,
  foodCostPeriodQuerySchema,
  foodCostPeriodSchema,
  idParam,
  ingredientImportSchema,
  ingredientMovementSchema,
  ingredientPriceInputSchema,
  ingredientPriceSchema,
  ingredientSchema,
  productCostSchema,
  recipeInputSchema,
  recipeSchema,
  recipeSettingsSchema,
  stockCountInputSchema,
  stockCountSchema,
  updateIngredientSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { stockAlertsService } from './recipes.alerts';
import { foodCostService } from './recipes.food-cost';
import { recipesService as service } from './recipes.service';

/** Decision 86: the catalogue side (ingredients, prices, recipes, counts) is ADMIN_PRODUCTS; history and period
 * food cost are ANALYTICS_STOCK, like a product's stock history. */
const catalogue = { ability: 'ADMIN_PRODUCTS' } as const;
const analytics = { ability: 'ANALYTICS_STOCK' } as const;
const tags = ['recipes'];
const ingredientParams = idParam('ingredientId');
const productParams = idParam('productId');

/** Ingredients, recipes, stock counts and food cost (issue 27). */
export const recipesRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/ingredient',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Ingredients, by name, with the price in force',
        response: { 200: envelope(z.array(ingredientSchema)) },
      },
    },
    async (request) => ({ data: await service.listIngredients(ctx, tenantOf(request).orgId) }),
  );
  app.post(
    '/ingredient',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Add an ingredient (name, unit, supplier, minimum; opening stock and first price optional)',
        body: createIngredientSchema,
        response: { 200: envelope(ingredientSchema) },
      },
    },
    async (request) => ({ data: await service.createIngredient(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/ingredient/:ingredientId',
    {
      config: catalogue,
      schema: {
        tags,
        summary:
          'Change an ingredient; a different stock is recorded as a MANUAL movement (prices have their own call)',
        params: ingredientParams,
        body: updateIngredientSchema,
        response: { 200: envelope(ingredientSchema) },
      },
    },
    async (request) => ({
      data: await service.updateIngredient(ctx, tenantOf(request), request.params.ingredientId, request.body),
    }),
  );
  app.delete(
    '/ingredient/:ingredientId',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Delete an ingredient no recipe uses (409 INGREDIENT_IN_USE otherwise)',
        params: ingredientParams,
        response: { 200: envelope(z.object({ ingredientId: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await service.deleteIngredient(ctx, tenantOf(request).orgId, request.params.ingredientId),
    }),
  );
  app.post(
    '/ingredient/import',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Import ingredients (CSV rows; matched by name, new names created), all or nothing',
        body: ingredientImportSchema,
        response: { 200: envelope(z.object({ created: z.number().int(), updated: z.number().int() })) },
      },
    },
    async (request) => ({ data: await service.importIngredients(ctx, tenantOf(request), request.body.rows) }),
  );
  app.get(
    '/ingredient/:ingredientId/price',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Dated prices of an ingredient, newest first',
        params: ingredientParams,
        response: { 200: envelope(z.array(ingredientPriceSchema)) },
      },
    },
    async (request) => ({ data: await service.prices(ctx, tenantOf(request).orgId, request.params.ingredientId) }),
  );
  app.post(
    '/ingredient/:ingredientId/price',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Add a price per unit in force from validFrom (default now); answers the dated prices',
        params: ingredientParams,
        body: ingredientPriceInputSchema,
        response: { 200: envelope(z.array(ingredientPriceSchema)) },
      },
    },
    async (request) => ({
      data: await service.addPrice(ctx, tenantOf(request), request.params.ingredientId, request.body),
    }),
  );
  app.get(
    '/ingredient/:ingredientId/movement',
    {
      config: analytics,
      schema: {
        tags,
        summary: 'Stock history of an ingredient, newest first (sales with their ticket, counts, changes)',
        params: ingredientParams,
        response: { 200: envelope(z.array(ingredientMovementSchema)) },
      },
    },
    async (request) => ({ data: await service.movements(ctx, tenantOf(request).orgId, request.params.ingredientId) }),
  );
  app.get(
    '/product/:productId/recipe',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'A product’s recipe, cost and margins now',
        params: productParams,
        response: { 200: envelope(recipeSchema) },
      },
    },
    async (request) => ({ data: await service.recipe(ctx, tenantOf(request).orgId, request.params.productId) }),
  );
  app.put(
    '/product/:productId/recipe',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Replace a product’s recipe (an empty list removes it); 400 RECIPE_CYCLE when it would contain itself',
        params: productParams,
        body: recipeInputSchema,
        response: { 200: envelope(recipeSchema) },
      },
    },
    async (request) => ({
      data: await service.saveRecipe(ctx, tenantOf(request).orgId, request.params.productId, request.body),
    }),
  );
  app.get(
    '/food-cost/products',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Every product’s cost and margins now',
        response: { 200: envelope(z.array(productCostSchema)) },
      },
    },
    async (request) => ({ data: await service.productCosts(ctx, tenantOf(request).orgId) }),
  );
  app.get(
    '/food-cost/period',
    {
      config: analytics,
      schema: {
        tags,
        summary: 'Theoretical against actual food cost of [from, to): total, per group and product, top variances',
        querystring: foodCostPeriodQuerySchema,
        response: { 200: envelope(foodCostPeriodSchema) },
      },
    },
    async (request) => ({
      data: await foodCostService.period(ctx, tenantOf(request).orgId, request.query.from, request.query.to),
    }),
  );
  app.get(
    '/stock-count',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Count sessions, newest first (the last 50)',
        response: { 200: envelope(z.array(stockCountSchema)) },
      },
    },
    async (request) => ({ data: await foodCostService.counts(ctx, tenantOf(request).orgId) }),
  );
  app.post(
    '/stock-count',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Record a count: each ingredient’s counted stock, the difference recorded as loss with its reason',
        body: stockCountInputSchema,
        response: { 200: envelope(stockCountSchema) },
      },
    },
    async (request) => ({ data: await foodCostService.count(ctx, tenantOf(request), request.body) }),
  );
  app.get(
    '/recipe-settings',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'The recipes settings: soldOutFromStock (products that cannot be made are sold out on the tills)',
        response: { 200: envelope(recipeSettingsSchema) },
      },
    },
    async (request) => ({ data: await stockAlertsService.settings(ctx, tenantOf(request).orgId) }),
  );
  app.put(
    '/recipe-settings',
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Change the recipes settings (GET /terminal/catalogue then marks soldOut from the stock, or not)',
        body: recipeSettingsSchema,
        response: { 200: envelope(recipeSettingsSchema) },
      },
    },
    async (request) => ({ data: await stockAlertsService.saveSettings(ctx, tenantOf(request), request.body) }),
  );
};
