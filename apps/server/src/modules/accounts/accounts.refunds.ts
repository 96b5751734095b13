import { centsToString } from '@comptoir/shared';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import type { Executor } from '../../lib/tx';
import { shiftsRepository } from '../shifts/shifts.repository';
import { type AccountRow, accountsRepository, type PaymentRow } from './accounts.repository';

export interface Refund {
  paymentType: string;
  cents: number;
}

/**
 * How `amountCents` taken off a closed account is paid back: from the payment types the account was paid with, the
 * most recently used first, each up to what the account still holds in that type (payments minus earlier refunds).
 * So a card ticket is refunded on card, a cash ticket in cash, and no type ever goes below zero for the account.
 */
export function refundPlan(payments: readonly PaymentRow[], amountCents: number): Refund[] {
  const live = payments.filter((p) => p.reversed_at === null && p.transaction_type === 'PAYMENT');
  const held = new Map<string, { cents: number; last: number }>();
  for (const p of live) {
    const entry = held.get(p.payment_type) ?? { cents: 0, last: 0 };
    entry.cents += p.amount_paid_cents - p.amount_returned_cents;
    if (p.amount_paid_cents > 0) entry.last = Math.max(entry.last, p.id);
    held.set(p.payment_type, entry);
  }
  const plan: Refund[] = [];
  let left = amountCents;
  for (const [paymentType, { cents }] of [...held.entries()].sort(([, a], [, b]) => b.last - a.last)) {
    if (left <= 0) break;
    const take = Math.min(left, cents);
    if (take > 0) plan.push({ paymentType, cents: take });
    left -= Math.max(take, 0);
  }
  if (left > 0)
    throw conflict(`Only ${centsToString(amountCents - left)} was paid on this account: it cannot refund more`);
  return plan;
}

/**
 * Records the refunds of a closed account as negative PAYMENT transactions (money handed back now: they belong to the
 * open shift, or to the account's own shift when none is open), each audited.
 */
export async function recordRefunds(
  trx: Executor,
  actor: { orgId: number; userId: number },
  account: AccountRow,
  plan: readonly Refund[],
  at: number,
  reason: Record<string, unknown>,
): Promise<void> {
  if (plan.length === 0) return;
  const shift = await shiftsRepository.current(trx, actor.orgId);
  for (const refund of plan) {
    const id = await accountsRepository.insertPayment(trx, actor.orgId, {
      client_account_id: account.id,
      shift_id: shift?.shift_id ?? account.shift_id,
      payment_type: refund.paymentType,
      transaction_type: 'PAYMENT',
      amount_paid_cents: -refund.cents,
      amount_returned_cents: 0,
      user_id: actor.userId,
      timestamp: at,
    });
    await audit(trx, {
      orgId: actor.orgId,
      userId: actor.userId,
      at,
      action: 'CHANGE',
      entity: 'payment_transaction',
      entityId: id,
      details: {
        kind: 'REFUND',
        accountId: account.id,
        paymentType: refund.paymentType,
        amount: centsToString(-refund.cents),
        ...reason,
      },
    });
  }
}
