import type { Module } from '../types';
import { groupsRoutes } from './groups.routes';

export const groupsModule: Module = { name: 'groups', routes: groupsRoutes };

/** What other modules use of groups: its service (the module owns its tables; others never reach its repository). */
export { groupsService } from './groups.service';
