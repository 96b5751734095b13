import { dialectOf } from '../../db/database';
import type { JournalEntryTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';

/** The SQL of the fiscal journal (its own tables only: journal_head, journal_key, journal_entry, fiscal_*). */
export const journalRepository = {
  /**
   * The organisation's journal head, locked until the transaction ends on PostgreSQL (SQLite runs one write
   * transaction at a time): two appends never take the same sequence number.
   */
  head(org: OrgDb) {
    let q = org.db.selectFrom('journal_head').selectAll().where('org_id', '=', org.orgId);
    if (dialectOf(org.db) === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  },

  /** Creates the head of a new journal; false when another transaction created it first (PostgreSQL). */
  async createHead(org: OrgDb, hash: string, publicKey: string): Promise<void> {
    await org.db
      .insertInto('journal_head')
      .values({ org_id: org.orgId, last_seq: 0, last_hash: hash, closed_until: 0, public_key: publicKey })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();
  },

  async moveHead(org: OrgDb, seq: number, hash: string, closedUntil?: number): Promise<void> {
    await org.db
      .updateTable('journal_head')
      .set({ last_seq: seq, last_hash: hash, ...(closedUntil === undefined ? {} : { closed_until: closedUntil }) })
      .where('org_id', '=', org.orgId)
      .execute();
  },

  key(org: OrgDb) {
    return org.db.selectFrom('journal_key').selectAll().where('org_id', '=', org.orgId).executeTakeFirst();
  },

  async insertKey(org: OrgDb, publicKey: string, sealed: string, at: number): Promise<void> {
    await org.db
      .insertInto('journal_key')
      .values({ org_id: org.orgId, public_key: publicKey, private_key_sealed: sealed, created_at: at })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();
  },

  async insertEntries(org: OrgDb, rows: readonly Omit<JournalEntryTable, 'org_id'>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200)
      await org.db
        .insertInto('journal_entry')
        .values(rows.slice(i, i + 200).map((r) => ({ ...r, org_id: org.orgId })))
        .execute();
  },

  /** Up to `limit` entries from `fromSeq` on, in order (the verification reads the journal in such pages). */
  entries(org: OrgDb, fromSeq: number, limit: number, toSeq?: number) {
    let q = org.db
      .selectFrom('journal_entry')
      .select(['seq', 'at', 'kind', 'body', 'hash', 'signature'])
      .where('org_id', '=', org.orgId)
      .where('seq', '>=', fromSeq);
    if (toSeq !== undefined) q = q.where('seq', '<=', toSeq);
    return q.orderBy('seq').limit(limit).execute();
  },

  /** The entry just before `seq` (an archive's anchor). */
  entryBefore(org: OrgDb, seq: number) {
    return org.db
      .selectFrom('journal_entry')
      .select(['seq', 'hash'])
      .where('org_id', '=', org.orgId)
      .where('seq', '<', seq)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The events (not closures) registered in [start, end), in order. */
  eventsBetween(org: OrgDb, start: number, end: number) {
    return org.db
      .selectFrom('journal_entry')
      .select(['seq', 'at', 'kind', 'body'])
      .where('org_id', '=', org.orgId)
      .where('at', '>=', start)
      .where('at', '<', end)
      .where('kind', '!=', 'CLOSURE')
      .orderBy('seq')
      .execute();
  },

  /** The first entry (of any kind) dated at or after `from`: where an archive of a period begins. */
  firstEntryFrom(org: OrgDb, from: number) {
    return org.db
      .selectFrom('journal_entry')
      .select(['seq'])
      .where('org_id', '=', org.orgId)
      .where('at', '>=', from)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
  },

  /** The last closure (of any kind) of a period that ended by `end`: where an archive of a period ends. */
  lastClosureEndingBy(org: OrgDb, end: number) {
    return org.db
      .selectFrom('fiscal_closure')
      .select(['seq'])
      .where('org_id', '=', org.orgId)
      .where('end_at', '<=', end)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The last day closure of a day that ended by `end`, with its body (the grand totals an archive starts from). */
  lastDayClosureEndingBy(org: OrgDb, end: number) {
    return org.db
      .selectFrom('fiscal_closure as c')
      .innerJoin('journal_entry as e', (j) => j.onRef('e.org_id', '=', 'c.org_id').onRef('e.seq', '=', 'c.seq'))
      .select(['c.seq', 'e.body'])
      .where('c.org_id', '=', org.orgId)
      .where('c.kind', '=', 'DAY')
      .where('c.end_at', '<=', end)
      .orderBy('c.seq', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The first event (not a closure) at or after `from`: where the next closures start. */
  firstEventFrom(org: OrgDb, from: number) {
    return org.db
      .selectFrom('journal_entry')
      .select(['seq', 'at'])
      .where('org_id', '=', org.orgId)
      .where('at', '>=', from)
      .where('kind', 'not in', ['CLOSURE', 'JOURNAL_OPENED'])
      .orderBy('at')
      .limit(1)
      .executeTakeFirst();
  },

  async insertClosure(
    org: OrgDb,
    c: { kind: string; period: string; start_at: number; end_at: number; seq: number; created_at: number },
  ): Promise<void> {
    await org.db
      .insertInto('fiscal_closure')
      .values({ ...c, org_id: org.orgId })
      .execute();
  },

  /** The closures with their journalled data, newest first; `kind` narrows. */
  closures(org: OrgDb, kind?: string) {
    let q = org.db
      .selectFrom('fiscal_closure as c')
      .innerJoin('journal_entry as e', (j) => j.onRef('e.org_id', '=', 'c.org_id').onRef('e.seq', '=', 'c.seq'))
      .select(['c.kind', 'c.period', 'c.start_at', 'c.end_at', 'c.seq', 'c.created_at', 'e.body', 'e.hash'])
      .where('c.org_id', '=', org.orgId);
    if (kind) q = q.where('c.kind', '=', kind);
    return q.orderBy('c.end_at', 'desc').orderBy('c.seq', 'desc').execute();
  },

  /** The last closure of a kind (by its place in the journal), with its journalled body. */
  lastClosure(org: OrgDb, kind: string) {
    return org.db
      .selectFrom('fiscal_closure as c')
      .innerJoin('journal_entry as e', (j) => j.onRef('e.org_id', '=', 'c.org_id').onRef('e.seq', '=', 'c.seq'))
      .select(['c.kind', 'c.period', 'c.start_at', 'c.end_at', 'c.seq', 'e.body'])
      .where('c.org_id', '=', org.orgId)
      .where('c.kind', '=', kind)
      .orderBy('c.seq', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The closures of a kind whose period starts in [start, end) (a month's days, a year's months), with bodies. */
  closuresWithin(org: OrgDb, kind: string, start: number, end: number) {
    return org.db
      .selectFrom('fiscal_closure as c')
      .innerJoin('journal_entry as e', (j) => j.onRef('e.org_id', '=', 'c.org_id').onRef('e.seq', '=', 'c.seq'))
      .select(['c.period', 'e.body'])
      .where('c.org_id', '=', org.orgId)
      .where('c.kind', '=', kind)
      .where('c.start_at', '>=', start)
      .where('c.start_at', '<', end)
      .orderBy('c.seq')
      .execute();
  },

  /** The closure rows, by sequence number (the verification compares them with their entries). */
  closureRows(org: OrgDb) {
    return org.db
      .selectFrom('fiscal_closure')
      .select(['kind', 'period', 'start_at', 'end_at', 'seq'])
      .where('org_id', '=', org.orgId)
      .orderBy('seq')
      .execute();
  },

  accounts(org: OrgDb) {
    return org.db.selectFrom('fiscal_accounts').select(['accounts']).where('org_id', '=', org.orgId).executeTakeFirst();
  },

  async saveAccounts(org: OrgDb, accounts: string, at: number): Promise<void> {
    await org.db
      .insertInto('fiscal_accounts')
      .values({ org_id: org.orgId, accounts, updated_at: at })
      .onConflict((oc) => oc.column('org_id').doUpdateSet({ accounts, updated_at: at }))
      .execute();
  },
};
