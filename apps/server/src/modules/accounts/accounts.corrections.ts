import {
  CHANGEABLE_PAYMENT_TYPES,
  type CorrectionReasonInput,
  centsToString,
  type updateOrderedProductSchema,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { AccountId, LineId, PaymentId } from '../../db/ticket-ids';
import type { Actor } from '../../lib/audit';
import { audit } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import { type CorrectionReason, correct, type Ledger, ledgerOf, requireReason } from './accounts.ledger';
import { type AccountRow, accountsRepository, type PaymentRow } from './accounts.repository';
import { accountsService } from './accounts.service';
import { ticketWrites } from './accounts.writes';

/**
 * The console's corrections of an account (document 3: account summary, ordered-products history). On an OPEN ticket
 * (not registered yet) a line or payment is reversed in place, kept and audited. On a CLOSED ticket nothing is
 * changed: each correction is a correction ticket (accounts.ledger.ts, decisions 67) carrying its reason.
 */

type PayType = (typeof CHANGEABLE_PAYMENT_TYPES)[number];

const isChangeable = (type: string): type is PayType => (CHANGEABLE_PAYMENT_TYPES as readonly string[]).includes(type);
const notify = (ctx: ServerContext, org: OrgDb) => ctx.push.publish(org.orgId, { pushType: 'ACCOUNTS_UPDATED' });

async function lockedAccount(org: OrgDb, accountId: AccountId): Promise<AccountRow> {
  const account = await accountsRepository.find(org, accountId, true);
  if (!account) throw notFound('Account');
  if (account.status === 'VOIDED') throw conflict(`Account ${accountId} is voided`);
  return account;
}

/** A correction ticket cannot itself be corrected: correct the original ticket again. */
function assertNotCorrection(account: AccountRow): void {
  if (account.corrects_account_id !== null) {
    throw conflict(
      `Ticket ${account.id} is a correction of ticket ${account.corrects_account_id}: correct that one`,
      undefined,
      {
        reason: 'CORRECTION_OF_CORRECTION',
        params: { accountId: account.corrects_account_id },
      },
    );
  }
}

async function findLine(org: OrgDb, lineId: LineId) {
  const line = await accountsRepository.findLine(org, lineId);
  if (!line) throw notFound('Ordered product');
  if (line.reversed_at !== null) throw conflict(`Ordered product ${lineId} is already deleted`);
  return line;
}

/**
 * A payment of an OPEN ticket changes type as a reversal of the old transaction plus a new one of the same net amount
 * (a card never returns change), keeping the original time, shift and user.
 */
async function changeOne(trx: Executor, actor: Actor, payment: PaymentRow, to: PayType, at: number): Promise<number> {
  const org = orgDb(trx, actor.orgId);
  const net = payment.amount_paid_cents - payment.amount_returned_cents;
  await ticketWrites.reversePayment(org, payment.id, at, actor.userId);
  const replacedBy = await ticketWrites.insertPayment(org, {
    client_account_id: payment.client_account_id,
    shift_id: payment.shift_id,
    payment_type: to,
    transaction_type: payment.transaction_type,
    amount_paid_cents: net,
    amount_returned_cents: 0,
    user_id: payment.user_id,
    timestamp: payment.timestamp,
  });
  await audit(trx, {
    orgId: actor.orgId,
    userId: actor.userId,
    at,
    action: 'CHANGE',
    entity: 'payment_transaction',
    entityId: payment.id,
    details: {
      accountId: payment.client_account_id,
      from: payment.payment_type,
      to,
      amount: centsToString(net),
      replacedBy,
    },
  });
  return replacedBy;
}

/**
 * A closed ticket paid (partly) in `from` types now counts as paid in `to`: a correction ticket refunds what the
 * ticket holds in each other CASH/CARD type and takes it again in `to` (net zero), in the open shift.
 */
async function correctPaymentType(
  trx: Executor,
  server: ServerContext,
  actor: Actor,
  ledger: Ledger,
  to: PayType,
  only: string | null,
  why: CorrectionReason,
  at: number,
) {
  const held = new Map<string, number>();
  for (const p of ledger.payments)
    if (p.transaction_type === 'PAYMENT')
      held.set(p.payment_type, (held.get(p.payment_type) ?? 0) + p.amount_paid_cents - p.amount_returned_cents);
  const moves: { paymentType: string; cents: number }[] = [];
  for (const [type, cents] of held) {
    if (type === to || !isChangeable(type) || cents <= 0 || (only !== null && type !== only)) continue;
    moves.push({ paymentType: type, cents: -cents }, { paymentType: to, cents });
  }
  if (moves.length === 0) throw conflict(`This ticket is already paid by ${to}`, { paymentType: `Already ${to}` });
  return correct(
    trx,
    server,
    actor,
    ledger,
    { cancel: [], payments: moves, details: { kind: 'PAYMENT_TYPE', to } },
    why,
    at,
  );
}

export const accountCorrections = {
  /**
   * Deletes an ordered product that is not an option of another, with its options. On an open ticket it is voided;
   * on a closed one a correction ticket cancels it and refunds what the customer paid for it.
   */
  async deleteLine(
    ctx: ServerContext,
    actor: Actor,
    lineId: LineId,
    input: CorrectionReasonInput = {},
  ): Promise<AccountId> {
    const line = await findLine(actor, lineId);
    if (line.linked_to_id !== null) {
      throw conflict(`This product is an option of ordered product ${line.linked_to_id}: delete that one instead`);
    }
    const account = await accountsRepository.find(actor, line.client_account_id);
    if (account?.status !== 'CLOSED') {
      await accountsService.voidLine(ctx, actor, line.client_account_id, lineId);
      return line.client_account_id;
    }
    const why = requireReason(input);
    const at = ctx.now();
    let stockMoved = false;
    await inOrgTransaction(actor, async (org) => {
      const original = await lockedAccount(org, line.client_account_id);
      assertNotCorrection(original);
      const ledger = await ledgerOf(org, original);
      if (line.promo_code_id !== null) {
        throw conflict('A discount line follows the products it discounts: delete a product instead', undefined, {
          reason: 'CORRECTION_OF_DISCOUNT_LINE',
        });
      }
      if (!ledger.remaining.some((l) => l.id === lineId)) {
        throw conflict(`Ordered product ${lineId} was already cancelled by a correction`, undefined, {
          reason: 'LINE_ALREADY_CORRECTED',
        });
      }
      const cancel = ledger.remaining.filter((l) => l.id === lineId || l.linked_to_id === lineId);
      stockMoved = cancel.some((l) => l.product_id !== null);
      await correct(
        org.db,
        ctx,
        actor,
        ledger,
        { cancel, details: { kind: 'LINES', orderedProductId: lineId } },
        why,
        at,
      );
    });
    notify(ctx, actor);
    if (stockMoved) catalogueChanged(ctx, actor);
    return line.client_account_id;
  },

  /**
   * Deletes a whole ticket: an open one is voided (kept, marked, audited); a closed one gets a correction ticket that
   * cancels every line still standing and refunds what was paid for them.
   */
  async deleteAccount(ctx: ServerContext, actor: Actor, accountId: AccountId, input: CorrectionReasonInput = {}) {
    const account = await accountsRepository.find(actor, accountId);
    if (!account) throw notFound('Account');
    if (account.status !== 'CLOSED') return accountsService.voidAccount(ctx, actor, accountId);
    const why = requireReason(input);
    const at = ctx.now();
    let stockMoved = false;
    await inOrgTransaction(actor, async (org) => {
      const original = await lockedAccount(org, accountId);
      assertNotCorrection(original);
      const ledger = await ledgerOf(org, original);
      if (ledger.remaining.length === 0) {
        throw conflict(`Ticket ${accountId} has nothing left to cancel`, undefined, {
          reason: 'LINE_ALREADY_CORRECTED',
        });
      }
      stockMoved = ledger.remaining.some((l) => l.product_id !== null);
      await correct(org.db, ctx, actor, ledger, { cancel: ledger.remaining, details: { kind: 'TICKET' } }, why, at);
    });
    notify(ctx, actor);
    if (stockMoved) catalogueChanged(ctx, actor);
  },

  /**
   * Voids a payment of an open account. A closed account's payments cannot go (it would owe money while closed): its
   * payment type can change, or the whole account can be cancelled.
   */
  async deletePayment(ctx: ServerContext, actor: Actor, accountId: AccountId, paymentId: PaymentId): Promise<void> {
    const account = await accountsRepository.find(actor, accountId);
    if (!account) throw notFound('Account');
    if (account.status === 'CLOSED') {
      throw conflict('This account is closed: change the payment type, or delete the whole account');
    }
    await accountsService.voidPayment(ctx, actor, accountId, paymentId);
  },

  /** Changes a CASH payment to CARD or back: in place on an open ticket, by a correction ticket on a closed one. */
  async changePaymentType(
    ctx: ServerContext,
    actor: Actor,
    accountId: AccountId,
    paymentId: PaymentId,
    to: PayType,
    input: CorrectionReasonInput = {},
  ) {
    const at = ctx.now();
    await inOrgTransaction(actor, async (org) => {
      const account = await lockedAccount(org, accountId);
      const payments = await accountsRepository.payments(org, [accountId], true);
      const payment = payments.find((p) => p.id === paymentId);
      if (!payment) throw notFound('Payment');
      if (payment.reversed_at !== null) throw conflict(`Payment ${paymentId} was already reversed`);
      if (!isChangeable(payment.payment_type)) {
        throw conflict(`Only CASH and CARD payments can change type (this one is ${payment.payment_type})`);
      }
      if (payment.payment_type === to)
        throw conflict(`This payment is already ${to}`, { paymentType: `Already ${to}` });
      if (account.status !== 'CLOSED') {
        await changeOne(org.db, actor, payment, to, at);
        return;
      }
      const why = requireReason(input);
      assertNotCorrection(account);
      const ledger = await ledgerOf(org, account);
      await correctPaymentType(org.db, ctx, actor, ledger, to, payment.payment_type, why, at);
    });
    notify(ctx, actor);
  },

  /**
   * PATCH of an ordered product: its comment (open tickets only: a closed ticket's lines are registered), and its pay
   * type. A line's pay type is how its closed ticket was paid, so changing it corrects the ticket's CASH and CARD
   * payments to that type (a correction ticket); other payment types cannot change.
   */
  async updateLine(
    ctx: ServerContext,
    actor: Actor,
    lineId: LineId,
    input: z.output<typeof updateOrderedProductSchema>,
  ): Promise<AccountId> {
    const at = ctx.now();
    const accountId = await inOrgTransaction(actor, async (org) => {
      const first = await findLine(org, lineId);
      const account = await lockedAccount(org, first.client_account_id);
      const line = await findLine(org, lineId);
      if (input.customComment !== undefined && (input.customComment || null) !== line.custom_comment) {
        if (account.status !== 'OPEN') {
          throw conflict(
            'This ticket is closed: its lines are registered and cannot change',
            {
              customComment: 'The ticket is closed',
            },
            { reason: 'TICKET_REGISTERED' },
          );
        }
        await accountsRepository.setLineComment(org, lineId, input.customComment || null);
        await audit(org.db, {
          orgId: actor.orgId,
          userId: actor.userId,
          at,
          action: 'CHANGE',
          entity: 'ordered_product',
          entityId: lineId,
          details: {
            accountId: account.id,
            field: 'customComment',
            from: line.custom_comment,
            to: input.customComment,
          },
        });
      }
      if (input.payType !== undefined && input.payType !== line.pay_type) {
        if (!isChangeable(input.payType)) throw badRequest('Choose CASH or CARD', { payType: 'Choose CASH or CARD' });
        if (account.status !== 'CLOSED') {
          throw conflict('This account is not paid yet: its products take their pay type when it is closed', {
            payType: 'The account is still open',
          });
        }
        assertNotCorrection(account);
        const ledger = await ledgerOf(org, account);
        const other = ledger.payments.find((p) => p.transaction_type === 'PAYMENT' && !isChangeable(p.payment_type));
        if (other) {
          throw conflict(`This ticket was also paid with ${other.payment_type}: only CASH and CARD can change`, {
            payType: `Paid with ${other.payment_type} too`,
          });
        }
        await correctPaymentType(org.db, ctx, actor, ledger, input.payType, null, requireReason(input), at);
      }
      return account.id;
    });
    notify(ctx, actor);
    return accountId;
  },
};
