/**
 * Forgot password (docs/decisions.md#tokens), one route, two shapes:
 * - `POST /auth/reset-password {email, language?}` → 202 whatever the address (no account
 *   enumeration). For an active user it stores a single-use token (32 random bytes, base64url;
 *   only its SHA-256 hex is kept) valid one hour and mails the link
 *   `PUBLIC_URL[/lng]/reset-password?token=…`, mail and page in the user's preferred language
 *   (docs/decisions.md#accounts; `language`, the page asked from, is accepted and not used: the
 *   user chose theirs). The lookup, the token and the mail all happen after the answer, so known
 *   and unknown addresses answer alike.
 * - `POST /auth/reset-password {token, password}` → 204: in one transaction the token is
 *   consumed, the password replaced (argon2id), requestPasswordChange cleared, the user's other
 *   pending links voided (reset, email change, invitation, two-factor challenge;
 *   server/auth/pending-links.ts) and every session revoked, its bearers refused from the next
 *   request on. An unknown, used or expired token is 400 `{message: 'Invalid or expired token'}`.
 * Any other combination of fields is 400; unknown fields too. Rate limited per IP (and requests
 * per address, so that nobody can flood a mailbox).
 *
 * And from the back office: `POST /users/{id}/password-reset` (`users.update`, the permission
 * ceiling applies) → 202 {status: 'sent'}: the same single-use link mailed to the user, logged
 * as `password-reset`; 404 unknown, 409 with the reason for a deleted user, one who has not
 * accepted their invitation yet, or an inactive one (the link would not work).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_CODES, localizePath } from '../../src/shared/languages';
import { recordActivity } from '../audit/activity';
import { assertCanManageUser } from '../auth/ceiling';
import { hashPassword } from '../auth/passwords';
import { voidPendingLinks } from '../auth/pending-links';
import { revokeUserSessions } from '../auth/refresh-tokens';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { passwordResetMail } from '../mail/messages';
import { IdParams } from './schemas';
import { TokenString } from './session-schemas';
import { preferredLanguageOf } from './users';

/** How long a reset link works (the mail texts in locales/<lng>/account.json say "one hour"). */
export const RESET_LINK_HOURS = 1;
/** Calls per IP (both shapes) and link requests per address, per window. */
export const RESET_RATE_LIMITS = { perIp: 10, perEmail: 5, windowMs: 15 * 60_000 } as const;

export const INVALID_TOKEN = 'Invalid or expired token';

