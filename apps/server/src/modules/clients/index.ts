import type { Module } from '../types';
import { clientsRoutes } from './clients.routes';

export const clientsModule: Module = { name: 'clients', routes: clientsRoutes };
