import type { Module } from '../types';
import { pickupRoutes } from './pickup.routes';

export const pickupModule: Module = { name: 'pickup', routes: pickupRoutes };

/** What other modules use of pickup: its service (the module owns its tables; others never reach its repository). */
export { pickupService } from './pickup.service';
