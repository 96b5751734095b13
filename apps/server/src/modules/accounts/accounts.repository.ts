import type { Selectable } from 'kysely';
import { dialectOf } from '../../db/database';
import type { ClientAccountTable, OrderedProductTable, PaymentTransactionTable } from '../../db/schema';
import type { AccountId, LineId, PaymentId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';

export type NewAccount = Omit<Insertable<ClientAccountTable>, 'org_id'>;
type NewLine = Omit<Insertable<OrderedProductTable>, 'org_id'>;
export type NewPayment = Omit<Insertable<PaymentTransactionTable>, 'org_id'>;
const reversal = (at: number, by: number | null) => ({ reversed_at: at, reversed_by: by });

import type { Insertable } from 'kysely';
import { orgRows } from '../../lib/org-rows.repository';

export type AccountRow = Selectable<ClientAccountTable> & { table_number: number | null; username: string | null };
export type LineRow = Selectable<OrderedProductTable> & { username: string | null; linked_name?: string | null };
export type PaymentRow = Selectable<PaymentTransactionTable>;
/** What totals need of a line: a line, or the sum of an account's live lines of one VAT rate. */
export type LineAmount = Pick<LineRow, 'charged_cents' | 'vat_bp' | 'reversed_at'>;

const accounts = orgRows('client_account');
const lines = orgRows('ordered_product');
const payments = orgRows('payment_transaction');

export const accountsRepository = {
  /** Locks the organisation's open shift row: account openings (table checks, takeaway numbers) run one at a time. */
  async lockOpenShift(org: OrgDb): Promise<void> {
    if (dialectOf(org.db) !== 'postgres') return;
    await org.db
      .selectFrom('shift')
      .select('shift_id')
      .where('org_id', '=', org.orgId)
      .where('end_timestamp', 'is', null)
      .forUpdate()
      .execute();
  },

  /**
   * An account with its table number and its user's name. `lock` (inside a transaction) also locks the account row
   * until the transaction ends, in the same statement, so concurrent changes to one account run one after the other
   * on PostgreSQL (two payments of the full amount, a payment racing a close...); SQLite already runs one write
   * transaction at a time. Only the account's row is locked (`for update of a`), not its table's or user's.
   */
  find(org: OrgDb, accountId: AccountId, lock = false): Promise<AccountRow | undefined> {
    const query = org.db
      .selectFrom('client_account as a')
      .leftJoin('dining_table as t', (j) => j.onRef('t.table_id', '=', 'a.table_id').onRef('t.org_id', '=', 'a.org_id'))
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .selectAll('a')
      .select(['t.table_number', 'u.username'])
      .where('a.org_id', '=', org.orgId)
      .where('a.id', '=', accountId);
    return (lock && dialectOf(org.db) === 'postgres' ? query.forUpdate('a') : query).executeTakeFirst();
  },

  openTakeaway(org: OrgDb): Promise<AccountRow[]> {
    return org.db
      .selectFrom('client_account as a')
      .leftJoin('dining_table as t', (j) => j.onRef('t.table_id', '=', 'a.table_id').onRef('t.org_id', '=', 'a.org_id'))
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .selectAll('a')
      .select(['t.table_number', 'u.username'])
      .where('a.org_id', '=', org.orgId)
      .where('a.status', '=', 'OPEN')
      .where('a.kind', 'in', ['TAKEAWAY', 'DELIVERY'])
      .orderBy('a.takeaway_number')
      .execute();
  },

  async lines(org: OrgDb, accountIds: AccountId[], withReversed = false): Promise<LineRow[]> {
    if (accountIds.length === 0) return [];
    let q = org.db
      .selectFrom('ordered_product as l')
      .leftJoin('app_user as u', 'u.user_id', 'l.user_id')
      .leftJoin('ordered_product as p', (j) =>
        j.onRef('p.id', '=', 'l.linked_to_id').onRef('p.org_id', '=', 'l.org_id'),
      )
      .selectAll('l')
      .select(['u.username', 'p.name as linked_name'])
      .where('l.org_id', '=', org.orgId)
      .where('l.client_account_id', 'in', accountIds);
    if (!withReversed) q = q.where('l.reversed_at', 'is', null);
    return q.orderBy('l.id').execute();
  },

  async payments(org: OrgDb, accountIds: AccountId[], withReversed = false): Promise<PaymentRow[]> {
    if (accountIds.length === 0) return [];
    let q = org.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('client_account_id', 'in', accountIds);
    if (!withReversed) q = q.where('reversed_at', 'is', null);
    return q.orderBy('id').execute();
  },

  /** Whether a live (not deleted) table of the organisation has this id. */
  async liveTableExists(org: OrgDb, tableId: number): Promise<boolean> {
    const row = await org.db
      .selectFrom('dining_table')
      .select('table_id')
      .where('org_id', '=', org.orgId)
      .where('table_id', '=', tableId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The open account at a table, if any. */
  async openAtTable(org: OrgDb, tableId: number): Promise<AccountId | undefined> {
    const row = await org.db
      .selectFrom('client_account')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('table_id', '=', tableId)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    return row?.id;
  },

  /** The ids of the organisation's open accounts. */
  async openIds(org: OrgDb): Promise<AccountId[]> {
    const rows = await org.db
      .selectFrom('client_account')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'OPEN')
      .execute();
    return rows.map((r) => r.id);
  },

  /** The organisation's open accounts (id and shift). */
  openRows(org: OrgDb) {
    return org.db
      .selectFrom('client_account')
      .select(['id', 'shift_id', 'user_id', 'kind', 'opened_timestamp'])
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'OPEN')
      .execute();
  },

  /** How many accounts of the organisation are open. */
  async countOpen(org: OrgDb): Promise<number> {
    const row = await org.db
      .selectFrom('client_account')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'OPEN')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Inserts an account; the partial unique index refuses a second open account at one table. The rollups are kept in
   * step by the service layer (accounts.writes.ts), which calls these row writes.
   */
  async insertRow(org: OrgDb, values: NewAccount): Promise<AccountId> {
    const row = await org.db
      .insertInto('client_account')
      .values({ ...values, org_id: org.orgId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Live products of the organisation by id, with what an ordered line snapshots of them. */
  productsForOrder(org: OrgDb, productIds: number[]) {
    return org.db
      .selectFrom('product as p')
      .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
      .select(['p.id', 'p.name', 'p.price_cents', 'p.vat_bp', 'p.weight_price', 'p.group_id', 'p.stock_milli'])
      .select(['p.price_out_cents', 'p.vat_out_bp', 'g.name as group_name'])
      .where('p.org_id', '=', org.orgId)
      .where('p.id', 'in', productIds)
      .where('p.deleted_at', 'is', null)
      .execute();
  },

  /** One ordered product (reversed ones too). */
  findLine: lines.find,
  reverseLineRow: (org: OrgDb, lineId: LineId, at: number, by: number | null) =>
    lines.update(org, lineId, reversal(at, by)),
  setLineComment: (org: OrgDb, lineId: LineId, comment: string | null) =>
    lines.update(org, lineId, { custom_comment: comment }),

  /** Stamps the live lines of an account with how it was paid (one type, MIXED or NONE). */
  async stampPayType(org: OrgDb, accountId: AccountId, payType: string): Promise<void> {
    await org.db
      .updateTable('ordered_product')
      .set({ pay_type: payType })
      .where('org_id', '=', org.orgId)
      .where('client_account_id', '=', accountId)
      .where('reversed_at', 'is', null)
      .execute();
  },

  insertPaymentRow: (org: OrgDb, values: NewPayment) => payments.insert(org, values),
  reversePaymentRow: (org: OrgDb, paymentId: PaymentId, at: number, by: number | null) =>
    payments.update(org, paymentId, reversal(at, by)),

  /** Marks an open ticket closed (the row only: accounts.writes.ts `markClosed` adds its VAT and the rollups). */
  markClosedRow: (org: OrgDb, accountId: AccountId, at: number) =>
    accounts.update(org, accountId, { status: 'CLOSED', closed_timestamp: at }),

  /** Voids an account with its live lines and payments: all kept, marked reversed (the rows, without the rollups). */
  async reverseAccountRows(
    org: OrgDb,
    accountId: AccountId,
    at: number,
    by: number | null,
    closedTimestamp: number,
  ): Promise<void> {
    // Lines and payments are the same shape here (org_id, client_account_id, reversed_at/by); the cast names one.
    for (const table of ['ordered_product', 'payment_transaction'] as const) {
      await org.db
        .updateTable(table as 'payment_transaction')
        .set(reversal(at, by))
        .where('org_id', '=', org.orgId)
        .where('client_account_id', '=', accountId)
        .where('reversed_at', 'is', null)
        .execute();
    }
    await accounts.update(org, accountId, {
      ...reversal(at, by),
      status: 'VOIDED',
      closed_timestamp: closedTimestamp,
    });
  },

  setAccountPromo: (org: OrgDb, accountId: AccountId, promoId: number | null) =>
    accounts.update(org, accountId, { promo_code_id: promoId }),

  /** Deletes the live discount lines of a ticket (the rows: accounts.writes.ts `deleteDiscountLines`). */
  async deleteDiscountLineRows(org: OrgDb, accountId: AccountId): Promise<void> {
    await org.db
      .deleteFrom('ordered_product')
      .where('org_id', '=', org.orgId)
      .where('client_account_id', '=', accountId)
      .where('promo_code_id', 'is not', null)
      .where('reversed_at', 'is', null)
      .execute();
  },

  nextTakeawayNumber: async (org: OrgDb, shiftId: number | null): Promise<number> => {
    let q = org.db
      .selectFrom('client_account')
      .select((eb) => eb.fn.max('takeaway_number').as('n'))
      .where('org_id', '=', org.orgId);
    q = shiftId === null ? q.where('shift_id', 'is', null) : q.where('shift_id', '=', shiftId);
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0) + 1;
  },
};

/** New lines of one ticket as they are ordered, `linkedTo` (an option's parent) the index of an earlier one. */
export type NewLines = readonly (Omit<NewLine, 'client_account_id' | 'linked_to_id'> & { linkedTo?: number | null })[];

/**
 * Inserts lines of one ticket (without the rollups), answering their ids in the lines' order. One INSERT per level
 * (the lines, then the options linked to them...) and per set of columns given, not one per line (issue 26,
 * decision 155): an INSERT's new ids increase with the order of its VALUES on both databases (a sequence's values on
 * PostgreSQL, the next rowid on SQLite), so its rows get their ids by position once sorted.
 */
export async function writeLineRows(org: OrgDb, accountId: AccountId, lines: NewLines) {
  const ids: (LineId | undefined)[] = lines.map(() => undefined);
  const written = (i: number | null | undefined) => i === null || i === undefined || ids[i] !== undefined;
  let pending = lines.map((_, i) => i);
  while (pending.length > 0) {
    const level = pending.filter((i) => written(lines[i]!.linkedTo));
    if (level.length === 0) throw new Error('A line is linked to a line that is not among those written');
    // Rows of one INSERT give the same columns (SQLite's VALUES has no DEFAULT for a column a row leaves out).
    const byColumns = new Map<string, number[]>();
    for (const i of level) {
      const line = lines[i]!;
      const columns = Object.keys(line)
        .filter((k) => line[k as keyof typeof line] !== undefined)
        .sort()
        .join();
      byColumns.set(columns, [...(byColumns.get(columns) ?? []), i]);
    }
    for (const group of byColumns.values()) {
      const rows = await org.db
        .insertInto('ordered_product')
        .values(
          group.map((i) => {
            const { linkedTo, ...values } = lines[i]!;
            const linked_to_id = linkedTo === undefined || linkedTo === null ? null : ids[linkedTo]!;
            return { ...values, client_account_id: accountId, linked_to_id, org_id: org.orgId };
          }),
        )
        .returning('id')
        .execute();
      const newIds = rows.map((r) => r.id).sort((a, b) => a - b);
      for (const [k, i] of group.entries()) ids[i] = newIds[k];
    }
    pending = pending.filter((i) => ids[i] === undefined);
  }
  return ids as LineId[];
}

/** The ledger's SQL and the tickets' API shapes live beside: accounts.ledger.repository.ts, accounts.dto.ts. */
export { accountDto, accountTotals, lineDto, paymentDto } from './accounts.dto';
export { type TicketVatSum, ticketVatRows } from './accounts.ledger.repository';
