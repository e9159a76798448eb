/**
 * What a new password voids besides sessions: every single-use link or challenge issued to the
 * account before it. A link mailed before the change was obtained with the old credentials (or
 * by whoever held them), so it must not outlive them (after the OWASP Forgot Password and
 * Session Management cheat sheets: single-use tokens, and a credential change ends what the old
 * credentials opened).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens, passwordResetTokens } from '../db/schema';

/**
 * Account-token purposes a new password voids: email changes (confirming one after the
 * password changed would move the account to an address chosen with the old password),
 * invitations, and two-factor sign-in challenges (each stands for "the old password was right").
 */
const VOIDED_PURPOSES = ['email-change', 'invitation', 'two-factor-challenge'] as const;

/**
 * Marks used every pending link of `userId`: password-reset links and the account tokens of
 * {@link VOIDED_PURPOSES}. Call it in the transaction that writes the new password, so that
 * both happen or neither; a link confirmed afterwards answers as an invalid link.
 */
export async function voidPendingLinks(db: Database, userId: number): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...VOIDED_PURPOSES]), isNull(accountTokens.usedAt)));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
