/**
 * Invitations and bulk registration (docs/requirements.md#r7 `/accounts/user-registration`,
 * `/accounts/register-bulk`; docs/architecture.md; docs/decisions.md#accounts).
 *   POST /accounts/user-registration  users.create  {firstName, lastName, email, userName, roleIds?,
 *        organisationIds?, preferredLanguage?} → 201 User, inactive until accepted; mails a single-use link to
 *        /accept-invitation?token=… valid 72 hours (the permission ceiling applies to the roles).
 *        The mail is worded in `preferredLanguage`, stored as the new user's; without one, the
 *        inviter's preferred language (the admin sends its interface language as the default)
 *   POST /users/{id}/invitation       users.update  resends it (earlier links void); 409 once accepted
 *   GET  /accounts/invitation?token=  public        {email, firstName, lastName} of a usable link, else 400
 *   POST /accounts/invitation/accept  public        {token, password, confirmPassword} → 200
 *        {bearer_token, refresh_token, user}: sets the password, activates and signs in
 *   POST /accounts/register-bulk?dryRun= users.create  {users: [...] ≤ 1000} → 200 {dryRun, results:
 *        [{row, status: 201|400|403|409|422, id?, errors?}]}: valid rows created (each invited),
 *        invalid rows reported with every reason; duplicates inside the batch are 409 too; each
 *        row is written whole or not at all (a savepoint per row). With dryRun=true every row is
 *        checked by the same rules and answered the same way (201 without an id), nothing written
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/shared/languages';
import { recordActivity } from '../audit/activity';
import { assertCanManageUser } from '../auth/ceiling';
import { linkTokenHash, newLinkToken } from '../auth/link-tokens';
import { hashPassword } from '../auth/passwords';
import { issueRefreshToken } from '../auth/refresh-tokens';
import { loadSessionUser } from '../auth/session-user';
import type { Database } from '../db/client';
import { accountTokens, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { invitationMail } from '../mail/messages';
import type { RecordedMail } from '../mail/mailer';
import { describeIssues, isShapeIssue, type ValidationIssue } from '../plugins/validation';
import { assertCanGrant, checkReferences, preferredLanguageOf, presentUsers, replaceLinks, User, UserWrite, type UserWriteBody } from './users';
import type { Row } from './crud';
import { cleanNames, IdParams } from './schemas';
import { SessionUser, TokenString } from './session-schemas';

/** docs/decisions.md#accounts: invitation links expire after 72 hours. */
export const INVITATION_HOURS = 72;
export const INVALID_INVITATION = 'This invitation link is invalid, already used or expired';
const MAX_BULK_ROWS = 1000;

const { firstName, lastName, email, userName, roleIds, organisationIds, preferredLanguage } = UserWrite;
export const InvitationBody = Type.Object({ firstName, lastName, email, userName, roleIds, organisationIds, preferredLanguage }, { additionalProperties: false });
export type Invitation = Pick<UserWriteBody, 'firstName' | 'lastName' | 'email' | 'userName' | 'roleIds' | 'organisationIds' | 'preferredLanguage'>;

/** Voids earlier links of `userId`, stores a new one and records its mail (same transaction). */
async function issueInvitation(
  db: Database,
  request: FastifyRequest,
  user: { id: number; email: string; firstName: string; preferredLanguage: string },
): Promise<RecordedMail> {
  const app = request.server;
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'invitation'), isNull(accountTokens.usedAt)));
  const { token, hash } = newLinkToken();
  await db.insert(accountTokens).values({
    tokenHash: hash,
    userId: user.id,
    purpose: 'invitation',
    expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
  });
  await db.update(users).set({ invitedAt: sql`now()` }).where(eq(users.id, user.id));
  const page = `${app.mailer.publicUrl}/accept-invitation`;
  const mail = invitationMail(
    user.email,
    { firstName: user.firstName, link: `${page}?token=${token}`, outboxLink: `${page}?token=…`, invitedBy: request.principal?.name ?? 'Danube Digital' },
    preferredLanguageOf(user),
    app.mailer.texts,
  );
  return app.mailer.record(db, mail);
}

/**
 * The rules of one invitation the body schema cannot see, read-only: its roles and
 * organisations exist (422) and the caller may grant its roles (403). Throws HttpError.
 */
