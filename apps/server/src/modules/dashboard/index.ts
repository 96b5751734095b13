import type { Module } from '../types';
import { dashboardRoutes } from './dashboard.routes';

export const dashboardModule: Module = { name: 'dashboard', routes: dashboardRoutes };
