import type { AuditResource } from '@comptoir/shared';
import { type Actor, editLog } from './audit';
import { AppError, badRequest } from './errors';
import { orgDb } from './org-db';
import type { OrderChange, OrderedRow, OrderedTable } from './reorder.repository';
import { reorderRepository } from './reorder.repository';
import type { Executor } from './tx';

/**
 * The menu organiser's drop (document 2 section 2, "Menu page"; docs/decisions.md "Menu organiser"): the ordered ids of
 * ONE container (products of a group, sub-groups of a group, top-level groups) become orderIndex 1, 2, 3... in one
 * statement, inside the caller's transaction, with one audit entry per item whose order changed.
 */

export type { OrderChange, OrderedRow, OrderedTable } from './reorder.repository';

/**
 * Checks a new order against the organisation's live rows (those named and those in the container) and answers what
 * changes. Refused, changing nothing: an id that is not a live row of the organisation (404, as for any other
 * organisation's id), an id of another container, or a container item left out of the list (400: the list was made
 * from a stale view).
 */
export function planReorder(
  rows: readonly OrderedRow[],
  containerId: number | null,
  ids: readonly number[],
  field: string,
): OrderChange[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) {
    throw new AppError('NOT_FOUND', `Item ${missing} not found`, { [field]: `Item ${missing} not found` });
  }
  const elsewhere = ids.find((id) => byId.get(id)?.container !== containerId);
  if (elsewhere !== undefined) {
    const message = `Item ${elsewhere} is not in this container`;
    throw badRequest(message, { [field]: message });
  }
  const named = new Set(ids);
  const left = rows.filter((r) => r.container === containerId && !named.has(r.id)).map((r) => r.id);
  if (left.length > 0) {
    const message = `The list must hold every item of the container; missing: ${left.join(', ')}`;
    throw badRequest(message, { [field]: message });
  }
  return ids
    .map((id, index) => ({ id, from: byId.get(id)?.sortOrder ?? 0, to: index + 1 }))
    .filter((c) => c.from !== c.to);
}

/**
 * Writes the new order of one container (already known to exist) and its audit entries; answers every item with its
 * orderIndex. Must run inside a transaction: the check and the write see the same rows.
 */
export async function reorderContainer(
  trx: Executor,
  actor: Actor,
  at: number,
  target: { table: OrderedTable; resource: AuditResource; field: string; containerId: number | null; ids: number[] },
): Promise<{ id: number; orderIndex: number }[]> {
  const org = orgDb(trx, actor.orgId);
  const { table, containerId, ids } = target;
  const rows = await reorderRepository.rows(org, table, containerId, ids);
  const changes = planReorder(rows, containerId, ids, target.field);
  if (changes.length > 0) {
    await reorderRepository.setOrder(org, table, changes);
    const log = editLog(trx, actor, at);
    for (const c of changes) await log.updated(target.resource, c.id, { orderIndex: c.from }, { orderIndex: c.to });
  }
  return ids.map((id, index) => ({ id, orderIndex: index + 1 }));
}
