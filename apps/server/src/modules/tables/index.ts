import { envelope, tableSchema } from '@comptoir/shared';
import { z } from 'zod';
import { tenantOf } from '../../plugins/auth';
import type { Module } from '../types';
import { tablesRepository } from './tables.repository';

export const tablesModule: Module = {
  name: 'tables',
  routes: async (app, { ctx }) => {
    app.get(
      '/table',
      {
        config: { ability: 'ADMIN_TABLES' },
        schema: {
          tags: ['tables'],
          summary: 'Tables with zone, type and status (OCCUPIED while an account is open at the table)',
          response: { 200: envelope(z.array(tableSchema)) },
        },
      },
      async (request) => ({ data: await tablesRepository.list(ctx.db, tenantOf(request).orgId) }),
    );
  },
};
