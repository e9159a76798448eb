/**
 * Invitations into an organisation (docs/decisions.md#organisation-roles): how an organisation's
 * own administrators add people. Nobody becomes a member without acting on the mailed link, and
 * the inviter never learns whether an address has an account.
 *
 *   POST   /organisations/{id}/members (members.ts), from a caller who manages the organisation
 *          through an organisation role → 202 MemberInvitation ({@link inviteIntoOrganisation})
 *   GET    /organisations/{id}/member-invitations                 organisations.update → [MemberInvitation]
 *          the open invitations (not accepted, revoked or declined; expired ones too), newest first
 *   DELETE /organisations/{id}/member-invitations/{invitationId}  organisations.update → 204: its link
 *          stops working; 404 when no open invitation of that organisation has the id
 *   GET    /accounts/organisation-invitation?token=        public → {email, organisationName, invitedBy,
 *          expiresAt, hasAccount} of a usable link, else 400 (INVALID_INVITATION)
 *   POST   /accounts/organisation-invitation/accept        authenticated {token} → {organisationId, user}:
 *          the signed-in account joins with the invitation's roles, only when its email is the
 *          invited address (else 403, nothing consumed)
 *   POST   /accounts/organisation-invitation/register      public {token, firstName, lastName, password,
 *          confirmPassword, preferredLanguage?} → {bearer_token, refresh_token, user, organisationId}: creates the
 *          account of an address without one (409 when it has one), a member with the roles, signed in
 *   POST   /accounts/organisation-invitation/decline       public {token} → 204
 *
 * The GET/DELETE pair is organisation-scoped like the other member routes (server/plugins/auth.ts)
 * and keeps the ceiling: revoking needs, held in the organisation, every permission of the roles
 * invited with (assertCanGrantIn), as inviting does. The token routes are public (or merely
 * signed in) and limited like the other link routes (`app.limitSignIn('token')`: failures per
 * link and client address). A link works once: accepting, registering and declining each consume
 * the invitation with one conditional UPDATE (`… WHERE accepted_at IS NULL AND revoked_at IS NULL
 * AND declined_at IS NULL AND expires_at > now()`), so two concurrent uses cannot both pass.
 * Links expire after {@link ORGANISATION_INVITATION_DAYS} days. Every invite, renewal, acceptance,
 * registration, decline and revocation writes an `invitation` activity row of the organisation.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../src/shared/languages';
import { Id, IdList, NamedRef, Timestamp } from '../../../src/shared/schemas/common';
import { recordActivity } from '../../audit/activity';
import { linkTokenHash, newLinkToken } from '../../auth/link-tokens';
import { hashPassword } from '../../auth/passwords';
import { loadSessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { membershipRoles, organisationInvitations, organisations, roles, userOrganisations, users } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { keyed } from '../../http/localize';
import type { RecordedMail } from '../../mail/mailer';
import { organisationInvitationMail } from '../../mail/messages';
import { assertPasswordsMatch, INVALID_INVITATION, NewPasswordFields, newSessionOf } from '../invitations';
import { IdParams, cleanNames } from '../schemas';
import { SessionUser, TokenString } from '../session-schemas';
import { preferredLanguageOf, UserWrite } from '../users';
import { assertCanGrantIn, assertOrganisationRoles, freeUserName, lockOrganisation } from './member-rules';
import { tags } from './records';

/** docs/decisions.md#organisation-roles: an invitation's link works for seven days. */
export const ORGANISATION_INVITATION_DAYS = 7;

/** The site page a link opens (src/site/pages/OrganisationInvitationPage.tsx). */
export const ORGANISATION_INVITATION_PAGE = '/organisation-invitation';

/** A pending invitation as the inviter sees it: never anything of an account. */
export const MemberInvitation = Type.Object({
  id: Id,
  email: Type.String(),
  roleIds: IdList,
  roles: Type.Array(NamedRef),
  /** When the current link was mailed. */
  sentAt: Timestamp,
  expiresAt: Timestamp,
});
export type MemberInvitation = Static<typeof MemberInvitation>;

/** What an inviter gives: the address, the organisation roles, the language of a person without an account. */
export interface InvitationRequest {
  email: string;
  roleIds: readonly number[];
  preferredLanguage?: LanguageCode;
}

type InvitationRow = typeof organisationInvitations.$inferSelect;

/** Neither accepted, revoked nor declined (it may have expired). */
const isOpen: SQL = and(isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt), isNull(organisationInvitations.declinedAt))!;

/** Open and not expired: the link can be used. */
const isUsable: SQL = and(isOpen, gt(organisationInvitations.expiresAt, sql`now()`))!;

