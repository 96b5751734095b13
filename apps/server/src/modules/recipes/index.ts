import type { Module } from '../types';
import { recipesRoutes } from './recipes.routes';

export const recipesModule: Module = { name: 'recipes', routes: recipesRoutes };
/** The till path's stock hook (issue 27): the accounts module calls it in its own transaction. */
export { recipesTill } from './recipes.till';
