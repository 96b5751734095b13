import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { OrgId } from '../db/org-id';

/**
 * Secrets at rest (an integration's password, an organisation's journal signing key): AES-256-GCM with a key derived
 * (HKDF-SHA256) from the server's token secret under a label of each use, so the token secret is never used twice
 * for two purposes. The organisation id is the additional authenticated data: a ciphertext copied to another
 * organisation's row does not open. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url); a new random 96-bit IV for
 * every encryption.
 */
const keys = new Map<string, WeakMap<Uint8Array, Buffer>>();

function key(secret: Uint8Array, label: string): Buffer {
  let byLabel = keys.get(label);
  if (!byLabel) {
    byLabel = new WeakMap();
    keys.set(label, byLabel);
  }
  let k = byLabel.get(secret);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
    byLabel.set(secret, k);
  }
  return k;
}

const aad = (orgId: OrgId) => Buffer.from(`org:${orgId}`);

export function seal(secret: Uint8Array, label: string, orgId: OrgId, plain: string | Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret, label), iv);
  cipher.setAAD(aad(orgId));
  const data = Buffer.concat([
    cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
    cipher.final(),
  ]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain bytes, or null when the text is not one of ours (another key or label, another organisation, tampered). */
export function unseal(secret: Uint8Array, label: string, orgId: OrgId, stored: string): Buffer | null {
  const [version, iv, data, tag] = stored.split('.');
  if (version !== 'v1' || !iv || data === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret, label), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(orgId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  } catch {
    return null;
  }
}
