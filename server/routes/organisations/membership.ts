/**
 * Organization membership: `POST /organisations/{id}/users {userId}` adds a user to an
 * organisation (201 with the user) and `DELETE /organisations/{id}/users/{userId}` removes one
 * (204). Both need `organisations.update` and the caller's right to manage that user; a deleted
 * organisation is refused with 409. Adding by id picks from the global users list, so it is for
 * global holders only; the organisation's own administrators add people by email
 * (members.ts) and may remove members whose organisation roles they could give themselves
 * (the ceiling inside the organisation), never the last one who can manage it (409;
 * docs/decisions.md#organisation-roles).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { recordActivity } from '../../audit/activity';
import { assertCanManageUser } from '../../auth/ceiling';
import { assertManagersRemain } from '../../auth/organisation-managers';
import { assertCanGrantIn } from './members';
import type { Database } from '../../db/client';
import { membershipRoles, organisations, userOrganisations, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { keyed } from '../../http/localize';
import type { Row } from '../crud';
import { Id, IdParams } from '../schemas';
import { presentUsers, User } from '../users';
import { tags } from './records';

/** The membership endpoints; register under /api/1.0. */
export const membershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/organisations/:id/users',
    {
      config: { permission: 'organisations.update' },
      schema: { tags, params: IdParams, body: Type.Object({ userId: Id }, { additionalProperties: false }), response: { 201: User } },
    },
    async (request, reply) => {
      const organisationId = request.params.id;
      const { userId } = request.body;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [organisation] = await db.select({ deletedAt: organisations.deletedAt }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
        if (!organisation) throw notFound();
        if (organisation.deletedAt) throw conflict(keyed('apiErrors.recordDeleted'));
        const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
        if (!user) throw unprocessable([{ field: 'userId', reason: `Unknown user id ${userId}` }]);
        await assertCanManageUser(db, request.principal!, userId);
        const added = await db.insert(userOrganisations).values({ userId, organisationId }).onConflictDoNothing().returning({ userId: userOrganisations.userId });
        if (!added.length) throw conflict('The user is already a member of this organisation');
        await recordActivity(db, request, { action: 'update', resource: 'organisations', recordId: organisationId, organisationId, changes: { memberAdded: [null, userId] } });
      });
      const [row] = await app.db.select().from(users).where(eq(users.id, userId));
      return reply.status(201).send((await presentUsers(app.db, [row as Row]))[0]);
    },
  );

  app.delete(
    '/organisations/:id/users/:userId',
    {
      config: { permission: 'organisations.update', organisationScope: { organisationOf: (request) => Number((request.params as { id: unknown }).id) } },
      schema: { tags, params: Type.Object({ id: Id, userId: Id }), response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const { id: organisationId, userId } = request.params;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [organisation] = await db.select({ deletedAt: organisations.deletedAt }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
        if (!organisation) throw notFound();
        if (organisation.deletedAt) throw conflict(keyed('apiErrors.recordDeleted'));
        // A global holder manages the account; an organisation's administrator only its roles there.
        if (request.organisationAccess) {
          const held = await db.select({ roleId: membershipRoles.roleId }).from(membershipRoles).where(and(eq(membershipRoles.organisationId, organisationId), eq(membershipRoles.userId, userId)));
          await assertCanGrantIn(db, request.principal!, organisationId, held.map((row) => row.roleId));
        } else await assertCanManageUser(db, request.principal!, userId);
        await assertManagersRemain(db, [{ userId, organisationId }]);
        const removed = await db
          .delete(userOrganisations)
          .where(and(eq(userOrganisations.organisationId, organisationId), eq(userOrganisations.userId, userId)))
          .returning({ userId: userOrganisations.userId });
        if (!removed.length) throw notFound(keyed('apiErrors.notMember'));
        await recordActivity(db, request, { action: 'update', resource: 'organisations', recordId: organisationId, organisationId, changes: { memberRemoved: [userId, null] } });
      });
      return reply.status(204).send(null);
    },
  );
};
