import type { Module } from '../types';
import { stockRoutes } from './stock.routes';

export const stockModule: Module = { name: 'stock', routes: stockRoutes };

/** What other modules use of stock: its service (the module owns its tables; others never reach its repository). */
export type { StockReason } from './stock.repository';
export { stockService } from './stock.service';
