import type { Module } from '../types';
import { workersRoutes } from './workers.routes';

export const workersModule: Module = { name: 'workers', routes: workersRoutes };
