/**
 * Private preview links of article versions (docs/decisions.md#publishing): a JWT (HS256, RFC 7519)
 * naming the article and the language, with its own audience and an expiry, signed with a key
 * derived from the server's JWT secret (so no session token is ever a preview link and the other
 * way round). The article routes issue them; the static plugin honours them on the article's
 * page (`?preview=<token>`).
 */
import { jwtVerify, SignJWT } from 'jose';

/** How long a preview link works (hours). */
export const PREVIEW_LINK_HOURS = 24;
/** The JWT audience of preview links. */
const PREVIEW_AUDIENCE = 'article-preview';

/** A token for version `lng` of article `articleId`, valid until `expiresAt`. */
export function signPreviewToken(key: Uint8Array, articleId: number, lng: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ article: articleId, lng })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(PREVIEW_AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The article and language a valid `token` names; undefined for a bad, foreign or expired one. */
export async function verifyPreviewToken(key: Uint8Array, token: string): Promise<{ articleId: number; lng: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { audience: PREVIEW_AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.article === 'number' && typeof payload.lng === 'string' ? { articleId: payload.article, lng: payload.lng } : undefined;
  } catch {
    return undefined;
  }
}
