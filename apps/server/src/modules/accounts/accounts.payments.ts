import { centsToString, type takePaymentSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import type { AccountId, PaymentId } from '../../db/ticket-ids';
import { audit } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import type { JournalSecret } from '../journal';
import { journalTicket } from './accounts.journal';
import { type AccountView, type Actor, assertOpen, notifyAccounts, payTypeOf, snapshot } from './accounts.load';
import { accountPromo } from './accounts.promo';
import { accountsRepository, accountTotals, type PaymentRow, paymentDto } from './accounts.repository';
import { ticketWrites } from './accounts.writes';

/** Money on an account: taking a payment, voiding one, closing the paid account. */
export const accountPayments = {
  /**
   * At a shift's close (in its transaction): every open ticket is settled, what it still owes paid with `payType`,
   * and closed (its VAT registered). Answers the tickets closed.
   */
  async settleAllOpen(
    trx: Executor,
    server: JournalSecret,
    actor: { orgId: OrgId; userId: number | null },
    shiftId: number,
    payType: string,
    at: number,
  ): Promise<number[]> {
    const { orgId } = actor;
    const org = orgDb(trx, orgId);
    const accounts = await accountsRepository.openRows(org);
    const ids = accounts.map((a) => a.id);
    const [lines, payments] = await Promise.all([
      accountsRepository.lines(org, ids),
      accountsRepository.payments(org, ids),
    ]);
    for (const account of accounts) {
      const mine = lines.filter((l) => l.client_account_id === account.id);
      const paid = payments.filter((p) => p.client_account_id === account.id);
      const { dueCents } = accountTotals(mine, paid);
      const settled = {
        client_account_id: account.id,
        shift_id: shiftId,
        payment_type: payType,
        transaction_type: 'PAYMENT',
        amount_paid_cents: dueCents,
        amount_returned_cents: 0,
        user_id: actor.userId,
        timestamp: at,
      };
      if (dueCents > 0) await ticketWrites.insertPayment(org, settled);
      const types = new Set(paid.filter((p) => p.transaction_type === 'PAYMENT').map((p) => p.payment_type));
      if (dueCents > 0) types.add(payType);
      await accountsRepository.stampPayType(org, account.id, payTypeOf(types));
      await ticketWrites.markClosed(org, account, at, mine);
      await journalTicket(org, server, account, mine, dueCents > 0 ? [...paid, settled] : paid, at);
    }
    return ids;
  },

  /**
   * Takes a payment. Cash above the amount due is returned as change; other types cannot exceed it. Answers the new
   * payment's id, the change, and the account as it now is (`view`, for the answer: nothing is read again).
   */
  async takePayment(
    ctx: ServerContext,
    actor: Actor,
    accountId: AccountId,
    input: z.output<typeof takePaymentSchema>,
  ): Promise<{ id: number; returned: number; view: AccountView }> {
    const { orgId } = actor;
    const at = ctx.now();
    const result = await inOrgTransaction(actor, async (org) => {
      const { account, lines, payments, allPayments } = await snapshot(org, accountId, true);
      assertOpen(account);
      let returned = 0;
      if (input.transactionType === 'PAYMENT') {
        const { dueCents } = accountTotals(lines, payments);
        if (dueCents <= 0) throw conflict('Nothing is left to pay on this account');
        if (input.amountPaid > dueCents) {
          if (input.paymentType !== 'CASH') {
            throw new AppError('VALIDATION', `Only cash can exceed the amount due (${centsToString(dueCents)})`, {
              amountPaid: `At most ${centsToString(dueCents)}`,
            });
          }
          returned = input.amountPaid - dueCents;
        }
      }
      const openShiftId = await ctx.upcalls.openShiftId(org);
      const values = {
        client_account_id: accountId,
        shift_id: openShiftId ?? account.shift_id,
        payment_type: input.paymentType,
        transaction_type: input.transactionType,
        amount_paid_cents: input.amountPaid,
        amount_returned_cents: returned,
        user_id: actor.userId,
        timestamp: at,
      };
      const id = await ticketWrites.insertPayment(org, values);
      // The row as it was written (a payment does not change the account row nor its lines).
      const row: PaymentRow = { ...values, id, org_id: orgId, reversed_at: null, reversed_by: null };
      const paid = [...allPayments, row].sort((a, b) => a.id - b.id);
      return { id, returned, view: { account, lines, payments: paid } };
    });
    notifyAccounts(ctx, actor);
    return result;
  },

  async voidPayment(ctx: ServerContext, actor: Actor, accountId: AccountId, paymentId: PaymentId): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    await inOrgTransaction(actor, async (org) => {
      const { account, payments } = await snapshot(org, accountId, true);
      assertOpen(account);
      const payment = payments.find((p) => p.id === paymentId);
      if (!payment) throw notFound('Payment');
      await ticketWrites.reversePayment(org, paymentId, at, actor.userId);
      await audit(org.db, {
        orgId,
        userId: actor.userId,
        at,
        action: 'VOID',
        entity: 'payment_transaction',
        entityId: paymentId,
        details: { accountId, ...paymentDto(payment) },
      });
    });
    notifyAccounts(ctx, actor);
  },

  /** Closes a fully paid account and stamps each line with how it was paid (one type, or MIXED). */
  async close(ctx: ServerContext, actor: Actor, accountId: AccountId): Promise<void> {
    await accountPayments.closeAndView(ctx, actor, accountId);
  },

  /** `close`, answering the account as it now is (for the call's answer: nothing is read again). */
  async closeAndView(ctx: ServerContext, actor: Actor, accountId: AccountId): Promise<AccountView> {
    const at = ctx.now();
    const view = await inOrgTransaction(actor, async (org): Promise<AccountView> => {
      const { account, lines, payments, allPayments } = await snapshot(org, accountId, true);
      assertOpen(account);
      const { dueCents } = accountTotals(lines, payments);
      if (dueCents !== 0) throw conflict(`The account still has ${centsToString(dueCents)} to pay`);
      await accountPromo.takeUse(org, account, lines);
      const payType = payTypeOf(payments.filter((p) => p.transaction_type === 'PAYMENT').map((p) => p.payment_type));
      await accountsRepository.stampPayType(org, accountId, payType);
      await ticketWrites.markClosed(org, account, at, lines);
      await journalTicket(org, ctx, account, lines, payments, at);
      // The rows as these two writes left them (the promo use taken changes neither).
      return {
        account: { ...account, status: 'CLOSED', closed_timestamp: at },
        lines: lines.map((l) => ({ ...l, pay_type: payType })),
        payments: allPayments,
      };
    });
    notifyAccounts(ctx, actor);
    return view;
  },
};
