/**
 * Refresh tokens: 32 random bytes (base64url) handed to the client once, stored only as their
 * SHA-256 hex, valid 30 days, rotated on every use. A family is one sign-in with all tokens
 * rotated from it; presenting an already used token revokes the family (RFC 9700 §4.14.2).
 * A family is also the session a bearer belongs to (its `sid`): the bearer is honoured only
 * while the family is live ({@link isSessionLive}). Every revocation goes through this module
 * and reports the users concerned (ended-sessions.ts), so that cached liveness ends at once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { sessionsEnded } from './ended-sessions';

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
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  sessionsEnded(revoked.map((row) => row.userId));
}

/** Revokes session (family) `familyId` of `userId`; false when the user has no such unrevoked session. */
export async function revokeSession(db: Database, userId: number, familyId: string): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (revoked.length === 0) return false;
  sessionsEnded([userId]);
  return true;
}

/**
 * Revokes every session (refresh-token family) of `userIds`, but `except` (the caller's own, on a
 * password change): deletion, deactivation, email change by someone else, new password.
 */
export async function revokeUserSessions(db: Database, userIds: readonly number[], { except }: { except?: string | null } = {}): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(refreshTokens.userId, [...userIds]), isNull(refreshTokens.revokedAt), except ? ne(refreshTokens.familyId, except) : undefined));
  sessionsEnded(userIds);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether session `familyId` of `userId` is live: it holds a refresh token that is neither
 * revoked nor expired (a used token still counts, so a rotation in flight ends nothing). The
 * auth hook refuses a bearer whose session is not live, through the principal cache.
 */
export async function isSessionLive(db: Database, userId: number, familyId: string): Promise<boolean> {
  if (!UUID.test(familyId)) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
