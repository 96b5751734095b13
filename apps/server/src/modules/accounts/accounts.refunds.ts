import { centsToString } from '@comptoir/shared';
import { conflict } from '../../lib/errors';
import type { PaymentRow } from './accounts.repository';

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
