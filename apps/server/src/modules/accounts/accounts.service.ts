import {
  type AccountDetail,
  type addLinesSchema,
  centsToString,
  computeVatSummaries,
  lineAmountCents,
  type openAccountSchema,
  type PaymentType,
  type takePaymentSchema,
  totalDataDto,
  vatSummaryDto,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { audit } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import { inTransaction, isUniqueViolation } from '../../lib/tx';
import type { Tenant } from '../../plugins/auth';
import { shiftsRepository } from '../shifts/shifts.repository';
import { stockRepository } from '../stock/stock.repository';
import { recordRefunds, refundPlan } from './accounts.refunds';
import {
  type AccountRow,
  accountDto,
  accountsRepository,
  accountTotals,
  lineDto,
  paymentDto,
} from './accounts.repository';

type Actor = Pick<Tenant, 'orgId' | 'userId'>;

const notifyAccounts = (ctx: ServerContext, orgId: number) => ctx.push.publish(orgId, { pushType: 'ACCOUNTS_UPDATED' });

async function loadAccount(ctx: ServerContext, orgId: number, accountId: number): Promise<AccountRow> {
  const account = await accountsRepository.find(ctx.db, orgId, accountId);
  if (!account) throw notFound('Account');
  return account;
}

function assertOpen(account: AccountRow): void {
  if (account.status !== 'OPEN') throw conflict(`Account ${account.id} is ${account.status.toLowerCase()}`);
}

async function snapshot(ctx: ServerContext, orgId: number, accountId: number) {
  const account = await loadAccount(ctx, orgId, accountId);
  const [lines, payments] = await Promise.all([
    accountsRepository.lines(ctx.db, orgId, [accountId]),
    accountsRepository.payments(ctx.db, orgId, [accountId]),
  ]);
  return { account, lines, payments };
}

export const accountsService = {
  async detail(ctx: ServerContext, orgId: number, accountId: number): Promise<AccountDetail> {
    const account = await loadAccount(ctx, orgId, accountId);
    const [lines, payments] = await Promise.all([
      accountsRepository.lines(ctx.db, orgId, [accountId]),
      accountsRepository.payments(ctx.db, orgId, [accountId], true),
    ]);
    const { totals } = accountTotals(lines, payments);
    return {
      clientAccount: accountDto(account, lines, payments),
      orderedProducts: lines.map((l) => lineDto(l, account.table_number)),
      totalData: totalDataDto(totals),
      vatSummaries: computeVatSummaries(lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp }))).map(
        vatSummaryDto,
      ),
    };
  },

  async account(ctx: ServerContext, orgId: number, accountId: number) {
    return (await this.detail(ctx, orgId, accountId)).clientAccount;
  },

  async openTakeaway(ctx: ServerContext, orgId: number) {
    const accounts = await accountsRepository.openTakeaway(ctx.db, orgId);
    const ids = accounts.map((a) => a.id);
    const [lines, payments] = await Promise.all([
      accountsRepository.lines(ctx.db, orgId, ids),
      accountsRepository.payments(ctx.db, orgId, ids),
    ]);
    return accounts.map((a) =>
      accountDto(
        a,
        lines.filter((l) => l.client_account_id === a.id),
        payments.filter((p) => p.client_account_id === a.id),
      ),
    );
  },

  /** Opens a ticket in the current shift: at a free table, or as the next numbered takeaway/delivery. */
  /** Returns the new account id. */
  async open(ctx: ServerContext, actor: Actor, input: z.output<typeof openAccountSchema>): Promise<number> {
    const { orgId } = actor;
    const at = ctx.now();
    const id = await inTransaction(ctx.db, async (trx) => {
      await accountsRepository.lockOpenShift(trx, orgId);
      const shift = await shiftsRepository.current(trx, orgId);
      if (!shift) throw conflict('Open a shift before taking orders');
      if (input.tableId) {
        const table = await trx
          .selectFrom('dining_table')
          .select('table_id')
          .where('org_id', '=', orgId)
          .where('table_id', '=', input.tableId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!table) throw new AppError('NOT_FOUND', 'Table not found', { tableId: 'Table not found' });
        const busy = await trx
          .selectFrom('client_account')
          .select('id')
          .where('org_id', '=', orgId)
          .where('table_id', '=', input.tableId)
          .where('status', '=', 'OPEN')
          .executeTakeFirst();
        if (busy)
          throw conflict(`This table already has an open account (${busy.id})`, { tableId: 'Table is occupied' });
      }
      const takeawayNumber =
        input.kind === 'TABLE' ? null : await accountsRepository.nextTakeawayNumber(trx, orgId, shift.shift_id);
      const row = await trx
        .insertInto('client_account')
        .values({
          org_id: orgId,
          shift_id: shift.shift_id,
          kind: input.kind,
          status: 'OPEN',
          source: input.source,
          table_id: input.tableId ?? null,
          takeaway_number: takeawayNumber,
          custom_name: input.customName || null,
          client_data: input.clientData ? JSON.stringify(input.clientData) : null,
          user_id: actor.userId,
          opened_timestamp: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          if (isUniqueViolation(err))
            throw conflict('This table already has an open account', { tableId: 'Table is occupied' });
          throw err;
        });
      return row.id;
    });
    notifyAccounts(ctx, orgId);
    return id;
  },

  /** Adds products (with their options linked to the parent line), snapshotting name, price and VAT; sells stock. */
  async addLines(
    ctx: ServerContext,
    actor: Actor,
    accountId: number,
    input: z.output<typeof addLinesSchema>,
  ): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      await accountsRepository.lock(trx, orgId, accountId);
      const account = await loadAccount({ ...ctx, db: trx }, orgId, accountId);
      assertOpen(account);
      const productIds = [...new Set(input.lines.flatMap((l) => [l.productId, ...l.options.map((o) => o.productId)]))];
      const products = await trx
        .selectFrom('product as p')
        .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
        .select(['p.id', 'p.name', 'p.price_cents', 'p.vat_bp', 'p.weight_price', 'p.group_id', 'p.stock_milli'])
        .select('g.name as group_name')
        .where('p.org_id', '=', orgId)
        .where('p.id', 'in', productIds)
        .where('p.deleted_at', 'is', null)
        .execute();
      const byId = new Map(products.map((p) => [p.id, p]));
      const missing = productIds.filter((id) => !byId.has(id));
      if (missing.length) throw new AppError('NOT_FOUND', `Product not found: ${missing.join(', ')}`);

      const insert = async (item: { productId: number; units: number; comment?: string }, linkedTo: number | null) => {
        const p = byId.get(item.productId)!;
        if (p.weight_price === 0 && item.units % 1000 !== 0) {
          throw new AppError('VALIDATION', `${p.name} is sold by the unit`, { units: 'Whole units only' });
        }
        const row = await trx
          .insertInto('ordered_product')
          .values({
            org_id: orgId,
            client_account_id: accountId,
            product_id: p.id,
            group_id: p.group_id,
            group_name: p.group_name,
            name: p.name,
            unit_price_cents: p.price_cents,
            vat_bp: p.vat_bp,
            weight_price: p.weight_price,
            units_milli: item.units,
            charged_cents: lineAmountCents(p.price_cents, item.units),
            custom_comment: item.comment || null,
            linked_to_id: linkedTo,
            pay_type: 'NONE',
            user_id: actor.userId,
            ordered_timestamp: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (p.stock_milli !== null) {
          await stockRepository.adjust(trx, orgId, {
            productId: p.id,
            variationMilli: -item.units,
            reason: 'SALE',
            userId: actor.userId,
            at,
            orderedProductId: row.id,
          });
        }
        return row.id;
      };
      for (const line of input.lines) {
        const parentId = await insert(line, null);
        for (const option of line.options) await insert(option, parentId);
      }
    });
    notifyAccounts(ctx, orgId);
  },

  /**
   * Voids a line and its options: kept, marked reversed, audited, stock returned, out of totals. On an open account a
   * void that would leave more paid than ordered is refused. With `refundClosed` (the console's corrections) a line of a
   * CLOSED account may go too: what was paid for it is refunded (accounts.refunds.ts), so paid still equals ordered.
   */
  async voidLine(
    ctx: ServerContext,
    actor: Actor,
    accountId: number,
    lineId: number,
    options: { refundClosed?: boolean } = {},
  ): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      const tx = { ...ctx, db: trx };
      await accountsRepository.lock(trx, orgId, accountId);
      const { account, lines, payments } = await snapshot(tx, orgId, accountId);
      const refunding = options.refundClosed === true && account.status === 'CLOSED';
      if (!refunding) assertOpen(account);
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw notFound('Ordered product');
      const voided = lines.filter((l) => l.id === lineId || l.linked_to_id === lineId);
      const remaining = lines.filter((l) => !voided.includes(l));
      const refunds = refunding ? refundPlan(payments, accountTotals(voided, []).totals.total) : [];
      if (!refunding && accountTotals(remaining, payments).dueCents < 0) {
        throw conflict('The payments already taken exceed the new total: void a payment first');
      }
      for (const l of voided) {
        await trx
          .updateTable('ordered_product')
          .set({ reversed_at: at, reversed_by: actor.userId })
          .where('org_id', '=', orgId)
          .where('id', '=', l.id)
          .execute();
        if (l.product_id !== null) {
          await stockRepository.adjust(trx, orgId, {
            productId: l.product_id,
            variationMilli: l.units_milli,
            reason: 'VOID',
            userId: actor.userId,
            at,
            orderedProductId: l.id,
          });
        }
        await audit(trx, {
          orgId,
          userId: actor.userId,
          at,
          action: 'VOID',
          entity: 'ordered_product',
          entityId: l.id,
          details: { accountId, name: l.name, units: l.units_milli / 1000, amount: centsToString(l.charged_cents) },
        });
      }
      await recordRefunds(trx, actor, account, refunds, at, { orderedProductId: lineId });
    });
    notifyAccounts(ctx, orgId);
  },

  /** Takes a payment. Cash above the amount due is returned as change; other types cannot exceed it. */
  async takePayment(
    ctx: ServerContext,
    actor: Actor,
    accountId: number,
    input: z.output<typeof takePaymentSchema>,
  ): Promise<{ id: number; returned: number }> {
    const { orgId } = actor;
    const at = ctx.now();
    const result = await inTransaction(ctx.db, async (trx) => {
      const tx = { ...ctx, db: trx };
      await accountsRepository.lock(trx, orgId, accountId);
      const { account, lines, payments } = await snapshot(tx, orgId, accountId);
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
      const shift = await shiftsRepository.current(trx, orgId);
      const row = await trx
        .insertInto('payment_transaction')
        .values({
          org_id: orgId,
          client_account_id: accountId,
          shift_id: shift?.shift_id ?? account.shift_id,
          payment_type: input.paymentType,
          transaction_type: input.transactionType,
          amount_paid_cents: input.amountPaid,
          amount_returned_cents: returned,
          user_id: actor.userId,
          timestamp: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, returned };
    });
    notifyAccounts(ctx, orgId);
    return result;
  },

  async voidPayment(ctx: ServerContext, actor: Actor, accountId: number, paymentId: number): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      const tx = { ...ctx, db: trx };
      await accountsRepository.lock(trx, orgId, accountId);
      const { account, payments } = await snapshot(tx, orgId, accountId);
      assertOpen(account);
      const payment = payments.find((p) => p.id === paymentId);
      if (!payment) throw notFound('Payment');
      await trx
        .updateTable('payment_transaction')
        .set({ reversed_at: at, reversed_by: actor.userId })
        .where('org_id', '=', orgId)
        .where('id', '=', paymentId)
        .execute();
      await audit(trx, {
        orgId,
        userId: actor.userId,
        at,
        action: 'VOID',
        entity: 'payment_transaction',
        entityId: paymentId,
        details: { accountId, ...paymentDto(payment) },
      });
    });
    notifyAccounts(ctx, orgId);
  },

  /** Closes a fully paid account and stamps each line with how it was paid (one type, or MIXED). */
  async close(ctx: ServerContext, actor: Actor, accountId: number): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      const tx = { ...ctx, db: trx };
      await accountsRepository.lock(trx, orgId, accountId);
      const { account, lines, payments } = await snapshot(tx, orgId, accountId);
      assertOpen(account);
      const { dueCents } = accountTotals(lines, payments);
      if (dueCents !== 0) throw conflict(`The account still has ${centsToString(dueCents)} to pay`);
      const types = [...new Set(payments.filter((p) => p.transaction_type === 'PAYMENT').map((p) => p.payment_type))];
      const payType: PaymentType = types.length === 1 ? (types[0] as PaymentType) : types.length ? 'MIXED' : 'NONE';
      await trx
        .updateTable('ordered_product')
        .set({ pay_type: payType })
        .where('org_id', '=', orgId)
        .where('client_account_id', '=', accountId)
        .where('reversed_at', 'is', null)
        .execute();
      await trx
        .updateTable('client_account')
        .set({ status: 'CLOSED', closed_timestamp: at })
        .where('org_id', '=', orgId)
        .where('id', '=', accountId)
        .execute();
    });
    notifyAccounts(ctx, orgId);
  },

  /** Voids a whole account: the account, its lines and payments are kept, marked reversed and audited. */
  async voidAccount(ctx: ServerContext, actor: Actor, accountId: number): Promise<void> {
    const { orgId } = actor;
    const at = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      const tx = { ...ctx, db: trx };
      await accountsRepository.lock(trx, orgId, accountId);
      const { account, lines, payments } = await snapshot(tx, orgId, accountId);
      if (account.reversed_at !== null) throw conflict('This account is already voided');
      for (const l of lines) {
        if (l.product_id !== null) {
          await stockRepository.adjust(trx, orgId, {
            productId: l.product_id,
            variationMilli: l.units_milli,
            reason: 'VOID',
            userId: actor.userId,
            at,
            orderedProductId: l.id,
          });
        }
      }
      const reversal = { reversed_at: at, reversed_by: actor.userId };
      await trx
        .updateTable('ordered_product')
        .set(reversal)
        .where('org_id', '=', orgId)
        .where('client_account_id', '=', accountId)
        .where('reversed_at', 'is', null)
        .execute();
      await trx
        .updateTable('payment_transaction')
        .set(reversal)
        .where('org_id', '=', orgId)
        .where('client_account_id', '=', accountId)
        .where('reversed_at', 'is', null)
        .execute();
      await trx
        .updateTable('client_account')
        .set({ ...reversal, status: 'VOIDED', closed_timestamp: account.closed_timestamp ?? at })
        .where('org_id', '=', orgId)
        .where('id', '=', accountId)
        .execute();
      const { totals } = accountTotals(lines, payments);
      await audit(trx, {
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
    notifyAccounts(ctx, orgId);
  },
};