async function checkInvitation(db: Database, request: FastifyRequest, invitation: Invitation): Promise<void> {
  const { roleIds: roles = [], organisationIds: organisations = [] } = invitation;
  await checkReferences(db, roles, organisations);
  await assertCanGrant({ tx: db, request, principal: request.principal!, afterCommit: () => undefined }, roles);
}

/** The inviter's preferred language: the new user's when the invitation names none. */
async function inviterLanguage(db: Database, request: FastifyRequest): Promise<LanguageCode> {
  const userId = request.principal?.userId;
  if (userId === undefined) return DEFAULT_LANGUAGE;
  const [inviter] = await db.select({ preferredLanguage: users.preferredLanguage }).from(users).where(eq(users.id, userId));
  return inviter ? preferredLanguageOf(inviter) : DEFAULT_LANGUAGE;
}

/** Creates one invited (inactive) user with links; returns its id. Throws HttpError on a rule. */
export async function createInvited(db: Database, request: FastifyRequest, invitation: Invitation, mails: RecordedMail[]): Promise<number> {
  const { roleIds: roles = [], organisationIds: organisations = [], preferredLanguage: chosen, ...fields } = invitation;
  await checkInvitation(db, request, invitation);
  const language = chosen ?? (await inviterLanguage(db, request));
  const [created] = await db
    .insert(users)
    // An unguessable password nobody knows until the invitation sets one.
    .values({
      ...fields,
      preferredLanguage: language,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      isActive: false,
      requestPasswordChange: false,
    })
    .returning({ id: users.id, email: users.email, firstName: users.firstName, preferredLanguage: users.preferredLanguage });
  await replaceLinks(db, created.id, roles, organisations);
  mails.push(await issueInvitation(db, request, created));
  await recordActivity(db, request, {
    action: 'invitation',
    resource: 'users',
    recordId: created.id,
    changes: {
      email: [null, fields.email],
      userName: [null, fields.userName],
      roleIds: [null, roles],
      organisationIds: [null, organisations],
      preferredLanguage: [null, language],
    },
  });
  return created.id;
}

/** The unused, unexpired invitation token row for `token`, with its (undeleted) user. */
async function findInvitation(db: Database, token: string) {
  const [found] = await db
    .select({ tokenId: accountTokens.id, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, linkTokenHash(token)),
        eq(accountTokens.purpose, 'invitation'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        isNull(users.invitationAcceptedAt),
      ),
    );
  return found;
}

const invalidInvitation = () => new HttpError(400, INVALID_INVITATION);

/** The password a person chooses through an invitation link and its confirmation (docs/requirements.md#r5 rules and messages). */
export const NewPasswordFields = {
  password: Type.String({ minLength: 6, maxLength: 200, ...schemaMessage(keyed('users.validation.password')) }),
  confirmPassword: Type.String({ minLength: 1, maxLength: 200, ...schemaMessage(keyed('users.validation.confirmPassword')) }),
};

/** 422 on `confirmPassword` unless it equals `password` (docs/requirements.md#r5). */
export function assertPasswordsMatch(password: string, confirmPassword: string): void {
  if (confirmPassword !== password) throw new HttpError(422, 'Validation failed', keyed('users.validation.passwordsMatch'), [{ field: 'confirmPassword', ...keyed('users.validation.passwordsMatch') }]);
}

