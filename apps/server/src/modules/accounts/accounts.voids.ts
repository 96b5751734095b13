import { centsToString } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { AccountId, LineId } from '../../db/ticket-ids';
import { audit } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import { conflict, notFound } from '../../lib/errors';
import { inOrgTransaction } from '../../lib/org-db';
import { type Actor, assertOpen, giveBackStock, notifyAccounts, snapshot } from './accounts.load';
import { accountPromo } from './accounts.promo';
import { accountsRepository, accountTotals } from './accounts.repository';
import { ticketWrites } from './accounts.writes';

/** Reversals of what was ordered: a line with its options, or a whole account. Kept, marked, audited. */
export const accountVoids = {
  /**
   * Voids a line of an open ticket and its options: kept, marked reversed, audited, stock returned, out of totals. A
   * void that would leave more paid than ordered is refused. A closed ticket's lines are corrected by a correction
   * ticket instead (accounts.corrections.ts).
   */
  async voidLine(ctx: ServerContext, actor: Actor, accountId: AccountId, lineId: LineId): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    let stockMoved = false;
    await inOrgTransaction(actor, async (org) => {
      const { account, lines } = await snapshot(org, accountId, true);
      assertOpen(account);
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw notFound('Ordered product');
      const voided = lines.filter((l) => l.id === lineId || l.linked_to_id === lineId);
      // A ticket with a promo code gets its discount worked out again below: the payments are compared with the total
      // after that (a void of most of a discounted ticket left the old discount larger than what remained, and the
      // void was refused although nothing had been paid).
      for (const l of voided) {
        await ticketWrites.reverseLine(org, l.id, at, actor.userId);
        if (await giveBackStock(org.db, actor, l, l.units_milli, 'VOID', at)) stockMoved = true;
        await audit(org.db, {
          orgId,
          userId: actor.userId,
          at,
          action: 'VOID',
          entity: 'ordered_product',
          entityId: l.id,
          details: { accountId, name: l.name, units: l.units_milli / 1000, amount: centsToString(l.charged_cents) },
        });
      }
      // Voiding a discount line takes the code off the ticket; voiding a product changes the discount.
      if (line.promo_code_id !== null) await accountsRepository.setAccountPromo(org, accountId, null);
      await accountPromo.refresh(org.db, actor, accountId, at, false);
      const after = await snapshot(org, accountId);
      if (accountTotals(after.lines, after.payments).dueCents < 0) {
        throw conflict('The payments already taken exceed the new total: void a payment first');
      }
    });
    notifyAccounts(ctx, actor);
    if (stockMoved) catalogueChanged(ctx, actor);
  },

  /** Voids a whole open account: the account, its lines and payments are kept, marked reversed and audited. */
  async voidAccount(ctx: ServerContext, actor: Actor, accountId: AccountId): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    let stockMoved = false;
    await inOrgTransaction(actor, async (org) => {
      const { account, lines, payments } = await snapshot(org, accountId, true);
      if (account.reversed_at !== null) throw conflict('This account is already voided');
      // A closed ticket is registered: it is cancelled by a correction ticket (accountCorrections.deleteAccount).
      assertOpen(account);
      for (const l of lines) if (await giveBackStock(org.db, actor, l, l.units_milli, 'VOID', at)) stockMoved = true;
      await ticketWrites.reverseAccount(org, accountId, at, actor.userId, account.closed_timestamp ?? at);
      const { totals } = accountTotals(lines, payments);
      await audit(org.db, {
        orgId,
        userId: actor.userId,
        at,
        action: 'VOID',
        entity: 'client_account',
        entityId: accountId,
        details: {
          previousStatus: account.status,
          total: centsToString(totals.total),
          lines: lines.map((l) => l.id),
          payments: payments.map((p) => p.id),
        },
      });
    });
    notifyAccounts(ctx, actor);
    if (stockMoved) catalogueChanged(ctx, actor);
  },
};
