/**
 * The tokens of mailed single-use links (invitations; docs/decisions.md#accounts,
 * docs/decisions.md#organisation-roles): 32 random bytes in base64url go into the link, and only
 * their SHA-256 hex is stored, so a read of the database or the outbox grants nothing (OWASP
 * Forgot Password cheat sheet: random, single-use, stored hashed).
 */
import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 hex under which a link's `token` is stored and looked up. */
export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link token (for the mail) and its hash (for the database). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
