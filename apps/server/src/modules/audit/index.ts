import type { Module } from '../types';
import { auditRoutes } from './audit.routes';

export const auditModule: Module = { name: 'audit', routes: auditRoutes };
