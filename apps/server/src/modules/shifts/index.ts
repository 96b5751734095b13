import type { Module } from '../types';
import { shiftsRoutes } from './shifts.routes';

export const shiftsModule: Module = { name: 'shifts', routes: shiftsRoutes };
export { shiftsService } from './shifts.service';
