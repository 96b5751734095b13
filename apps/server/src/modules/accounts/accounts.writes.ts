import type { AccountId, LineId, PaymentId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import { type LineFacts, rollupsService } from '../rollups';
import { ledgerRepository } from './accounts.ledger.repository';
import {
  type AccountRow,
  accountsRepository,
  type LineAmount,
  type NewAccount,
  type NewLines,
  type NewPayment,
  writeLineRows,
} from './accounts.repository';

/**
 * The writes of the ticket tables, with the rollups kept in step: each runs the repository's row write inside the
 * rollups module's tracking, in the caller's transaction `db` (decision 111). Service layer: the repositories write
 * rows and call no service; every change of a ticket's lines, payments or status goes through here.
 */
export const ticketWrites = {
  /** Inserts an account; the partial unique index refuses a second open account at one table. */
  async insert(org: OrgDb, values: NewAccount): Promise<AccountId> {
    const account = {
      opened_timestamp: values.opened_timestamp,
      kind: values.kind,
      status: values.status,
      reversed_at: values.reversed_at ?? null,
      shift_id: values.shift_id ?? null,
    };
    return rollupsService.accountOpened(org, account, () => accountsRepository.insertRow(org, values));
  },

  /**
   * Inserts lines of one account, in order, and answers their ids. A line's `linkedTo` (an option's parent) is the
   * index of an earlier line of the same call. The rollups take the lines' difference once for the whole call (one
   * upsert per rollup table, not one per line: a till's order of several products is one write).
   */
  async insertLines(org: OrgDb, accountId: AccountId, lines: NewLines): Promise<LineId[]> {
    if (lines.length === 0) return [];
    const written: LineFacts[] = [];
    const change = () => ({ added: written });
    return rollupsService.lines(org, accountId, change, async () => {
      const ids = await writeLineRows(org, accountId, lines);
      for (const [i, { linkedTo, ...values }] of lines.entries()) {
        const linked_to_id = linkedTo === undefined || linkedTo === null ? null : ids[linkedTo]!;
        written[i] = {
          client_account_id: accountId,
          ordered_timestamp: values.ordered_timestamp,
          vat_bp: values.vat_bp,
          charged_cents: values.charged_cents,
          name: values.name,
          units_milli: values.units_milli,
          linked_to_id,
          promo_code_id: values.promo_code_id ?? null,
          reversed_at: values.reversed_at ?? null,
          user_id: values.user_id ?? null,
          group_name: values.group_name ?? null,
        };
      }
      return ids;
    });
  },

  async reverseLine(org: OrgDb, lineId: LineId, at: number, by: number | null): Promise<void> {
    const line = await rollupsService.lineRow(org, lineId);
    const write = () => accountsRepository.reverseLineRow(org, lineId, at, by);
    if (!line || line.reversed_at !== null) return write();
    const change = { removed: [line], added: [{ ...line, reversed_at: at }] };
    await rollupsService.lines(org, line.client_account_id, change, write);
  },

  async insertPayment(org: OrgDb, values: NewPayment): Promise<PaymentId> {
    const payment = {
      ...values,
      amount_returned_cents: values.amount_returned_cents ?? 0,
      reversed_at: values.reversed_at ?? null,
      user_id: values.user_id ?? null,
    };
    return rollupsService.payments(org, values.client_account_id, { added: [payment] }, () =>
      accountsRepository.insertPaymentRow(org, values),
    );
  },

  async reversePayment(org: OrgDb, paymentId: PaymentId, at: number, by: number | null): Promise<void> {
    const payment = await rollupsService.paymentRow(org, paymentId);
    const write = () => accountsRepository.reversePaymentRow(org, paymentId, at, by);
    if (!payment || payment.reversed_at !== null) return write();
    const change = { removed: [payment], added: [{ ...payment, reversed_at: at }] };
    await rollupsService.payments(org, payment.client_account_id, change, write);
  },

  /**
   * Closes an open ticket and registers its VAT per rate (ticket_vat), computed once on its live `lines` of each rate
   * (decisions 68): every VAT total is a sum of these rows.
   */
  async markClosed(
    org: OrgDb,
    account: Pick<AccountRow, 'id' | 'shift_id'>,
    at: number,
    lines: readonly LineAmount[],
  ): Promise<void> {
    await rollupsService.accountClosed(org, account.id, () => accountsRepository.markClosedRow(org, account.id, at));
    await ledgerRepository.insertTicketVat(org, account, at, lines);
  },

  /** Voids an account with its live lines and payments: all kept, marked reversed. */
  async reverseAccount(
    org: OrgDb,
    accountId: AccountId,
    at: number,
    by: number | null,
    closedTimestamp: number,
  ): Promise<void> {
    await rollupsService.trackAccounts(org, [accountId], () =>
      accountsRepository.reverseAccountRows(org, accountId, at, by, closedTimestamp),
    );
  },

  /**
   * Removes the live discount lines of an open ticket before they are computed again: they are derived from the
   * other lines, never paid on their own, and never printed to the kitchen.
   */
  async deleteDiscountLines(org: OrgDb, accountId: AccountId): Promise<void> {
    const lines = await rollupsService.discountLines(org, accountId);
    if (lines.length === 0) return;
    await rollupsService.lines(org, accountId, { removed: lines }, () =>
      accountsRepository.deleteDiscountLineRows(org, accountId),
    );
  },

  /**
   * Writes a correction ticket whole, already closed: the account, its lines, its payments and its VAT, with the
   * rollups in step (the ticket counts as a whole).
   */
  insertCorrection(
    org: OrgDb,
    account: NewAccount & { closed_timestamp: number },
    lines: NewLines,
    payments: readonly Omit<NewPayment, 'client_account_id'>[],
  ): Promise<AccountId> {
    return rollupsService.trackAccounts(
      org,
      [],
      () => ledgerRepository.insertCorrectionRows(org, account, lines, payments),
      (id) => id,
    );
  },
};
