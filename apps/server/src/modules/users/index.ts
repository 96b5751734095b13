import type { Module } from '../types';
import { usersRoutes } from './users.routes';

export const usersModule: Module = { name: 'users', routes: usersRoutes };
