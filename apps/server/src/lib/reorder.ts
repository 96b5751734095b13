import type { AuditResource } from '@comptoir/shared';
import { sql } from 'kysely';
import { type Actor, editLog } from './audit';
import { AppError, badRequest } from './errors';
import type { Executor } from './tx';

/**
 * The menu organiser's drop (document 2 section 2, "Menu page"; docs/decisions.md "Menu organiser"): the ordered ids of
 * ONE container (products of a group, sub-groups of a group, top-level groups) become orderIndex 1, 2, 3... in one
 * statement, inside the caller's transaction, with one audit entry per item whose order changed.
 */

/** The two orderable tables and the column naming each one's container. */
const CONTAINER = { product: 'group_id', product_group: 'parent_group_id' } as const;
export type OrderedTable = keyof typeof CONTAINER;

export interface OrderedRow {
  id: number;
  container: number | null;
  sortOrder: number;
}

export interface OrderChange {
  id: number;
  from: number;
  to: number;
}

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

/** The live rows of the organisation named by `ids` or inside the container. */
async function orderedRows(
  db: Executor,
  table: OrderedTable,
  orgId: number,
  containerId: number | null,
  ids: readonly number[],
): Promise<OrderedRow[]> {
  // Both tables have id, org_id, sort_order, deleted_at and their container column; the casts name one of them.
  const from = table as 'product_group';
  const column = CONTAINER[table] as 'parent_group_id';
  const rows = await db
    .selectFrom(from)
    .select(['id', `${column} as container`, 'sort_order'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('id', 'in', [...ids]), containerId === null ? eb(column, 'is', null) : eb(column, '=', containerId)]),
    )
    .execute();
  return rows.map((r) => ({ id: r.id, container: r.container, sortOrder: r.sort_order }));
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
  const { table, containerId, ids } = target;
  const rows = await orderedRows(trx, table, actor.orgId, containerId, ids);
  const changes = planReorder(rows, containerId, ids, target.field);
  if (changes.length > 0) {
    const from = table as 'product_group';
    await trx
      .updateTable(from)
      // One statement: CASE id WHEN 12 THEN 1 WHEN 7 THEN 2 ... (the same SQL on SQLite and PostgreSQL).
      .set({
        sort_order: sql<number>`case id ${sql.join(
          changes.map((c) => sql`when ${c.id} then cast(${c.to} as integer)`),
          sql` `,
        )} else sort_order end`,
      })
      .where('org_id', '=', actor.orgId)
      .where(
        'id',
        'in',
        changes.map((c) => c.id),
      )
      .execute();
    const log = editLog(trx, actor, at);
    for (const c of changes) await log.updated(target.resource, c.id, { orderIndex: c.from }, { orderIndex: c.to });
  }
  return ids.map((id, index) => ({ id, orderIndex: index + 1 }));
}
