import { jwtVerify, SignJWT } from 'jose';
import { asOrgId, type OrgId } from '../db/org-id';

const ALG = 'HS256';
const ISSUER = 'comptoir';
const AUDIENCE = 'comptoir-console';

export interface SessionClaims {
  userId: number;
  /** The organisation the session is working in: the only source of tenant scope. */
  orgId: OrgId;
  /** The user's session epoch when the token was signed (absent = 0); a token of an older epoch is refused. */
  epoch?: number;
}

export interface Tokens {
  sign(claims: SessionClaims): Promise<{ token: string; expiresAt: number }>;
  /** Returns null for a missing, tampered, expired or foreign token. */
  verify(token: string): Promise<SessionClaims | null>;
  /** The claims of a token that verified lately and has not expired, without waiting; else null (then: verify). */
  remembered(token: string): SessionClaims | null;
}

/** Tokens verified lately, kept at most this many: a till or console asks many times with the same token. */
const VERIFIED_MAX = 10_000;

/**
 * Signed session tokens: HS256 pinned on verify, issuer, audience and expiry checked; a token without `exp` is refused. A token that verified is
 * remembered (with its expiry, checked again on every use): its bytes and the secret cannot change, so the signature
 * check is not repeated on every request. Only valid tokens are kept.
 */
export function createTokens(secret: Uint8Array, ttlSeconds: number, now: () => number): Tokens {
  const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  return {
    async sign({ userId, orgId, epoch = 0 }) {
      const iat = Math.floor(now() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ org: orgId, sv: epoch })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expiresAt: exp * 1000 };
    },
    remembered(token) {
      const known = verified.get(token);
      return known !== undefined && now() < known.expiresAt ? known.claims : null;
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (now() < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
          // A token must end: one without an expiry is refused, however well signed (issue 14).
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        const orgId = Number(payload.org);
        const epoch = payload.sv === undefined ? 0 : Number(payload.sv);
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(orgId) || !Number.isSafeInteger(epoch)) return null;
        // The epoch is compared with the user's row on every request (plugins/auth.ts): a cached token still ends.
        if (typeof payload.exp !== 'number') return null;
        // The token is signed by us: the organisation it names is an organisation's id (the session then checks that
        // the user works there, plugins/auth.ts).
        const claims = Object.freeze({ userId, orgId: asOrgId(orgId), epoch });
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
