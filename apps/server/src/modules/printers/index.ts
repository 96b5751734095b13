import type { Module } from '../types';
import { printersRoutes } from './printers.routes';

export const printersModule: Module = { name: 'printers', routes: printersRoutes };
