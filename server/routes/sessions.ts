/**
 * Sessions and the caller's own account (docs/decisions.md#accounts, docs/decisions.md#tokens).
 * A session is one refresh-token family (one sign-in and every rotation of it).
 *   GET    /accounts/sessions                 authenticated  own open sessions, `current` marked
 *   DELETE /accounts/sessions/{id}            authenticated  revokes one of them (204; 404 if not yours)
 *   GET    /users/{id}/sessions               users.update   another user's sessions (ceiling applies)
 *   DELETE /users/{id}/sessions/{sessionId}   users.update   revokes one
 *   PUT    /accounts/profile                  authenticated  {firstName, lastName, userName, preferredLanguage?} → SessionUser
 *   POST   /accounts/password                 authenticated  {currentPassword, password, confirmPassword} → 204;
 *          the password rules, ends every other session, voids pending links (email change,
 *          password reset, invitation, two-factor challenge), clears requestPasswordChange
 *   POST   /accounts/email                    authenticated  {email, currentPassword} → 202; mails a 24-hour
 *          single-use confirmation link to the NEW address (/confirm-email?token=…)
 *   POST   /accounts/email/confirm            public         {token} → 204: the email changes, the old
 *          address is told; 400 for a used or expired link, 409 when the address was taken meanwhile
 */
import { createHash, randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../audit/activity';
import { assertCanManageUser } from '../auth/ceiling';
import { voidPendingLinks } from '../auth/pending-links';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeSession as revokeRefreshFamily, revokeUserSessions } from '../auth/refresh-tokens';
import { loadSessionUser } from '../auth/session-user';
import type { Database } from '../db/client';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { accountTokens, refreshTokens, users } from '../db/schema';
import { emailChangeConfirmationMail, emailChangedMail } from '../mail/messages';
import { conflict, HttpError, notFound, unauthorized, unprocessable } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { Session, SessionUser } from '../../src/shared/schemas/sessions';
import { cleanNames, IdParams, NameString } from './schemas';
import { TokenString } from './session-schemas';
import { preferredLanguageOf } from './users';