const ResetPasswordBody = Type.Object(
  {
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254, ...schemaMessage(keyed('users.validation.email')) })),
    language: Type.Optional(Type.Enum([...LANGUAGE_CODES], { 'x-error-message': `Language must be one of ${LANGUAGE_CODES.join(', ')}` })),
    token: Type.Optional(TokenString),
    password: Type.Optional(Type.String({ minLength: 6, maxLength: 200, ...schemaMessage(keyed('users.validation.password')) })),
  },
  {
    additionalProperties: false,
    description: 'Either `{email, language?}` to receive a reset link, or `{token, password}` to set a new password.',
  },
);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A preHandler allowing `max` calls per window for the key `keyOf` gives (none: not counted). */
function limit(app: FastifyInstance, max: number, windowMs: number, keyOf: (request: FastifyRequest) => string | undefined) {
  const limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => keyOf(request) ?? '' });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyOf(request) === undefined) return;
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', outcome.ttlInSeconds);
      throw tooManyRequests(`Too many password reset attempts, retry in ${Math.ceil(outcome.ttlInSeconds / 60)} minutes`);
    }
  };
}

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `password-reset:email:${email.trim().toLowerCase()}` : undefined;
};

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Stores a reset token for an active user with this address and records its mail; null otherwise. */
  async function issueLink(email: string) {
    const [user] = await app.db
      .select({ id: users.id, email: users.email, preferredLanguage: users.preferredLanguage })
      .from(users)
      .where(and(eq(users.email, email.trim()), eq(users.isActive, true), isNull(users.deletedAt)));
    if (!user) return null;
    return app.db.transaction((tx) => storeLink(tx as unknown as Database, user));
  }

  /** Stores a single-use reset token of `user` and records its mail in their preferred language (in `db`'s transaction). */
  async function storeLink(db: Database, user: { id: number; email: string; preferredLanguage: string }) {
    const lng = preferredLanguageOf(user);
    const token = randomBytes(32).toString('base64url');
    const page = `${app.mailer.publicUrl}${localizePath('/reset-password', lng)}`;
    const mail = passwordResetMail(user.email, { link: `${page}?token=${token}`, outboxLink: `${page}?token=…` }, lng, app.mailer.texts);
    await db.insert(passwordResetTokens).values({ tokenHash: hashOf(token), userId: user.id, expiresAt: sql`now() + make_interval(hours => ${RESET_LINK_HOURS})` });
    return app.mailer.record(db, mail);
  }

  /** Consumes `token` and sets `password`; the user's id, or null when the token is not valid. */
  async function resetPassword(request: FastifyRequest, token: string, password: string): Promise<number | null> {
    const passwordHash = await hashPassword(password);
    return app.db.transaction(async (tx) => {
      const now = sql`now()`;
      const [consumed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, hashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      if (!consumed) return null;

      const [user] = await tx
        .update(users)
        .set({ passwordHash, requestPasswordChange: false })
        .where(and(eq(users.id, consumed.userId), eq(users.isActive, true), isNull(users.deletedAt)))
        .returning({ id: users.id });
      // A user deactivated since the link was sent: the token is spent, nothing else changes.
      if (!user) return null;

      // Whoever knew the old password may hold a session or a mailed link: end them all.
      await voidPendingLinks(tx as unknown as Database, user.id);
      await revokeUserSessions(tx as unknown as Database, [user.id]);
      await recordActivity(tx as unknown as Database, request, { action: 'password-reset', resource: 'users', recordId: user.id, actorId: user.id, actorName: null });
      return user.id;
    });
  }

  app.post(
    '/auth/reset-password',
    {
      config: { permission: 'public' },
      preHandler: [
        limit(app, RESET_RATE_LIMITS.perIp, RESET_RATE_LIMITS.windowMs, (request) => `password-reset:ip:${request.ip}`),
        limit(app, RESET_RATE_LIMITS.perEmail, RESET_RATE_LIMITS.windowMs, emailOf),
      ],
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset link, or set a new password with one',
        body: ResetPasswordBody,
        response: { 202: Type.Object({ status: Type.Literal('accepted') }), 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { email, language, token, password } = request.body;

      if (email !== undefined && token === undefined && password === undefined) {
        // After the answer: an address with an account must not answer later than one without.
        app.mailer.deliverLater(() => issueLink(email));
        return reply.status(202).send({ status: 'accepted' });
      }

      if (token !== undefined && password !== undefined && email === undefined && language === undefined) {
        if ((await resetPassword(request, token, password)) === null) throw new HttpError(400, INVALID_TOKEN);
        return reply.status(204).send(null);
      }

      throw badRequest('Send either {email} to receive a reset link or {token, password} to set a new password');
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: { permission: 'users.update' },
      schema: {
        tags: ['users'],
        summary: "Mail the user a single-use password reset link (valid one hour), in the user's preferred language",
        params: IdParams,
        response: { 202: Type.Object({ status: Type.Literal('sent') }) },
      },
    },
    async (request, reply) => {
      const mail = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [user] = await db.select().from(users).where(eq(users.id, request.params.id)).for('update');
        if (!user) throw notFound();
        const refusal = resetLinkRefusal(user);
        if (refusal) throw conflict(refusal);
        await assertCanManageUser(db, request.principal!, user.id);
        const recorded = await storeLink(db, user);
        await recordActivity(db, request, { action: 'password-reset', resource: 'users', recordId: user.id, changes: { resetLinkSentTo: [null, user.email] } });
        return recorded;
      });
      app.mailer.deliverLater(async () => mail);
      return reply.status(202).send({ status: 'sent' });
    },
  );
};

/** Why a reset link cannot be sent to `user` (the 409's reason), or null when it can. */
export function resetLinkRefusal(user: { deletedAt: Date | null; isActive: boolean; invitedAt: Date | null; invitationAcceptedAt: Date | null }): string | null {
  if (user.deletedAt) return 'This user is deleted: restore the user before sending a password reset link';
  if (user.invitedAt && !user.invitationAcceptedAt) return 'This user has not accepted their invitation yet: resend the invitation instead';
  if (!user.isActive) return 'This user is inactive: a password reset link works only for an active user, so activate the user first';
  return null;
}

export default passwordResetRoutes;
