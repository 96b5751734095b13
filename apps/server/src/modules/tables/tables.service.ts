import type { CreateTable } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { isUniqueViolation } from '../../lib/tx';
import { tablesRepository as repo } from './tables.repository';

const tablesText = (n: number) => (n === 1 ? '1 table' : `${n} tables`);
const numberTaken = (n: number) =>
  conflict(
    `Table ${n} already exists`,
    { tableNumber: `Table ${n} already exists` },
    { reason: 'TABLE_NUMBER_TAKEN', params: { tableNumber: n } },
  );

/** The zone and type a table points at must be the organisation's own: another organisation's id is "not found". */
async function checkReferences(org: OrgDb, v: { zoneId?: number; tableTypeId?: number }) {
  if (v.zoneId !== undefined && !(await repo.findZone(org, v.zoneId))) {
    throw new AppError('NOT_FOUND', 'Zone not found', { zoneId: 'Zone not found' });
  }
  if (v.tableTypeId !== undefined && !(await repo.findType(org, v.tableTypeId))) {
    throw new AppError('NOT_FOUND', 'Table type not found', { tableTypeId: 'Table type not found' });
  }
}

/** A table number is unique among the live tables (a racing insert hits the partial unique index instead). */
async function withUniqueNumber<T>(tableNumber: number | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (tableNumber !== undefined && isUniqueViolation(err)) throw numberTaken(tableNumber);
    throw err;
  }
}

export const tablesService = {
  /** The audit trail's labels of tables (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  /** The organisation's tables, as the catalogue answers them. */
  list: (org: OrgDb) => repo.list(org),

  listTables: (org: OrgDb) => repo.list(org),

  async createTable(ctx: ServerContext, actor: Actor, input: CreateTable) {
    return withUniqueNumber(input.tableNumber, () =>
      inOrgTransaction(actor, async (org) => {
        await checkReferences(org, input);
        if (await repo.numberTakenBy(org, input.tableNumber)) throw numberTaken(input.tableNumber);
        const tableId = await repo.insert(org, input);
        const after = (await repo.find(org, tableId))!;
        await editLog(org.db, actor, ctx.now()).created('table', tableId, after);
        return after;
      }),
    );
  },

  async updateTable(ctx: ServerContext, actor: Actor, tableId: number, input: Partial<CreateTable>) {
    return withUniqueNumber(input.tableNumber, () =>
      inOrgTransaction(actor, async (org) => {
        const before = await repo.find(org, tableId);
        if (!before) throw notFound('Table');
        await checkReferences(org, input);
        if (input.tableNumber !== undefined && (await repo.numberTakenBy(org, input.tableNumber, tableId))) {
          throw numberTaken(input.tableNumber);
        }
        await repo.update(org, tableId, input);
        const after = (await repo.find(org, tableId))!;
        await editLog(org.db, actor, ctx.now()).updated('table', tableId, before, after);
        return after;
      }),
    );
  },

  /**
   * Deletes a table. Refused while an account is open at it. A table that past tickets point at is soft-deleted (it
   * leaves the lists, the tickets keep its number); one that was never used is removed.
   */
  async deleteTable(ctx: ServerContext, actor: Actor, tableId: number) {
    return inOrgTransaction(actor, async (org) => {
      const table = await repo.find(org, tableId);
      if (!table) throw notFound('Table');
      const accounts = await repo.accountCounts(org, tableId);
      if (accounts.open > 0) {
        throw conflict(
          `Table ${table.tableNumber} has an open account: close it before deleting the table`,
          undefined,
          {
            reason: 'TABLE_HAS_OPEN_ACCOUNT',
            params: { tableNumber: table.tableNumber },
          },
        );
      }
      if (accounts.total > 0) await repo.softDelete(org, tableId, ctx.now());
      else await repo.hardDelete(org, tableId);
      await editLog(org.db, actor, ctx.now()).deleted('table', tableId, table);
      return { tableId, softDeleted: accounts.total > 0 };
    });
  },

  listZones: (org: OrgDb) => repo.listZones(org),

  async createZone(ctx: ServerContext, actor: Actor, input: { name: string; color: string }) {
    return inOrgTransaction(actor, async (org) => {
      const after = (await repo.findZone(org, await repo.insertZone(org, input)))!;
      await editLog(org.db, actor, ctx.now()).created('zone', after.zoneId, after);
      return after;
    });
  },

  async updateZone(ctx: ServerContext, actor: Actor, zoneId: number, input: { name?: string; color?: string }) {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.findZone(org, zoneId);
      if (!before) throw notFound('Zone');
      await repo.updateZone(org, zoneId, input);
      const after = (await repo.findZone(org, zoneId))!;
      await editLog(org.db, actor, ctx.now()).updated('zone', zoneId, before, after);
      return after;
    });
  },

  /** Refused (409) while live tables are in the zone. */
  async deleteZone(ctx: ServerContext, actor: Actor, zoneId: number) {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.findZone(org, zoneId);
      if (!before) throw notFound('Zone');
      const used = await repo.liveTablesInZone(org, zoneId);
      if (used > 0) {
        throw conflict(`This zone is used by ${tablesText(used)}: move or delete them first`, undefined, {
          reason: 'ZONE_IN_USE',
          params: { tables: used },
        });
      }
      await repo.deleteZone(org, zoneId);
      await editLog(org.db, actor, ctx.now()).deleted('zone', zoneId, before);
      return { zoneId };
    });
  },

  listTypes: (org: OrgDb) => repo.listTypes(org),

  async createType(ctx: ServerContext, actor: Actor, name: string) {
    return inOrgTransaction(actor, async (org) => {
      const after = (await repo.findType(org, await repo.insertType(org, name)))!;
      await editLog(org.db, actor, ctx.now()).created('table_type', after.id, after);
      return after;
    });
  },

  async updateType(ctx: ServerContext, actor: Actor, id: number, name: string | undefined) {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.findType(org, id);
      if (!before) throw notFound('Table type');
      if (name !== undefined) await repo.updateType(org, id, name);
      const after = (await repo.findType(org, id))!;
      await editLog(org.db, actor, ctx.now()).updated('table_type', id, before, after);
      return after;
    });
  },

  /** Refused (409) while live tables have the type. */
  async deleteType(ctx: ServerContext, actor: Actor, id: number) {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.findType(org, id);
      if (!before) throw notFound('Table type');
      const used = await repo.liveTablesOfType(org, id);
      if (used > 0) {
        throw conflict(`This table type is used by ${tablesText(used)}: change or delete them first`, undefined, {
          reason: 'TABLE_TYPE_IN_USE',
          params: { tables: used },
        });
      }
      await repo.deleteType(org, id);
      await editLog(org.db, actor, ctx.now()).deleted('table_type', id, before);
      return { id };
    });
  },
};
