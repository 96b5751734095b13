import type { CreateTable } from '@comptoir/shared';
import type { ServerContext } from '../../context';
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
async function checkReferences(db: Executor, orgId: number, v: { zoneId?: number; tableTypeId?: number }) {
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
  listTables: (ctx: ServerContext, orgId: number) => repo.list(ctx.db, orgId),

  async createTable(ctx: ServerContext, orgId: number, input: CreateTable) {
    return withUniqueNumber(input.tableNumber, () =>
      inTransaction(ctx.db, async (trx) => {
        await checkReferences(trx, orgId, input);
        if (await repo.numberTakenBy(trx, orgId, input.tableNumber)) throw numberTaken(input.tableNumber);
        const tableId = await repo.insert(trx, orgId, input);
        return (await repo.find(trx, orgId, tableId))!;
      }),
    );
  },

  async updateTable(ctx: ServerContext, orgId: number, tableId: number, input: Partial<CreateTable>) {
    return withUniqueNumber(input.tableNumber, () =>
      inTransaction(ctx.db, async (trx) => {
        if (!(await repo.find(trx, orgId, tableId))) throw notFound('Table');
        await checkReferences(trx, orgId, input);
        if (input.tableNumber !== undefined && (await repo.numberTakenBy(trx, orgId, input.tableNumber, tableId))) {
          throw numberTaken(input.tableNumber);
        }
        await repo.update(trx, orgId, tableId, input);
        return (await repo.find(trx, orgId, tableId))!;
      }),
    );
  },

  /**
   * Deletes a table. Refused while an account is open at it. A table that past tickets point at is soft-deleted (it
   * leaves the lists, the tickets keep its number); one that was never used is removed.
   */
  async deleteTable(ctx: ServerContext, orgId: number, tableId: number) {
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
      return { tableId, softDeleted: accounts.total > 0 };
    });
  },

  listZones: (ctx: ServerContext, orgId: number) => repo.listZones(ctx.db, orgId),

  async createZone(ctx: ServerContext, orgId: number, input: { name: string; color: string }) {
    return inTransaction(
      ctx.db,
      async (trx) => (await repo.findZone(trx, orgId, await repo.insertZone(trx, orgId, input)))!,
    );
  },

  async updateZone(ctx: ServerContext, orgId: number, zoneId: number, input: { name?: string; color?: string }) {
    return inTransaction(ctx.db, async (trx) => {
      if (!(await repo.findZone(trx, orgId, zoneId))) throw notFound('Zone');
      await repo.updateZone(trx, orgId, zoneId, input);
      return (await repo.findZone(trx, orgId, zoneId))!;
    });
  },

  /** Refused (409) while live tables are in the zone. */
  async deleteZone(ctx: ServerContext, orgId: number, zoneId: number) {
    return inTransaction(ctx.db, async (trx) => {
      if (!(await repo.findZone(trx, orgId, zoneId))) throw notFound('Zone');
      const used = await repo.liveTablesInZone(trx, orgId, zoneId);
      if (used > 0) {
        throw conflict(`This zone is used by ${tablesText(used)}: move or delete them first`, undefined, {
          reason: 'ZONE_IN_USE',
          params: { tables: used },
        });
      }
      await repo.deleteZone(trx, orgId, zoneId);
      return { zoneId };
    });
  },

  listTypes: (ctx: ServerContext, orgId: number) => repo.listTypes(ctx.db, orgId),

  async createType(ctx: ServerContext, orgId: number, name: string) {
    return inTransaction(
      ctx.db,
      async (trx) => (await repo.findType(trx, orgId, await repo.insertType(trx, orgId, name)))!,
    );
  },

  async updateType(ctx: ServerContext, orgId: number, id: number, name: string | undefined) {
    return inTransaction(ctx.db, async (trx) => {
      if (!(await repo.findType(trx, orgId, id))) throw notFound('Table type');
      if (name !== undefined) await repo.updateType(trx, orgId, id, name);
      return (await repo.findType(trx, orgId, id))!;
    });
  },

  /** Refused (409) while live tables have the type. */
  async deleteType(ctx: ServerContext, orgId: number, id: number) {
    return inTransaction(ctx.db, async (trx) => {
      if (!(await repo.findType(trx, orgId, id))) throw notFound('Table type');
      const used = await repo.liveTablesOfType(trx, orgId, id);
      if (used > 0) {
        throw conflict(`This table type is used by ${tablesText(used)}: change or delete them first`, undefined, {
          reason: 'TABLE_TYPE_IN_USE',
          params: { tables: used },
        });
      }
      await repo.deleteType(trx, orgId, id);
      return { id };
    });
  },
};
