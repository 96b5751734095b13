/** The recipes feature's front door (issue 27): what other screens use of it (the dashboard's low-stock alert). */
export { type Ingredient, ingredientsQueryOptions } from './api';
