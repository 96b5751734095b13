import { healthModule } from './health';
import type { Module } from './types';
import { usersModule } from './users';

/** Every feature module, mounted under /api. Adding a module is one line here. */
export const modules: Module[] = [healthModule, usersModule];
