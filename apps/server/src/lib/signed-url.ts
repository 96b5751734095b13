import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses, like S3's presigned URLs: HMAC-SHA256 over what the address allows (method, object, expiry), with
 * a key derived (HKDF) from the server's token secret and a label per use, so the token secret is never used twice
 * and a signature made for one use never verifies for another.
 */
export function urlSigner(label: string) {
  const keys = new WeakMap<Uint8Array, Buffer>();
  const keyOf = (secret: Uint8Array): Buffer => {
    let key = keys.get(secret);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
      keys.set(secret, key);
    }
    return key;
  };
  const sign = (secret: Uint8Array, payload: string) =>
    createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
  return {
    sign,
    verify(secret: Uint8Array, payload: string, signature: string): boolean {
      const expected = Buffer.from(sign(secret, payload));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
