import { CHANGEABLE_PAYMENT_TYPES, centsToString, type updateOrderedProductSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Executor, inTransaction } from '../../lib/tx';
import type { Tenant } from '../../plugins/auth';
import { payTypeOf } from './accounts.load';
import { type AccountRow, accountsRepository, type PaymentRow } from './accounts.repository';
import { accountsService } from './accounts.service';

/**
 * The console's corrections of an account (document 3: account summary, ordered-products history). Every one is a
 * reversal plus, where money moves, new transactions: nothing is deleted, everything is audited, and an account's
 * live payments always add up to its live lines once it is closed.
 */

type Actor = Pick<Tenant, 'orgId' | 'userId'>;
type PayType = (typeof CHANGEABLE_PAYMENT_TYPES)[number];

const isChangeable = (type: string): type is PayType => (CHANGEABLE_PAYMENT_TYPES as readonly string[]).includes(type);
const notify = (ctx: ServerContext, orgId: number) => ctx.push.publish(orgId, { pushType: 'ACCOUNTS_UPDATED' });

async function lockedAccount(trx: Executor, orgId: number, accountId: number): Promise<AccountRow> {
  await accountsRepository.lock(trx, orgId, accountId);
  const account = await accountsRepository.find(trx, orgId, accountId);
  if (!account) throw notFound('Account');
  if (account.status === 'VOIDED') throw conflict(`Account ${accountId} is voided`);
  return account;
}

async function findLine(db: Executor, orgId: number, lineId: number) {
  const line = await accountsRepository.findLine(db, orgId, lineId);
  if (!line) throw notFound('Ordered product');
  if (line.reversed_at !== null) throw conflict(`Ordered product ${lineId} is already deleted`);
  return line;
}

/** Stamps the live lines of a closed account with how it is paid now (one type, or MIXED), as closing does. */
async function restampPayType(trx: Executor, orgId: number, accountId: number): Promise<void> {
  const payments = await accountsRepository.payments(trx, orgId, [accountId]);
  const payType = payTypeOf(payments.filter((p) => p.transaction_type === 'PAYMENT').map((p) => p.payment_type));
  await accountsRepository.stampPayType(trx, orgId, accountId, payType);
}

/**
 * A payment changes type as a reversal of the old transaction plus a new one of the same net amount (a card never
 * returns change), keeping the original time, shift and user so the reports of that day and shift stay right.
 */
async function changeOne(trx: Executor, actor: Actor, payment: PaymentRow, to: PayType, at: number): Promise<number> {
  const net = payment.amount_paid_cents - payment.amount_returned_cents;
  await accountsRepository.reversePayment(trx, actor.orgId, payment.id, at, actor.userId);
  const replacedBy = await accountsRepository.insertPayment(trx, actor.orgId, {
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

export const accountCorrections = {
  /** Deletes (voids) an ordered product that is not an option of another; a closed account's payment is refunded. */
  async deleteLine(ctx: ServerContext, actor: Actor, lineId: number): Promise<number> {
    const line = await findLine(ctx.db, actor.orgId, lineId);
    if (line.linked_to_id !== null) {
      throw conflict(`This product is an option of ordered product ${line.linked_to_id}: delete that one instead`);
    }
    await accountsService.voidLine(ctx, actor, line.client_account_id, lineId, { refundClosed: true });
    return line.client_account_id;
  },

  /**
   * Voids a payment of an open account. A closed account's payments cannot go (it would owe money while closed): its
   * payment type can change, or the whole account can be voided.
   */
  async deletePayment(ctx: ServerContext, actor: Actor, accountId: number, paymentId: number): Promise<void> {
    const account = await accountsRepository.find(ctx.db, actor.orgId, accountId);
    if (!account) throw notFound('Account');
    if (account.status === 'CLOSED') {
      throw conflict('This account is closed: change the payment type, or delete the whole account');
    }
    await accountsService.voidPayment(ctx, actor, accountId, paymentId);
  },

  /** Changes a CASH payment to CARD or back (open or closed account). */
  async changePaymentType(ctx: ServerContext, actor: Actor, accountId: number, paymentId: number, to: PayType) {
    const at = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      const account = await lockedAccount(trx, actor.orgId, accountId);
      const payments = await accountsRepository.payments(trx, actor.orgId, [accountId], true);
      const payment = payments.find((p) => p.id === paymentId);
      if (!payment) throw notFound('Payment');
      if (payment.reversed_at !== null) throw conflict(`Payment ${paymentId} was already reversed`);
      if (!isChangeable(payment.payment_type)) {
        throw conflict(`Only CASH and CARD payments can change type (this one is ${payment.payment_type})`);
      }
      if (payment.payment_type === to)
        throw conflict(`This payment is already ${to}`, { paymentType: `Already ${to}` });
      await changeOne(trx, actor, payment, to, at);
      if (account.status === 'CLOSED') await restampPayType(trx, actor.orgId, accountId);
    });
    notify(ctx, actor.orgId);
  },

  /**
   * PATCH of an ordered product: its comment, and its pay type. A line's pay type is how its (closed) ticket was paid,
   * so changing it changes the ticket's CASH and CARD payments to that type; other payment types cannot change.
   */
  async updateLine(
    ctx: ServerContext,
    actor: Actor,
    lineId: number,
    input: z.output<typeof updateOrderedProductSchema>,
  ): Promise<number> {
    const at = ctx.now();
    const accountId = await inTransaction(ctx.db, async (trx) => {
      const first = await findLine(trx, actor.orgId, lineId);
      const account = await lockedAccount(trx, actor.orgId, first.client_account_id);
      const line = await findLine(trx, actor.orgId, lineId);
      if (input.customComment !== undefined && (input.customComment || null) !== line.custom_comment) {
        await accountsRepository.setLineComment(trx, actor.orgId, lineId, input.customComment || null);
        await audit(trx, {
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
        const payments = (await accountsRepository.payments(trx, actor.orgId, [account.id])).filter(
          (p) => p.transaction_type === 'PAYMENT',
        );
        const other = payments.find((p) => !isChangeable(p.payment_type));
        if (other) {
          throw conflict(`This ticket was also paid with ${other.payment_type}: only CASH and CARD can change`, {
            payType: `Paid with ${other.payment_type} too`,
          });
        }
        for (const p of payments)
          if (p.payment_type !== input.payType) await changeOne(trx, actor, p, input.payType, at);
        await restampPayType(trx, actor.orgId, account.id);
      }
      return account.id;
    });
    notify(ctx, actor.orgId);
    return accountId;
  },
};
