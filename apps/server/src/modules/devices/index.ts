import type { Module } from '../types';
import { devicesRoutes } from './devices.routes';

export const devicesModule: Module = { name: 'devices', routes: devicesRoutes };
