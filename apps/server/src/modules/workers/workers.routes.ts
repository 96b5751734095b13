import { envelope, workerClockSchema, workerShiftSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { workersService } from './workers.service';

export const workersRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.post(
    '/terminal/worker-shifts/clock-in',
    {
      schema: {
        tags: ['terminal'],
        summary: 'Clock a worker in (the caller by default), attached to the open shift',
        body: workerClockSchema,
        response: { 200: envelope(workerShiftSchema) },
      },
    },
    async (request) => ({ data: await workersService.clockIn(ctx, tenantOf(request), request.body.userId) }),
  );

  app.post(
    '/terminal/worker-shifts/clock-out',
    {
      schema: {
        tags: ['terminal'],
        summary: 'Clock a worker out (the caller by default)',
        body: workerClockSchema,
        response: { 200: envelope(workerShiftSchema) },
      },
    },
    async (request) => ({ data: await workersService.clockOut(ctx, tenantOf(request), request.body.userId) }),
  );
};
