import type { Module } from '../types';
import { workersRoutes } from './workers.routes';

export const workersModule: Module = { name: 'workers', routes: workersRoutes };

/** What other modules use of workers: its service (the module owns its tables; others never reach its repository). */
export { workerShiftDto, workersService } from './workers.service';