/** `rows` as {@link MemberInvitation}s, their roles named (deleted roles left out of `roles`). */
async function presentInvitations(db: Database, rows: readonly InvitationRow[]): Promise<MemberInvitation[]> {
  const ids = [...new Set(rows.flatMap((row) => row.roleIds))];
  const named = ids.length
    ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(and(inArray(roles.id, ids), isNull(roles.deletedAt))).orderBy(asc(roles.name))
    : [];
  return rows.map((row) => ({
    id: row.id,
    email: String(row.email),
    roleIds: [...row.roleIds],
    roles: named.filter((role) => row.roleIds.includes(role.id)),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** The change an activity row records of an invitation. */
const logged = (row: InvitationRow) => ({ invitationId: row.id, email: String(row.email), roleIds: [...row.roleIds] });

/**
 * Invites `invitation.email` into `organisationId` for an organisation-scoped caller, in one
 * transaction: the organisation locked (404, 409 deleted), the roles organisation roles (422),
 * the ceiling (403); then an open invitation of that address is renewed in place (new token,
 * roles, dates; the ceiling then covers its former roles too, as a revocation would) or a new
 * one stored, its mail recorded and an activity row written. The mail goes out after the
 * commit, worded in the language of the address's account when it has one, else in
 * `preferredLanguage`, else English. Whatever the address (an account, none, already a member),
 * the work and the answer are the same: the pending invitation. A member who accepts gains the
 * roles they lack. Source: docs/decisions.md#organisation-roles.
 */
export async function inviteIntoOrganisation(request: FastifyRequest, organisationId: number, invitation: InvitationRequest): Promise<MemberInvitation> {
  const app = request.server;
  const principal = request.principal!;
  const { email, preferredLanguage } = invitation;
  const roleIds = [...invitation.roleIds];
  let mail: RecordedMail | undefined;
  const row = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockOrganisation(db, organisationId);
    await assertOrganisationRoles(db, roleIds);
    const [open] = await db
      .select()
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.organisationId, organisationId), eq(organisationInvitations.email, email), isOpen))
      .for('update');
    await assertCanGrantIn(db, principal, organisationId, [...new Set([...roleIds, ...(open?.roleIds ?? [])])]);
    const { token, hash } = newLinkToken();
    const fields = {
      email,
      roleIds,
      tokenHash: hash,
      preferredLanguage: preferredLanguage ?? null,
      invitedBy: principal.userId,
      sentAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${ORGANISATION_INVITATION_DAYS})`,
    };
    const [stored] = open
      ? await db.update(organisationInvitations).set(fields).where(eq(organisationInvitations.id, open.id)).returning()
      : await db.insert(organisationInvitations).values({ organisationId, ...fields }).returning();
    const [account] = await db.select({ preferredLanguage: users.preferredLanguage }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
    const [organisation] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
    const page = `${app.mailer.publicUrl}${ORGANISATION_INVITATION_PAGE}`;
    mail = await app.mailer.record(
      db,
      organisationInvitationMail(
        email,
        { organisation: organisation.name, invitedBy: principal.name, link: `${page}?token=${token}`, outboxLink: `${page}?token=…`, days: ORGANISATION_INVITATION_DAYS },
        account ? preferredLanguageOf(account) : (preferredLanguage ?? DEFAULT_LANGUAGE),
        app.mailer.texts,
      ),
    );
    await recordActivity(db, request, {
      action: 'invitation',
      resource: 'organisations',
      recordId: organisationId,
      organisationId,
      changes: { memberInvited: [open ? logged(open) : null, logged(stored)] },
    });
    return stored;
  });
  app.mailer.deliverLater(async () => mail!);
  return (await presentInvitations(app.db, [row]))[0];
}

/** The usable invitation of `token` in an undeleted organisation, with the organisation's name. */
async function findUsable(db: Database, token: string) {
  const [found] = await db
    .select({ invitation: organisationInvitations, organisationName: organisations.name })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(and(eq(organisationInvitations.tokenHash, linkTokenHash(token)), isUsable, isNull(organisations.deletedAt)));
  return found;
}

const invalidInvitation = () => new HttpError(400, INVALID_INVITATION);

/**
 * Ends invitation `id` once (the first of concurrent uses wins; docs/decisions.md#organisation-roles):
 * sets `ending` only while it is still usable; 400 (invalid link) when another use came first.
 */
async function consume(db: Database, id: number, ending: Partial<Pick<InvitationRow, 'acceptedBy'>> & { acceptedAt?: SQL; declinedAt?: SQL }): Promise<void> {
  const ended = await db
    .update(organisationInvitations)
    .set(ending)
    .where(and(eq(organisationInvitations.id, id), isUsable))
    .returning({ id: organisationInvitations.id });
  if (!ended.length) throw invalidInvitation();
}

/** Makes `userId` a member of `organisationId` (if not yet) holding `roleIds` (those still undeleted organisation roles, added to any held); returns the roles given. */
async function join(db: Database, userId: number, organisationId: number, roleIds: readonly number[]): Promise<number[]> {
  await db.insert(userOrganisations).values({ userId, organisationId }).onConflictDoNothing();
  const given = roleIds.length
    ? (await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, [...roleIds]), eq(roles.scope, 'organisation'), isNull(roles.deletedAt)))).map((role) => role.id)
    : [];
  if (given.length) await db.insert(membershipRoles).values(given.map((roleId) => ({ userId, organisationId, roleId }))).onConflictDoNothing();
  return given;
}

const InvitationIdParams = Type.Object({ id: Id, invitationId: Id });
const organisationInPath = { organisationScope: { organisationOf: (request: FastifyRequest) => Number((request.params as { id: unknown }).id) } };
const TokenBody = Type.Object({ token: TokenString }, { additionalProperties: false });
const { firstName, lastName, preferredLanguage } = UserWrite;
const RegisterBody = Type.Object({ token: TokenString, firstName, lastName, ...NewPasswordFields, preferredLanguage }, { additionalProperties: false });
const accountTags = ['accounts'];

/** The invitation routes of this file's docstring; register under /api/1.0. */
export const memberInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organisations/:id/member-invitations',
    { config: { permission: 'organisations.update', ...organisationInPath }, schema: { tags, params: IdParams, response: { 200: Type.Array(MemberInvitation) } } },
    async (request) => {
      const [organisation] = await app.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, request.params.id));
      if (!organisation) throw notFound();
      const rows = await app.db
        .select()
        .from(organisationInvitations)
        .where(and(eq(organisationInvitations.organisationId, request.params.id), isOpen))
        .orderBy(desc(organisationInvitations.sentAt), desc(organisationInvitations.id));
      return presentInvitations(app.db, rows);
    },
  );

  app.delete(
    '/organisations/:id/member-invitations/:invitationId',
    { config: { permission: 'organisations.update', ...organisationInPath }, schema: { tags, params: InvitationIdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { id: organisationId, invitationId } = request.params;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await lockOrganisation(db, organisationId);
        const [open] = await db
          .select()
          .from(organisationInvitations)
          .where(and(eq(organisationInvitations.id, invitationId), eq(organisationInvitations.organisationId, organisationId), isOpen))
          .for('update');
        if (!open) throw notFound();
        await assertCanGrantIn(db, request.principal!, organisationId, open.roleIds);
        await db
          .update(organisationInvitations)
          .set({ revokedAt: sql`now()`, revokedBy: request.principal!.userId })
          .where(eq(organisationInvitations.id, open.id));
        await recordActivity(db, request, { action: 'invitation', resource: 'organisations', recordId: organisationId, organisationId, changes: { memberInvitationRevoked: [logged(open), null] } });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/accounts/organisation-invitation',
    {
      config: { permission: 'public' },
      preHandler: app.limitSignIn('token'),
      schema: {
        tags: accountTags,
        querystring: Type.Object({ token: TokenString }),
        response: {
          200: Type.Object({
            email: Type.String(),
            organisationName: Type.String(),
            invitedBy: Type.Union([Type.String(), Type.Null()]),
            expiresAt: Timestamp,
            /** The address has an account (sign in to accept), else the person registers through the link. */
            hasAccount: Type.Boolean(),
          }),
        },
      },
    },
    async (request) => {
      const found = await findUsable(app.db, request.query.token);
      if (!found) throw invalidInvitation();
      const { invitation } = found;
      const [[account], [inviter]] = await Promise.all([
        app.db.select({ id: users.id }).from(users).where(and(eq(users.email, invitation.email), isNull(users.deletedAt))),
        invitation.invitedBy === null ? Promise.resolve([]) : app.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, invitation.invitedBy)),
      ]);
      return {
        email: String(invitation.email),
        organisationName: found.organisationName,
        invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
        expiresAt: invitation.expiresAt.toISOString(),
        hasAccount: account !== undefined,
      };
    },
  );

  app.post(
    '/accounts/organisation-invitation/accept',
    {
      config: { permission: 'authenticated' },
      preHandler: app.limitSignIn('token'),
      schema: { tags: accountTags, body: TokenBody, response: { 200: Type.Object({ organisationId: Id, user: SessionUser }) } },
    },
    async (request) => {
      const userId = request.principal!.userId;
      const organisationId = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const found = await findUsable(db, request.body.token);
        if (!found) throw invalidInvitation();
        const { invitation } = found;
        // The invited address, compared as the column compares it (citext): nothing of it is told.
        const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.email, invitation.email), isNull(users.deletedAt)));
        if (!owner) throw forbidden(keyed('apiErrors.invitationForAnotherAddress'));
        await lockOrganisation(db, invitation.organisationId);
        await consume(db, invitation.id, { acceptedAt: sql`now()`, acceptedBy: userId });
        const given = await join(db, userId, invitation.organisationId, invitation.roleIds);
        await recordActivity(db, request, {
          action: 'invitation',
          resource: 'organisations',
          recordId: invitation.organisationId,
          organisationId: invitation.organisationId,
          changes: { memberInvitationAccepted: [logged(invitation), { invitationId: invitation.id, userId, roleIds: given }] },
        });
        return invitation.organisationId;
      });
      return { organisationId, user: (await loadSessionUser(app.db, userId))! };
    },
  );

  app.post(
    '/accounts/organisation-invitation/register',
    {
      config: { permission: 'public' },
      preValidation: async (request) => cleanNames(RegisterBody, request.body),
      preHandler: app.limitSignIn('token'),
      schema: { tags: accountTags, body: RegisterBody, response: { 200: Type.Object({ bearer_token: Type.String(), refresh_token: Type.String(), user: SessionUser, organisationId: Id }) } },
    },
    async (request) => {
      // The name fields are the user definition's (typed loosely there), checked by the schema above.
      const { token, password, confirmPassword, ...names } = request.body as { token: string; password: string; confirmPassword: string; firstName: string; lastName: string; preferredLanguage?: LanguageCode };
      assertPasswordsMatch(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      const { userId, organisationId } = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const found = await findUsable(db, token);
        if (!found) throw invalidInvitation();
        const { invitation } = found;
        // Any row with the address, deleted or not, holds it (users_email_unique).
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
        if (existing) throw conflict(keyed('apiErrors.invitationAccountExists'));
        await lockOrganisation(db, invitation.organisationId);
        await consume(db, invitation.id, { acceptedAt: sql`now()` });
        const email = String(invitation.email);
        const userName = await freeUserName(db, email);
        const language = names.preferredLanguage ?? invitation.preferredLanguage ?? DEFAULT_LANGUAGE;
        // Opening the mailed link proved the address: the account is active at once.
        const [created] = await db
          .insert(users)
          .values({
            firstName: names.firstName,
            lastName: names.lastName,
            email,
            userName,
            passwordHash,
            preferredLanguage: language,
            isActive: true,
            requestPasswordChange: false,
            invitedAt: invitation.sentAt,
            invitationAcceptedAt: sql`now()`,
            lastLoginAt: sql`now()`,
          })
          .returning({ id: users.id });
        await db.update(organisationInvitations).set({ acceptedBy: created.id }).where(eq(organisationInvitations.id, invitation.id));
        const given = await join(db, created.id, invitation.organisationId, invitation.roleIds);
        const actor = { actorId: created.id, actorName: `${names.firstName} ${names.lastName}` };
        await recordActivity(db, request, {
          action: 'invitation',
          resource: 'users',
          recordId: created.id,
          ...actor,
          changes: { email: [null, email], userName: [null, userName], preferredLanguage: [null, language], invitationAccepted: [false, true] },
        });
        await recordActivity(db, request, {
          action: 'invitation',
          resource: 'organisations',
          recordId: invitation.organisationId,
          organisationId: invitation.organisationId,
          ...actor,
          changes: { memberInvitationAccepted: [logged(invitation), { invitationId: invitation.id, userId: created.id, roleIds: given }] },
        });
        return { userId: created.id, organisationId: invitation.organisationId };
      });
      return { ...(await newSessionOf(request, userId)), organisationId };
    },
  );

  app.post(
    '/accounts/organisation-invitation/decline',
    { config: { permission: 'public' }, preHandler: app.limitSignIn('token'), schema: { tags: accountTags, body: TokenBody, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const found = await findUsable(db, request.body.token);
        if (!found) throw invalidInvitation();
        const { invitation } = found;
        await consume(db, invitation.id, { declinedAt: sql`now()` });
        await recordActivity(db, request, {
          action: 'invitation',
          resource: 'organisations',
          recordId: invitation.organisationId,
          organisationId: invitation.organisationId,
          actorId: null,
          actorName: null,
          changes: { memberInvitationDeclined: [logged(invitation), null] },
        });
      });
      return reply.status(204).send(null);
    },
  );
};
