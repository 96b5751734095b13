import type { Module } from '../types';
import { usersRoutes } from './users.routes';

export const usersModule: Module = { name: 'users', routes: usersRoutes };

/** What other modules use of users: its service (the module owns its tables; others never reach its repository). */
export { usersService } from './users.service';
