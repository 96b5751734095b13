import { envelope } from '@comptoir/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Module } from '../types';

export const healthModule: Module = {
  name: 'health',
  routes: async (app, { ctx }) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database check',
          response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) })) },
        },
      },
      async () => {
        await sql`select 1`.execute(ctx.db);
        return { data: { status: 'ok' as const, database: ctx.dialect } };
      },
    );
  },
};
