import type { Module } from '../types';
import { flagsRoutes } from './flags.routes';

export const flagsModule: Module = { name: 'flags', routes: flagsRoutes };
