import type { addLinesSchema, openAccountSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { AccountId } from '../../db/ticket-ids';
import { catalogueChanged } from '../../lib/cached-answer';
import { AppError, conflict } from '../../lib/errors';
import { inOrgTransaction } from '../../lib/org-db';
import { isUniqueViolation } from '../../lib/tx';
import { pickupService } from '../pickup';
import { recipesTill } from '../recipes';
import { stockService } from '../stock';
import { type Actor, assertOpen, loadAccount, notifyAccounts } from './accounts.load';
import { type OrderedItem, orderedLineValues } from './accounts.pricing';
import { accountPromo } from './accounts.promo';
import { accountsRepository } from './accounts.repository';
import { ticketWrites } from './accounts.writes';

/** Taking orders: opening an account and adding ordered products to it. */
export const accountOrdering = {
  /** Opens a ticket in the current shift: at a free table, or as the next numbered takeaway/delivery. */
  /** Returns the new account id. */
  async open(ctx: ServerContext, actor: Actor, input: z.output<typeof openAccountSchema>): Promise<AccountId> {
    const at = ctx.now();
    const id = await inOrgTransaction(actor, async (org) => {
      await accountsRepository.lockOpenShift(org);
      const shiftId = await ctx.upcalls.openShiftId(org);
      if (shiftId === null) throw conflict('Open a shift before taking orders', undefined, { reason: 'NO_OPEN_SHIFT' });
      if (input.tableId) {
        if (!(await accountsRepository.liveTableExists(org, input.tableId)))
          throw new AppError('NOT_FOUND', 'Table not found', { tableId: 'Table not found' });
        const busy = await accountsRepository.openAtTable(org, input.tableId);
        if (busy !== undefined) {
          throw conflict(
            `This table already has an open account (${busy})`,
            { tableId: 'Table is occupied' },
            { reason: 'TABLE_OCCUPIED', params: { accountId: busy } },
          );
        }
      }
      if (input.pickupLocationId && !(await pickupService.find(org, input.pickupLocationId)))
        throw new AppError('NOT_FOUND', 'Pickup location not found', { pickupLocationId: 'Pickup location not found' });
      const takeawayNumber = input.kind === 'TABLE' ? null : await accountsRepository.nextTakeawayNumber(org, shiftId);
      return ticketWrites
        .insert(org, {
          shift_id: shiftId,
          kind: input.kind,
          status: 'OPEN',
          source: input.source,
          table_id: input.tableId ?? null,
          takeaway_number: takeawayNumber,
          custom_name: input.customName || null,
          client_data: input.clientData ? JSON.stringify(input.clientData) : null,
          pickup_location_id: input.pickupLocationId ?? null,
          user_id: actor.userId,
          opened_timestamp: at,
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err))
            throw conflict(
              'This table already has an open account',
              { tableId: 'Table is occupied' },
              { reason: 'TABLE_OCCUPIED' },
            );
          throw err;
        });
    });
    notifyAccounts(ctx, actor);
    return id;
  },

  /**
   * Adds products (with their options linked to the parent line), snapshotting name, price and VAT (the out ones on
   * takeaway and delivery accounts); sells stock.
   */
  async addLines(
    ctx: ServerContext,
    actor: Actor,
    accountId: AccountId,
    input: z.output<typeof addLinesSchema>,
  ): Promise<void> {
    const at = ctx.now();
    let stockMoved = false;
    await inOrgTransaction(actor, async (org) => {
      const account = await loadAccount(org, accountId, true);
      assertOpen(account);
      const productIds = [...new Set(input.lines.flatMap((l) => [l.productId, ...l.options.map((o) => o.productId)]))];
      const products = await accountsRepository.productsForOrder(org, productIds);
      const byId = new Map(products.map((p) => [p.id, p]));
      const missing = productIds.filter((id) => !byId.has(id));
      if (missing.length) throw new AppError('NOT_FOUND', `Product not found: ${missing.join(', ')}`);

      // The lines in order, each option after its parent (linked by the parent's position), inserted in one call.
      const on = { accountId, kind: account.kind, userId: actor.userId, at };
      const items: { item: OrderedItem; linkedTo: number | null }[] = [];
      for (const line of input.lines) {
        const parent = items.length;
        items.push({ item: line, linkedTo: null });
        for (const option of line.options) items.push({ item: option, linkedTo: parent });
      }
      const values = items.map(({ item, linkedTo }) => {
        const { client_account_id, linked_to_id, ...line } = orderedLineValues(
          byId.get(item.productId)!,
          item,
          on,
          null,
        );
        return { ...line, linkedTo };
      });
      const lineIds = await ticketWrites.insertLines(org, accountId, values);
      // Products with a recipe take their ingredients (issue 27); the others their own stock, when tracked.
      const sold = items.map(({ item }, k) => ({
        lineId: lineIds[k]!,
        productId: item.productId,
        unitsMilli: item.units,
      }));
      const byRecipe = await recipesTill.takeForSale(org, {
        accountId,
        userId: actor.userId,
        at,
        lines: sold,
      });
      if (byRecipe.size) stockMoved = true;
      for (const [k, { item }] of items.entries()) {
        const p = byId.get(item.productId)!;
        if (p.stock_milli === null || byRecipe.has(p.id)) continue;
        stockMoved = true;
        await stockService.adjust(org, {
          productId: p.id,
          variationMilli: -item.units,
          reason: 'SALE',
          userId: actor.userId,
          at,
          orderedProductId: lineIds[k]!,
        });
      }
      // The promo discount follows the lines; an auto-activate code may apply itself now (docs/decisions.md).
      await accountPromo.refresh(org.db, actor, accountId, at, true);
    });
    notifyAccounts(ctx, actor);
    if (stockMoved) catalogueChanged(ctx, actor);
  },
};
