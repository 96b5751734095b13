import type { Module } from '../types';
import { stockRoutes } from './stock.routes';

export const stockModule: Module = { name: 'stock', routes: stockRoutes };
