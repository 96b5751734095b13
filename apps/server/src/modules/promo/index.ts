import type { Module } from '../types';
import { promoRoutes } from './promo.routes';

export const promoModule: Module = { name: 'promo', routes: promoRoutes };

/** What the tickets use of the codes (the accounts module applies them to tickets). */
export { type PromoRow, promoCodes } from './promo.service';
