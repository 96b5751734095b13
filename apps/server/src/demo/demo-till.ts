import type { ServerContext } from '../context';
import type { OrgId } from '../db/org-id';
import type { AccountId, LineId } from '../db/ticket-ids';
import { orgDb } from '../lib/org-db';
import { createLocalBus } from '../lib/push-bus';
import type { Executor } from '../lib/tx';
import { accountsService } from '../modules/accounts';
import { shiftsService } from '../modules/shifts';
import { stockService } from '../modules/stock';

/** A worker shift's row, as both tills write it (the bulk till adds its id). */
export const workerShiftRow = (orgId: OrgId, shiftId: number, userId: number, start: number, end: number | null) => ({
  org_id: orgId,
  parent_shift_id: shiftId,
  user_id: userId,
  start_time: start,
  end_time: end,
  auto_closed: 0,
});

/**
 * What the demo's day model (demo-activity.ts) does at a till, each at an explicit moment. Two tills play it:
 * `serviceTill` below, through the services the API uses (today's live shift, and any day when asked), and the bulk
 * till (demo-bulk.ts), which writes the very rows those services would write from memory, many days per transaction.
 * test/demo-bulk.test.ts checks that both leave the same database.
 */
export interface DemoTill {
  openShift(actor: Actor, startCash: number, at: number): Promise<number>;
  /** A worker's shift under the open shift (the seed clocks workers in directly, as the till's clock-in would). */
  addWorkerShift(orgId: OrgId, shiftId: number, userId: number, start: number, end: number | null): Promise<void>;
  openAccount(actor: Actor, input: OpenInput, at: number): Promise<AccountId>;
  addLines(actor: Actor, accountId: AccountId, lines: DemoLine[], at: number): Promise<void>;
  /** The account's first live line that is not an option (what a waiter voids). */
  firstParentLine(orgId: OrgId, accountId: AccountId): Promise<LineId | undefined>;
  voidLine(actor: Actor, accountId: AccountId, lineId: LineId, at: number): Promise<void>;
  /** What is left to pay on the account. */
  due(orgId: OrgId, accountId: AccountId): Promise<number>;
  pay(actor: Actor, accountId: AccountId, paymentType: DemoPaymentType, amountPaid: number, at: number): Promise<void>;
  close(actor: Actor, accountId: AccountId, at: number): Promise<void>;
  voidAccount(actor: Actor, accountId: AccountId, at: number): Promise<void>;
  /** Net cash taken in the shift (shiftsService.netCash). */
  netCash(orgId: OrgId, shiftId: number): Promise<number>;
  /** The console's close of the open shift with the counted cash. */
  closeShift(actor: Actor, currentCash: number, comment: string, at: number): Promise<void>;
  /** The delivery that brings every tracked product under `below` back to `upTo` (thousandths). */
  restock(actor: Actor, below: number, upTo: number, at: number): Promise<void>;
}

export interface Actor {
  orgId: OrgId;
  userId: number;
}
export interface OpenInput {
  kind: 'TABLE' | 'TAKEAWAY' | 'DELIVERY';
  tableId?: number;
  pickupLocationId?: number;
  customName?: string;
}
export type DemoLine = {
  productId: number;
  units: number;
  comment?: string;
  options: { productId: number; units: number }[];
};
export type DemoPaymentType = 'CASH' | 'CARD' | 'OFFERED' | 'CREDIT';

/** The till played through the services, in the caller's transaction `trx`, on a clock each call moves. */
export function serviceTill(base: ServerContext, trx: Executor): DemoTill {
  let clock = base.now();
  const ctx: ServerContext = { ...base, db: trx, now: () => clock, push: createLocalBus() };
  const at = (t: number) => {
    clock = t;
    return ctx;
  };
  /** The demo's user acting through the transaction (the services' actor). */
  const acting = (actor: Actor) => ({ ...actor, db: trx });
  return {
    async openShift(actor, startCash, t) {
      return (await shiftsService.open(at(t), acting(actor), startCash)).shiftId;
    },
    async addWorkerShift(orgId, shiftId, userId, start, end) {
      await trx
        .insertInto('worker_shift')
        .values(workerShiftRow(orgId, shiftId, userId, start, end))
        .execute();
    },
    openAccount: (actor, input, t) => accountsService.open(at(t), acting(actor), { ...input, source: 'POS' }),
    addLines: (actor, accountId, lines, t) => accountsService.addLines(at(t), acting(actor), accountId, { lines }),
    async firstParentLine(orgId, accountId) {
      const placed = await accountsService.linesOf(orgDb(trx, orgId), accountId);
      return placed.find((l) => l.linked_to_id === null)?.id;
    },
    voidLine: (actor, accountId, lineId, t) => accountsService.voidLine(at(t), acting(actor), accountId, lineId),
    due: (orgId, accountId) => accountsService.dueOf(orgDb(trx, orgId), accountId),
    async pay(actor, accountId, paymentType, amountPaid, t) {
      await accountsService.takePayment(at(t), acting(actor), accountId, {
        paymentType,
        transactionType: 'PAYMENT',
        amountPaid,
      });
    },
    close: (actor, accountId, t) => accountsService.close(at(t), acting(actor), accountId),
    voidAccount: (actor, accountId, t) => accountsService.voidAccount(at(t), acting(actor), accountId),
    netCash: (orgId, shiftId) => shiftsService.netCash(orgDb(trx, orgId), shiftId),
    async closeShift(actor, currentCash, comment, t) {
      await shiftsService.close(at(t), acting(actor), { currentCash, comment, paymentTypeForForcedClose: 'CASH' });
    },
    async restock(actor, below, upTo, t) {
      const products = await trx
        .selectFrom('product')
        .select(['id', 'stock_milli'])
        .where('org_id', '=', actor.orgId)
        .orderBy('id')
        .execute();
      for (const p of products) {
        if (p.stock_milli !== null && p.stock_milli < below) {
          await stockService.adjust(orgDb(trx, actor.orgId), {
            productId: p.id,
            variationMilli: upTo - p.stock_milli,
            reason: 'DELIVERY',
            userId: actor.userId,
            at: t,
          });
        }
      }
    },
  };
}
