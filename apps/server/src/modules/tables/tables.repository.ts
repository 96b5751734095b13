import type { TableType, TableZone, tableSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { OrgDb } from '../../lib/org-db';
import { orgRows } from '../../lib/org-rows.repository';

type TableAnswer = z.infer<typeof tableSchema>;

/** The live tables of an organisation (optionally one of them) with zone, type and OCCUPIED status. */
async function selectTables(org: OrgDb, tableId?: number): Promise<TableAnswer[]> {
  let query = org.db
    .selectFrom('dining_table as t')
    .leftJoin('table_zone as z', (j) => j.onRef('z.zone_id', '=', 't.zone_id').on('z.org_id', '=', org.orgId))
    .leftJoin('table_type as y', (j) => j.onRef('y.id', '=', 't.table_type_id').on('y.org_id', '=', org.orgId))
    .select(['t.table_id', 't.table_number', 'z.zone_id', 'z.name as zone_name', 'z.color as zone_color'])
    .select(['y.id as type_id', 'y.name as type_name'])
    .select((eb) =>
      eb
        .selectFrom('client_account as a')
        .select((e) => e.fn.min('a.id').as('id'))
        .whereRef('a.table_id', '=', 't.table_id')
        .where('a.org_id', '=', org.orgId)
        .where('a.status', '=', 'OPEN')
        .as('open_account_id'),
    )
    .where('t.org_id', '=', org.orgId)
    .where('t.deleted_at', 'is', null);
  if (tableId !== undefined) query = query.where('t.table_id', '=', tableId);
  const rows = await query.orderBy('t.table_number').orderBy('t.table_id').execute();
  return rows.map((r) => ({
    tableId: r.table_id,
    tableNumber: r.table_number,
    tableZone:
      r.zone_id !== null ? { zoneId: r.zone_id, name: r.zone_name ?? '', color: r.zone_color ?? '#000' } : null,
    tableType: r.type_id !== null ? { id: r.type_id, name: r.type_name ?? '' } : null,
    status: r.open_account_id !== null ? ('OCCUPIED' as const) : ('FREE' as const),
    openAccountId: r.open_account_id === null ? null : Number(r.open_account_id),
  }));
}

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** SQL of tables, zones and types. The organisation id always follows the executor and is in every WHERE clause. */
const types = orgRows('table_type');

export const tablesRepository = {
  /** Labels of the organisation's tables among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  async labels(org: OrgDb, ids: readonly number[]): Promise<{ id: number; label: string }[]> {
    if (ids.length === 0) return [];
    const rows = await org.db
      .selectFrom('dining_table')
      .select(['table_id as id', 'table_number as label'])
      .where('org_id', '=', org.orgId)
      .where('table_id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({ id: r.id, label: String(r.label) }));
  },

  list(org: OrgDb): Promise<TableAnswer[]> {
    return selectTables(org);
  },

  async find(org: OrgDb, tableId: number): Promise<TableAnswer | undefined> {
    return (await selectTables(org, tableId))[0];
  },

  /** The live table holding `tableNumber`, other than `exceptTableId`. */
  async numberTakenBy(org: OrgDb, tableNumber: number, exceptTableId?: number) {
    let query = org.db
      .selectFrom('dining_table')
      .select('table_id')
      .where('org_id', '=', org.orgId)
      .where('table_number', '=', tableNumber)
      .where('deleted_at', 'is', null);
    if (exceptTableId !== undefined) query = query.where('table_id', '!=', exceptTableId);
    return (await query.executeTakeFirst())?.table_id;
  },

  async insert(org: OrgDb, v: { tableNumber: number; zoneId: number; tableTypeId: number }) {
    const row = await org.db
      .insertInto('dining_table')
      .values({ org_id: org.orgId, table_number: v.tableNumber, zone_id: v.zoneId, table_type_id: v.tableTypeId })
      .returning('table_id')
      .executeTakeFirstOrThrow();
    return row.table_id;
  },

  async update(
    org: OrgDb,
    tableId: number,
    v: { tableNumber?: number; zoneId?: number; tableTypeId?: number },
  ): Promise<void> {
    const set = {
      ...(v.tableNumber !== undefined && { table_number: v.tableNumber }),
      ...(v.zoneId !== undefined && { zone_id: v.zoneId }),
      ...(v.tableTypeId !== undefined && { table_type_id: v.tableTypeId }),
    };
    if (Object.keys(set).length === 0) return;
    await org.db
      .updateTable('dining_table')
      .set(set)
      .where('org_id', '=', org.orgId)
      .where('table_id', '=', tableId)
      .where('deleted_at', 'is', null)
      .execute();
  },

  /** Accounts of the table: the open ones and all of them (closed and voided tickets included). */
  async accountCounts(org: OrgDb, tableId: number) {
    const row = await org.db
      .selectFrom('client_account')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>(eb.case().when('status', '=', 'OPEN').then(1).end()).as('open'),
      ])
      .where('org_id', '=', org.orgId)
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    return { total: Number(row?.total ?? 0), open: Number(row?.open ?? 0) };
  },

  async softDelete(org: OrgDb, tableId: number, at: number): Promise<void> {
    await org.db
      .updateTable('dining_table')
      .set({ deleted_at: at })
      .where('org_id', '=', org.orgId)
      .where('table_id', '=', tableId)
      .execute();
  },

  async hardDelete(org: OrgDb, tableId: number): Promise<void> {
    await org.db.deleteFrom('dining_table').where('org_id', '=', org.orgId).where('table_id', '=', tableId).execute();
  },

  // ---------- zones ----------

  async listZones(org: OrgDb): Promise<TableZone[]> {
    const rows = await org.db
      .selectFrom('table_zone')
      .select(['zone_id', 'name', 'color'])
      .where('org_id', '=', org.orgId)
      .orderBy('name')
      .orderBy('zone_id')
      .execute();
    return rows.map((r) => ({ zoneId: r.zone_id, name: r.name, color: r.color }));
  },

  async findZone(org: OrgDb, zoneId: number): Promise<TableZone | undefined> {
    const r = await org.db
      .selectFrom('table_zone')
      .select(['zone_id', 'name', 'color'])
      .where('org_id', '=', org.orgId)
      .where('zone_id', '=', zoneId)
      .executeTakeFirst();
    return r && { zoneId: r.zone_id, name: r.name, color: r.color };
  },

  async insertZone(org: OrgDb, v: { name: string; color: string }): Promise<number> {
    const row = await org.db
      .insertInto('table_zone')
      .values({ org_id: org.orgId, name: v.name, color: v.color })
      .returning('zone_id')
      .executeTakeFirstOrThrow();
    return row.zone_id;
  },

  async updateZone(org: OrgDb, zoneId: number, v: { name?: string; color?: string }): Promise<void> {
    const set = { ...(v.name !== undefined && { name: v.name }), ...(v.color !== undefined && { color: v.color }) };
    if (Object.keys(set).length === 0) return;
    await org.db
      .updateTable('table_zone')
      .set(set)
      .where('org_id', '=', org.orgId)
      .where('zone_id', '=', zoneId)
      .execute();
  },

  /** How many live tables are in the zone. */
  async liveTablesInZone(org: OrgDb, zoneId: number): Promise<number> {
    return count(
      await org.db
        .selectFrom('dining_table')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', org.orgId)
        .where('zone_id', '=', zoneId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    );
  },

  /** Deletes a zone; deleted tables that still named it lose the reference (their tickets keep the number). */
  async deleteZone(org: OrgDb, zoneId: number): Promise<void> {
    await org.db
      .updateTable('dining_table')
      .set({ zone_id: null })
      .where('org_id', '=', org.orgId)
      .where('zone_id', '=', zoneId)
      .where('deleted_at', 'is not', null)
      .execute();
    await org.db.deleteFrom('table_zone').where('org_id', '=', org.orgId).where('zone_id', '=', zoneId).execute();
  },

  // ---------- types ----------

  async listTypes(org: OrgDb): Promise<TableType[]> {
    return org.db
      .selectFrom('table_type')
      .select(['id', 'name'])
      .where('org_id', '=', org.orgId)
      .orderBy('id')
      .execute();
  },

  findType(org: OrgDb, id: number): Promise<TableType | undefined> {
    return org.db
      .selectFrom('table_type')
      .select(['id', 'name'])
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  insertType: (org: OrgDb, name: string) => types.insert(org, { name }),
  updateType: (org: OrgDb, id: number, name: string) => types.update(org, id, { name }),

  async liveTablesOfType(org: OrgDb, id: number): Promise<number> {
    return count(
      await org.db
        .selectFrom('dining_table')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', org.orgId)
        .where('table_type_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    );
  },

  async deleteType(org: OrgDb, id: number): Promise<void> {
    await org.db
      .updateTable('dining_table')
      .set({ table_type_id: null })
      .where('org_id', '=', org.orgId)
      .where('table_type_id', '=', id)
      .where('deleted_at', 'is not', null)
      .execute();
    await org.db.deleteFrom('table_type').where('org_id', '=', org.orgId).where('id', '=', id).execute();
  },
};
