import {
  type AccountCorrection,
  type AccountDetail,
  type ClientAccount,
  centsToAmount,
  computeVatSummaries,
  totalDataDto,
  type VatSummaryCents,
  vatSummaryDto,
} from '@comptoir/shared';
import type { AccountId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import { pickupService } from '../pickup';
import { pastTicketEvents } from './accounts.journal';
import { ledgerRepository } from './accounts.ledger.repository';
import { type AccountView, loadAccount } from './accounts.load';
import { accountOrdering } from './accounts.ordering';
import { accountPayments } from './accounts.payments';
import { accountPromo } from './accounts.promo';
import {
  type AccountRow,
  accountDto,
  accountsRepository,
  accountTotals,
  type LineAmount,
  lineDto,
  paymentDto,
  type TicketVatSum,
  ticketVatRows,
} from './accounts.repository';
import { accountVoids } from './accounts.voids';

type Pickups = Awaited<ReturnType<typeof pickupService.summariesOf>>;

/** An account's view as the answers read it (the row, its live lines, its payments with the reversed ones), and the
 * pickup locations it names. */
async function read(org: OrgDb, accountId: AccountId): Promise<[AccountView, Pickups]> {
  const account = await loadAccount(org, accountId);
  const [lines, payments, pickups] = await Promise.all([
    accountsRepository.lines(org, [accountId]),
    accountsRepository.payments(org, [accountId], true),
    pickupsOf(org, account),
  ]);
  return [{ account, lines, payments }, pickups];
}

const pickupsOf = (org: OrgDb, account: AccountRow) => pickupService.summariesOf(org, [account]);

/** The corrections of a ticket as its summary lists them, and what the ticket comes to with them. */
async function correctionsOf(org: OrgDb, account: AccountRow) {
  if (account.status !== 'CLOSED' || account.corrects_account_id !== null) return [];
  const rows = await ledgerRepository.corrections(org, account.id);
  const ids = rows.map((r) => r.id);
  const [lines, payments] = await Promise.all([
    accountsRepository.lines(org, ids),
    accountsRepository.payments(org, ids, true),
  ]);
  return rows.map((r) => {
    const mine = lines.filter((l) => l.client_account_id === r.id);
    return {
      clientAccountId: r.id,
      shiftId: r.shift_id,
      at: r.closed_timestamp ?? r.opened_timestamp,
      user: r.username ? { username: r.username } : null,
      reason: r.correction_reason as AccountCorrection['reason'],
      note: r.correction_note,
      total: centsToAmount(mine.reduce((s, l) => s + l.charged_cents, 0)),
      orderedProducts: mine.map((l) => lineDto(l, r.table_number)),
      paymentTransactions: payments.filter((p) => p.client_account_id === r.id).map(paymentDto),
    };
  });
}

function detailDto(
  { account, lines, payments }: AccountView,
  pickups: Pickups,
  corrections: AccountCorrection[] = [],
): AccountDetail {
  const { totals } = accountTotals(lines, payments);
  const correctedCents = corrections.reduce((s, c) => s + Math.round(c.total * 100), totals.total);
  return {
    clientAccount: accountDto(account, lines, payments, pickups),
    orderedProducts: lines.map((l) => lineDto(l, account.table_number)),
    totalData: totalDataDto(totals),
    vatSummaries: computeVatSummaries(lines.map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp }))).map(
      vatSummaryDto,
    ),
    corrections,
    correctedTotal: centsToAmount(correctedCents),
  };
}

