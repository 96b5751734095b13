import type { Shift } from '@comptoir/shared';
import { centsToAmount } from '@comptoir/shared';
import type { Updateable } from 'kysely';
import { fromFlag } from '../../db/database';
import type { ShiftTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';

function baseQuery(org: OrgDb) {
  return org.db
    .selectFrom('shift as s')
    .leftJoin('app_user as ou', 'ou.user_id', 's.open_user_id')
    .leftJoin('app_user as cu', 'cu.user_id', 's.close_user_id')
    .selectAll('s')
    .select(['ou.username as open_username', 'cu.username as close_username'])
    .where('s.org_id', '=', org.orgId);
}

export type ShiftRow = NonNullable<Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>>;

export function shiftDto(row: ShiftRow): Shift {
  return {
    shiftId: row.shift_id,
    shiftNumber: row.shift_number,
    startTimestamp: row.start_timestamp,
    endTimestamp: row.end_timestamp,
    startCash: centsToAmount(row.start_cash),
    endCash: row.end_cash === null ? null : centsToAmount(row.end_cash),
    expectedCash: row.expected_cash === null ? null : centsToAmount(row.expected_cash),
    closeComment: row.close_comment,
    autoClosed: fromFlag(row.auto_closed),
    openUser: row.open_username ? { username: row.open_username } : null,
    closeUser: row.close_username ? { username: row.close_username } : null,
    zNumber: row.z_number,
  };
}

export const shiftsRepository = {
  current(org: OrgDb) {
    return baseQuery(org).where('s.end_timestamp', 'is', null).executeTakeFirst();
  },
  /** The most recent shift, open or closed. */
  latest(org: OrgDb) {
    return baseQuery(org)
      .orderBy('s.start_timestamp', 'desc')
      .orderBy('s.shift_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
  /** The most recent closed shift. */
  lastClosed(org: OrgDb) {
    return baseQuery(org)
      .where('s.end_timestamp', 'is not', null)
      .orderBy('s.end_timestamp', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
  byId(org: OrgDb, shiftId: number) {
    return baseQuery(org).where('s.shift_id', '=', shiftId).executeTakeFirst();
  },
  /**
   * Shifts overlapping [start, end], oldest first: started at or before the end and ended at or after the start (an
   * open shift has not ended). A bound of 0 is no bound. Uses shift_org_start_idx.
   */
  inRange(org: OrgDb, start: number, end: number, closedOnly = false) {
    let q = baseQuery(org);
    if (end > 0) q = q.where('s.start_timestamp', '<=', end);
    if (start > 0) q = q.where((eb) => eb.or([eb('s.end_timestamp', 'is', null), eb('s.end_timestamp', '>=', start)]));
    if (closedOnly) q = q.where('s.end_timestamp', 'is not', null);
    return q.orderBy('s.start_timestamp').orderBy('s.shift_id').execute();
  },
  /** Opens a shift numbered after the organisation's last one; the partial unique index refuses a second open shift. */
  async insertOpen(org: OrgDb, userId: number, startCash: number, at: number): Promise<number> {
    const last = await org.db
      .selectFrom('shift')
      .select((eb) => eb.fn.max('shift_number').as('n'))
      .where('org_id', '=', org.orgId)
      .executeTakeFirst();
    const row = await org.db
      .insertInto('shift')
      .values({
        org_id: org.orgId,
        shift_number: Number(last?.n ?? 0) + 1,
        start_timestamp: at,
        start_cash: startCash,
        open_user_id: userId,
        auto_closed: 0,
      })
      .returning('shift_id')
      .executeTakeFirstOrThrow();
    return row.shift_id;
  },
  /** Closes a shift with its cash figures. */
  async markClosed(
    org: OrgDb,
    shiftId: number,
    values: Pick<
      Updateable<ShiftTable>,
      'end_timestamp' | 'end_cash' | 'expected_cash' | 'close_comment' | 'close_user_id' | 'auto_closed'
    >,
  ): Promise<void> {
    await org.db
      .updateTable('shift')
      .set(values)
      .where('org_id', '=', org.orgId)
      .where('shift_id', '=', shiftId)
      .execute();
  },
  /** The next Z number of the organisation: its counter has no gaps (the unique index refuses a repeat). */
  async nextZNumber(org: OrgDb): Promise<number> {
    const row = await org.db
      .selectFrom('shift')
      .select((eb) => eb.fn.max('z_number').as('z'))
      .where('org_id', '=', org.orgId)
      .executeTakeFirst();
    return Number(row?.z ?? 0) + 1;
  },
  /** Gives a closed shift its Z number and its frozen Z figures (JSON): once, the database refuses any later change. */
  async freezeZ(org: OrgDb, shiftId: number, zNumber: number, report: string): Promise<void> {
    await org.db
      .updateTable('shift')
      .set({ z_number: zNumber, z_report: report })
      .where('org_id', '=', org.orgId)
      .where('shift_id', '=', shiftId)
      .where('z_number', 'is', null)
      .execute();
  },
  /**
   * The cash of a shift by what it was: sales (cash payments net of change, refunds aside), refunds (negative cash
   * payments of correction tickets, as a positive amount) and tips; reversals excluded.
   */
  async cashBreakdown(org: OrgDb, shiftId: number) {
    const rows = await org.db
      .selectFrom('payment_transaction')
      .select(['transaction_type'])
      .select((eb) => [
        eb.fn.sum<number>(eb('amount_paid_cents', '-', eb.ref('amount_returned_cents'))).as('net'),
        eb.fn
          .sum<number>(eb.case().when('amount_paid_cents', '<', 0).then(eb.ref('amount_paid_cents')).else(0).end())
          .as('refunds'),
      ])
      .where('org_id', '=', org.orgId)
      .where('shift_id', '=', shiftId)
      .where('payment_type', '=', 'CASH')
      .where('reversed_at', 'is', null)
      .groupBy('transaction_type')
      .execute();
    const of = (type: string) => rows.find((r) => r.transaction_type === type);
    const payment = of('PAYMENT');
    const refunds = -Number(payment?.refunds ?? 0);
    return {
      sales: Number(payment?.net ?? 0) + refunds,
      refunds,
      tips: Number(of('TIP')?.net ?? 0),
      other: rows
        .filter((r) => r.transaction_type !== 'PAYMENT' && r.transaction_type !== 'TIP')
        .reduce((n, r) => n + Number(r.net), 0),
    };
  },
  /** Net cash taken in a shift: cash payments minus change returned, reversals excluded. */
  async netCash(org: OrgDb, shiftId: number): Promise<number> {
    const row = await org.db
      .selectFrom('payment_transaction')
      .select((eb) =>
        eb.fn
          .coalesce(eb.fn.sum<number>(eb('amount_paid_cents', '-', eb.ref('amount_returned_cents'))), eb.lit(0))
          .as('net'),
      )
      .where('org_id', '=', org.orgId)
      .where('shift_id', '=', shiftId)
      .where('payment_type', '=', 'CASH')
      .where('reversed_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.net ?? 0);
  },
};
