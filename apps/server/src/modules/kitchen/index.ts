import type { Module } from '../types';
import { kitchenRoutes } from './kitchen.routes';

export const kitchenModule: Module = { name: 'kitchen', routes: kitchenRoutes };
