import { closeShiftSchema, envelope, openShiftSchema, shiftSchema } from '@comptoir/shared';
import { conflict } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import type { Module } from '../types';
import { shiftReportRoutes } from './shifts.reports.routes';
import { shiftsService } from './shifts.service';

const shiftOrNull = envelope(shiftSchema.nullable());

export const shiftsModule: Module = {
  name: 'shifts',
  routes: async (app, { ctx }) => {
    app.get(
      '/shift/current',
      { schema: { tags: ['shifts'], summary: 'The open shift, or null', response: { 200: shiftOrNull } } },
      async (request) => ({ data: await shiftsService.current(ctx, tenantOf(request).orgId) }),
    );
    app.get(
      '/shift/latest',
      {
        schema: {
          tags: ['shifts'],
          summary: 'The most recent shift (open or closed), or null',
          response: { 200: shiftOrNull },
        },
      },
      async (request) => ({ data: await shiftsService.latest(ctx, tenantOf(request).orgId) }),
    );
    app.post(
      '/shift',
      {
        schema: {
          tags: ['shifts'],
          summary: 'Open a shift with its opening cash (409 when one is open). Accepts Idempotency-Key.',
          body: openShiftSchema,
          response: { 200: envelope(shiftSchema) },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return idempotent(ctx, request, tenant.orgId, async (tx) => ({
          data: await shiftsService.open(tx, tenant, request.body.currentCash),
        }));
      },
    );
    app.post(
      '/shift/stop',
      {
        config: { ability: 'SHIFT_FORCE_CLOSE' },
        schema: {
          tags: ['shifts'],
          summary:
            'Force-close the open shift: open accounts are settled with the chosen type. Accepts Idempotency-Key.',
          body: closeShiftSchema,
          response: { 200: envelope(shiftSchema) },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return idempotent(ctx, request, tenant.orgId, async (tx) => ({
          data: await shiftsService.close(tx, tenant, request.body),
        }));
      },
    );
    app.post(
      '/terminal/shift/close',
      {
        schema: {
          tags: ['terminal'],
          summary:
            'Close the shift at the till with the counted cash (409 while accounts are open). Accepts Idempotency-Key.',
          body: closeShiftSchema.pick({ currentCash: true, comment: true }),
          response: { 200: envelope(shiftSchema) },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return idempotent(ctx, request, tenant.orgId, async (tx) => {
          const open = await tx.db
            .selectFrom('client_account')
            .select('id')
            .where('org_id', '=', tenant.orgId)
            .where('status', '=', 'OPEN')
            .execute();
          if (open.length > 0) {
            throw conflict('Close or settle the open accounts first', undefined, {
              reason: 'SHIFT_HAS_OPEN_ACCOUNTS',
              params: { accounts: open.length },
            });
          }
          return {
            data: await shiftsService.close(tx, tenant, { ...request.body, paymentTypeForForcedClose: 'CASH' }),
          };
        });
      },
    );
    await shiftReportRoutes(app, { ctx });
  },
};
