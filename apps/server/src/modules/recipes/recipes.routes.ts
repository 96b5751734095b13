import {
  createIngredientSchema,
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
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { stockAlertsService } from './recipes.alerts';
import { foodCostService } from './recipes.food-cost';
import { recipesService as service } from './recipes.service';

const ingredientParams = idParam('ingredientId');
const productParams = idParam('productId');

/**
 * Ingredients, recipes, stock counts and food cost (issue 27). Decision 86: the catalogue side (ingredients, prices,
 * recipes, counts) is ADMIN_PRODUCTS; history and period food cost are ANALYTICS_STOCK, like a product's stock history.
 */
export const recipesRoutes = routes({ tags: ['recipes'], config: { ability: 'ADMIN_PRODUCTS' } }, (route, ctx) => {
  const analytics = { ability: 'ANALYTICS_STOCK' } as const;
  const _org = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).orgId;

  route.get(
    '/ingredient',
    { summary: 'Ingredients, by name, with the price in force', data: z.array(ingredientSchema) },
    (request) => service.listIngredients(ctx, scopeOf(request)),
  );
  route.post(
    '/ingredient',
    {
      summary: 'Add an ingredient (name, unit, supplier, minimum; opening stock and first price optional)',
      body: createIngredientSchema,
      data: ingredientSchema,
    },
    (request) => service.createIngredient(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/ingredient/:ingredientId',
    {
      summary: 'Change an ingredient; a different stock is recorded as a MANUAL movement (prices have their own call)',
      params: ingredientParams,
      body: updateIngredientSchema,
      data: ingredientSchema,
    },
    (request) => service.updateIngredient(ctx, scopeOf(request), request.params.ingredientId, request.body),
  );
  route.delete(
    '/ingredient/:ingredientId',
    {
      summary: 'Delete an ingredient no recipe uses (409 INGREDIENT_IN_USE otherwise)',
      params: ingredientParams,
      data: z.object({ ingredientId: z.number().int() }),
    },
    (request) => service.deleteIngredient(ctx, scopeOf(request), request.params.ingredientId),
  );
  route.post(
    '/ingredient/import',
    {
      summary: 'Import ingredients (CSV rows; matched by name, new names created), all or nothing',
      body: ingredientImportSchema,
      data: z.object({ created: z.number().int(), updated: z.number().int() }),
    },
    (request) => service.importIngredients(ctx, scopeOf(request), request.body.rows),
  );
  route.get(
    '/ingredient/:ingredientId/price',
    {
      summary: 'Dated prices of an ingredient, newest first',
      params: ingredientParams,
      data: z.array(ingredientPriceSchema),
    },
    (request) => service.prices(scopeOf(request), request.params.ingredientId),
  );
  route.post(
    '/ingredient/:ingredientId/price',
    {
      summary: 'Add a price per unit in force from validFrom (default now); answers the dated prices',
      params: ingredientParams,
      body: ingredientPriceInputSchema,
      data: z.array(ingredientPriceSchema),
    },
    (request) => service.addPrice(ctx, scopeOf(request), request.params.ingredientId, request.body),
  );
  route.get(
    '/ingredient/:ingredientId/movement',
    {
      config: analytics,
      summary: 'Stock history of an ingredient, newest first (sales with their ticket, counts, changes)',
      params: ingredientParams,
      data: z.array(ingredientMovementSchema),
    },
    (request) => service.movements(scopeOf(request), request.params.ingredientId),
  );
  route.get(
    '/product/:productId/recipe',
    { summary: 'A product’s recipe, cost and margins now', params: productParams, data: recipeSchema },
    (request) => service.recipe(ctx, scopeOf(request), request.params.productId),
  );
  route.put(
    '/product/:productId/recipe',
    {
      summary: 'Replace a product’s recipe (an empty list removes it); 400 RECIPE_CYCLE when it would contain itself',
      params: productParams,
      body: recipeInputSchema,
      data: recipeSchema,
    },
    (request) => service.saveRecipe(ctx, scopeOf(request), request.params.productId, request.body),
  );
  route.get(
    '/food-cost/products',
    { summary: 'Every product’s cost and margins now', data: z.array(productCostSchema) },
    (request) => service.productCosts(ctx, scopeOf(request)),
  );
  route.get(
    '/food-cost/period',
    {
      config: analytics,
      summary: 'Theoretical against actual food cost of [from, to): total, per group and product, top variances',
      querystring: foodCostPeriodQuerySchema,
      data: foodCostPeriodSchema,
    },
    (request) => foodCostService.period(scopeOf(request), request.query.from, request.query.to),
  );
  route.get(
    '/stock-count',
    { summary: 'Count sessions, newest first (the last 50)', data: z.array(stockCountSchema) },
    (request) => foodCostService.counts(scopeOf(request)),
  );
  route.post(
    '/stock-count',
    {
      summary: 'Record a count: each ingredient’s counted stock, the difference recorded as loss with its reason',
      body: stockCountInputSchema,
      data: stockCountSchema,
    },
    (request) => foodCostService.count(ctx, scopeOf(request), request.body),
  );
  route.get(
    '/recipe-settings',
    {
      summary: 'The recipes settings: soldOutFromStock (products that cannot be made are sold out on the tills)',
      data: recipeSettingsSchema,
    },
    (request) => stockAlertsService.settings(scopeOf(request)),
  );
  route.put(
    '/recipe-settings',
    {
      summary: 'Change the recipes settings (GET /terminal/catalogue then marks soldOut from the stock, or not)',
      body: recipeSettingsSchema,
      data: recipeSettingsSchema,
    },
    (request) => stockAlertsService.saveSettings(ctx, scopeOf(request), request.body),
  );
});
