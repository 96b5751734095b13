import type { Module } from '../types';
import { groupsRoutes } from './groups.routes';

export const groupsModule: Module = { name: 'groups', routes: groupsRoutes };
