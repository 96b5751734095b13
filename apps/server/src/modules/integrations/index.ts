import type { Module } from '../types';
import { integrationsRoutes } from './integrations.routes';

export const integrationsModule: Module = { name: 'integrations', routes: integrationsRoutes };

/** A stored integration password is encrypted per organisation with the server's secret (the demo stores one). */
export { encryptPassword } from './integrations.secret';
