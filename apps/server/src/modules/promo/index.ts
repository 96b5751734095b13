import type { Module } from '../types';
import { promoRoutes } from './promo.routes';

export const promoModule: Module = { name: 'promo', routes: promoRoutes };
