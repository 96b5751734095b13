import type { Module } from '../types';
import { integrationsRoutes } from './integrations.routes';

export const integrationsModule: Module = { name: 'integrations', routes: integrationsRoutes };
