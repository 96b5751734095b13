import type { Module } from '../types';
import { analyticsRoutes } from './analytics.routes';

/** Payments, ordered products and account history of a period (document 3). */
export const analyticsModule: Module = { name: 'analytics', routes: analyticsRoutes };
