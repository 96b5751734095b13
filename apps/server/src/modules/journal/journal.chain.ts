import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import type { JOURNAL_BREAK_REASONS } from '@comptoir/shared';
import { canonicalJson } from '../../lib/canonical-json';

/**
 * The journal's chain, with no database (the server, `npm run journal:verify` and the offline archive check all use
 * it): an entry's body is the canonical JSON (RFC 8785) of {v, org, seq, at, kind, prev, data}; its hash is the
 * SHA-256 of the body (hex), which the next entry's `prev` repeats; its signature is Ed25519 over the body's bytes
 * with the organisation's key. The first entry's `prev` is 64 zeros.
 */
export const GENESIS_HASH = '0'.repeat(64);

export const JOURNAL_KINDS = [
  'JOURNAL_OPENED',
  'TICKET',
  'CORRECTION',
  'SHIFT_OPENED',
  'SHIFT_CLOSED',
  'INVOICE',
  'CREDIT_NOTE',
  'CLOSURE',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export interface EntryBody {
  v: 1;
  org: number;
  seq: number;
  at: number;
  kind: JournalKind;
  prev: string;
  data: unknown;
}

/** An entry as stored. */
export interface JournalRow {
  seq: number;
  body: string;
  hash: string;
  signature: string;
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

export function makeEntry(privateKey: KeyObject, body: EntryBody): JournalRow {
  const text = canonicalJson(body);
  return {
    seq: body.seq,
    body: text,
    hash: sha256(text),
    signature: sign(null, Buffer.from(text), privateKey).toString('base64'),
  };
}

/** The public key of a stored base64 SPKI (DER) text. */
export const publicKeyOf = (spkiBase64: string) =>
  createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });

/** The key as PEM, for downloads and archives. */
export const publicKeyPem = (spkiBase64: string) => publicKeyOf(spkiBase64).export({ type: 'spki', format: 'pem' });

/** A short fingerprint an owner can read aloud and compare: the SHA-256 of the DER key, first 16 bytes in hex pairs. */
export const keyFingerprint = (spkiBase64: string) =>
  (sha256(Buffer.from(spkiBase64, 'base64')).slice(0, 32).match(/../g) ?? []).join(':');

export const signatureValid = (publicKey: KeyObject, row: Pick<JournalRow, 'body' | 'signature'>) => {
  try {
    return verify(null, Buffer.from(row.body), publicKey, Buffer.from(row.signature, 'base64'));
  } catch {
    return false;
  }
};

/** Why a journal is not intact, at the first broken sequence number (the API's list, packages/shared fiscal.ts). */
export type BreakReason = (typeof JOURNAL_BREAK_REASONS)[number];

export interface ChainBreak {
  seq: number;
  reason: BreakReason;
  detail: string;
}

/** Parses a body; null when it is not a journal body of this organisation. */
export function parseBody(text: string, org: number): EntryBody | null {
  try {
    const b = JSON.parse(text) as EntryBody;
    if (typeof b !== 'object' || b === null || b.v !== 1 || b.org !== org || typeof b.seq !== 'number') return null;
    if (typeof b.prev !== 'string' || typeof b.at !== 'number' || typeof b.kind !== 'string') return null;
    return b;
  } catch {
    return null;
  }
}

/**
 * Checks the links of a chain, entry by entry, with one entry of look-ahead (an entry that does not belong there is
 * recognised by the next one, which still links to the entry before it). Signatures are checked apart (they are the
 * slow part: `signatureValid`, in parallel for large journals); the caller takes the first break of both.
 *
 * Per entry, in order: the stored sequence continues the last one (a gap: DELETED; a repeat: INSERTED); the entry is
 * an insertion when the next one links to the previous one; the body parses, names this organisation and its own
 * sequence number (another number: REORDERED); its hash is the SHA-256 of the body (EDITED); its `prev` is the
 * previous entry's hash (EDITED, or REORDERED when the body names another place in the chain).
 */
export class ChainChecker {
  private expected: number;
  private prevHash: string;
  private held: { row: JournalRow; body: EntryBody | null } | null = null;
  failure: ChainBreak | null = null;
  /** Called with each entry whose links hold, in order (the closure check reads the events from here). */
  constructor(
    private readonly org: number,
    start: { seq: number; prevHash: string },
    private readonly onEntry: (body: EntryBody, row: JournalRow) => ChainBreak | null,
  ) {
    this.expected = start.seq;
    this.prevHash = start.prevHash;
  }

  push(row: JournalRow): boolean {
    if (this.failure) return false;
    const held = this.held;
    const current = { row, body: parseBody(row.body, this.org) };
    this.held = current;
    if (held) this.check(held.row, held.body, current.body);
    return this.failure === null;
  }

  /** The last entry (no look-ahead left). */
  finish(): ChainBreak | null {
    if (!this.failure && this.held) this.check(this.held.row, this.held.body, null);
    this.held = null;
    return this.failure;
  }

  get lastHash(): string {
    return this.prevHash;
  }

  private fail(seq: number, reason: BreakReason, detail: string) {
    this.failure = { seq, reason, detail };
  }

  private check(row: JournalRow, body: EntryBody | null, nextBody: EntryBody | null) {
    const seq = this.expected;
    const hash = sha256(row.body);
    if (row.seq > seq) return this.fail(seq, 'DELETED', `entry ${seq} is missing (the next stored is ${row.seq})`);
    if (row.seq < seq) return this.fail(row.seq, 'INSERTED', `entry ${row.seq} is stored twice`);
    // The next entry claims this place and follows the previous entry: this one was slipped in (a swap differs:
    // this entry then holds the next one's body).
    if (nextBody && nextBody.prev === this.prevHash && nextBody.seq === seq && body?.seq !== seq + 1)
      return this.fail(seq, 'INSERTED', `entry ${seq} was added: the entry after it follows entry ${seq - 1}`);
    if (!body) return this.fail(seq, 'EDITED', `entry ${seq} is not a journal entry of organisation ${this.org}`);
    if (body.seq !== seq) {
      const reason = hash === row.hash ? 'REORDERED' : 'EDITED';
      return this.fail(seq, reason, `entry ${seq} holds the body of entry ${body.seq}`);
    }
    if (hash !== row.hash) return this.fail(seq, 'EDITED', `entry ${seq} does not match its hash`);
    if (body.prev !== this.prevHash)
      return this.fail(seq, 'EDITED', `entry ${seq} does not follow entry ${seq - 1} (its hash changed)`);
    const closure = this.onEntry(body, row);
    if (closure) {
      this.failure = closure;
      return;
    }
    this.prevHash = row.hash;
    this.expected = seq + 1;
  }
}
