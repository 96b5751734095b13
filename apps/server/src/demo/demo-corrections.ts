import { startOfZonedDay } from '@comptoir/shared';
import type { ServerContext } from '../context';
import { asLineId, asPaymentId } from '../db/ticket-ids';
import { orgDb } from '../lib/org-db';
import { accountCorrections, accountsService } from '../modules/accounts';
import { demoAdmin } from './demo-invoices';
import { BISTRO } from './demo-orgs';

/**
 * A few corrections of closed tickets in the demo bistro (organisation 1), made through the services in today's open
 * shift as a manager would (docs/decisions.md 67): a dish returned, a payment taken by card but rung up as cash, a
 * ticket rung up twice, and a line of an invoiced ticket (its credit note). Each is a correction ticket with a reason.
 */
export async function seedDemoCorrections(ctx: ServerContext): Promise<number> {
  const actor = await demoAdmin(ctx);
  const shift = await ctx.db
    .selectFrom('shift')
    .select('shift_id')
    .where('org_id', '=', BISTRO)
    .where('end_timestamp', 'is', null)
    .executeTakeFirst();
  if (!shift) return 0;
  const today = await ctx.db
    .selectFrom('client_account')
    .select('id')
    .where('org_id', '=', BISTRO)
    .where('status', '=', 'CLOSED')
    .where('closed_timestamp', '>=', startOfZonedDay(ctx.now(), 'Europe/Brussels'))
    .orderBy('id')
    .limit(3)
    .execute();
  let made = 0;
  const [returned, retyped, twice] = today.map((r) => r.id);
  if (returned !== undefined) {
    const detail = await accountsService.detail(orgDb(ctx.db, BISTRO), returned);
    const line = detail.orderedProducts.find((l) => l.linkedToOrderedProductId === null);
    if (line) {
      await accountCorrections.deleteLine(ctx, actor, asLineId(line.orderedProductId), {
        reason: 'CUSTOMER_RETURN',
        note: 'Plat revenu froid, remboursé',
      });
      made++;
    }
  }
  if (retyped !== undefined) {
    const detail = await accountsService.detail(orgDb(ctx.db, BISTRO), retyped);
    const payment = detail.clientAccount.paymentTransactions.find(
      (p) => p.transactionType === 'PAYMENT' && (p.paymentType === 'CASH' || p.paymentType === 'CARD'),
    );
    if (payment) {
      const to = payment.paymentType === 'CASH' ? 'CARD' : 'CASH';
      await accountCorrections.changePaymentType(ctx, actor, retyped, asPaymentId(payment.paymentTransactionId), to, {
        reason: 'WRONG_PAYMENT_TYPE',
      });
      made++;
    }
  }
  if (twice !== undefined) {
    await accountCorrections.deleteAccount(ctx, actor, twice, { reason: 'OTHER', note: 'Ticket encodé deux fois' });
    made++;
  }
  // A line of an invoiced ticket paid at the till: the correction issues a credit note.
  const invoiced = await ctx.db
    .selectFrom('invoice as i')
    .innerJoin('client_account as a', (j) =>
      j.onRef('a.id', '=', 'i.client_account_id').onRef('a.org_id', '=', 'i.org_id'),
    )
    .select('a.id')
    .where('i.org_id', '=', BISTRO)
    .where('i.paid', '=', 1)
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  if (invoiced) {
    const detail = await accountsService.detail(orgDb(ctx.db, BISTRO), invoiced.id);
    const lines = detail.orderedProducts.filter(
      (l) => l.linkedToOrderedProductId === null && l.chargedPriceVatIncl > 0,
    );
    if (lines.length > 1) {
      await accountCorrections.deleteLine(ctx, actor, asLineId(lines.at(-1)!.orderedProductId), {
        reason: 'COMPLAINT',
        note: 'Vin bouchonné, retiré de la facture',
      });
      made++;
    }
  }
  return made;
}
