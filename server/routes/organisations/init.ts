/**
 * The onboarding wizard's endpoint: `POST /organisations/init {organisation, moduleIds}` creates
 * an organisation with its first modules and all their features in one transaction (201 with the
 * organisation). It needs `organisations.create`, and `organisation-modules.create` when it
 * assigns modules.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { diffChanges, recordActivity } from '../../audit/activity';
import type { Database } from '../../db/client';
import { organisations } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { Row } from '../crud';
import { addModuleToOrganisation } from '../organisation-modules';
import { IdList, cleanNames } from '../schemas';
import { assertIdentifiers, Organisation, OrganisationCreate, type OrganisationBody, present, tags } from './records';

/** The init endpoint; register under /api/1.0. */
export const initRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const InitBody = Type.Object(
    { organisation: OrganisationCreate, moduleIds: Type.Optional(IdList) },
    { additionalProperties: false },
  );
  app.post(
    '/organisations/init',
    {
      config: { permission: 'organisations.create' },
      preValidation: async (request) => {
        const body = request.body as { organisation?: unknown } | null;
        if (body && typeof body === 'object') cleanNames(OrganisationCreate, body.organisation, 'organisation.');
      },
      schema: { tags, body: InitBody, response: { 201: Organisation } },
    },
    async (request, reply) => {
      const { moduleIds = [] } = request.body;
      const organisation = request.body.organisation as OrganisationBody;
      assertIdentifiers(organisation, 'organisation.');
      if (!request.principal!.permissions.has('organisation-modules.create') && moduleIds.length) {
        throw forbidden('Assigning modules needs the organisation-modules.create permission');
      }
      // One transaction: a bad module id rolls back the organisation too.
      const id = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [created] = await db.insert(organisations).values(organisation).returning({ id: organisations.id });
        for (const moduleId of moduleIds) await addModuleToOrganisation(db, { organisationId: created.id, moduleId });
        const [row] = await db.select().from(organisations).where(eq(organisations.id, created.id));
        await recordActivity(db, request, {
          action: 'create',
          resource: 'organisations',
          recordId: created.id,
          changes: diffChanges(undefined, { ...present([row as Row])[0], moduleIds }),
        });
        return created.id;
      });
      const [row] = await app.db.select().from(organisations).where(eq(organisations.id, id));
      return reply.status(201).send(present([row as Row])[0]);
    },
  );
};