/** Open (unrevoked, unexpired) sessions of `userId`, most recently used first. */
async function openSessions(db: Database, userId: number, currentSessionId: string | null | undefined) {
  const rows = await db
    .select({
      id: refreshTokens.familyId,
      createdAt: sql<Date>`min(${refreshTokens.createdAt})`,
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`,
      ip: sql<string | null>`(array_agg(${refreshTokens.ip} order by ${refreshTokens.createdAt} desc))[1]`,
      userAgent: sql<string | null>`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      open: sql<boolean>`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId);
  const asDate = (value: Date | string) => new Date(value).toISOString();
  return rows
    .filter((row) => row.open)
    .map((row) => ({ id: row.id, createdAt: asDate(row.createdAt), lastUsedAt: asDate(row.lastUsedAt), ip: row.ip, userAgent: row.userAgent, current: row.id === currentSessionId }))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** Revokes session `sessionId` of `userId`; false when the user has no such open session. */
async function revokeSession(db: Database, request: FastifyRequest, userId: number, sessionId: string): Promise<boolean> {
  if (!(await revokeRefreshFamily(db, userId, sessionId))) return false;
  await recordActivity(db, request, { action: 'sign-out', resource: 'users', recordId: userId, changes: { session: [sessionId, null] } });
  return true;
}

const SessionParams = Type.Object({ id: Type.String({ format: 'uuid', 'x-error-message': 'Session ids are UUIDs' }) });
const UserSessionParams = Type.Object({ id: IdParams.properties.id, sessionId: Type.String({ format: 'uuid' }) });

const ProfileBody = Type.Object(
  {
    /** The language of the mails the product sends the user (docs/decisions.md#accounts); unchanged when absent. */
    preferredLanguage: Type.Optional(Type.Enum([...LANGUAGE_CODES], { 'x-error-message': `Language must be one of ${LANGUAGE_CODES.join(', ')}` })),
    firstName: NameString({ minLength: 2, maxLength: 100, label: 'First name', message: keyed('users.validation.firstName') }),
    lastName: NameString({ minLength: 2, maxLength: 100, label: 'Last name', message: keyed('users.validation.lastName') }),
    userName: NameString({ minLength: 2, maxLength: 100, label: 'Username', message: keyed('users.validation.userName') }),
  },
  { additionalProperties: false },
);

const PasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200, ...schemaMessage(keyed('account.password.currentRequired')) }),
    password: Type.String({ minLength: 6, maxLength: 200, ...schemaMessage(keyed('users.validation.password')) }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 200, ...schemaMessage(keyed('users.validation.confirmPassword')) }),
  },
  { additionalProperties: false },
);

const EMAIL_CONFIRM_HOURS = 24;
const INVALID_EMAIL_LINK = 'This confirmation link is invalid, already used or expired';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const tags = ['accounts'];

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/accounts/sessions', { config: { permission: 'authenticated' }, schema: { tags, response: { 200: Type.Array(Session) } } }, async (request) =>
    openSessions(app.db, request.principal!.userId, request.principal!.sessionId),
  );

  app.delete(
    '/accounts/sessions/:id',
    { config: { permission: 'authenticated' }, schema: { tags, params: SessionParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      if (!(await revokeSession(app.db, request, request.principal!.userId, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:id/sessions',
    { config: { permission: 'users.update' }, schema: { tags: ['users'], params: IdParams, response: { 200: Type.Array(Session) } } },
    async (request) => {
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound();
      await assertCanManageUser(app.db, request.principal!, user.id);
      return openSessions(app.db, user.id, request.principal!.userId === user.id ? request.principal!.sessionId : null);
    },
  );

  app.delete(
    '/users/:id/sessions/:sessionId',
    { config: { permission: 'users.update' }, schema: { tags: ['users'], params: UserSessionParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await assertCanManageUser(app.db, request.principal!, request.params.id);
      if (!(await revokeSession(app.db, request, request.params.id, request.params.sessionId))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/accounts/profile',
    {
      config: { permission: 'authenticated' },
      preValidation: async (request) => cleanNames(ProfileBody, request.body),
      schema: { tags, body: ProfileBody, response: { 200: SessionUser } },
    },
    async (request) => {
      const userId = request.principal!.userId;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [before] = await db
          .select({ firstName: users.firstName, lastName: users.lastName, userName: users.userName, preferredLanguage: users.preferredLanguage })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        await db.update(users).set(request.body).where(eq(users.id, userId));
        const changes = Object.fromEntries(
          (Object.keys(request.body) as (keyof typeof request.body)[])
            .filter((key) => before[key] !== request.body[key])
            .map((key) => [key, [before[key], request.body[key]]]),
        ) as Record<string, [unknown, unknown]>;
        await recordActivity(db, request, { action: 'update', resource: 'users', recordId: userId, changes: Object.keys(changes).length ? changes : null });
      });
      const sessionUser = await loadSessionUser(app.db, userId);
      if (!sessionUser) throw unauthorized();
      return sessionUser;
    },
  );

  app.post(
    '/accounts/password',
    { config: { permission: 'authenticated' }, schema: { tags, body: PasswordBody, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { currentPassword, password, confirmPassword } = request.body;
      const userId = request.principal!.userId;
      if (confirmPassword !== password) throw unprocessable([{ field: 'confirmPassword', ...keyed('users.validation.passwordsMatch') }]);
      const [user] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw unprocessable([{ field: 'currentPassword', ...keyed('account.password.currentWrong') }]);
      }
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await db.update(users).set({ passwordHash, requestPasswordChange: false }).where(eq(users.id, userId));
        // Whoever knew the old password may hold a session or a mailed link: end all but this session.
        await revokeUserSessions(db, [userId], { except: request.principal!.sessionId });
        await voidPendingLinks(db, userId);
        await recordActivity(db, request, { action: 'update', resource: 'users', recordId: userId, changes: { passwordChangedAt: [null, new Date().toISOString()] } });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/email',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        body: Type.Object(
          {
            email: Type.String({ format: 'email', maxLength: 254, ...schemaMessage(keyed('users.validation.email')) }),
            currentPassword: Type.String({ minLength: 1, maxLength: 200, ...schemaMessage(keyed('account.password.currentRequired')) }),
          },
          { additionalProperties: false },
        ),
        response: { 202: Type.Object({ status: Type.Literal('sent') }) },
      },
    },
    async (request, reply) => {
      const userId = request.principal!.userId;
      const email = request.body.email.trim();
      const [user] = await app.db
        .select({ passwordHash: users.passwordHash, email: users.email, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw unprocessable([{ field: 'currentPassword', ...keyed('account.password.currentWrong') }]);
      }
      if (email.toLowerCase() === user.email.toLowerCase()) throw unprocessable([{ field: 'email', ...keyed('account.email.same') }]);
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw conflict(keyed('apiErrors.emailTaken'));
      const token = randomBytes(32).toString('base64url');
      const mail = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await db
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email-change'), isNull(accountTokens.usedAt)));
        await db.insert(accountTokens).values({
          tokenHash: hashOf(token),
          userId,
          purpose: 'email-change',
          payload: email,
          expiresAt: sql`now() + make_interval(hours => ${EMAIL_CONFIRM_HOURS})`,
        });
        const page = `${app.mailer.publicUrl}/confirm-email`;
        return app.mailer.record(db, emailChangeConfirmationMail(email, { link: `${page}?token=${token}`, outboxLink: `${page}?token=…` }, preferredLanguageOf(user), app.mailer.texts));
      });
      app.mailer.deliverLater(async () => mail);
      return reply.status(202).send({ status: 'sent' });
    },
  );

  app.post(
    '/accounts/email/confirm',
    {
      config: { permission: 'public' },
      preHandler: app.limitSignIn('token'),
      schema: { tags, body: Type.Object({ token: TokenString }, { additionalProperties: false }), response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const notice = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [found] = await db
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(accountTokens.tokenHash, hashOf(request.body.token)), eq(accountTokens.purpose, 'email-change'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
          .returning({ userId: accountTokens.userId, email: accountTokens.payload });
        if (!found?.email) throw new HttpError(400, INVALID_EMAIL_LINK);
        const [user] = await db
          .select({ email: users.email, deletedAt: users.deletedAt, preferredLanguage: users.preferredLanguage })
          .from(users)
          .where(eq(users.id, found.userId))
          .for('update');
        if (!user || user.deletedAt) throw new HttpError(400, INVALID_EMAIL_LINK);
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, found.email));
        if (taken) throw conflict(keyed('apiErrors.emailTaken'));
        await db.update(users).set({ email: found.email }).where(eq(users.id, found.userId));
        await recordActivity(db, request, { action: 'update', resource: 'users', recordId: found.userId, actorId: found.userId, actorName: null, changes: { email: [user.email, found.email] } });
        return app.mailer.record(db, emailChangedMail(user.email, found.email, preferredLanguageOf(user), app.mailer.texts));
      });
      app.mailer.deliverLater(async () => notice);
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
