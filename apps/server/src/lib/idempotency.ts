import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AppError } from './errors';
import { idempotencyRepository } from './idempotency.repository';
import { type OrgDb, orgDb } from './org-db';
import type { PushBus } from './push-bus';
import { isUniqueViolation, transaction } from './tx';

const MAX_KEY_LENGTH = 200;

/**
 * Runs a money-moving call at most once per `Idempotency-Key` (per organisation): the first answer is stored in the
 * same transaction as the effect, a retry with the same key and body gets that answer again, and the same key with a
 * different body is refused (409). Without the header the call simply runs.
 */
export async function idempotent<T>(
  ctx: ServerContext,
  request: FastifyRequest,
  org: OrgDb,
  run: (txCtx: ServerContext) => Promise<T>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const events = deferredPush(ctx.push);
  if (!key) {
    const result = await transaction(ctx.db, (trx) => run({ ...ctx, db: trx, push: events.bus }));
    events.flush();
    return result;
  }
  if (key.length > MAX_KEY_LENGTH) {
    throw new AppError('VALIDATION', 'Idempotency-Key is too long', { 'Idempotency-Key': 'At most 200 characters' });
  }
  const hash = createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');

  const replay = async (db: ServerContext['db']): Promise<T | undefined> => {
    const row = await idempotencyRepository.find(orgDb(db, org.orgId), key);
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request');
    }
    return JSON.parse(row.response) as T;
  };

  // The claim comes first (no look-up before it): a key already taken is answered from its stored answer, read in the
  // same transaction, which then writes nothing.
  try {
    const outcome = await transaction(ctx.db, async (trx) => {
      if (!(await idempotencyRepository.claim(orgDb(trx, org.orgId), key, hash, ctx.now()))) {
        const first = await replay(trx);
        // Taken, yet gone when read (keys are kept: not expected); the till retries with the same key.
        if (first === undefined) throw new AppError('CONFLICT', 'This Idempotency-Key is in use, try again');
        return { replayed: true, result: first };
      }
      const result = await run({ ...ctx, db: trx, push: events.bus });
      await idempotencyRepository.storeResponse(orgDb(trx, org.orgId), key, JSON.stringify(result));
      return { replayed: false, result };
    });
    if (!outcome.replayed) events.flush();
    return outcome.result;
  } catch (err) {
    // A concurrent request with the same key committed first: answer what it answered.
    if (isUniqueViolation(err)) {
      const first = await replay(ctx.db);
      if (first !== undefined) return first;
    }
    throw err;
  }
}

/**
 * Holds push events and signals until the transaction has committed, so a client reloading on the event sees the
 * change (and a cache dropped on a signal is not rebuilt from what was there before).
 */
function deferredPush(target: PushBus): { bus: PushBus; flush: () => void } {
  const pending: Parameters<PushBus['publish']>[] = [];
  const signals: Parameters<PushBus['signal']>[0][] = [];
  return {
    bus: {
      ...target,
      publish: (orgId, event) => void pending.push([orgId, event]),
      signal: (signal) => void signals.push(signal),
    },
    flush: () => {
      for (const signal of signals.splice(0)) target.signal(signal);
      const seen = new Set<string>();
      for (const [orgId, event] of pending.splice(0)) {
        const key = `${orgId}:${event.pushType}`;
        if (!seen.has(key)) target.publish(orgId, event);
        seen.add(key);
      }
    },
  };
}
