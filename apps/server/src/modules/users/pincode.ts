import { createHmac, hkdfSync } from 'node:crypto';
import type { OrgId } from '../../db/org-id';

/**
 * PIN fingerprints for the unique index on (org_id, pincode_lookup) (migration 0003).
 *
 * Why: a PIN must be unique within an organisation (a till identifies the user by it), yet its argon2id hash is salted
 * and cannot be compared in SQL. A plain hash of a 4 to 6 digit PIN would be reversed by trying the million values.
 * So the lookup is HMAC-SHA256 keyed with a secret that is not in the database: HKDF-SHA256 of the server's token
 * secret (JWT_SECRET or DATA_DIR/jwt-secret) with a fixed label, so the token secret itself is never used twice.
 * The organisation id is part of the message, so one PIN gives unrelated values in two organisations.
 * `pincode_hash` (argon2id) stays what a PIN is verified against.
 *
 * Trade-off: changing the token secret changes every fingerprint. PINs still verify (against pincode_hash), but
 * duplicates with PINs set before the change are no longer detected until those PINs are set again.
 */
const LABEL = 'comptoir/users/pincode-lookup/v1';

const keys = new WeakMap<Uint8Array, Buffer>();

function lookupKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
    keys.set(secret, key);
  }
  return key;
}

/** The keyed fingerprint (hex) of `pin` in organisation `orgId`. */
export function pincodeLookup(secret: Uint8Array, orgId: OrgId, pin: string): string {
  return createHmac('sha256', lookupKey(secret)).update(`${orgId}:${pin}`).digest('hex');
}
