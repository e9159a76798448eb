/**
 * Members of an organisation and their organisation roles (docs/decisions.md#organisation-roles):
 *
 *   GET  /organisations/{id}/members                 organisations.read   → [Member]
 *   POST /organisations/{id}/members                 organisations.update {email, roleIds, firstName?, lastName?, preferredLanguage?}
 *        - from a caller who manages the organisation through an organisation role
 *          (`request.organisationAccess` set): → 202 MemberInvitation {id, email, roleIds, roles,
 *          sentAt, expiresAt} for every address alike — with an account, without one, already a
 *          member or already invited (then the open invitation is renewed: new link, roles and
 *          dates, the earlier link void). Nobody joins and no account is made until the person
 *          acts on the mailed link (member-invitations.ts); firstName and lastName are not used
 *          (the invitee gives their own), preferredLanguage words the mail to an address without
 *          an account. Nothing in the answer, its status or the members list tells whether the
 *          address has an account;
 *        - from a global holder of `organisations.update`: → 201 {member, invited}: an account
 *          with exactly this address becomes a member at once (409 when it is one); anyone else
 *          is invited into the organisation (firstName and lastName then required, 422), as
 *          `POST /accounts/user-registration` invites.
 *        The person is never picked from the users list
 *   PUT  /organisations/{id}/members/{userId}/roles  organisations.update {roleIds} → Member
 *   GET  /organisations/{id}/member-roles            organisations.update → [{id, name, description}]
 *        the organisation roles one may give there (the back office's roles checklist; an
 *        organisation administrator holds no `roles.read`)
 *
 * All four are open to the organisation's own administrators (organisation scope,
 * server/plugins/auth.ts) as well as to global holders. Rules (member-rules.ts):
 * - only roles of scope `organisation`, undeleted (422);
 * - the ceiling inside the organisation: the caller must hold there every permission of each role
 *   given or taken (403; docs/decisions.md#ceiling);
 * - the organisation keeps a member who can manage it (`organisations.update` through an
 *   organisation role) once it had one: the last one cannot lose it (409);
 * - accounts stay global: nothing here changes an account's email, password, state or global roles.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_CODES } from '../../../src/shared/languages';
import { Id, IdList, NamedRef } from '../../../src/shared/schemas/common';
import { assertManagersRemain } from '../../auth/organisation-managers';
import { recordActivity } from '../../audit/activity';
import type { Database } from '../../db/client';
import { membershipRoles, organisations, roles, userOrganisations, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { keyed } from '../../http/localize';
import { createInvited } from '../invitations';
import { IdParams } from '../schemas';
import { inviteIntoOrganisation, MemberInvitation } from './member-invitations';
import { assertCanGrantIn, assertOrganisationRoles, freeUserName, lockOrganisation } from './member-rules';
import { tags } from './records';

export { assertCanGrantIn, lockOrganisation } from './member-rules';

/** A member as these endpoints answer it. */
export const Member = Type.Object({
  userId: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  isActive: Type.Boolean(),
  /** Invited and not yet accepted. */
  invitationPending: Type.Boolean(),
  roleIds: IdList,
  roles: Type.Array(NamedRef),
  /** When the person became a member of this organisation (ISO 8601). */
  memberSince: Type.String({ format: 'date-time' }),
});

