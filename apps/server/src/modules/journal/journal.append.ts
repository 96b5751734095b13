import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { OrgDb } from '../../lib/org-db';
import { seal, unseal } from '../../lib/sealed';
import { GENESIS_HASH, type JournalKind, makeEntry } from './journal.chain';
import { journalRepository as repo } from './journal.repository';

/**
 * Appending to an organisation's journal, in the caller's transaction (the event and its entry commit together or
 * not at all). The head row is locked first, so appends of one organisation take their numbers one after the other;
 * at the first append the organisation's Ed25519 key pair is made (the private half sealed with the server secret,
 * lib/sealed.ts) and the journal opens with a JOURNAL_OPENED entry naming the public key.
 */
export interface JournalEvent {
  kind: Exclude<JournalKind, 'JOURNAL_OPENED'>;
  /** When it happened (epoch ms); an event dated before the last daily closure's end is dated at that end. */
  at: number;
  data: unknown;
}

/** What appending needs of the server: the secret that seals the signing keys. */
export interface JournalSecret {
  config: { jwtSecret: Uint8Array };
}

const SEAL_LABEL = 'comptoir/journal/signing-key/v1';

/** Unsealed private keys, by public key (the same organisation id names different keys in different databases). */
const privateKeys = new Map<string, KeyObject>();

async function signingKey(org: OrgDb, secret: Uint8Array, publicKey: string): Promise<KeyObject> {
  const cached = privateKeys.get(publicKey);
  if (cached) return cached;
  const row = await repo.key(org);
  const der =
    row && row.public_key === publicKey ? unseal(secret, SEAL_LABEL, org.orgId, row.private_key_sealed) : null;
  if (!der)
    throw new Error(`The journal signing key of organisation ${org.orgId} cannot be opened with this server secret`);
  const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  if (privateKeys.size > 1000) privateKeys.clear();
  privateKeys.set(publicKey, key);
  return key;
}

/** The locked head, made with the key pair and the opening entry when the organisation has no journal yet. */
async function lockedHead(scope: OrgDb, secret: Uint8Array, at: number) {
  const head = await repo.head(scope);
  if (head) return head;
  const pair = generateKeyPairSync('ed25519');
  const publicKey = pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  const der = pair.privateKey.export({ format: 'der', type: 'pkcs8' });
  // Two first appends at once (PostgreSQL): the second waits on the first's rows and keeps them.
  await repo.insertKey(scope, publicKey, seal(secret, SEAL_LABEL, scope.orgId, der), at);
  const stored = await repo.key(scope);
  if (!stored) throw new Error('journal key not stored');
  await repo.createHead(scope, GENESIS_HASH, stored.public_key);
  const created = await repo.head(scope);
  if (!created) throw new Error('journal head not stored');
  if (created.last_seq === 0) {
    const key = await signingKey(scope, secret, created.public_key);
    const entry = makeEntry(key, {
      v: 1,
      org: scope.orgId,
      seq: 1,
      at,
      kind: 'JOURNAL_OPENED',
      prev: GENESIS_HASH,
      data: { publicKey: created.public_key, algorithm: 'Ed25519', hash: 'SHA-256', canonical: 'RFC 8785' },
    });
    await repo.insertEntries(scope, [{ ...entry, at, kind: 'JOURNAL_OPENED' }]);
    await repo.moveHead(scope, 1, entry.hash);
    return { ...created, last_seq: 1, last_hash: entry.hash };
  }
  return created;
}

/**
 * Appends events to the organisation's journal in the transaction `db`, in the order given. Answers the sequence
 * numbers taken. `closedUntil` moves the head's closed-day mark (closures only).
 */
export async function appendEvents(
  scope: OrgDb,
  server: JournalSecret,
  events: readonly JournalEvent[],
  closedUntil?: number,
): Promise<number[]> {
  if (events.length === 0) return [];
  const secret = server.config.jwtSecret;
  const head = await lockedHead(scope, secret, events[0]!.at);
  const key = await signingKey(scope, secret, head.public_key);
  let seq = Number(head.last_seq);
  let prev = head.last_hash;
  const floor = Number(head.closed_until);
  const rows = events.map((e) => {
    seq += 1;
    const at = Math.max(e.at, floor);
    const entry = makeEntry(key, { v: 1, org: scope.orgId, seq, at, kind: e.kind, prev, data: e.data });
    prev = entry.hash;
    return { ...entry, at, kind: e.kind };
  });
  await repo.insertEntries(scope, rows);
  await repo.moveHead(scope, seq, prev, closedUntil);
  return rows.map((r) => r.seq);
}

/** The organisation's public key (base64 SPKI), or null before its first event. */
export async function publicKeyOfOrg(org: OrgDb): Promise<string | null> {
  return (await repo.key(org))?.public_key ?? null;
}

/** Signs bytes with the organisation's journal key (an archive's signature); null before its first event. */
export async function signWithOrgKey(org: OrgDb, server: JournalSecret, bytes: Buffer): Promise<string | null> {
  const publicKey = await publicKeyOfOrg(org);
  if (!publicKey) return null;
  const key = await signingKey(org, server.config.jwtSecret, publicKey);
  return sign(null, bytes, key).toString('base64');
}
