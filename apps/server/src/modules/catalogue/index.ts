import type { Module } from '../types';
import { catalogueRoutes } from './catalogue.routes';

export const catalogueModule: Module = { name: 'catalogue', routes: catalogueRoutes };
