import type { Module } from '../types';
import { printersRoutes } from './printers.routes';

export const printersModule: Module = { name: 'printers', routes: printersRoutes };

/** What other modules use of printers: its service (the audit trail's labels). */
export { printersService } from './printers.service';
