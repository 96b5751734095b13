import { caller, type TestApp } from './helper';

/** Calls of the recipes API for tests: each returns status and parsed body, asserting nothing. */
export function recipesApi(t: TestApp, token: string) {
  const call = caller(t, token);
  return {
    call,
    ingredients: () => call('GET', '/api/ingredient'),
    addIngredient: (body: object) => call('POST', '/api/ingredient', body),
    saveRecipe: (productId: number, lines: object[]) => call('PUT', `/api/product/${productId}/recipe`, { lines }),
    recipe: (productId: number) => call('GET', `/api/product/${productId}/recipe`),
    movements: (ingredientId: number) => call('GET', `/api/ingredient/${ingredientId}/movement`),
    count: (body: object) => call('POST', '/api/stock-count', body),
  };
}

/** An ingredient's stock (thousandths) as stored. */
export async function stockOf(t: TestApp, ingredientId: number): Promise<number> {
  const row = await t.db
    .selectFrom('ingredient')
    .select('stock_milli')
    .where('id', '=', ingredientId)
    .executeTakeFirstOrThrow();
  return Number(row.stock_milli);
}

/** Row counts of the recipe tables, to prove a refused call wrote nothing. */
export async function recipeCounts(t: TestApp) {
  const count = async (
    table: 'ingredient' | 'ingredient_price' | 'recipe_line' | 'ingredient_movement' | 'stock_count',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    ingredient: await count('ingredient'),
    price: await count('ingredient_price'),
    recipe: await count('recipe_line'),
    movement: await count('ingredient_movement'),
    count: await count('stock_count'),
  };
}
