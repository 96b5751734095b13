import type { Module } from '../types';
import { orgsRoutes } from './orgs.routes';

export const orgsModule: Module = { name: 'orgs', routes: orgsRoutes };
export { orgsService } from './orgs.service';
