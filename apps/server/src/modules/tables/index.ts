import type { Module } from '../types';
import { tablesRoutes } from './tables.routes';

export const tablesModule: Module = { name: 'tables', routes: tablesRoutes };
