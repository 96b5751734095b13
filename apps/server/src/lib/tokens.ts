import { jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const ISSUER = 'comptoir';
const AUDIENCE = 'comptoir-console';

export interface SessionClaims {
  userId: number;
  /** The organisation the session is working in: the only source of tenant scope. */
  orgId: number;
  /** The user's session epoch when the token was signed (absent = 0); a token of an older epoch is refused. */
  epoch?: number;
}

export interface Tokens {
  sign(claims: SessionClaims): Promise<{ token: string; expiresAt: number }>;
  /** Returns null for a missing, tampered, expired or foreign token. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** Signed session tokens: HS256 pinned on verify, issuer, audience and expiry checked. */
export function createTokens(secret: Uint8Array, ttlSeconds: number, now: () => number): Tokens {
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const orgId = Number(payload.org);
        const epoch = payload.sv === undefined ? 0 : Number(payload.sv);
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(orgId) || !Number.isSafeInteger(epoch)) return null;
        return { userId, orgId, epoch };
      } catch {
        return null;
      }
    },
  };
}
