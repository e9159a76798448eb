import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export const ISSUER = 'company-site';
export const AUDIENCE = 'company-site-api';
const ALGORITHM = 'HS256';
/** docs/architecture.md: a short-lived bearer (15 minutes). */
export const BEARER_LIFETIME_SECONDS = 15 * 60;

/** Signs and verifies the bearer JWT (HS256, explicit issuer, audience and algorithm). */
export interface BearerTokens {
  /**
   * A JWT whose `sub` is the user id, valid for 15 minutes; `sessionId` (the refresh-token
   * family, OpenID Connect's `sid` claim) lets the API tell the caller's own session apart.
   */
  sign(userId: number, sessionId?: string): Promise<string>;
  /**
   * The user id in a valid token, or null for anything else (bad signature, wrong algorithm,
   * issuer or audience, expired, malformed): callers answer 401, never 500.
   * With `allowExpired`, an expired token still counts when everything else holds (refresh).
   */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<number | null>;
  /** As {@link verify}, with the session id when the token carries one. */
  verifyClaims(token: string, options?: { allowExpired?: boolean }): Promise<{ userId: number; sessionId: string | null } | null>;
}

/** Bearer tokens keyed by `secret` (JWT_SECRET or the persisted random one). */
export function createBearerTokens(secret: string): BearerTokens {
  // Imported once as a WebCrypto HMAC key: given the raw bytes, jose imports them again on every
  // sign and verify (a few percent of the server's CPU under load).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  return {
    sign: async (userId, sessionId) =>
      new SignJWT(sessionId ? { sid: sessionId } : {})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${BEARER_LIFETIME_SECONDS}s`)
        .sign(await key),

    async verify(token, options) {
      return (await verifyClaims(token, options))?.userId ?? null;
    },

    verifyClaims,
  };

  async function verifyClaims(token: string, { allowExpired = false } = {}): Promise<{ userId: number; sessionId: string | null } | null> {
    {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        // jose checks the signature, issuer and audience before expiry, so an expired
        // token's payload is otherwise trustworthy.
        if (!(allowExpired && error instanceof errors.JWTExpired)) return null;
        payload = error.payload;
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
    }
  }
}
