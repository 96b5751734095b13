import type { AmountAtRate, PaymentAmount, PaymentType, TransactionType } from '@comptoir/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type AccountId, asAccountId, asLineId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import type { AccountRow, LineAmount, LineRow, PaymentRow } from '../accounts';

/**
 * Queries of the history pages. Every one starts from the organisation and a time range, on the indexes
 * (org_id, timestamp) of payments, (org_id, ordered_timestamp) of ordered products and (org_id, opened_timestamp) of
 * accounts; totals are summed by the database (per payment type or VAT rate) and finished by the shared totals
 * functions, so a year of a busy restaurant never travels to the server row by row. Lists are pages.
 */

export interface Range {
  startDate: number;
  endDate: number;
}
export interface Page {
  offset: number;
  limit: number;
}

/** A LIKE pattern matching `text` literally (\ escapes % and _). */
function pattern(text: string, anywhere: boolean): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase();
  return anywhere ? `%${escaped}%` : `${escaped}%`;
}
/** Case-insensitive LIKE, the same on SQLite and PostgreSQL. */
const ilike = (ref: Expression<unknown>, text: string, anywhere = true) =>
  sql<SqlBool>`lower(${ref}) like ${pattern(text, anywhere)} escape '\\'`;
const asWholeNumber = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null);

const num = (v: unknown) => Number(v ?? 0);

function livePaymentsInRange(org: OrgDb, range: Range) {
  return org.db
    .selectFrom('payment_transaction')
    .where('org_id', '=', org.orgId)
    .where('timestamp', '>=', range.startDate)
    .where('timestamp', '<', range.endDate)
    .where('reversed_at', 'is', null);
}

function liveLinesInRange(org: OrgDb, range: Range) {
  return org.db
    .selectFrom('ordered_product as l')
    .where('l.org_id', '=', org.orgId)
    .where('l.ordered_timestamp', '>=', range.startDate)
    .where('l.ordered_timestamp', '<', range.endDate)
    .where('l.reversed_at', 'is', null);
}

type AccountFilters = { search?: string; status?: string; source?: string };

/** Live (non-voided) accounts opened in the range, with the history page's filters. */
function accountsInRange(org: OrgDb, range: Range, filters: AccountFilters = {}) {
  let q = org.db
    .selectFrom('client_account as a')
    .leftJoin('dining_table as t', (j) => j.onRef('t.table_id', '=', 'a.table_id').onRef('t.org_id', '=', 'a.org_id'))
    .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
    .where('a.org_id', '=', org.orgId)
    .where('a.opened_timestamp', '>=', range.startDate)
    .where('a.opened_timestamp', '<', range.endDate)
    .where('a.reversed_at', 'is', null);
  if (filters.status) q = q.where(ilike(sql.ref('a.status'), filters.status, false));
  if (filters.source) q = q.where(ilike(sql.ref('a.source'), filters.source, false));
  const search = filters.search;
  if (search) {
    const n = asWholeNumber(search);
    q = q.where((eb) =>
      eb.or([
        ilike(eb.ref('a.custom_name'), search),
        ilike(eb.ref('u.username'), search),
        ilike(eb.ref('a.status'), search),
        ilike(eb.ref('a.source'), search),
        ilike(eb.ref('a.kind'), search),
        // A whole number typed in the search box may be a ticket's id, its table or its takeaway number.
        ...(n === null
          ? []
          : [eb('a.id', '=', asAccountId(n)), eb('t.table_number', '=', n), eb('a.takeaway_number', '=', n)]),
      ]),
    );
  }
  return q;
}

const netPayment = (eb: ExpressionBuilder<Database, 'payment_transaction'>) =>
  eb.fn.sum<number>(eb('amount_paid_cents', '-', eb.ref('amount_returned_cents'))).as('net');

function paymentAmounts(rows: { payment_type: string; transaction_type: string; net: unknown }[]): PaymentAmount[] {
  return rows.map((r) => ({
    paymentType: r.payment_type as PaymentType,
    transactionType: r.transaction_type as TransactionType,
    netCents: num(r.net),
  }));
}

