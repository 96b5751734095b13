import { closeShiftSchema, envelope, openShiftSchema, shiftSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import { shiftReportRoutes } from './shifts.reports.routes';
import { shiftsService } from './shifts.service';

const shiftOrNull = envelope(shiftSchema.nullable());

/** Opening and closing shifts (the reports and statistics are in shifts.reports.routes.ts, registered here too). */
export const shiftsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
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
        summary: 'Force-close the open shift: open accounts are settled with the chosen type. Accepts Idempotency-Key.',
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
        return { data: await shiftsService.closeAtTill(tx, tenant, request.body) };
      });
    },
  );
  await shiftReportRoutes(app, { ctx });
};
