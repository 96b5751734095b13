import { envelope, workerClockSchema, workerShiftSchema } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { inTransaction, isUniqueViolation } from '../../lib/tx';
import { tenantOf } from '../../plugins/auth';
import { workerShiftDto } from '../shifts/shifts.reports.service';
import { shiftsRepository } from '../shifts/shifts.repository';
import type { Module } from '../types';

async function workerShiftById(ctx: ServerContext, orgId: number, id: number) {
  const row = await ctx.db
    .selectFrom('worker_shift as w')
    .innerJoin('app_user as u', 'u.user_id', 'w.user_id')
    .leftJoin('shift as s', 's.shift_id', 'w.parent_shift_id')
    .select(['w.id', 'w.parent_shift_id', 'w.start_time', 'w.end_time', 'w.auto_closed', 'u.username', 'u.type'])
    .select('s.shift_number as parent_shift_number')
    .where('w.org_id', '=', orgId)
    .where('w.id', '=', id)
    .executeTakeFirstOrThrow();
  return workerShiftDto(row);
}

/** The worker being clocked: the caller, or another live user of the same organisation. */
async function workerId(ctx: ServerContext, orgId: number, callerId: number, userId?: number): Promise<number> {
  if (!userId || userId === callerId) return callerId;
  const user = await ctx.db
    .selectFrom('app_user')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  return user.user_id;
}

export const workersModule: Module = {
  name: 'workers',
  routes: async (app, { ctx }) => {
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
      async (request) => {
        const tenant = tenantOf(request);
        const userId = await workerId(ctx, tenant.orgId, tenant.userId, request.body.userId);
        try {
          const id = await inTransaction(ctx.db, async (trx) => {
            const shift = await shiftsRepository.current(trx, tenant.orgId);
            const row = await trx
              .insertInto('worker_shift')
              .values({
                org_id: tenant.orgId,
                parent_shift_id: shift?.shift_id ?? null,
                user_id: userId,
                start_time: ctx.now(),
                auto_closed: 0,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return row.id;
          });
          return { data: await workerShiftById(ctx, tenant.orgId, id) };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict('This worker is already clocked in');
          throw err;
        }
      },
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
      async (request) => {
        const tenant = tenantOf(request);
        const userId = await workerId(ctx, tenant.orgId, tenant.userId, request.body.userId);
        const open = await ctx.db
          .selectFrom('worker_shift')
          .select('id')
          .where('org_id', '=', tenant.orgId)
          .where('user_id', '=', userId)
          .where('end_time', 'is', null)
          .executeTakeFirst();
        if (!open) throw conflict('This worker is not clocked in');
        await ctx.db
          .updateTable('worker_shift')
          .set({ end_time: ctx.now() })
          .where('org_id', '=', tenant.orgId)
          .where('id', '=', open.id)
          .execute();
        return { data: await workerShiftById(ctx, tenant.orgId, open.id) };
      },
    );
  },
};
