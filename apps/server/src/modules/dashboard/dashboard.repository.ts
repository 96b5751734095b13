import { sql } from 'kysely';
import type { OrgDb } from '../../lib/org-db';

/** The accounts an interval covers: those of one shift, or those opened in [from, to). */
export type Scope = { from: number | null; to: number | null; shiftId: number | null; empty: boolean };

/** Live (non-voided) accounts of the scope. */
function scopedAccounts(org: OrgDb, scope: Scope) {
  let q = org.db.selectFrom('client_account as a').where('a.org_id', '=', org.orgId).where('a.reversed_at', 'is', null);
  if (scope.shiftId !== null) q = q.where('a.shift_id', '=', scope.shiftId);
  else q = q.where('a.opened_timestamp', '>=', scope.from ?? 0).where('a.opened_timestamp', '<', scope.to ?? 0);
  return q;
}

/** Sales are bucketed per quarter hour (rush hours and days are built from these buckets). */
export const QUARTER = 900_000;

export const dashboardRepository = {
  /** Open accounts now, per kind. */
  openCountsByKind(org: OrgDb) {
    return org.db
      .selectFrom('client_account')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'OPEN')
      .groupBy('kind')
      .execute();
  },

  /** What the open accounts still owe: their live lines minus what was paid on them. */
  async openUnpaidCents(org: OrgDb): Promise<number> {
    const openIds = org.db
      .selectFrom('client_account')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'OPEN');
    const openLines = await org.db
      .selectFrom('ordered_product')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('charged_cents'), eb.lit(0)).as('s'))
      .where('org_id', '=', org.orgId)
      .where('reversed_at', 'is', null)
      .where('client_account_id', 'in', openIds)
      .executeTakeFirst();
    const openPaid = await org.db
      .selectFrom('payment_transaction')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number>(sql<number>`amount_paid_cents - amount_returned_cents`), eb.lit(0)).as('s'),
      )
      .where('org_id', '=', org.orgId)
      .where('reversed_at', 'is', null)
      .where('transaction_type', '=', 'PAYMENT')
      .where('client_account_id', 'in', openIds)
      .executeTakeFirst();
    return Number(openLines?.s ?? 0) - Number(openPaid?.s ?? 0);
  },

  /** The users who ordered in a shift, by name. */
  async shiftUsernames(org: OrgDb, shiftId: number): Promise<string[]> {
    const rows = await org.db
      .selectFrom('ordered_product as l')
      .innerJoin('app_user as u', 'u.user_id', 'l.user_id')
      .select('u.username')
      .distinct()
      .where('l.org_id', '=', org.orgId)
      .where('l.client_account_id', 'in', (eb) =>
        eb
          .selectFrom('client_account')
          .select('client_account.id')
          .where('client_account.org_id', '=', org.orgId)
          .where('client_account.shift_id', '=', shiftId),
      )
      .orderBy('u.username')
      .execute();
    return rows.map((r) => r.username);
  },

  /** The figures of the scope's accounts, in six queries run together. */
  figures(org: OrgDb, scope: Scope) {
    const ids = scopedAccounts(org, scope).select('a.id');
    return Promise.all([
      scopedAccounts(org, scope)
        .select(['a.kind', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.kind')
        .execute(),
      org.db
        .selectFrom('ordered_product')
        .select(['vat_bp', (eb) => eb.fn.sum<number>('charged_cents').as('s')])
        .where('org_id', '=', org.orgId)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy('vat_bp')
        .execute(),
      org.db
        .selectFrom('payment_transaction')
        .select([
          'payment_type',
          'transaction_type',
          (eb) => eb.fn.sum<number>(sql<number>`amount_paid_cents - amount_returned_cents`).as('s'),
        ])
        .where('org_id', '=', org.orgId)
        .where('reversed_at', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy(['payment_type', 'transaction_type'])
        .execute(),
      org.db
        .selectFrom('ordered_product as l')
        .innerJoin('client_account as a', (j) =>
          j.onRef('a.id', '=', 'l.client_account_id').onRef('a.org_id', '=', 'l.org_id'),
        )
        .select([
          (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.charged_cents'), eb.lit(0)).as('s'),
          (eb) => eb.fn.count<number>('l.client_account_id').distinct().as('n'),
        ])
        .where('l.org_id', '=', org.orgId)
        .where('l.reversed_at', 'is', null)
        .where('a.status', '=', 'CLOSED')
        .where('l.client_account_id', 'in', ids)
        .executeTakeFirst(),
      scopedAccounts(org, scope)
        .leftJoin('ordered_product as l', (j) =>
          // org_id first: every index starts with it (without it SQLite scans all lines once per account).
          j
            .onRef('l.org_id', '=', 'a.org_id')
            .onRef('l.client_account_id', '=', 'a.id')
            .on('l.reversed_at', 'is', null),
        )
        .select([
          sql<number>`a.opened_timestamp / ${sql.lit(QUARTER)}`.as('q'),
          (eb) => eb.fn.count<number>('a.id').distinct().as('accounts'),
          (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.charged_cents'), eb.lit(0)).as('s'),
        ])
        .groupBy(sql`a.opened_timestamp / ${sql.lit(QUARTER)}`)
        .execute(),
      org.db
        .selectFrom('ordered_product')
        .select(['name', (eb) => eb.fn.sum<number>('units_milli').as('u')])
        .where('org_id', '=', org.orgId)
        .where('reversed_at', 'is', null)
        .where('linked_to_id', 'is', null)
        .where('promo_code_id', 'is', null)
        .where('client_account_id', 'in', ids)
        .groupBy('name')
        .orderBy('u', 'desc')
        .orderBy('name')
        .limit(10)
        .execute(),
    ]);
  },
};
