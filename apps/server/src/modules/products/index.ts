import type { Module } from '../types';
import { productsRoutes } from './products.routes';

export const productsModule: Module = { name: 'products', routes: productsRoutes };
