import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Upload addresses are signed like S3's presigned URLs: HMAC-SHA256 over the method, the storage key and the expiry,
 * with a key derived (HKDF) from the server's token secret and a label of its own, so the token secret is never used
 * twice. The signature names one key: any other key, or a later expiry, does not verify.
 */
const LABEL = 'comptoir/images/upload-url/v1';
const keys = new WeakMap<Uint8Array, Buffer>();

function signingKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
    keys.set(secret, key);
  }
  return key;
}

export function signUpload(secret: Uint8Array, key: string, expiresAt: number): string {
  return createHmac('sha256', signingKey(secret)).update(`PUT\n${key}\n${expiresAt}`).digest('base64url');
}

export function verifyUpload(secret: Uint8Array, key: string, expiresAt: number, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, key, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
