import { z } from 'zod';
import { systemRepository } from '../../db/system.repository';
import { routes } from '../../plugins/route-kit';
import type { Module } from '../types';

/*
 * Module shape: health is one public route with no rules and no data of its own, so it has no service or repository;
 * its database check is `systemRepository.ping` (a query on no organisation's rows).
 */

export const healthModule: Module = {
  name: 'health',
  routes: routes({ tags: ['operations'], config: { public: true } }, (route, ctx) =>
    route.get(
      '/health',
      {
        summary: 'Liveness and database check',
        data: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
      },
      async () => {
        await systemRepository.ping(ctx.db);
        return { status: 'ok' as const, database: ctx.dialect };
      },
    ),
  ),
};
