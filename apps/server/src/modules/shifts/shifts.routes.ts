import { closeShiftSchema, openShiftSchema, shiftSchema } from '@comptoir/shared';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { shiftReportRoutes } from './shifts.reports.routes';
import { shiftsService } from './shifts.service';

/** Opening and closing shifts (the reports and statistics are in shifts.reports.routes.ts, registered here too). */
export const shiftsRoutes = routes({ tags: ['shifts'] }, async (route, ctx, app) => {
  route.get('/shift/current', { summary: 'The open shift, or null', data: shiftSchema.nullable() }, (request) =>
    shiftsService.current(scopeOf(request)),
  );
  route.get(
    '/shift/latest',
    { summary: 'The most recent shift (open or closed), or null', data: shiftSchema.nullable() },
    (request) => shiftsService.latest(scopeOf(request)),
  );
  route.post(
    '/shift',
    {
      summary: 'Open a shift with its opening cash (409 when one is open).',
      idempotent: true,
      body: openShiftSchema,
      data: shiftSchema,
    },
    (request, tx) => shiftsService.open(tx, scopeOf(request), request.body.currentCash),
  );
  route.post(
    '/shift/stop',
    {
      config: { ability: 'SHIFT_FORCE_CLOSE' },
      summary: 'Force-close the open shift: open accounts are settled with the chosen type.',
      idempotent: true,
      body: closeShiftSchema,
      data: shiftSchema,
    },
    (request, tx) => shiftsService.close(tx, scopeOf(request), request.body),
  );
  route.post(
    '/terminal/shift/close',
    {
      tags: ['terminal'],
      summary: 'Close the shift at the till with the counted cash (409 while accounts are open).',
      idempotent: true,
      body: closeShiftSchema.pick({ currentCash: true, comment: true }),
      data: shiftSchema,
    },
    (request, tx) => shiftsService.closeAtTill(tx, scopeOf(request), request.body),
  );
  await shiftReportRoutes(app, { ctx });
});
