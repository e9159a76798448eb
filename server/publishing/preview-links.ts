/**
 * Private preview links of article versions (docs/decisions.md#publishing): a JWT (HS256, RFC 7519)
 * naming the article, the language and the state the link was made for, with its own audience
 * and an expiry, signed with a key derived from the server's JWT secret (so no session token is
 * ever a preview link and the other way round). The article routes issue them; the static plugin
 * honours them on the article's page (`?preview=<token>`).
 *
 * A link is bound to what it was made for: its `state` claim is a digest of the article's slug
 * and last change and of the version's status and last change ({@link previewState}). Any later
 * change — the version edited, published, scheduled or withdrawn, the article renamed, changed,
 * deleted or restored — gives another digest, and the old link then answers as a bad or expired
 * one does ({@link previewedVersion}); a new link shows the new state. The digest tells a link's
 * holder nothing of the article.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { articleTranslations, articles } from '../db/schema';

/** How long a preview link works (hours). */
export const PREVIEW_LINK_HOURS = 24;
/** The JWT audience of preview links. */
const PREVIEW_AUDIENCE = 'article-preview';

/** What a valid preview token names. */
export interface PreviewClaims {
  articleId: number;
  lng: string;
  /** The digest of the state the link was made for ({@link previewState}). */
  state: string;
}

/**
 * The digest of version `lng` of article `articleId` as it stands: its slug, the article's and
 * the version's last change (`updated_at`, set by every write of the row) and the version's
 * status; undefined for a deleted article or a missing version.
 */
export async function previewState(db: Database, articleId: number, lng: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: articles.slug, articleUpdatedAt: articles.updatedAt, status: articleTranslations.status, versionUpdatedAt: articleTranslations.updatedAt })
    .from(articles)
    .innerJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.language, lng)))
    .where(and(eq(articles.id, articleId), isNull(articles.deletedAt)));
  if (!row) return undefined;
  const parts = [articleId, lng, row.slug, row.status, row.articleUpdatedAt.toISOString(), row.versionUpdatedAt.toISOString()];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** A token for version `lng` of article `articleId` in the state `state` ({@link previewState}), valid until `expiresAt`. */
export function signPreviewToken(key: Uint8Array, articleId: number, lng: string, state: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ article: articleId, lng, state })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(PREVIEW_AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a validly signed, unexpired `token`; undefined for a bad, foreign or expired one. */
export async function verifyPreviewToken(key: Uint8Array, token: string): Promise<PreviewClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { audience: PREVIEW_AUDIENCE, algorithms: ['HS256'] });
    const { article, lng, state } = payload;
    return typeof article === 'number' && typeof lng === 'string' && typeof state === 'string' ? { articleId: article, lng, state } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The article and language `token` may show now: its claims when it is valid
 * ({@link verifyPreviewToken}) and the version is still in the state the link was made for;
 * undefined otherwise (a changed version is refused as a bad link is).
 */
export async function previewedVersion(db: Database, key: Uint8Array, token: string): Promise<PreviewClaims | undefined> {
  const claims = await verifyPreviewToken(key, token);
  if (!claims) return undefined;
  return (await previewState(db, claims.articleId, claims.lng)) === claims.state ? claims : undefined;
}
