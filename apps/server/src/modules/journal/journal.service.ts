import type { Closure, JournalVerify } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { systemRepository } from '../../db/system.repository';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { appendEvents, type JournalEvent, type JournalSecret, publicKeyOfOrg, signWithOrgKey } from './journal.append';
import { ARCHIVE_FORMAT, ARCHIVE_README, archiveSignedBytes, type JournalArchive } from './journal.archive';
import { type EntryBody, type JournalRow, keyFingerprint, publicKeyPem } from './journal.chain';
import { closeDuePeriods } from './journal.closures';
import { journalRepository as repo } from './journal.repository';
import type { ClosureData } from './journal.totals';
import { CHAIN_ORIGIN, type ChainStart, type VerifyResult, verifyEntries } from './journal.verify';

/** Entries read per page when a journal is verified or archived. */
const PAGE = 5000;

/** The organisation's entries from `from` to `to` (inclusive), a page at a time. */
export async function* journalPages(org: OrgDb, from = 1, to?: number) {
  let next = from;
  for (;;) {
    const rows = await repo.entries(org, next, PAGE, to);
    if (rows.length === 0) return;
    yield rows.map((r): JournalRow => ({ seq: Number(r.seq), body: r.body, hash: r.hash, signature: r.signature }));
    next = Number(rows[rows.length - 1]!.seq) + 1;
    if (rows.length < PAGE) return;
  }
}

function closureDto(row: {
  kind: string;
  period: string;
  seq: number;
  created_at: number;
  body: string;
  hash: string;
}): Closure {
  const data = (JSON.parse(row.body) as EntryBody).data as ClosureData;
  return {
    kind: data.period,
    period: row.period,
    start: data.start,
    end: data.end,
    seq: Number(row.seq),
    createdAt: Number(row.created_at),
    hash: row.hash,
    totals: data.totals,
    grand: data.grand,
  };
}

/** A closure row that does not say what its journalled CLOSURE entry says (edited in the table). */
async function closureRowsBreak(org: OrgDb, result: VerifyResult) {
  const rows = await repo.closures(org);
  for (const row of rows.reverse()) {
    const body = JSON.parse(row.body) as EntryBody;
    const data = body.data as ClosureData;
    const same =
      body.kind === 'CLOSURE' &&
      data.period === row.kind &&
      data.key === row.period &&
      data.start === Number(row.start_at) &&
      data.end === Number(row.end_at);
    if (!same || Number(row.seq) > result.lastSeq)
      return {
        seq: Number(row.seq),
        reason: 'CLOSURE_MISMATCH' as const,
        detail: `the closure ${row.kind} ${row.period} in the closures table differs from its journal entry ${row.seq}`,
      };
  }
  return null;
}

