import type { Module } from '../types';
import { shiftsRoutes } from './shifts.routes';

export const shiftsModule: Module = { name: 'shifts', routes: shiftsRoutes };
/** What other modules use of shifts: its service, and the shape of a shift row and its answer (the demo's bulk till). */
export { type ShiftRow, shiftDto } from './shifts.repository';
export { shiftsService } from './shifts.service';
