import {
  type ClientAccount,
  centsToAmount,
  centsToString,
  computeTotalData,
  type OrderedProduct,
  type PaymentTransaction,
  type PaymentType,
  settledCents,
  type TransactionType,
  totalDataDto,
} from '@comptoir/shared';
import type { Selectable } from 'kysely';
import { dialectOf, fromFlag, parseJson } from '../../db/database';
import type { ClientAccountTable, OrderedProductTable, PaymentTransactionTable } from '../../db/schema';
import type { Executor } from '../../lib/tx';

export type AccountRow = Selectable<ClientAccountTable> & { table_number: number | null; username: string | null };
export type LineRow = Selectable<OrderedProductTable> & { username: string | null; linked_name?: string | null };
export type PaymentRow = Selectable<PaymentTransactionTable>;
/** What totals need of a line: a line, or the sum of an account's live lines of one VAT rate. */
export type LineAmount = Pick<LineRow, 'charged_cents' | 'vat_bp' | 'reversed_at'>;

const net = (p: PaymentRow) => p.amount_paid_cents - p.amount_returned_cents;

export const accountsRepository = {
  /**
   * Locks an account row until the transaction ends, so concurrent changes to one account run one after the other on
   * PostgreSQL (two payments of the full amount, a payment racing a close...). SQLite already runs one write
   * transaction at a time.
   */
  async lock(db: Executor, orgId: number, accountId: number): Promise<void> {
    if (dialectOf(db) !== 'postgres') return;
    await db
      .selectFrom('client_account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', accountId)
      .forUpdate()
      .execute();
  },

  /** Locks the organisation's open shift row: account openings (table checks, takeaway numbers) run one at a time. */
  async lockOpenShift(db: Executor, orgId: number): Promise<void> {
    if (dialectOf(db) !== 'postgres') return;
    await db
      .selectFrom('shift')
      .select('shift_id')
      .where('org_id', '=', orgId)
      .where('end_timestamp', 'is', null)
      .forUpdate()
      .execute();
  },

  find(db: Executor, orgId: number, accountId: number): Promise<AccountRow | undefined> {
    return db
      .selectFrom('client_account as a')
      .leftJoin('dining_table as t', 't.table_id', 'a.table_id')
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .selectAll('a')
      .select(['t.table_number', 'u.username'])
      .where('a.org_id', '=', orgId)
      .where('a.id', '=', accountId)
      .executeTakeFirst();
  },

  openTakeaway(db: Executor, orgId: number): Promise<AccountRow[]> {
    return db
      .selectFrom('client_account as a')
      .leftJoin('dining_table as t', 't.table_id', 'a.table_id')
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .selectAll('a')
      .select(['t.table_number', 'u.username'])
      .where('a.org_id', '=', orgId)
      .where('a.status', '=', 'OPEN')
      .where('a.kind', 'in', ['TAKEAWAY', 'DELIVERY'])
      .orderBy('a.takeaway_number')
      .execute();
  },

  async lines(db: Executor, orgId: number, accountIds: number[], withReversed = false): Promise<LineRow[]> {
    if (accountIds.length === 0) return [];
    let q = db
      .selectFrom('ordered_product as l')
      .leftJoin('app_user as u', 'u.user_id', 'l.user_id')
      .leftJoin('ordered_product as p', (j) =>
        j.onRef('p.id', '=', 'l.linked_to_id').onRef('p.org_id', '=', 'l.org_id'),
      )
      .selectAll('l')
      .select(['u.username', 'p.name as linked_name'])
      .where('l.org_id', '=', orgId)
      .where('l.client_account_id', 'in', accountIds);
    if (!withReversed) q = q.where('l.reversed_at', 'is', null);
    return q.orderBy('l.id').execute();
  },

  async payments(db: Executor, orgId: number, accountIds: number[], withReversed = false): Promise<PaymentRow[]> {
    if (accountIds.length === 0) return [];
    let q = db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('client_account_id', 'in', accountIds);
    if (!withReversed) q = q.where('reversed_at', 'is', null);
    return q.orderBy('id').execute();
  },

  nextTakeawayNumber: async (db: Executor, orgId: number, shiftId: number | null): Promise<number> => {
    let q = db
      .selectFrom('client_account')
      .select((eb) => eb.fn.max('takeaway_number').as('n'))
      .where('org_id', '=', orgId);
    q = shiftId === null ? q.where('shift_id', 'is', null) : q.where('shift_id', '=', shiftId);
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0) + 1;
  },
};

/** Totals of one account from its live lines and payments (through the shared totals module). */
export function accountTotals(lines: readonly LineAmount[], payments: readonly PaymentRow[]) {
  const totals = computeTotalData(
    lines.filter((l) => l.reversed_at === null).map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp })),
    payments
      .filter((p) => p.reversed_at === null)
      .map((p) => ({
        paymentType: p.payment_type as PaymentType,
        transactionType: p.transaction_type as TransactionType,
        netCents: net(p),
      })),
  );
  return { totals, dueCents: totals.total - settledCents(totals) };
}

export function lineDto(l: LineRow, tableNumber: number | null): OrderedProduct {
  return {
    orderedProductId: l.id,
    clientAccountId: l.client_account_id,
    productId: l.product_id,
    product: { name: l.name, weightPrice: fromFlag(l.weight_price) },
    unitPrice: centsToString(l.unit_price_cents),
    chargedPriceVatIncl: centsToAmount(l.charged_cents),
    chargedVat: l.vat_bp / 100,
    units: l.units_milli / 1000,
    customComment: l.custom_comment,
    linkedToOrderedProductId: l.linked_to_id,
    linkedToProductName: l.linked_name ?? null,
    orderedTimestamp: l.ordered_timestamp,
    payType: l.pay_type as PaymentType,
    username: l.username,
    tableNumber,
    reversed: l.reversed_at !== null,
  };
}

export function paymentDto(p: PaymentRow): PaymentTransaction {
  return {
    paymentTransactionId: p.id,
    clientAccountId: p.client_account_id,
    paymentType: p.payment_type as PaymentType,
    transactionType: p.transaction_type as TransactionType,
    amountPaid: centsToAmount(p.amount_paid_cents),
    amountReturned: centsToAmount(p.amount_returned_cents),
    timestamp: p.timestamp,
    reversed: p.reversed_at !== null,
  };
}

export function accountDto(
  a: AccountRow,
  lines: readonly LineAmount[],
  payments: readonly PaymentRow[],
): ClientAccount {
  const { totals, dueCents } = accountTotals(lines, payments);
  const live = payments.filter((p) => p.reversed_at === null && p.transaction_type === 'PAYMENT');
  return {
    clientAccountId: a.id,
    shiftId: a.shift_id,
    kind: a.kind as ClientAccount['kind'],
    status: a.status,
    source: a.source,
    openedTimestamp: a.opened_timestamp,
    closedTimestamp: a.closed_timestamp,
    customName: a.custom_name,
    takeawayNumber: a.takeaway_number,
    table: a.table_id !== null && a.table_number !== null ? { tableId: a.table_id, tableNumber: a.table_number } : null,
    user: a.username ? { username: a.username } : null,
    clientData: parseJson(a.client_data, null),
    pickupLocation: null,
    payTypes: [...new Set(live.map((p) => p.payment_type as PaymentType))],
    totalData: totalDataDto(totals),
    dueAmount: centsToAmount(dueCents),
    paymentTransactions: payments.map(paymentDto),
  };
}
