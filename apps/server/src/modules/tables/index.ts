import type { Module } from '../types';
import { tablesRoutes } from './tables.routes';

export const tablesModule: Module = { name: 'tables', routes: tablesRoutes };

/** What other modules use of tables: its service (the module owns its tables; others never reach its repository). */
export { tablesService } from './tables.service';
