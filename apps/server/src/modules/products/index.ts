import type { Module } from '../types';
import { productsRoutes } from './products.routes';

export const productsModule: Module = { name: 'products', routes: productsRoutes };

/** What other modules use of products: its service (the module owns its tables; others never reach its repository). */
export { productsService } from './products.service';
