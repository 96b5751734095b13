import { sql } from 'kysely';
import type { OrgDb } from './org-db';

/** SQL of the menu organiser's reorder (lib/reorder.ts): the organisation id is in every WHERE clause. */

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

export const reorderRepository = {
  /** The live rows of the organisation named by `ids` or inside the container. */
  async rows(
    org: OrgDb,
    table: OrderedTable,
    containerId: number | null,
    ids: readonly number[],
  ): Promise<OrderedRow[]> {
    // Both tables have id, org_id, sort_order, deleted_at and their container column; the casts name one of them.
    const from = table as 'product_group';
    const column = CONTAINER[table] as 'parent_group_id';
    const rows = await org.db
      .selectFrom(from)
      .select(['id', `${column} as container`, 'sort_order'])
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([eb('id', 'in', [...ids]), containerId === null ? eb(column, 'is', null) : eb(column, '=', containerId)]),
      )
      .execute();
    return rows.map((r) => ({ id: r.id, container: r.container, sortOrder: r.sort_order }));
  },

  /** Writes the new orders in one statement: CASE id WHEN 12 THEN 1 WHEN 7 THEN 2 ... (same SQL on both databases). */
  async setOrder(org: OrgDb, table: OrderedTable, changes: readonly OrderChange[]): Promise<void> {
    if (changes.length === 0) return;
    // Both tables have id, org_id and sort_order; the cast names one of them.
    await org.db
      .updateTable(table as 'product_group')
      .set({
        sort_order: sql<number>`case id ${sql.join(
          changes.map((c) => sql`when ${c.id} then cast(${c.to} as integer)`),
          sql` `,
        )} else sort_order end`,
      })
      .where('org_id', '=', org.orgId)
      .where(
        'id',
        'in',
        changes.map((c) => c.id),
      )
      .execute();
  },
};
