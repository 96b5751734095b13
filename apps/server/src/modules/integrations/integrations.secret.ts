import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The CashDro password at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the server's token secret under a
 * label of its own, so the token secret is never used twice (as images.signing.ts does for upload addresses). The
 * organisation id is the additional authenticated data: a ciphertext copied to another organisation's row does not
 * open. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url); a new random 96-bit IV for every encryption.
 */
const LABEL = 'comptoir/integrations/password/v1';
const keys = new WeakMap<Uint8Array, Buffer>();

function key(secret: Uint8Array): Buffer {
  let k = keys.get(secret);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
    keys.set(secret, k);
  }
  return k;
}

const aad = (orgId: number) => Buffer.from(`org:${orgId}`);

export function encryptPassword(secret: Uint8Array, orgId: number, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  cipher.setAAD(aad(orgId));
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The password, or null when the text is not one of ours (another key, another organisation, tampered). */
export function decryptPassword(secret: Uint8Array, orgId: number, stored: string): string | null {
  const [version, iv, data, tag] = stored.split('.');
  if (version !== 'v1' || !iv || data === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(orgId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