export const journalService = {
  /** Appends events to the organisation's journal in the caller's transaction (see journal.append.ts). */
  append(org: OrgDb, server: JournalSecret, events: readonly JournalEvent[]): Promise<number[]> {
    return appendEvents(org, server, events);
  },

  /**
   * Makes the closures due at `now` for every organisation with a journal, one transaction per organisation.
   * Answers the organisations that got closures. The server's scheduler runs it in one process at a time.
   */
  async closeDue(ctx: ServerContext, now = ctx.now()): Promise<number[]> {
    const closed: number[] = [];
    for (const org of await systemRepository.journalledOrganizations(ctx.db)) {
      const made = await inOrgTransaction(orgDb(ctx.db, org.org_id), (tx) =>
        closeDuePeriods(tx, ctx, org.time_zone, now),
      );
      if (made > 0) closed.push(org.org_id);
    }
    return closed;
  },

  /** Closures due for one organisation (the demo seed and tests; the scheduler calls closeDue). */
  closeDueFor(ctx: ServerContext, org: OrgDb, timeZone: string, now = ctx.now()): Promise<number> {
    return inOrgTransaction(org, (org) => closeDuePeriods(org, ctx, timeZone, now));
  },

  /**
   * Recomputes the organisation's chain, signatures and closures; also checks that each closure row names its own
   * CLOSURE entry. `parallel` checks the signatures on worker threads.
   */
  async verify(
    ctx: Pick<ServerContext, 'db' | 'now'>,
    orgId: OrgId,
    opts: { parallel?: boolean } = {},
  ): Promise<JournalVerify> {
    const org = orgDb(ctx.db, orgId);
    const publicKey = await publicKeyOfOrg(org);
    const checkedAt = ctx.now();
    if (!publicKey) {
      return {
        intact: true,
        entries: 0,
        closures: 0,
        lastSeq: 0,
        lastHash: CHAIN_ORIGIN.prevHash,
        break: null,
        fingerprint: null,
        checkedAt,
      };
    }
    const result: VerifyResult = await verifyEntries(orgId, publicKey, journalPages(org), opts);
    let failure = result.break;
    if (!failure) failure = await closureRowsBreak(org, result);
    const head = await repo.head(org);
    if (!failure && head && Number(head.last_seq) !== result.lastSeq)
      failure = {
        seq: result.lastSeq + 1,
        reason: 'DELETED',
        detail: `the journal ends at entry ${result.lastSeq} but entry ${Number(head.last_seq)} was written`,
      };
    return { ...result, intact: failure === null, break: failure, fingerprint: keyFingerprint(publicKey), checkedAt };
  },

  async closures(org: OrgDb, kind?: string): Promise<Closure[]> {
    return (await repo.closures(org, kind)).map(closureDto);
  },

  /** Closures of days in [startDay, endDay] (YYYY-MM-DD, both included), oldest first (the exports). */
  async dayClosures(org: OrgDb, startDay: string, endDay: string): Promise<Closure[]> {
    return (await repo.closures(org, 'DAY'))
      .filter((c) => c.period >= startDay && c.period <= endDay)
      .map(closureDto)
      .reverse();
  },

  publicKey(org: OrgDb): Promise<string | null> {
    return publicKeyOfOrg(org);
  },

  /**
   * The archive of [start, end) (a year, or days on demand): null when no closed period lies in it yet.
   */
  async archive(ctx: ServerContext, org: OrgDb, period: { label: string; start: number; end: number }) {
    const publicKey = await publicKeyOfOrg(org);
    const range = publicKey ? await this.archiveRange(org, period.start, period.end) : null;
    if (!publicKey || !range) return null;
    const entries: JournalRow[] = [];
    for await (const page of journalPages(org, range.start.seq, range.lastSeq)) entries.push(...page);
    const unsigned: Omit<JournalArchive, 'signature'> = {
      format: ARCHIVE_FORMAT,
      readme: ARCHIVE_README,
      organisation: { id: org.orgId },
      period,
      createdAt: ctx.now(),
      publicKey,
      publicKeyPem: String(publicKeyPem(publicKey)),
      fingerprint: keyFingerprint(publicKey),
      start: range.start,
      entries,
    };
    const signature = await signWithOrgKey(org, ctx, archiveSignedBytes(unsigned));
    return { ...unsigned, signature: signature ?? '' } satisfies JournalArchive;
  },

  /** Where an archive of [start, end) begins and ends in the chain, and the state the chain is in before it. */
  async archiveRange(org: OrgDb, start: number, end: number) {
    const first = await repo.firstEntryFrom(org, start);
    const last = await repo.lastClosureEndingBy(org, end);
    if (!first || !last || Number(last.seq) < Number(first.seq)) return null;
    const before = await repo.entryBefore(org, Number(first.seq));
    const lastDayBefore = await repo.lastDayClosureEndingBy(org, start);
    const grand = lastDayBefore
      ? ((JSON.parse(lastDayBefore.body) as EntryBody).data as ClosureData).grand
      : CHAIN_ORIGIN.grand;
    const chainStart: ChainStart = {
      seq: Number(first.seq),
      prevHash: before?.hash ?? CHAIN_ORIGIN.prevHash,
      grand,
      closedBefore: start,
    };
    return { start: chainStart, lastSeq: Number(last.seq) };
  },
};