export const analyticsRepository = {
  // ---------- payments (by payment time) ----------
  async paymentsPage(org: OrgDb, range: Range, page: Page): Promise<PaymentRow[]> {
    return livePaymentsInRange(org, range)
      .selectAll()
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  },
  async paymentsCount(org: OrgDb, range: Range): Promise<number> {
    const row = await livePaymentsInRange(org, range)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return num(row?.n);
  },
  /** Live payments of the range, summed per payment and transaction type. */
  async paymentSums(org: OrgDb, range: Range): Promise<PaymentAmount[]> {
    const rows = await livePaymentsInRange(org, range)
      .select(['payment_type', 'transaction_type', netPayment])
      .groupBy(['payment_type', 'transaction_type'])
      .execute();
    return paymentAmounts(rows);
  },

  // ---------- ordered products (by order time) ----------
  /** Live products ordered in the range, summed per VAT rate. */
  async lineSums(org: OrgDb, range: Range): Promise<AmountAtRate[]> {
    const rows = await liveLinesInRange(org, range)
      .select(['l.vat_bp', (eb) => eb.fn.sum<number>('l.charged_cents').as('amount')])
      .groupBy('l.vat_bp')
      .execute();
    return rows.map((r) => ({ vatBp: r.vat_bp, amountCents: num(r.amount) }));
  },
  linesQuery(org: OrgDb, range: Range, search?: string) {
    let q = liveLinesInRange(org, range)
      .innerJoin('client_account as a', (j) =>
        j.onRef('a.id', '=', 'l.client_account_id').onRef('a.org_id', '=', 'l.org_id'),
      )
      .leftJoin('dining_table as t', (j) => j.onRef('t.table_id', '=', 'a.table_id').onRef('t.org_id', '=', 'a.org_id'))
      .leftJoin('app_user as u', 'u.user_id', 'l.user_id');
    if (search) {
      const n = asWholeNumber(search);
      q = q.where((eb) =>
        eb.or([
          ilike(eb.ref('l.name'), search),
          ilike(eb.ref('l.custom_comment'), search),
          ilike(eb.ref('u.username'), search),
          // A whole number searched may be the line's id, its table or its ticket's id.
          ...(n === null
            ? []
            : [
                eb('l.id', '=', asLineId(n)),
                eb('t.table_number', '=', n),
                eb('l.client_account_id', '=', asAccountId(n)),
              ]),
        ]),
      );
    }
    return q;
  },
  async linesPage(
    org: OrgDb,
    range: Range,
    page: Page,
    search?: string,
  ): Promise<(LineRow & { table_number: number | null })[]> {
    return this.linesQuery(org, range, search)
      .leftJoin('ordered_product as p', (j) =>
        j.onRef('p.id', '=', 'l.linked_to_id').onRef('p.org_id', '=', 'l.org_id'),
      )
      .selectAll('l')
      .select(['u.username', 't.table_number', 'p.name as linked_name'])
      .orderBy('l.ordered_timestamp', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  },
  async linesCount(org: OrgDb, range: Range, search?: string): Promise<number> {
    const row = await this.linesQuery(org, range, search)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return num(row?.n);
  },

  // ---------- accounts (by opening time) ----------
  async accountsPage(org: OrgDb, range: Range, page: Page, filters: AccountFilters): Promise<AccountRow[]> {
    return accountsInRange(org, range, filters)
      .selectAll('a')
      .select(['t.table_number', 'u.username'])
      .orderBy('a.opened_timestamp', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  },
  async accountsCount(org: OrgDb, range: Range, filters: AccountFilters): Promise<number> {
    const row = await accountsInRange(org, range, filters)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return num(row?.n);
  },
  /** Live lines and payments of every live account opened in the range, summed per VAT rate and payment type. */
  async accountSums(org: OrgDb, range: Range) {
    const ids = accountsInRange(org, range).select('a.id');
    const [lines, payments] = await Promise.all([
      org.db
        .selectFrom('ordered_product')
        .select(['vat_bp', (eb) => eb.fn.sum<number>('charged_cents').as('amount')])
        .where('org_id', '=', org.orgId)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy('vat_bp')
        .execute(),
      org.db
        .selectFrom('payment_transaction')
        .select(['payment_type', 'transaction_type', netPayment])
        .where('org_id', '=', org.orgId)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy(['payment_type', 'transaction_type'])
        .execute(),
    ]);
    return {
      lines: lines.map((r): AmountAtRate => ({ vatBp: r.vat_bp, amountCents: num(r.amount) })),
      payments: paymentAmounts(payments),
    };
  },
  /** Live lines of these accounts summed per account and VAT rate (what an account's totals need). */
  async lineAmountsByAccount(org: OrgDb, accountIds: AccountId[]): Promise<Map<number, LineAmount[]>> {
    const byAccount = new Map<number, LineAmount[]>();
    if (accountIds.length === 0) return byAccount;
    const rows = await org.db
      .selectFrom('ordered_product')
      .select(['client_account_id', 'vat_bp', (eb) => eb.fn.sum<number>('charged_cents').as('amount')])
      .where('org_id', '=', org.orgId)
      .where('reversed_at', 'is', null)
      .where('client_account_id', 'in', accountIds)
      .groupBy(['client_account_id', 'vat_bp'])
      .execute();
    for (const r of rows) {
      const list = byAccount.get(r.client_account_id) ?? [];
      list.push({ charged_cents: num(r.amount), vat_bp: r.vat_bp, reversed_at: null });
      byAccount.set(r.client_account_id, list);
    }
    return byAccount;
  },
};
