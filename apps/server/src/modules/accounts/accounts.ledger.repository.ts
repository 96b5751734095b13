import { computeVatSummaries } from '@comptoir/shared';
import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { ClientAccountTable, Database, PaymentTransactionTable } from '../../db/schema';
import type { AccountId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import { type AccountRow, type LineAmount, type NewLines, writeLineRows } from './accounts.repository';

/**
 * The SQL of the ledger (issue 21, decisions 67-68): the registered VAT of tickets (`ticket_vat`) and its sums, the
 * open tickets' lines VAT adds to them, and the correction tickets (written whole, read per ticket or shift).
 */

type NewAccount = Omit<Insertable<ClientAccountTable>, 'org_id'>;
type NewPayment = Omit<Insertable<PaymentTransactionTable>, 'org_id'>;

export const ledgerRepository = {
  /** The registered VAT of a closed ticket: one row per rate of its live lines (none when it has no lines). */
  async insertTicketVat(
    org: OrgDb,
    account: Pick<AccountRow, 'id' | 'shift_id'>,
    at: number,
    lines: readonly LineAmount[],
  ): Promise<void> {
    const rows = ticketVatRows(lines).map((v) => ({
      org_id: org.orgId,
      client_account_id: account.id,
      shift_id: account.shift_id,
      closed_at: at,
      vat_bp: v.vatBp,
      total_cents: v.totalVatIncl,
      base_cents: v.totalVatExcl,
      vat_cents: v.totalVat,
    }));
    if (rows.length > 0) await org.db.insertInto('ticket_vat').values(rows).execute();
  },

  /**
   * Registers the VAT of the closed tickets that have none yet (the bulk demo seed writes tickets without the
   * services): one read of their sums per rate, one insert per 500 rows.
   */
  async fillTicketVat(org: OrgDb): Promise<number> {
    const sums = await org.db
      .selectFrom('client_account as a')
      .innerJoin('ordered_product as l', (j) =>
        j.onRef('l.client_account_id', '=', 'a.id').onRef('l.org_id', '=', 'a.org_id'),
      )
      .leftJoin('ticket_vat as v', (j) =>
        j.onRef('v.client_account_id', '=', 'a.id').onRef('v.org_id', '=', 'a.org_id'),
      )
      .select(['a.id', 'a.shift_id', 'a.closed_timestamp', 'l.vat_bp'])
      .select((eb) => eb.fn.sum<number>('l.charged_cents').as('s'))
      .where('a.org_id', '=', org.orgId)
      .where('a.status', '=', 'CLOSED')
      .where('l.reversed_at', 'is', null)
      .where('v.client_account_id', 'is', null)
      .groupBy(['a.id', 'a.shift_id', 'a.closed_timestamp', 'l.vat_bp'])
      .execute();
    const rows = sums.map((r) => {
      const [v] = ticketVatRows([{ charged_cents: Number(r.s), vat_bp: r.vat_bp, reversed_at: null }]);
      return {
        org_id: org.orgId,
        client_account_id: r.id,
        shift_id: r.shift_id,
        closed_at: r.closed_timestamp ?? 0,
        vat_bp: r.vat_bp,
        total_cents: v!.totalVatIncl,
        base_cents: v!.totalVatExcl,
        vat_cents: v!.totalVat,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await org.db
        .insertInto('ticket_vat')
        .values(rows.slice(i, i + 500))
        .execute();
    return rows.length;
  },

  /** The organisation's closed tickets in closing order (the demo's journal backfill). */
  closedTickets(org: OrgDb) {
    return org.db
      .selectFrom('client_account')
      .select([
        'id',
        'shift_id',
        'user_id',
        'kind',
        'opened_timestamp',
        'closed_timestamp',
        'corrects_account_id',
        'correction_reason',
        'correction_note',
      ])
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'CLOSED')
      .orderBy('closed_timestamp')
      .orderBy('id')
      .execute();
  },

  /** The registered VAT of the tickets of some shifts, summed per rate. */
  vatByShifts(org: OrgDb, shiftIds: readonly number[]): Promise<TicketVatSum[]> {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return sumTicketVat(
      org.db.selectFrom('ticket_vat').where('org_id', '=', org.orgId).where('shift_id', 'in', shiftIds),
    );
  },

  /** The registered VAT of the tickets closed in [start, end), summed per rate. */
  vatBetween(org: OrgDb, start: number, end: number): Promise<TicketVatSum[]> {
    return sumTicketVat(
      org.db
        .selectFrom('ticket_vat')
        .where('org_id', '=', org.orgId)
        .where('closed_at', '>=', start)
        .where('closed_at', '<', end),
    );
  },

  /** The live lines of the open tickets of some shifts. */
  openLinesOfShifts(org: OrgDb, shiftIds: readonly number[]) {
    return openTicketLines(org, shiftIds).execute();
  },

  /** The live lines ordered in [start, end) on tickets still open. */
  openLinesBetween(org: OrgDb, start: number, end: number) {
    return openTicketLines(org)
      .where('l.ordered_timestamp', '>=', start)
      .where('l.ordered_timestamp', '<', end)
      .execute();
  },

  /** The correction tickets made in some shifts, each with its total. */
  correctionsInShifts(org: OrgDb, shiftIds: readonly number[]) {
    return org.db
      .selectFrom('client_account as a')
      .leftJoin('ordered_product as l', (j) =>
        j.onRef('l.client_account_id', '=', 'a.id').onRef('l.org_id', '=', 'a.org_id'),
      )
      .select('a.id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.charged_cents'), eb.lit(0)).as('cents'))
      .where('a.org_id', '=', org.orgId)
      .where('a.shift_id', 'in', shiftIds)
      .where('a.corrects_account_id', 'is not', null)
      .groupBy('a.id')
      .execute();
  },

  /** The correction tickets of a ticket, oldest first. */
  corrections(org: OrgDb, accountId: AccountId): Promise<AccountRow[]> {
    return org.db
      .selectFrom('client_account as a')
      .leftJoin('dining_table as t', (j) => j.onRef('t.table_id', '=', 'a.table_id').onRef('t.org_id', '=', 'a.org_id'))
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .selectAll('a')
      .select(['t.table_number', 'u.username'])
      .where('a.org_id', '=', org.orgId)
      .where('a.corrects_account_id', '=', accountId)
      .orderBy('a.id')
      .execute();
  },

  /**
   * Writes a correction ticket whole, already closed: the account, its lines (options point at an earlier line of
   * the call by index, `linkedTo`), its payments and its VAT (the rows: accounts.writes.ts keeps the rollups in step).
   */
  async insertCorrectionRows(
    org: OrgDb,
    account: NewAccount & { closed_timestamp: number },
    lines: NewLines,
    payments: readonly Omit<NewPayment, 'client_account_id'>[],
  ): Promise<AccountId> {
    const { id } = await org.db
      .insertInto('client_account')
      .values({ ...account, org_id: org.orgId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLineRows(org, id, lines);
    if (payments.length > 0) {
      await org.db
        .insertInto('payment_transaction')
        .values(payments.map((p) => ({ ...p, client_account_id: id, org_id: org.orgId })))
        .execute();
    }
    await ledgerRepository.insertTicketVat(
      org,
      { id, shift_id: account.shift_id ?? null },
      account.closed_timestamp,
      lines.map((l) => ({ charged_cents: l.charged_cents, vat_bp: l.vat_bp, reversed_at: null })),
    );
    return id;
  },
};

/**
 * The live lines of the organisation's open tickets (`shiftIds`: of those shifts only). The open tickets are found
 * first, by their status index, and their lines by ticket: joining the other way round made SQLite walk every line of
 * the organisation (a year's million lines: 157 ms of the year's statistics, issue 26, decision 156).
 */
const openTicketLines = (org: OrgDb, shiftIds?: readonly number[]) =>
  org.db
    .selectFrom('ordered_product as l')
    .select(['l.client_account_id', 'l.charged_cents', 'l.vat_bp', 'l.reversed_at'])
    .where('l.org_id', '=', org.orgId)
    .where('l.client_account_id', 'in', (eb) => {
      const open = eb
        .selectFrom('client_account as a')
        .select('a.id')
        .where('a.org_id', '=', org.orgId)
        .where('a.status', '=', 'OPEN');
      return shiftIds ? open.where('a.shift_id', 'in', shiftIds) : open;
    })
    .where('l.reversed_at', 'is', null);

/** A ticket's VAT per rate: on the sum of its live lines of each rate (the one VAT rule, decisions 68). */
export const ticketVatRows = (lines: readonly LineAmount[]) =>
  computeVatSummaries(
    lines.filter((l) => l.reversed_at === null).map((l) => ({ amountCents: l.charged_cents, vatBp: l.vat_bp })),
  );

/** Registered VAT summed per rate over some tickets. */
export interface TicketVatSum {
  vat_bp: number;
  total: number;
  base: number;
  vat: number;
}

async function sumTicketVat(q: SelectQueryBuilder<Database, 'ticket_vat', object>): Promise<TicketVatSum[]> {
  const rows = await q
    .select('vat_bp')
    .select((eb) => [
      eb.fn.sum<number>('total_cents').as('total'),
      eb.fn.sum<number>('base_cents').as('base'),
      eb.fn.sum<number>('vat_cents').as('vat'),
    ])
    .groupBy('vat_bp')
    .orderBy('vat_bp')
    .execute();
  return rows.map((r) => ({ vat_bp: r.vat_bp, total: Number(r.total), base: Number(r.base), vat: Number(r.vat) }));
}
