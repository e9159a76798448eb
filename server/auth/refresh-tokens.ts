/**
 * Refresh tokens: 32 random bytes (base64url) handed to the client once, stored only as their
 * SHA-256 hex, valid 30 days, rotated on every use. A family is one sign-in with all tokens
 * rotated from it; presenting an already used token revokes the family (RFC 9700 §4.14.2).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';

const LIFETIME = sql`now() + interval '30 days'`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new refresh token for `userId` in `familyId` (a new family by default) and returns it. */
export async function issueRefreshToken(
  db: Database,
  userId: number,
  familyId: string = randomUUID(),
  client: SessionClient = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenHash: hashOf(token),
    familyId,
    userId,
    expiresAt: LIFETIME,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** Where a session is used from (shown in the sessions list). */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

/**
 * Consumes `token` for `userId` and returns its successor, or null (answer 401) when the token
 * is unknown, expired, revoked, already used, belongs to someone else, or the user can no longer
 * sign in. The single conditional UPDATE makes two concurrent uses yield exactly one successor.
 */
export async function rotateRefreshToken(db: Database, token: string, userId: number, client: SessionClient = {}): Promise<{ token: string; familyId: string } | null> {
  const tokenHash = hashOf(token);
  const [consumed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });

  if (!consumed) {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    // A used token shown again means it leaked (or raced): end the whole session.
    if (known?.usedAt) await revokeFamily(db, known.familyId);
    return null;
  }

  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
  if (!user) {
    await revokeFamily(db, consumed.familyId);
    return null;
  }
  return { token: await issueRefreshToken(db, userId, consumed.familyId, client), familyId: consumed.familyId };
}

/** Revokes the session `token` belongs to (sign-out); its user's id, or null for an unknown token. */
export async function revokeRefreshToken(db: Database, token: string): Promise<number | null> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)));
  if (!known) return null;
  await revokeFamily(db, known.familyId);
  return known.userId;
}

async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session (refresh-token family) of `userIds`: deletion, email change by someone else. */
export async function revokeUserSessions(db: Database, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(refreshTokens.userId, [...userIds]), isNull(refreshTokens.revokedAt)));
}
