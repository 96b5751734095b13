import type { Module } from '../types';
import { recipesRoutes } from './recipes.routes';

export const recipesModule: Module = { name: 'recipes', routes: recipesRoutes };
/** Low-stock alerts (the dashboard) and products sold out from stock (the till's catalogue). */
export { stockAlertsService } from './recipes.alerts';
/** The till path's stock hook (issue 27): the accounts module calls it in its own transaction. */
export { recipesTill } from './recipes.till';
