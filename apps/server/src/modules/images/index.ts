import type { Module } from '../types';
import { imagesRoutes } from './images.routes';

export const imagesModule: Module = { name: 'images', routes: imagesRoutes };
