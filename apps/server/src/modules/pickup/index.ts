import type { Module } from '../types';
import { pickupRoutes } from './pickup.routes';

export const pickupModule: Module = { name: 'pickup', routes: pickupRoutes };
