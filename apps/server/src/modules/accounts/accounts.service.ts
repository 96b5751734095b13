import { type AccountDetail, computeVatSummaries, totalDataDto, vatSummaryDto } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { pickupIds, pickupRepository } from '../pickup/pickup.repository';
import { loadAccount } from './accounts.load';
import { accountOrdering } from './accounts.ordering';
import { accountPayments } from './accounts.payments';
import { accountDto, accountsRepository, accountTotals, lineDto } from './accounts.repository';
import { accountVoids } from './accounts.voids';

/** Reading accounts: one with its lines, payments, totals and VAT; the open takeaways. */
const accountReads = {
  async detail(ctx: ServerContext, orgId: number, accountId: number): Promise<AccountDetail> {
    const account = await loadAccount(ctx, orgId, accountId);
    const [lines, payments, pickups] = await Promise.all([
      accountsRepository.lines(ctx.db, orgId, [accountId]),
      accountsRepository.payments(ctx.db, orgId, [accountId], true),
      pickupRepository.summaries(ctx.db, orgId, pickupIds([account])),
    ]);
    const { totals } = accountTotals(lines, payments);
    return {
      clientAccount: accountDto(account, lines, payments, pickups),
      orderedProducts: lines.map((l) => lineDto(l, account.table_number)),
      totalData: totalDataDto(totals),
      vatSummaries: computeVatSummaries(lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp }))).map(
        vatSummaryDto,
      ),
    };
  },

  async account(ctx: ServerContext, orgId: number, accountId: number) {
    return (await accountReads.detail(ctx, orgId, accountId)).clientAccount;
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
