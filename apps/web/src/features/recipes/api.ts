/**
 * Ingredients, recipes, counts and food cost (issue 27): /ingredient, /product/{id}/recipe, /stock-count, /food-cost.
 */
import {
  type FoodCostPeriod,
  foodCostPeriodSchema,
  type Ingredient,
  type IngredientImportRow,
  ingredientPriceSchema,
  ingredientSchema,
  type ProductCost,
  productCostSchema,
  type Recipe,
  type RecipeInput,
  type RecipeSettings,
  recipeSchema,
  recipeSettingsSchema,
  type StockCount,
  stockCountSchema,
} from '@comptoir/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { deleteAt, listQueryOptions, QUIET, resourceKeys, saveAt, useChange } from '../../lib/resource';

export type { FoodCostPeriod, Ingredient, ProductCost, Recipe, RecipeSettings, StockCount };

export const recipeKeys = resourceKeys('recipes', 'ingredients', 'costs', 'counts');

export const ingredientsQueryOptions = () =>
  listQueryOptions(recipeKeys.ingredients(), '/ingredient', ingredientSchema);
export const useIngredients = () => useQuery(ingredientsQueryOptions());

/** The ingredient fields the dialog sends: PATCH also takes the stock, POST the first price. */
export interface IngredientBody {
  name: string;
  unit: string;
  supplier: string;
  minStock: number;
  stock: number;
  price?: number;
}

/** POST (no id) or PATCH (an id), then a new dated price when one was typed. Errors: in the dialog. */
export const useSaveIngredient = (id: number | null) =>
  useChange(
    async ({ body, price }: { body: IngredientBody; price: { cents: number; validFrom: number } | null }) => {
      const saved = await saveAt(
        '/ingredient',
        id,
        id === null && price ? { ...body, price: price.cents / 100 } : body,
        ingredientSchema,
      );
      if (id !== null && price)
        await api(`/ingredient/${id}/price`, {
          method: 'POST',
          body: { price: price.cents / 100, validFrom: price.validFrom },
          schema: z.array(ingredientPriceSchema),
        });
      return saved;
    },
    recipeKeys.all,
    { quiet: true },
  );

export const useDeleteIngredient = () =>
  useChange((id: number) => deleteAt(`/ingredient/${id}`, z.object({ ingredientId: z.number() })), recipeKeys.all);

export const useImportIngredients = () =>
  useChange(
    (rows: IngredientImportRow[]) =>
      api('/ingredient/import', {
        method: 'POST',
        body: { rows: rows.map((r) => ({ ...r, price: r.price === undefined ? undefined : r.price / 100 })) },
        schema: z.object({ created: z.number(), updated: z.number() }),
      }),
    recipeKeys.all,
    { quiet: true },
  );

export const productCostsQueryOptions = () =>
  listQueryOptions(recipeKeys.costs(), '/food-cost/products', productCostSchema);
export const useProductCosts = () => useQuery(productCostsQueryOptions());

export const recipeQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...recipeKeys.all, 'recipe', productId],
    queryFn: ({ signal }) => api(`/product/${productId}/recipe`, { schema: recipeSchema, signal }),
    meta: QUIET,
  });
export const useRecipe = (productId: number) =>
  useQuery({ ...recipeQueryOptions(productId), enabled: Number.isInteger(productId) && productId > 0 });

export const useSaveRecipe = (productId: number) =>
  useChange(
    (body: RecipeInput) => api(`/product/${productId}/recipe`, { method: 'PUT', body, schema: recipeSchema }),
    recipeKeys.all,
    { quiet: true },
  );

export const foodCostPeriodQueryOptions = (from: number, to: number) =>
  queryOptions({
    queryKey: [...recipeKeys.all, 'period', from, to],
    queryFn: ({ signal }) => api(`/food-cost/period?from=${from}&to=${to}`, { schema: foodCostPeriodSchema, signal }),
    meta: QUIET,
  });
export const useFoodCostPeriod = (from: number, to: number) => useQuery(foodCostPeriodQueryOptions(from, to));

export const countsQueryOptions = () => listQueryOptions(recipeKeys.counts(), '/stock-count', stockCountSchema);
export const useCounts = () => useQuery(countsQueryOptions());

export const useRecordCount = () =>
  useChange(
    (body: { note: string; lines: { ingredientId: number; counted: number; lossReason: string }[] }) =>
      api('/stock-count', { method: 'POST', body, schema: stockCountSchema }),
    recipeKeys.all,
    { quiet: true },
  );

export const recipeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...recipeKeys.all, 'settings'],
    queryFn: ({ signal }) => api('/recipe-settings', { schema: recipeSettingsSchema, signal }),
    meta: QUIET,
  });
export const useRecipeSettings = () => useQuery(recipeSettingsQueryOptions());

export const useSaveRecipeSettings = () =>
  useChange(
    (body: RecipeSettings) => api('/recipe-settings', { method: 'PUT', body, schema: recipeSettingsSchema }),
    recipeKeys.all,
  );
