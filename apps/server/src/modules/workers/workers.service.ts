import type { WorkerShift } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { isUniqueViolation } from '../../lib/tx';
import { workersRepository } from './workers.repository';

async function workerShiftById(org: OrgDb, id: number): Promise<WorkerShift> {
  const row = await workersRepository.find(org, id);
  if (!row) throw notFound('Worker shift');
  return workerShiftDto(row);
}

/** The worker being clocked: the caller, or another live user of the same organisation. */
async function workerId(actor: Actor, userId?: number): Promise<number> {
  if (!userId || userId === actor.userId) return actor.userId;
  const id = await workersRepository.liveUserId(actor, userId);
  if (id === undefined) throw notFound('User');
  return id;
}

export const workersService = {
  /** Ends every open worker shift of the organisation at `at`, in the caller's transaction (a shift closes). */
  endAllOpen: (org: OrgDb, at: number) => workersRepository.endAllOpen(org, at),

  /** Clocks a worker in (the caller by default), attached to the open shift if there is one. */
  async clockIn(ctx: ServerContext, actor: Actor, userId?: number): Promise<WorkerShift> {
    const worker = await workerId(actor, userId);
    try {
      const id = await inOrgTransaction(actor, async (org) => {
        const parentShiftId = await ctx.upcalls.openShiftId(org);
        return workersRepository.insert(org, {
          parentShiftId,
          userId: worker,
          at: ctx.now(),
        });
      });
      return workerShiftById(actor, id);
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw conflict('This worker is already clocked in', undefined, { reason: 'WORKER_ALREADY_CLOCKED_IN' });
      }
      throw err;
    }
  },

  /** Clocks a worker out (the caller by default). */
  async clockOut(ctx: ServerContext, actor: Actor, userId?: number): Promise<WorkerShift> {
    const worker = await workerId(actor, userId);
    const open = await workersRepository.openOf(actor, worker);
    if (open === undefined)
      throw conflict('This worker is not clocked in', undefined, { reason: 'WORKER_NOT_CLOCKED_IN' });
    await workersRepository.end(actor, open, ctx.now());
    return workerShiftById(actor, open);
  },
};

/** A worker shift as the API answers it (the worker list and the shift reports). */
export function workerShiftDto(w: {
  id: number;
  parent_shift_id: number | null;
  parent_shift_number: number | null;
  start_time: number;
  end_time: number | null;
  auto_closed: number;
  username: string;
  type: string;
}) {
  return {
    workerShiftId: w.id,
    parentShiftId: w.parent_shift_id,
    parentShiftNumber: w.parent_shift_number,
    user: { username: w.username, type: w.type },
    startTime: w.start_time,
    endTime: w.end_time ?? 0,
    autoClosed: w.auto_closed === 1,
  };
}
