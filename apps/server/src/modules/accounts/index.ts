import type { Module } from '../types';
import { accountsRoutes } from './accounts.routes';

export const accountsModule: Module = { name: 'accounts', routes: accountsRoutes };