/** Reading accounts: one with its lines, payments, totals and VAT; the open takeaways. */
const accountReads = {
  /**
   * A ticket locked for the caller's transaction (PostgreSQL: its row until the end), with its live lines and
   * payments; undefined when the organisation has no such ticket. What an invoice is made from.
   */
  async lockedTicket(org: OrgDb, accountId: AccountId) {
    const account = await accountsRepository.find(org, accountId, true);
    if (!account) return undefined;
    const [lines, payments] = await Promise.all([
      accountsRepository.lines(org, [account.id]),
      accountsRepository.payments(org, [account.id]),
    ]);
    return { account, lines, payments };
  },

  /** A ticket's live lines, read in the caller's transaction `db` (what a waiter picks a line to void from). */
  linesOf: (org: OrgDb, accountId: AccountId) => accountsRepository.lines(org, [accountId]),

  /** What is left to pay on a ticket (cents), read in the caller's transaction `db`. */
  async dueOf(org: OrgDb, accountId: AccountId): Promise<number> {
    const lines = await accountsRepository.lines(org, [accountId]);
    const payments = await accountsRepository.payments(org, [accountId]);
    return accountTotals(lines, payments).dueCents;
  },

  /** The live payments of some tickets. */
  paymentsOf: (org: OrgDb, accountIds: AccountId[]) => accountsRepository.payments(org, accountIds),

  /** How many tickets of the organisation are open. */
  countOpen: (org: OrgDb) => accountsRepository.countOpen(org),

  async detail(org: OrgDb, accountId: AccountId): Promise<AccountDetail> {
    const [view, pickups] = await read(org, accountId);
    return detailDto(view, pickups, await correctionsOf(org, view.account));
  },

  async account(org: OrgDb, accountId: AccountId): Promise<ClientAccount> {
    const [{ account, lines, payments }, pickups] = await read(org, accountId);
    return accountDto(account, lines, payments, pickups);
  },

  /** The answer `account` gives, from a view a write already holds (no read again of what it just wrote). */
  async accountOf(org: OrgDb, view: AccountView): Promise<ClientAccount> {
    return accountDto(view.account, view.lines, view.payments, await pickupsOf(org, view.account));
  },

  /**
   * The answer to opening an account, in the transaction that inserted it: its row alone is read, a new account
   * having no lines and no payments yet.
   */
  async opened(org: OrgDb, accountId: AccountId): Promise<ClientAccount> {
    return accountReads.accountOf(org, {
      account: await loadAccount(org, accountId),
      lines: [],
      payments: [],
    });
  },

  async openTakeaway(org: OrgDb) {
    const accounts = await accountsRepository.openTakeaway(org);
    const ids = accounts.map((a) => a.id);
    const [lines, payments, pickups] = await Promise.all([
      accountsRepository.lines(org, ids),
      accountsRepository.payments(org, ids),
      pickupService.summariesOf(org, accounts),
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

/** Sums per rate of ticket VAT rows (each base + VAT = total exactly, so their sums are too). */
function addVat(into: Map<number, VatSummaryCents>, rows: readonly VatSummaryCents[]) {
  for (const v of rows) {
    const at = into.get(v.vatBp) ?? { vatBp: v.vatBp, totalVatExcl: 0, totalVat: 0, totalVatIncl: 0 };
    at.totalVatExcl += v.totalVatExcl;
    at.totalVat += v.totalVat;
    at.totalVatIncl += v.totalVatIncl;
    into.set(v.vatBp, at);
  }
  return into;
}
const fromSums = (rows: readonly TicketVatSum[]): VatSummaryCents[] =>
  rows.map((r) => ({ vatBp: r.vat_bp, totalVatExcl: r.base, totalVat: r.vat, totalVatIncl: r.total }));

/** Registered VAT sums plus the VAT of open tickets' lines, each ticket computed on its own. */
function withOpenTickets(
  registered: readonly TicketVatSum[],
  open: readonly (LineAmount & { client_account_id: number })[],
) {
  const sums = addVat(new Map(), fromSums(registered));
  const byTicket = new Map<number, LineAmount[]>();
  for (const l of open) byTicket.set(l.client_account_id, [...(byTicket.get(l.client_account_id) ?? []), l]);
  for (const lines of byTicket.values()) addVat(sums, ticketVatRows(lines));
  return [...sums.values()].sort((a, b) => a.vatBp - b.vatBp);
}

/** The VAT of tickets (decisions 68): every VAT total of a scope is the sum of its tickets' per-rate VAT. */
const ticketVat = {
  /**
   * The VAT of the tickets of some shifts: the registered VAT of their closed tickets (ticket_vat, computed once
   * when each closed) plus, for tickets still open, each ticket's VAT as it stands now (computed the same way).
   */
  async vatOfShifts(org: OrgDb, shiftIds: readonly number[]): Promise<VatSummaryCents[]> {
    if (shiftIds.length === 0) return [];
    const [registered, open] = await Promise.all([
      ledgerRepository.vatByShifts(org, shiftIds),
      ledgerRepository.openLinesOfShifts(org, shiftIds),
    ]);
    return withOpenTickets(registered, open);
  },
  /** How many correction tickets some shifts hold, and their total (negative: refunded). */
  async correctionsInShifts(org: OrgDb, shiftIds: readonly number[]) {
    if (shiftIds.length === 0) return { n: 0, cents: 0 };
    const rows = await ledgerRepository.correctionsInShifts(org, shiftIds);
    return { n: rows.length, cents: rows.reduce((s, r) => s + Number(r.cents), 0) };
  },
  /**
   * The VAT of a period: the registered VAT of the tickets closed in [start, end), plus, for tickets still open, the
   * VAT of their lines ordered in the period (each ticket's own, as it stands now).
   */
  async vatOfPeriod(org: OrgDb, start: number, end: number): Promise<VatSummaryCents[]> {
    const [registered, open] = await Promise.all([
      ledgerRepository.vatBetween(org, start, end),
      ledgerRepository.openLinesBetween(org, start, end),
    ]);
    return withOpenTickets(registered, open);
  },
  /** Registers the VAT of closed tickets written without the services (the bulk demo seed). */
  fillTicketVat: (org: OrgDb) => ledgerRepository.fillTicketVat(org),
  /** The journal events of closed tickets written without the services (the demo's bulk past days). */
  pastTicketEvents: (org: OrgDb) => pastTicketEvents(org),
};

/**
 * The account services the routes call, one object over cohesive files: reading (here), ordering
 * (accounts.ordering.ts), payments and closing (accounts.payments.ts), voids (accounts.voids.ts); the console's
 * corrections are in accounts.corrections.ts.
 */
export const accountsService = {
  ...accountReads,
  /** A promo code typed at the till applied to an open ticket, or taken off it (accounts.promo.ts). */
  applyPromo: accountPromo.apply,
  removePromo: accountPromo.remove,
  ...accountOrdering,
  ...accountPayments,
  ...accountVoids,
  ...ticketVat,
};
