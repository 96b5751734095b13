import { type Insertable, sql } from 'kysely';
import { dialectOf } from '../db/database';
import type { OrgId } from '../db/org-id';
import type {
  AuditLogTable,
  ClientAccountTable,
  OrderedProductTable,
  PaymentTransactionTable,
  ShiftTable,
  StockMovementTable,
  WorkerShiftTable,
} from '../db/schema';
import { systemExecutor } from '../db/system.repository';
import type { AccountId, LineId, PaymentId } from '../db/ticket-ids';
import type { Executor } from '../lib/tx';

/** Rows of the tables the day model writes, with their ids; every column set, so rows insert many at a time. */
type Row<T> = { [K in keyof Insertable<T>]-?: Exclude<Insertable<T>[K], undefined> };
export type ShiftRowValues = Row<ShiftTable> & { shift_id: number };
export type WorkerShiftRow = Row<WorkerShiftTable> & { id: number };
export type AccountRowValues = Row<ClientAccountTable> & { id: AccountId };
export type LineRowValues = Row<OrderedProductTable> & { id: LineId };
export type PaymentRowValues = Row<PaymentTransactionTable> & { id: PaymentId };
export type StockMoveRow = Row<StockMovementTable> & { id: number };
export type AuditRowValues = Row<AuditLogTable> & { id: number };

/** A batch of days' rows, in the order the services would have inserted them. */
export interface DemoRows {
  shifts: ShiftRowValues[];
  workerShifts: WorkerShiftRow[];
  accounts: AccountRowValues[];
  lines: LineRowValues[];
  payments: PaymentRowValues[];
  stockMoves: StockMoveRow[];
  audits: AuditRowValues[];
  /** The tracked products' stock after the batch: [orgId, productId, stock in thousandths]. */
  stock: [OrgId, number, number][];
}

export function emptyRows(): DemoRows {
  return { shifts: [], workerShifts: [], accounts: [], lines: [], payments: [], stockMoves: [], audits: [], stock: [] };
}

/** The tables the bulk till writes, parents before children, with their id column and their rows in a batch. */
export const DEMO_TABLES = [
  ['shift', 'shift_id', 'shifts'],
  ['worker_shift', 'id', 'workerShifts'],
  ['client_account', 'id', 'accounts'],
  ['ordered_product', 'id', 'lines'],
  ['payment_transaction', 'id', 'payments'],
  ['stock_movement', 'id', 'stockMoves'],
  ['audit_log', 'id', 'audits'],
] as const;
export type DemoTable = (typeof DEMO_TABLES)[number][0];

/** Most bound parameters of one statement: SQLite allows 32766 (PostgreSQL 65535, but it takes arrays: below). */
const MAX_PARAMS = 30_000;

/** Each column's type on PostgreSQL (`bigint`, `text`...), by table, read once per batch. */
type ColumnTypes = Map<string, string>;

async function columnTypes(db: Executor, table: DemoTable): Promise<ColumnTypes> {
  const { rows } = await sql<{ name: string; type: string }>`
    select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped`.execute(systemExecutor(db));
  return new Map(rows.map((r) => [r.name, r.type]));
}

/**
 * PostgreSQL: all the rows of a table in one statement with one array parameter per column,
 * `insert into t (a, b) select * from unnest($1::bigint[], $2::text[])`: the server parses and plans one short
 * statement instead of multi-row VALUES lists of 30,000 parameters (five times faster for a busy year).
 */
async function insertUnnest(db: Executor, table: DemoTable, rows: object[], types: ColumnTypes) {
  const columns = Object.keys(rows[0]!);
  const arrays = columns.map((column) => {
    const type = types.get(column);
    if (!type) throw new Error(`demo bulk seed: ${table}.${column} is not a column`);
    const values = rows.map((r) => (r as Record<string, unknown>)[column] ?? null);
    return sql`${values}::${sql.raw(type)}[]`;
  });
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(arrays)})`.execute(systemExecutor(db));
}

/**
 * Writes a batch of the bulk till's rows in the caller's transaction, parents before children (shifts, worker
 * shifts, accounts, ordered products, payments, stock moves, audit entries), then the tracked products' stock:
 * multi-row inserts on SQLite, one `unnest` insert per table on PostgreSQL.
 */
export async function insertDemoRows(trx: Executor, rows: DemoRows): Promise<void> {
  const postgres = dialectOf(trx) === 'postgres';
  for (const [table, , key] of DEMO_TABLES) {
    const rowsOf: object[] = rows[key];
    if (rowsOf.length === 0) continue;
    if (postgres) {
      await insertUnnest(trx, table, rowsOf, await columnTypes(trx, table));
      continue;
    }
    const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rowsOf[0]!).length));
    for (let i = 0; i < rowsOf.length; i += size)
      // One table at a time: the rows of `key` are those of `table` (typed as one of them for the builder).
      await trx
        .insertInto(table as 'ordered_product')
        .values(rowsOf.slice(i, i + size) as LineRowValues[])
        .execute();
  }
  for (const [orgId, productId, stock] of rows.stock)
    await trx
      .updateTable('product')
      .set({ stock_milli: stock })
      .where('org_id', '=', orgId)
      .where('id', '=', productId)
      .execute();
}
