import { verify } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import { type JournalRow, keyFingerprint, publicKeyOf, publicKeyPem } from './journal.chain';
import type { ChainStart, VerifyResult } from './journal.verify';
import { verifyEntries } from './journal.verify';

/**
 * A journal archive (issue 24): one self-contained JSON file with a period's entries (and the closures among them),
 * the organisation's public key, where the chain stood before the first entry, a short README, and an Ed25519
 * signature over the canonical JSON of everything else. `npm run journal:verify -- --archive FILE` checks it with no
 * database: the signature, then the chain, every entry's signature and every closure recomputed.
 */
export const ARCHIVE_FORMAT = 'comptoir-journal-archive/1';

export interface JournalArchive {
  format: typeof ARCHIVE_FORMAT;
  readme: string;
  organisation: { id: number };
  period: { label: string; start: number; end: number };
  createdAt: number;
  publicKey: string;
  publicKeyPem: string;
  fingerprint: string;
  start: ChainStart;
  entries: JournalRow[];
  signature: string;
}

export const ARCHIVE_README = [
  'Comptoir fiscal journal archive.',
  'entries: the registered events of the period in sequence order; each body is the RFC 8785 canonical JSON of',
  "{v, org, seq, at, kind, prev, data}; hash = SHA-256(body) in hex; prev = the previous entry's hash (start.prevHash",
  'for the first); signature = Ed25519(body) with the key publicKey (SPKI DER, base64; also as PEM).',
  'CLOSURE entries hold the totals of a day, month or year: a day sums its events, a month its days, a year its',
  'months; grand totals run on from start.grand. signature (at the end) = Ed25519 over the canonical JSON of this',
  'file without its signature member. Check it with: npm run journal:verify -- --archive <file>, and compare the',
  'fingerprint it prints with the one shown on the Closures page of the console.',
].join('\n');

/** The archive's bytes that are signed. */
export const archiveSignedBytes = (archive: Omit<JournalArchive, 'signature'>) =>
  Buffer.from(canonicalJson({ ...archive, signature: undefined }));

export interface ArchiveCheck {
  signatureValid: boolean;
  fingerprint: string;
  result: VerifyResult | null;
}

/** Checks an archive's own signature, then its entries (nothing is read from a database). */
export async function verifyArchive(archive: JournalArchive, parallel = true): Promise<ArchiveCheck> {
  if (archive?.format !== ARCHIVE_FORMAT) throw new Error(`not a ${ARCHIVE_FORMAT} file`);
  const { signature, ...rest } = archive;
  let signatureValid = false;
  try {
    signatureValid = verify(
      null,
      archiveSignedBytes(rest),
      publicKeyOf(archive.publicKey),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    signatureValid = false;
  }
  const fingerprint = keyFingerprint(archive.publicKey);
  if (!signatureValid) return { signatureValid, fingerprint, result: null };
  const result = await verifyEntries(archive.organisation.id, archive.publicKey, [archive.entries], {
    start: archive.start,
    parallel,
  });
  return { signatureValid, fingerprint, result };
}

export { publicKeyPem };
