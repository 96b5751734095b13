import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantTable } from '../db/tenant-guard';
import type { OrgDb } from './org-db';

/**
 * The rows of one tenant table keyed by `id`, one row at a time, always in the organisation (decision 164): the
 * inserts, updates, deletes and reads by id that every list screen's repository wrote alike. A repository names
 * what it uses (`const rows = softDeletedRows('pickup_location')`, then `insert: rows.insert`) next to its own
 * queries; each statement filters on `org_id` itself, and the tenant guard still checks every one.
 */

/** Tenant tables whose key is a generated `id`. */
export type IdTable = {
  [K in TenantTable]: Database[K] extends { id: Generated<number> } ? K : never;
}[TenantTable];
/** Those with `deleted_at` (soft-deleted: tickets keep pointing at them). */
export type SoftDeletedTable = {
  [K in IdTable]: Database[K] extends { deleted_at: number | null } ? K : never;
}[IdTable];

type Row<T extends IdTable> = Selectable<Database[T]>;
/** The id of a row of the table: a ticket's rows have ids of their own type (db/ticket-ids.ts). */
export type IdOf<T extends IdTable> = Database[T] extends { id: Generated<infer I> } ? I : never;
/** What an insert gives: the columns but the organisation, which the call sets. */
export type NewRow<T extends IdTable> = Omit<Insertable<Database[T]>, 'org_id'>;
/** What an update may change: never the row's organisation or its id. */
export type RowChanges<T extends IdTable> = Omit<Updateable<Database[T]>, 'org_id' | 'id'>;

/**
 * Each of these tables has `id` and `org_id` (and, for the soft-deleted ones, `deleted_at`); the query builder is
 * given one of them to type the statements, which are the same SQL for all (as lib/reorder.repository.ts does).
 */
type Typed = 'pickup_location';

/** The organisation's row with this id, every column. */
const one = (org: OrgDb, from: Typed, id: number) =>
  org.db.selectFrom(from).selectAll().where('org_id', '=', org.orgId).where('id', '=', id);

export function orgRows<T extends IdTable>(table: T) {
  const from = table as unknown as Typed;
  return {
    /** The row with this id, deleted or not; undefined when the organisation has none. */
    async find(org: OrgDb, id: number): Promise<Row<T> | undefined> {
      return (await one(org, from, id).executeTakeFirst()) as Row<T> | undefined;
    },

    /** Inserts a row of the organisation; answers its id. */
    async insert(org: OrgDb, values: NewRow<T>): Promise<IdOf<T>> {
      const row = await org.db
        .insertInto(from)
        .values({ ...(values as NewRow<Typed>), org_id: org.orgId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id as IdOf<T>;
    },

    /** Changes the organisation's row with this id (nothing when it has none, or when nothing is to change). */
    async update(org: OrgDb, id: number, values: RowChanges<T>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await org.db
        .updateTable(from)
        .set(values as Updateable<Database[Typed]>)
        .where('org_id', '=', org.orgId)
        .where('id', '=', id)
        .execute();
    },

    /** Deletes the organisation's row with this id; answers how many went (0 or 1). */
    async delete(org: OrgDb, id: number): Promise<number> {
      const result = await org.db
        .deleteFrom(from)
        .where('org_id', '=', org.orgId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * `orgRows` of a soft-deleted table, with its live reads and the soft delete. A deleted row is never changed again:
 * its update and its soft delete touch live rows only (the first deletion time stays).
 */
export function softDeletedRows<T extends SoftDeletedTable>(table: T) {
  const from = table as unknown as Typed;
  const live = (org: OrgDb, id: number) =>
    org.db.updateTable(from).where('org_id', '=', org.orgId).where('id', '=', id).where('deleted_at', 'is', null);
  return {
    ...orgRows(table),
    /** Changes the organisation's live row with this id (nothing when it has none, or when nothing is to change). */
    async update(org: OrgDb, id: number, values: RowChanges<T>): Promise<void> {
      if (Object.keys(values).length > 0)
        await live(org, id)
          .set(values as Updateable<Database[Typed]>)
          .execute();
    },

    /** The live row with this id; undefined when deleted or not the organisation's. */
    async findLive(org: OrgDb, id: number): Promise<Row<T> | undefined> {
      return (await one(org, from, id).where('deleted_at', 'is', null).executeTakeFirst()) as Row<T> | undefined;
    },

    /** Marks the row deleted at `at`: it leaves the lists, what points at it keeps it. */
    async softDelete(org: OrgDb, id: number, at: number): Promise<void> {
      await live(org, id).set({ deleted_at: at }).execute();
    },
  };
}

/** Text columns (or numbers) a row may be named by in the audit trail. */
type LabelColumn<T extends IdTable> = {
  [C in keyof Row<T>]: Row<T>[C] extends string | number ? C : never;
}[keyof Row<T>] &
  string;

/**
 * The audit trail's names of rows (`labels` of a module's service): each row of `ids` that is the organisation's,
 * with its `column` as text, in one query. Deleted rows keep their name.
 */
export function rowLabels<T extends IdTable>(table: T, column: LabelColumn<T>) {
  const from = table as unknown as Typed;
  const label = column as unknown as 'name';
  return async (org: OrgDb, ids: readonly number[]): Promise<{ id: number; label: string }[]> => {
    if (ids.length === 0) return [];
    const rows = await org.db
      .selectFrom(from)
      .select(['id', `${label} as label`])
      .where('org_id', '=', org.orgId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({ id: r.id, label: String(r.label) }));
  };
}
