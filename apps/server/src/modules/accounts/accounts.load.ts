import type { Actor } from '../../lib/audit';

export type { Actor };

import type { ServerContext } from '../../context';
import type { AccountId } from '../../db/ticket-ids';
import { conflict, notFound } from '../../lib/errors';
import { type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import { recipesTill } from '../recipes';
import { stockService } from '../stock';
import { type AccountRow, accountsRepository, type LineRow, type PaymentRow } from './accounts.repository';

/** Helpers the account services share: who acts, loading an account with its lines and payments, push events. */

export const notifyAccounts = (ctx: ServerContext, org: OrgDb) =>
  ctx.push.publish(org.orgId, { pushType: 'ACCOUNTS_UPDATED' });

/** An account (404 when the organisation has none such); `lock`: locked until the transaction ends (repository `find`). */
export async function loadAccount(org: OrgDb, accountId: AccountId, lock = false): Promise<AccountRow> {
  const account = await accountsRepository.find(org, accountId, lock);
  if (!account) throw notFound('Account');
  return account;
}

export function assertOpen(account: AccountRow): void {
  if (account.status !== 'OPEN') {
    throw conflict(`Account ${account.id} is ${account.status.toLowerCase()}`, undefined, {
      reason: 'ACCOUNT_NOT_OPEN',
      params: { status: account.status },
    });
  }
}

/**
 * An account with its live lines and payments, and all its payments (reversed ones too, as the answers list them):
 * what a write checks, and what its answer is built from (accountsService.accountOf).
 */
export async function snapshot(org: OrgDb, accountId: AccountId, lock = false) {
  const account = await loadAccount(org, accountId, lock);
  const [lines, allPayments] = await Promise.all([
    accountsRepository.lines(org, [accountId]),
    accountsRepository.payments(org, [accountId], true),
  ]);
  return { account, lines, payments: allPayments.filter((p) => p.reversed_at === null), allPayments };
}

/** What an account's answer is built from: its row, its live lines, its payments (reversed ones too). */
export interface AccountView {
  account: AccountRow;
  lines: LineRow[];
  payments: PaymentRow[];
}

/** How a closed account's lines were paid: its one payment type, MIXED, or NONE. */
export function payTypeOf(paymentTypes: Iterable<string>): string {
  const types = [...new Set(paymentTypes)];
  return types.length === 1 ? types[0]! : types.length ? 'MIXED' : 'NONE';
}

/**
 * Stock given back for a line taken off a ticket (a void in place, or a correction ticket's negative line), recorded
 * as a stock movement naming the line. Answers whether stock moved (a line without product moves none).
 */
export async function giveBackStock(
  trx: Executor,
  actor: Actor,
  line: Pick<LineRow, 'id' | 'product_id' | 'client_account_id' | 'corrects_line_id'>,
  unitsMilli: number,
  reason: 'VOID' | 'CORRECTION',
  at: number,
): Promise<boolean> {
  const org = orgDb(trx, actor.orgId);
  if (line.product_id === null) return false;
  // A line that took ingredients (issue 27) gives them back; the others give back their product's stock.
  if (await recipesTill.giveBack(org, { line, unitsMilli, reason, userId: actor.userId, at })) return true;
  await stockService.adjust(org, {
    productId: line.product_id,
    variationMilli: unitsMilli,
    reason,
    userId: actor.userId,
    at,
    orderedProductId: line.id,
  });
  return true;
}
