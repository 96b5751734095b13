import type { CreateTable } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { type Actor, editLog } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type Executor, inTransaction, isUniqueViolation } from '../../lib/tx';
import { tablesRepository as repo } from './tables.repository';

const tablesText = (n: number) => (n === 1 ? '1 table' : `${n} tables`);
const numberTaken = (n: number) =>
  conflict(
    `Table ${n} already exists`,
    { tableNumber: `Table ${n} already exists` },
    { reason: 'TABLE_NUMBER_TAKEN', params: { tableNumber: n } },
  );

/** The zone and type a table points at must be the organisation's own: another organisation's id is "not found". */
async function checkReferences(db: Executor, orgId: OrgId, v: { zoneId?: number; tableTypeId?: number }) {
  if (v.zoneId !== undefined && !(await repo.findZone(db, orgId, v.zoneId))) {
    throw new AppError('NOT_FOUND', 'Zone not found', { zoneId: 'Zone not found' });
  }
  if (v.tableTypeId !== undefined && !(await repo.findType(db, orgId, v.tableTypeId))) {
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
  labels: (db: Executor, orgId: OrgId, ids: readonly number[]) => repo.labels(db, orgId, ids),
  /** The organisation's tables, as the catalogue answers them. */
  list: (db: Executor, orgId: OrgId) => repo.list(db, orgId),

  listTables: (ctx: ServerContext, orgId: OrgId) => repo.list(ctx.db, orgId),

  async createTable(ctx: ServerContext, actor: Actor, input: CreateTable) {
    const { orgId } = actor;
    return withUniqueNumber(input.tableNumber, () =>
      inTransaction(ctx.db, async (trx) => {
        await checkReferences(trx, orgId, input);
        if (await repo.numberTakenBy(trx, orgId, input.tableNumber)) throw numberTaken(input.tableNumber);
        const tableId = await repo.insert(trx, orgId, input);
        const after = (await repo.find(trx, orgId, tableId))!;
        await editLog(trx, actor, ctx.now()).created('table', tableId, after);
        return after;
      }),
    );
  },

  async updateTable(ctx: ServerContext, actor: Actor, tableId: number, input: Partial<CreateTable>) {
    const { orgId } = actor;
    return withUniqueNumber(input.tableNumber, () =>
      inTransaction(ctx.db, async (trx) => {
        const before = await repo.find(trx, orgId, tableId);
        if (!before) throw notFound('Table');
        await checkReferences(trx, orgId, input);
        if (input.tableNumber !== undefined && (await repo.numberTakenBy(trx, orgId, input.tableNumber, tableId))) {
          throw numberTaken(input.tableNumber);
        }
        await repo.update(trx, orgId, tableId, input);
        const after = (await repo.find(trx, orgId, tableId))!;
        await editLog(trx, actor, ctx.now()).updated('table', tableId, before, after);
        return after;
      }),
    );
  },

  /**
   * Deletes a table. Refused while an account is open at it. A table that past tickets point at is soft-deleted (it
   * leaves the lists, the tickets keep its number); one that was never used is removed.
   */
  async deleteTable(ctx: ServerContext, actor: Actor, tableId: number) {
    const { orgId } = actor;
    return inTransaction(ctx.db, async (trx) => {
      const table = await repo.find(trx, orgId, tableId);
      if (!table) throw notFound('Table');
      const accounts = await repo.accountCounts(trx, orgId, tableId);
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
      if (accounts.total > 0) await repo.softDelete(trx, orgId, tableId, ctx.now());
      else await repo.hardDelete(trx, orgId, tableId);
      await editLog(trx, actor, ctx.now()).deleted('table', tableId, table);
      return { tableId, softDeleted: accounts.total > 0 };
    });
  },

  listZones: (ctx: ServerContext, orgId: OrgId) => repo.listZones(ctx.db, orgId),

  async createZone(ctx: ServerContext, actor: Actor, input: { name: string; color: string }) {
    return inTransaction(ctx.db, async (trx) => {
      const after = (await repo.findZone(trx, actor.orgId, await repo.insertZone(trx, actor.orgId, input)))!;
      await editLog(trx, actor, ctx.now()).created('zone', after.zoneId, after);
      return after;
    });
  },

  async updateZone(ctx: ServerContext, actor: Actor, zoneId: number, input: { name?: string; color?: string }) {
    const { orgId } = actor;
    return inTransaction(ctx.db, async (trx) => {
      const before = await repo.findZone(trx, orgId, zoneId);
      if (!before) throw notFound('Zone');
      await repo.updateZone(trx, orgId, zoneId, input);
      const after = (await repo.findZone(trx, orgId, zoneId))!;
      await editLog(trx, actor, ctx.now()).updated('zone', zoneId, before, after);
      return after;
    });
  },

  /** Refused (409) while live tables are in the zone. */
  async deleteZone(ctx: ServerContext, actor: Actor, zoneId: number) {
    const { orgId } = actor;
    return inTransaction(ctx.db, async (trx) => {
      const before = await repo.findZone(trx, orgId, zoneId);
      if (!before) throw notFound('Zone');
      const used = await repo.liveTablesInZone(trx, orgId, zoneId);
      if (used > 0) {
        throw conflict(`This zone is used by ${tablesText(used)}: move or delete them first`, undefined, {
          reason: 'ZONE_IN_USE',
          params: { tables: used },
        });
      }
      await repo.deleteZone(trx, orgId, zoneId);
      await editLog(trx, actor, ctx.now()).deleted('zone', zoneId, before);
      return { zoneId };
    });
  },

  listTypes: (ctx: ServerContext, orgId: OrgId) => repo.listTypes(ctx.db, orgId),

  async createType(ctx: ServerContext, actor: Actor, name: string) {
    return inTransaction(ctx.db, async (trx) => {
      const after = (await repo.findType(trx, actor.orgId, await repo.insertType(trx, actor.orgId, name)))!;
      await editLog(trx, actor, ctx.now()).created('table_type', after.id, after);
      return after;
    });
  },

  async updateType(ctx: ServerContext, actor: Actor, id: number, name: string | undefined) {
    const { orgId } = actor;
    return inTransaction(ctx.db, async (trx) => {
      const before = await repo.findType(trx, orgId, id);
      if (!before) throw notFound('Table type');
      if (name !== undefined) await repo.updateType(trx, orgId, id, name);
      const after = (await repo.findType(trx, orgId, id))!;
      await editLog(trx, actor, ctx.now()).updated('table_type', id, before, after);
      return after;
    });
  },

  /** Refused (409) while live tables have the type. */
  async deleteType(ctx: ServerContext, actor: Actor, id: number) {
    const { orgId } = actor;
    return inTransaction(ctx.db, async (trx) => {
      const before = await repo.findType(trx, orgId, id);
      if (!before) throw notFound('Table type');
      const used = await repo.liveTablesOfType(trx, orgId, id);
      if (used > 0) {
        throw conflict(`This table type is used by ${tablesText(used)}: change or delete them first`, undefined, {
          reason: 'TABLE_TYPE_IN_USE',
          params: { tables: used },
        });
      }
      await repo.deleteType(trx, orgId, id);
      await editLog(trx, actor, ctx.now()).deleted('table_type', id, before);
      return { id };
    });
  },
};
