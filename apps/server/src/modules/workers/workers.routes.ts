import { workerClockSchema, workerShiftSchema } from '@comptoir/shared';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { workersService } from './workers.service';

export const workersRoutes = routes({ tags: ['terminal'] }, (route, ctx) => {
  route.post(
    '/terminal/worker-shifts/clock-in',
    {
      summary: 'Clock a worker in (the caller by default), attached to the open shift',
      body: workerClockSchema,
      data: workerShiftSchema,
    },
    (request) => workersService.clockIn(ctx, scopeOf(request), request.body.userId),
  );

  route.post(
    '/terminal/worker-shifts/clock-out',
    { summary: 'Clock a worker out (the caller by default)', body: workerClockSchema, data: workerShiftSchema },
    (request) => workersService.clockOut(ctx, scopeOf(request), request.body.userId),
  );
});