/** A new session of `userId` as the invitation routes answer it: `{bearer_token, refresh_token, user}`. */
export async function newSessionOf(request: FastifyRequest, userId: number) {
  const app = request.server;
  const sessionId = randomUUID();
  const [bearerToken, refreshToken, sessionUser] = await Promise.all([
    app.bearerTokens.sign(userId, sessionId),
    issueRefreshToken(app.db, userId, sessionId, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    loadSessionUser(app.db, userId),
  ]);
  return { bearer_token: bearerToken, refresh_token: refreshToken, user: sessionUser! };
}

const rowValidator = Compile(InvitationBody);

/** The `row` of a bulk request validated like a single invitation: its status and reasons, or null. */
function rowProblems(row: unknown): { status: 400 | 422; errors: { field?: string; reason: string }[] } | null {
  try {
    cleanNames(InvitationBody, row);
  } catch (error) {
    if (error instanceof HttpError) return { status: 422, errors: error.errors ?? [{ reason: error.reason ?? error.message }] };
    throw error;
  }
  if (rowValidator.Check(row)) return null;
  const issues = [...rowValidator.Errors(row)] as unknown as ValidationIssue[];
  return { status: issues.some(isShapeIssue) ? 400 : 422, errors: describeIssues(issues, InvitationBody) };
}

const tags = ['accounts'];

const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deliverAll = (mails: RecordedMail[]) => {
    for (const mail of mails) app.mailer.deliverLater(async () => mail);
  };

  app.post(
    '/accounts/user-registration',
    {
      config: { permission: 'users.create' },
      preValidation: async (request) => cleanNames(InvitationBody, request.body),
      schema: { tags, body: InvitationBody, response: { 201: User } },
    },
    async (request, reply) => {
      const mails: RecordedMail[] = [];
      const id = await app.db.transaction((tx) => createInvited(tx as unknown as Database, request, request.body as Invitation, mails));
      deliverAll(mails);
      const [row] = await app.db.select().from(users).where(eq(users.id, id));
      return reply.status(201).send((await presentUsers(app.db, [row as Row]))[0]);
    },
  );

  app.post(
    '/users/:id/invitation',
    { config: { permission: 'users.update' }, schema: { tags: ['users'], params: IdParams, response: { 202: Type.Object({ status: Type.Literal('sent') }) } } },
    async (request, reply) => {
      const mails: RecordedMail[] = [];
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [user] = await db.select().from(users).where(and(eq(users.id, request.params.id), isNull(users.deletedAt))).for('update');
        if (!user) throw notFound();
        if (user.invitationAcceptedAt || !user.invitedAt) throw conflict('This user has no pending invitation');
        await assertCanManageUser(db, request.principal!, user.id);
        mails.push(await issueInvitation(db, request, user));
        await recordActivity(db, request, { action: 'invitation', resource: 'users', recordId: user.id, changes: { invitationResent: [null, true] } });
      });
      deliverAll(mails);
      return reply.status(202).send({ status: 'sent' });
    },
  );

  app.get(
    '/accounts/invitation',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        querystring: Type.Object({ token: TokenString }),
        response: { 200: Type.Object({ email: Type.String(), firstName: Type.String(), lastName: Type.String() }) },
      },
    },
    async (request) => {
      const found = await findInvitation(app.db, request.query.token);
      if (!found) throw invalidInvitation();
      return { email: found.email, firstName: found.firstName, lastName: found.lastName };
    },
  );

  app.post(
    '/accounts/invitation/accept',
    {
      config: { permission: 'public' },
      preHandler: app.limitSignIn('token'),
      schema: {
        tags,
        body: Type.Object({ token: TokenString, ...NewPasswordFields }, { additionalProperties: false }),
        response: { 200: Type.Object({ bearer_token: Type.String(), refresh_token: Type.String(), user: SessionUser }) },
      },
    },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      assertPasswordsMatch(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const found = await findInvitation(db, token);
        if (!found) throw invalidInvitation();
        // Single use: only the first of two concurrent accepts consumes the token.
        const consumed = await db
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(accountTokens.id, found.tokenId), isNull(accountTokens.usedAt)))
          .returning({ id: accountTokens.id });
        if (!consumed.length) throw invalidInvitation();
        await db
          .update(users)
          .set({ passwordHash, isActive: true, invitationAcceptedAt: sql`now()`, lastLoginAt: sql`now()`, requestPasswordChange: false })
          .where(eq(users.id, found.userId));
        await recordActivity(db, request, {
          action: 'invitation',
          resource: 'users',
          recordId: found.userId,
          actorId: found.userId,
          actorName: `${found.firstName} ${found.lastName}`,
          changes: { invitationAccepted: [false, true], isActive: [false, true] },
        });
        return found.userId;
      });
      return newSessionOf(request, userId);
    },
  );

  const BulkResult = Type.Object({
    row: Type.Integer(),
    status: Type.Union([Type.Literal(201), Type.Literal(400), Type.Literal(403), Type.Literal(409), Type.Literal(422)]),
    id: Type.Optional(Type.Integer()),
    errors: Type.Optional(Type.Array(Type.Object({ field: Type.Optional(Type.String()), reason: Type.String() }))),
  });

  app.post(
    '/accounts/register-bulk',
    {
      config: { permission: 'users.create' },
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        querystring: Type.Object({ dryRun: Type.Boolean({ default: false }) }, { additionalProperties: false }),
        body: Type.Object({ users: Type.Array(Type.Unknown(), { minItems: 1, maxItems: MAX_BULK_ROWS }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ dryRun: Type.Boolean(), results: Type.Array(BulkResult) }) },
      },
    },
    async (request) => {
      const rows = request.body.users;
      const { dryRun } = request.query;
      const results: Static<typeof BulkResult>[] = rows.map((_, index) => ({ row: index + 1, status: 201 }));
      const seen = { email: new Map<string, number>(), userName: new Map<string, number>() };
      const valid: { index: number; invitation: Invitation }[] = [];

      rows.forEach((row, index) => {
        const problems = rowProblems(row);
        if (problems) {
          results[index] = { row: index + 1, ...problems };
          return;
        }
        const invitation = row as Invitation;
        const duplicates: { field: string; reason: string }[] = [];
        for (const field of ['email', 'userName'] as const) {
          const key = invitation[field].toLowerCase();
          const first = seen[field].get(key);
          if (first !== undefined) duplicates.push({ field, reason: `${field === 'email' ? 'Email' : 'Username'} ${invitation[field]} also appears in row ${first}` });
          else seen[field].set(key, index + 1);
        }
        if (duplicates.length) results[index] = { row: index + 1, status: 409, errors: duplicates };
        else valid.push({ index, invitation });
      });

      // Rows that clash with existing users are 409 with every clashing field.
      if (valid.length) {
        const existing = await app.db
          .select({ email: users.email, userName: users.userName })
          .from(users)
          .where(or(sql`lower(${users.email}) in ${valid.map((v) => v.invitation.email.toLowerCase())}`, sql`lower(${users.userName}) in ${valid.map((v) => v.invitation.userName.toLowerCase())}`));
        const takenEmails = new Set(existing.map((user) => user.email.toLowerCase()));
        const takenNames = new Set(existing.map((user) => user.userName.toLowerCase()));
        for (const { index, invitation } of [...valid]) {
          const errors = [
            ...(takenEmails.has(invitation.email.toLowerCase()) ? [{ field: 'email', ...keyed('apiErrors.emailTaken') }] : []),
            ...(takenNames.has(invitation.userName.toLowerCase()) ? [{ field: 'userName', ...keyed('apiErrors.userNameTaken') }] : []),
          ];
          if (errors.length) {
            results[index] = { row: index + 1, status: 409, errors };
            valid.splice(valid.findIndex((entry) => entry.index === index), 1);
          }
        }
      }

      /** The result of a row refused by a rule of {@link checkInvitation} (or a write). */
      const refused = (index: number, error: unknown): Static<typeof BulkResult> => {
        if (!(error instanceof HttpError)) throw error;
        return {
          row: index + 1,
          status: error.statusCode as 400 | 403 | 409 | 422,
          errors: error.errors?.length ? error.errors : [{ reason: error.reason ?? error.message }],
        };
      };

      if (dryRun) {
        // The same rules as the writes below, read-only: the preview answers what sending would.
        for (const { index, invitation } of valid) {
          try {
            await checkInvitation(app.db, request, invitation);
            results[index] = { row: index + 1, status: 201 };
          } catch (error) {
            results[index] = refused(index, error);
          }
        }
        return { dryRun, results };
      }

      const mails: RecordedMail[] = [];
      await app.db.transaction(async (tx) => {
        for (const { index, invitation } of valid) {
          const rowMails: RecordedMail[] = [];
          try {
            const id = await tx.transaction((savepoint) => createInvited(savepoint as unknown as Database, request, invitation, rowMails));
            results[index] = { row: index + 1, status: 201, id };
            mails.push(...rowMails);
          } catch (error) {
            results[index] = refused(index, error);
          }
        }
      });
      deliverAll(mails);
      return { dryRun, results };
    },
  );
};

export default invitationRoutes;