/** The members of `organisationId` (undeleted accounts), by last and first name; only `userIds` when given. */
export async function membersOf(db: Database, organisationId: number, userIds?: readonly number[]) {
  const people = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: users.isActive,
      invitedAt: users.invitedAt,
      invitationAcceptedAt: users.invitationAcceptedAt,
      memberSince: userOrganisations.createdAt,
    })
    .from(userOrganisations)
    .innerJoin(users, eq(users.id, userOrganisations.userId))
    .where(and(eq(userOrganisations.organisationId, organisationId), isNull(users.deletedAt), userIds ? inArray(users.id, [...userIds]) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const held = people.length
    ? await db
        .select({ userId: membershipRoles.userId, id: roles.id, name: roles.name })
        .from(membershipRoles)
        .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(and(eq(membershipRoles.organisationId, organisationId), inArray(membershipRoles.userId, people.map((person) => person.userId)), isNull(roles.deletedAt)))
        .orderBy(asc(roles.name))
    : [];
  return people.map(({ invitedAt, invitationAcceptedAt, memberSince, ...person }) => {
    const own = held.filter((role) => role.userId === person.userId).map(({ id, name }) => ({ id, name }));
    return {
      ...person,
      email: String(person.email),
      invitationPending: invitedAt !== null && invitationAcceptedAt === null,
      roleIds: own.map((role) => role.id),
      roles: own,
      memberSince: memberSince.toISOString(),
    };
  });
}

/** Replaces member `userId`'s roles in `organisationId` (the ceiling checked on what changes). */
async function setMemberRoles(db: Database, request: FastifyRequest, organisationId: number, userId: number, roleIds: readonly number[]): Promise<void> {
  await assertOrganisationRoles(db, roleIds);
  const current = (
    await db
      .select({ roleId: membershipRoles.roleId })
      .from(membershipRoles)
      .where(and(eq(membershipRoles.organisationId, organisationId), eq(membershipRoles.userId, userId)))
  ).map((row) => row.roleId);
  const given = roleIds.filter((id) => !current.includes(id));
  const taken = current.filter((id) => !roleIds.includes(id));
  if (given.length === 0 && taken.length === 0) return;
  await assertCanGrantIn(db, request.principal!, organisationId, [...given, ...taken]);
  if (taken.length) {
    await assertManagersRemain(db, [{ userId, organisationId, keptRoleIds: roleIds }]);
    await db.delete(membershipRoles).where(and(eq(membershipRoles.organisationId, organisationId), eq(membershipRoles.userId, userId), inArray(membershipRoles.roleId, taken)));
  }
  if (given.length) await db.insert(membershipRoles).values(given.map((roleId) => ({ userId, organisationId, roleId })));
  await recordActivity(db, request, {
    action: 'update',
    resource: 'organisations',
    recordId: organisationId,
    organisationId,
    changes: { memberRoles: [{ userId, roleIds: current }, { userId, roleIds: [...roleIds] }] },
  });
}

const MemberParams = Type.Object({ id: Id, userId: Id });
const organisationInPath = { organisationScope: { organisationOf: (request: FastifyRequest) => (request.params as { id?: unknown }).id !== undefined ? Number((request.params as { id: unknown }).id) : undefined } };

/** An organisation role as the members' roles checklist lists it. */
export const MemberRole = Type.Object({ id: Id, name: Type.String(), description: Type.Union([Type.String(), Type.Null()]) });

/** The member endpoints; register under /api/1.0. */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organisations/:id/member-roles',
    { config: { permission: 'organisations.update', ...organisationInPath }, schema: { tags, params: IdParams, response: { 200: Type.Array(MemberRole) } } },
    async (request) => {
      const [organisation] = await app.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, request.params.id));
      if (!organisation) throw notFound();
      return app.db
        .select({ id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .where(and(eq(roles.scope, 'organisation'), isNull(roles.deletedAt)))
        .orderBy(asc(roles.name));
    },
  );

  app.get(
    '/organisations/:id/members',
    { config: { permission: 'organisations.read', ...organisationInPath }, schema: { tags, params: IdParams, response: { 200: Type.Array(Member) } } },
    async (request) => {
      const [organisation] = await app.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, request.params.id));
      if (!organisation) throw notFound();
      return membersOf(app.db, request.params.id);
    },
  );

  app.put(
    '/organisations/:id/members/:userId/roles',
    {
      config: { permission: 'organisations.update', ...organisationInPath },
      schema: { tags, params: MemberParams, body: Type.Object({ roleIds: IdList }, { additionalProperties: false }), response: { 200: Member } },
    },
    async (request) => {
      const { id: organisationId, userId } = request.params;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await lockOrganisation(db, organisationId);
        const [member] = await membersOf(db, organisationId, [userId]);
        if (!member) throw notFound(keyed('apiErrors.notMember'));
        await setMemberRoles(db, request, organisationId, userId, request.body.roleIds);
      });
      return (await membersOf(app.db, organisationId, [userId]))[0];
    },
  );

  app.post(
    '/organisations/:id/members',
    {
      config: { permission: 'organisations.update', ...organisationInPath },
      schema: {
        tags,
        params: IdParams,
        body: Type.Object(
          {
            email: Type.String({ format: 'email', maxLength: 254 }),
            roleIds: IdList,
            firstName: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
            lastName: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
            preferredLanguage: Type.Optional(Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code)))),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ member: Member, invited: Type.Boolean() }), 202: MemberInvitation },
      },
    },
    async (request, reply) => {
      const organisationId = request.params.id;
      const { email, roleIds, firstName, lastName, preferredLanguage } = request.body;
      // Reached through an organisation role: every address is invited alike (the names are the invitee's to give).
      if (request.organisationAccess) {
        return reply.status(202).send(await inviteIntoOrganisation(request, organisationId, { email, roleIds, ...(preferredLanguage ? { preferredLanguage } : {}) }));
      }
      const mails: Parameters<typeof createInvited>[3] = [];
      const { userId, invited } = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await lockOrganisation(db, organisationId);
        await assertOrganisationRoles(db, roleIds);
        await assertCanGrantIn(db, request.principal!, organisationId, roleIds);
        const [account] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
        let id: number;
        if (account) {
          const added = await db.insert(userOrganisations).values({ userId: account.id, organisationId }).onConflictDoNothing().returning({ userId: userOrganisations.userId });
          if (!added.length) throw conflict(keyed('apiErrors.alreadyMember'));
          id = account.id;
        } else {
          const missing = [
            ...(firstName ? [] : [{ field: 'firstName', ...keyed('users.validation.firstName') }]),
            ...(lastName ? [] : [{ field: 'lastName', ...keyed('users.validation.lastName') }]),
          ];
          if (missing.length) throw unprocessable(missing);
          id = await createInvited(
            db,
            request,
            { email, firstName: firstName!, lastName: lastName!, userName: await freeUserName(db, email), organisationIds: [organisationId], roleIds: [], ...(preferredLanguage ? { preferredLanguage } : {}) },
            mails,
          );
        }
        if (roleIds.length) await db.insert(membershipRoles).values(roleIds.map((roleId) => ({ userId: id, organisationId, roleId })));
        await recordActivity(db, request, { action: 'update', resource: 'organisations', recordId: organisationId, organisationId, changes: { memberAdded: [null, { userId: id, roleIds }] } });
        return { userId: id, invited: !account };
      });
      for (const mail of mails) app.mailer.deliverLater(async () => mail);
      return reply.status(201).send({ member: (await membersOf(app.db, organisationId, [userId]))[0], invited });
    },
  );
};
