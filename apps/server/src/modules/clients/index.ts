import type { Module } from '../types';
import { clientsRoutes } from './clients.routes';

export const clientsModule: Module = { name: 'clients', routes: clientsRoutes };

/** What other modules use of clients: its service (the module owns its tables; others never reach its repository). */
export { clientsService } from './clients.service';
