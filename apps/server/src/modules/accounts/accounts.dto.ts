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
import { fromFlag, parseJson } from '../../db/database';
import type { AccountRow, LineAmount, LineRow, PaymentRow } from './accounts.repository';

/** Totals and API shapes of tickets, from their rows (no SQL). */

const net = (p: PaymentRow) => p.amount_paid_cents - p.amount_returned_cents;

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
    correctsOrderedProductId: l.corrects_line_id,
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

/**
 * An account as the API answers it. `pickups` holds the pickup locations accounts name (pickupRepository.summaries,
 * deleted ones included): a ticket keeps showing where it is collected.
 */
export function accountDto(
  a: AccountRow,
  lines: readonly LineAmount[],
  payments: readonly PaymentRow[],
  pickups?: ReadonlyMap<number, ClientAccount['pickupLocation']>,
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
    pickupLocation: (a.pickup_location_id !== null && pickups?.get(a.pickup_location_id)) || null,
    payTypes: [...new Set(live.map((p) => p.payment_type as PaymentType))],
    totalData: totalDataDto(totals),
    dueAmount: centsToAmount(dueCents),
    paymentTransactions: payments.map(paymentDto),
    correctsAccountId: a.corrects_account_id,
    correctionReason: a.correction_reason as ClientAccount['correctionReason'],
    correctionNote: a.correction_note,
  };
}
