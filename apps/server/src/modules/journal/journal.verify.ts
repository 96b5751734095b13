import { canonicalJson } from '../../lib/canonical-json';
import { type ChainBreak, ChainChecker, type EntryBody, GENESIS_HASH, type JournalRow } from './journal.chain';
import { inlineSignatures, parallelSignatures } from './journal.signatures';
import {
  addEvent,
  addTotals,
  type ClosureData,
  emptyTotals,
  type GrandTotals,
  monthOf,
  type PeriodTotals,
  yearOf,
  ZERO_GRAND,
} from './journal.totals';

/**
 * Verifies a journal from its entries alone (the database's, or an archive's): the chain (journal.chain.ts), every
 * signature, and every closure recomputed from the events before it. Used by GET /journal/verify, `npm run
 * journal:verify` and the archive check.
 */
export interface VerifyResult {
  intact: boolean;
  entries: number;
  closures: number;
  lastSeq: number;
  lastHash: string;
  break: ChainBreak | null;
}

/** Where the entries start (an archive of a later period starts after the entries it does not hold). */
export interface ChainStart {
  seq: number;
  prevHash: string;
  /** The grand totals of the last day closure before the first entry. */
  grand: GrandTotals;
  /**
   * Closures of periods that ended by then are not recomputed (an archive of a later period holds the closures of
   * the previous day, made after its own first events, but not that day's events): their grand totals are taken.
   */
  closedBefore?: number;
}

export const CHAIN_ORIGIN: ChainStart = { seq: 1, prevHash: GENESIS_HASH, grand: ZERO_GRAND };

interface Pending {
  seq: number;
  at: number;
  kind: string;
  data: unknown;
}

/**
 * Recomputes the closures in chain order: the events wait in `pending` until the day closure of their day takes
 * them; a month closure is the sum of its days', a year's of its months'; grand totals run from day to day.
 */
class ClosureChecker {
  private pending: Pending[] = [];
  private months = new Map<string, PeriodTotals>();
  private years = new Map<string, PeriodTotals>();
  private monthAbs = new Map<string, number>();
  private yearAbs = new Map<string, number>();
  private grand: GrandTotals;
  private closedUntil = 0;
  closures = 0;

  constructor(
    grand: GrandTotals,
    private readonly closedBefore = 0,
  ) {
    this.grand = grand;
  }

  entry(body: EntryBody): ChainBreak | null {
    if (body.kind === 'JOURNAL_OPENED') return null;
    if (body.kind !== 'CLOSURE') {
      if (body.at < this.closedUntil)
        return { seq: body.seq, reason: 'CLOSURE_MISMATCH', detail: `entry ${body.seq} is dated in a closed day` };
      this.pending.push({ seq: body.seq, at: body.at, kind: body.kind, data: body.data });
      return null;
    }
    this.closures += 1;
    const c = body.data as ClosureData;
    if (c.end <= this.closedBefore) {
      if (c.period === 'DAY') this.grand = c.grand;
      return null;
    }
    const mismatch = (what: string): ChainBreak => ({
      seq: body.seq,
      reason: 'CLOSURE_MISMATCH',
      detail: `closure ${c.period} ${c.key} (entry ${body.seq}): ${what} differ from its events`,
    });
    let totals: PeriodTotals;
    let absolute = 0;
    if (c.period === 'DAY') {
      totals = emptyTotals();
      const later: Pending[] = [];
      for (const e of this.pending) {
        if (e.at >= c.end) later.push(e);
        else if (e.at >= c.start) absolute += addEvent(totals, e.kind, e.data);
        else
          return {
            seq: e.seq,
            reason: 'MISSING_CLOSURE',
            detail: `entry ${e.seq} belongs to a day before ${c.key} that has no closure`,
          };
      }
      this.pending = later;
      this.closedUntil = c.end;
      this.grand = { total: this.grand.total + totals.total, absolute: this.grand.absolute + absolute };
      accumulate(this.months, monthOf(c.key), totals);
      this.monthAbs.set(monthOf(c.key), (this.monthAbs.get(monthOf(c.key)) ?? 0) + absolute);
    } else {
      const [sums, abs, up] =
        c.period === 'MONTH' ? [this.months, this.monthAbs, yearOf(c.key)] : [this.years, this.yearAbs, null];
      totals = sums.get(c.key) ?? emptyTotals();
      absolute = abs.get(c.key) ?? 0;
      sums.delete(c.key);
      abs.delete(c.key);
      if (up !== null) {
        accumulate(this.years, up, totals);
        this.yearAbs.set(up, (this.yearAbs.get(up) ?? 0) + absolute);
      }
    }
    if (canonicalJson(totals) !== canonicalJson(c.totals)) return mismatch('its totals');
    if (absolute !== c.absolute) return mismatch('its absolute total');
    if (canonicalJson(this.grand) !== canonicalJson(c.grand)) return mismatch('its grand totals');
    return null;
  }
}

function accumulate(map: Map<string, PeriodTotals>, key: string, t: PeriodTotals) {
  let cur = map.get(key);
  if (!cur) {
    cur = emptyTotals();
    map.set(key, cur);
  }
  addTotals(cur, t);
}

/**
 * Verifies the entries `batches` yields, in sequence order. `parallel` checks the signatures on worker threads
 * (large journals); the closures are recomputed as their entries come.
 */
export async function verifyEntries(
  org: number,
  publicKey: string,
  batches: AsyncIterable<readonly JournalRow[]> | Iterable<readonly JournalRow[]>,
  opts: { start?: ChainStart; parallel?: boolean } = {},
): Promise<VerifyResult> {
  const start = opts.start ?? CHAIN_ORIGIN;
  const closures = new ClosureChecker(start.grand, start.closedBefore);
  const chain = new ChainChecker(org, start, (body) => closures.entry(body));
  const signatures = opts.parallel ? parallelSignatures(publicKey) : inlineSignatures(publicKey);
  let entries = 0;
  let lastSeq = start.seq - 1;
  for await (const rows of batches) {
    await signatures.add(rows);
    for (const row of rows) {
      chain.push(row);
      entries += 1;
      lastSeq = row.seq;
    }
  }
  const structural = chain.finish();
  const sig = await signatures.result();
  let failure = structural;
  if (sig.firstBad !== null && (!failure || sig.firstBad < failure.seq)) {
    failure = sig.wrongKey
      ? { seq: sig.firstBad, reason: 'WRONG_SIGNATURE', detail: 'the signatures do not match this public key' }
      : { seq: sig.firstBad, reason: 'EDITED', detail: `entry ${sig.firstBad} was changed after it was signed` };
  }
  return {
    intact: failure === null,
    entries,
    closures: closures.closures,
    lastSeq,
    lastHash: chain.lastHash,
    break: failure,
  };
}
