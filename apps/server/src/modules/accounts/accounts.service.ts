import {
  type AccountDetail,
  type ClientAccount,
  computeVatSummaries,
  totalDataDto,
  vatSummaryDto,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { pickupIds, pickupRepository } from '../pickup/pickup.repository';
import { type AccountView, loadAccount } from './accounts.load';
import { accountOrdering } from './accounts.ordering';
import { accountPayments } from './accounts.payments';
import { type AccountRow, accountDto, accountsRepository, accountTotals, lineDto } from './accounts.repository';
import { accountVoids } from './accounts.voids';

type Pickups = Awaited<ReturnType<typeof pickupRepository.summaries>>;

/** An account's view as the answers read it (the row, its live lines, its payments with the reversed ones), and the
 * pickup locations it names. */
async function read(ctx: ServerContext, orgId: number, accountId: number): Promise<[AccountView, Pickups]> {
  const account = await loadAccount(ctx, orgId, accountId);
  const [lines, payments, pickups] = await Promise.all([
    accountsRepository.lines(ctx.db, orgId, [accountId]),
    accountsRepository.payments(ctx.db, orgId, [accountId], true),
    pickupsOf(ctx, orgId, account),
  ]);
  return [{ account, lines, payments }, pickups];
}

const pickupsOf = (ctx: ServerContext, orgId: number, account: AccountRow) =>
  pickupRepository.summaries(ctx.db, orgId, pickupIds([account]));

function detailDto({ account, lines, payments }: AccountView, pickups: Pickups): AccountDetail {
  const { totals } = accountTotals(lines, payments);
  return {
    clientAccount: accountDto(account, lines, payments, pickups),
    orderedProducts: lines.map((l) => lineDto(l, account.table_number)),
    totalData: totalDataDto(totals),
    vatSummaries: computeVatSummaries(lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp }))).map(
      vatSummaryDto,
    ),
  };
}

/** Reading accounts: one with its lines, payments, totals and VAT; the open takeaways. */
const accountReads = {
  async detail(ctx: ServerContext, orgId: number, accountId: number): Promise<AccountDetail> {
    return detailDto(...(await read(ctx, orgId, accountId)));
  },

  async account(ctx: ServerContext, orgId: number, accountId: number): Promise<ClientAccount> {
    const [{ account, lines, payments }, pickups] = await read(ctx, orgId, accountId);
    return accountDto(account, lines, payments, pickups);
  },

  /** The answer `account` gives, from a view a write already holds (no read again of what it just wrote). */
  async accountOf(ctx: ServerContext, orgId: number, view: AccountView): Promise<ClientAccount> {
    return accountDto(view.account, view.lines, view.payments, await pickupsOf(ctx, orgId, view.account));
  },

  /**
   * The answer to opening an account, in the transaction that inserted it: its row alone is read, a new account
   * having no lines and no payments yet.
   */
  async opened(ctx: ServerContext, orgId: number, accountId: number): Promise<ClientAccount> {
    return accountReads.accountOf(ctx, orgId, {
      account: await loadAccount(ctx, orgId, accountId),
      lines: [],
      payments: [],
    });
  },

  async openTakeaway(ctx: ServerContext, orgId: number) {
    const accounts = await accountsRepository.openTakeaway(ctx.db, orgId);
    const ids = accounts.map((a) => a.id);
    const [lines, payments, pickups] = await Promise.all([
      accountsRepository.lines(ctx.db, orgId, ids),
      accountsRepository.payments(ctx.db, orgId, ids),
      pickupRepository.summaries(ctx.db, orgId, pickupIds(accounts)),
    ]);
    return accounts.map((a) =>
      accountDto(
        a,
        lines.filter((l) => l.client_account_id === a.id),
        payments.filter((p) => p.client_account_id === a.id),
        pickups,
      ),
    );
  },
};

/**
 * The account services the routes call, one object over cohesive files: reading (here), ordering
 * (accounts.ordering.ts), payments and closing (accounts.payments.ts), voids (accounts.voids.ts); the console's
 * corrections are in accounts.corrections.ts.
 */
export const accountsService = { ...accountReads, ...accountOrdering, ...accountPayments, ...accountVoids };
