/**
 * Organisations (SPEC §3, §7; issue 9; DESIGN.md "organisation") on the CRUD route factory:
 * soft delete, active state, filter `type`, search by name, PIB or MB, and sub-collections
 * `/{id}/modules`, `/available-modules`, `/features`, `/available-features`, `/users`. Beside
 * them, SPEC §7's lookups: `/info`, `/info/{id}`, `/info/by-ids` (GET `?ids=1,2` or POST, which
 * like `POST /by-ids` takes `[1, 2]` or `{ids}`; soft-deleted organisations are left out as
 * `/info/{id}` leaves them), `/count`,
 * `/by-government-ids`, `/tax-id/{taxId}`, `/type/{type}`; membership
 * `POST /{id}/users {userId}` and `DELETE /{id}/users/{userId}`; and `POST /init`, which creates
 * an organisation with its first modules and all their features in one transaction.
 *
 * Validation: PIB 9 digits with its ISO 7064 MOD 11,10 check digit, MB 8 digits, both unique
 * (409); country an ISO 3166-1 alpha-2 code; email and website.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { diffChanges, recordActivity } from '../audit/activity';
import { assertCanManageUser } from '../auth/ceiling';
import type { Database } from '../db/client';
import { features, modules, ORGANISATION_TYPES, organisationFeatures, organisationModules, organisations, userOrganisations, users } from '../db/schema';
import { ISO_3166_ALPHA_2 } from '../domain/countries';
import { mbProblem, pibProblem } from '../domain/serbian-identifiers';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { crudRoutes, idsBodyRoute, idsOf, type Row } from './crud';
import { Feature, presentFeatures } from './modules';
import { addModuleToOrganisation, OrganisationFeature, OrganisationModule, presentOrganisationFeatures, presentOrganisationModules } from './organisation-modules';
import { Id, IdList, IdParams, NameString, NamedRef, NationalIdentificationNumber, Nullable, TaxRegistrationNumber, Timestamp, cleanNames } from './schemas';
import { toJson } from './paging';
import { presentUsers, User } from './users';

const OrganisationType = Type.Enum([...ORGANISATION_TYPES]);

export const Organisation = Type.Object({
  id: Id,
  name: Type.String(),
  taxRegistrationNumber: Type.String(),
  nationalIdentificationNumber: Type.String(),
  type: OrganisationType,
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  isActive: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});

const OrganisationWrite = {
  name: NameString({ minLength: 2, maxLength: 200, label: 'Name', message: 'Name must be at least 2 characters long' }),
  taxRegistrationNumber: TaxRegistrationNumber,
  nationalIdentificationNumber: NationalIdentificationNumber,
  type: OrganisationType,
  address: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: 300, label: 'Address' }))),
  city: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: 100, label: 'City' }))),
  country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$', 'x-error-message': 'Country must be an ISO 3166-1 alpha-2 code' }))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254, 'x-error-message': 'Please enter a valid email address' }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 50, pattern: '^[0-9+()./ -]*$', 'x-error-message': 'Phone may hold digits, spaces and + ( ) . / -' }))),
  website: Type.Optional(Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 300, 'x-error-message': 'Website must be an http(s) address' }))),
  isActive: Type.Optional(Type.Boolean()),
};

const OrganisationCreate = Type.Object(OrganisationWrite, { additionalProperties: false });
type OrganisationBody = Static<typeof OrganisationCreate>;

/** 422 with every identifier problem the schema cannot see (check digit, unknown country). */
function assertIdentifiers(body: Partial<OrganisationBody>, prefix = '') {
  const errors: { field: string; reason: string }[] = [];
  const pib = body.taxRegistrationNumber === undefined ? null : pibProblem(body.taxRegistrationNumber);
  if (pib) errors.push({ field: `${prefix}taxRegistrationNumber`, reason: pib });
  const mb = body.nationalIdentificationNumber === undefined ? null : mbProblem(body.nationalIdentificationNumber);
  if (mb) errors.push({ field: `${prefix}nationalIdentificationNumber`, reason: mb });
  if (body.country && !ISO_3166_ALPHA_2.has(body.country)) {
    errors.push({ field: `${prefix}country`, reason: `Country ${body.country} is not an ISO 3166-1 alpha-2 code` });
  }
  if (errors.length) throw unprocessable(errors);
}

/** Feature rows of `organisationId`, undeleted, by module then name. */
async function organisationFeatureRows(db: Database, organisationId: number) {
  const rows = await db
    .select({ row: organisationFeatures })
    .from(organisationFeatures)
    .innerJoin(features, eq(features.id, organisationFeatures.featureId))
    .innerJoin(modules, eq(modules.id, features.moduleId))
    .where(and(eq(organisationFeatures.organisationId, organisationId), isNull(organisationFeatures.deletedAt)))
    .orderBy(asc(modules.name), asc(features.name));
  return rows.map((entry) => entry.row as Row);
}

const AvailableModule = Type.Object({ id: Id, code: Type.String(), name: Type.String(), description: Nullable(Type.String()) });

const crud = crudRoutes({
  name: 'organisations',
  table: organisations,
  capabilities: { softDelete: true, activeState: true },
  schemas: {
    entity: Organisation,
    create: OrganisationCreate,
    update: Type.Object({ id: Type.Optional(Id), ...OrganisationWrite }, { additionalProperties: false }),
  },
  searchColumns: [
    organisations.name,
    organisations.taxRegistrationNumber,
    organisations.nationalIdentificationNumber,
    organisations.city,
    organisations.email,
  ],
  sortColumns: {
    name: organisations.name,
    id: organisations.id,
    taxRegistrationNumber: organisations.taxRegistrationNumber,
    nationalIdentificationNumber: organisations.nationalIdentificationNumber,
    type: organisations.type,
    city: organisations.city,
    country: organisations.country,
    isActive: organisations.isActive,
    createdAt: organisations.createdAt,
  },
  filters: {
    type: { schema: OrganisationType, where: (type: (typeof ORGANISATION_TYPES)[number]) => eq(organisations.type, type) },
    city: { schema: Type.String({ maxLength: 100 }), where: (city: string) => eq(organisations.city, city) },
  },
  subCollections: {
    modules: {
      item: OrganisationModule,
      async load(db, id) {
        const rows = await db
          .select({ row: organisationModules })
          .from(organisationModules)
          .innerJoin(modules, eq(modules.id, organisationModules.moduleId))
          .where(and(eq(organisationModules.organisationId, id), isNull(organisationModules.deletedAt)))
          .orderBy(asc(modules.name));
        return presentOrganisationModules(db, rows.map((entry) => entry.row as Row));
      },
    },
    'available-modules': {
      item: AvailableModule,
      load: (db, id) =>
        db
          .select({ id: modules.id, code: modules.code, name: modules.name, description: modules.description })
          .from(modules)
          .where(
            and(
              isNull(modules.deletedAt),
              eq(modules.isActive, true),
              notInArray(modules.id, db.select({ id: organisationModules.moduleId }).from(organisationModules).where(eq(organisationModules.organisationId, id))),
            ),
          )
          .orderBy(asc(modules.name)),
    },
    features: {
      item: OrganisationFeature,
      load: async (db, id) => presentOrganisationFeatures(db, await organisationFeatureRows(db, id)),
    },
    'available-features': {
      item: Feature,
      async load(db, id) {
        // Features of the organisation's assigned, active modules that it does not have yet.
        const rows = await db
          .select({ row: features })
          .from(features)
          .innerJoin(organisationModules, and(eq(organisationModules.moduleId, features.moduleId), eq(organisationModules.organisationId, id)))
          .where(
            and(
              isNull(organisationModules.deletedAt),
              eq(organisationModules.isActive, true),
              notInArray(features.id, db.select({ id: organisationFeatures.featureId }).from(organisationFeatures).where(eq(organisationFeatures.organisationId, id))),
            ),
          )
          .orderBy(asc(features.name));
        return presentFeatures(db, rows.map((entry) => entry.row as Row));
      },
    },
    users: {
      item: User,
      async load(db, id) {
        const rows = await db
          .select({ row: users })
          .from(users)
          .innerJoin(userOrganisations, eq(userOrganisations.userId, users.id))
          .where(and(eq(userOrganisations.organisationId, id), isNull(users.deletedAt)))
          .orderBy(asc(users.lastName), asc(users.firstName));
        return presentUsers(db, rows.map((entry) => entry.row as Row));
      },
    },
  },
  hooks: {
    async insert(ctx, body) {
      assertIdentifiers(body);
      const [created] = await ctx.tx.insert(organisations).values(body).returning({ id: organisations.id });
      return created.id;
    },
    async update(ctx, current, body) {
      assertIdentifiers(body);
      await ctx.tx.update(organisations).set(body).where(eq(organisations.id, current.id as number));
    },
  },
});

/** `{id, name}` of the active, undeleted organisations. */
const activeInfo = and(eq(organisations.isActive, true), isNull(organisations.deletedAt));

const present = (rows: Row[]) => rows.map(toJson) as unknown as Static<typeof Organisation>[];

/**
 * `{id, name}` of the undeleted organisations among `ids`, in the asked order: `/info/{id}` and
 * both `/info/by-ids` answer through this, so a soft-deleted organisation is absent from all.
 */
async function namedOrganisations(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(inArray(organisations.id, [...ids]), isNull(organisations.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Most ids `GET /organisations/info/by-ids?ids=` takes (a URL stays well below common 8 KB limits). */
export const INFO_QUERY_MAX_IDS = 100;
const MAX_ID = 2_147_483_647;

/**
 * The ids of a `?ids=1,2,3` query: decimal integers separated by commas, none repeated, each
 * 1…2^31−1, at most {@link INFO_QUERY_MAX_IDS}; an empty value is no ids. Throws 400 with the
 * field `ids` otherwise (a malformed query is the caller's bug, like any other query error).
 */
export function parseIdsQuery(text: string): number[] {
  if (text === '') return [];
  const fail = (reason: string) => badRequest(reason, [{ field: 'ids', reason }]);
  if (!/^[0-9]+(,[0-9]+)*$/.test(text)) throw fail('ids must be ids separated by commas, e.g. ids=1,2,3');
  const parts = text.split(',');
  if (parts.length > INFO_QUERY_MAX_IDS) throw fail(`ids takes at most ${INFO_QUERY_MAX_IDS} ids; this has ${parts.length}`);
  const ids = parts.map(Number);
  const outOfRange = parts.find((part, index) => ids[index] < 1 || ids[index] > MAX_ID || !/^[1-9]/.test(part));
  if (outOfRange !== undefined) throw fail(`ids must be integers from 1 to ${MAX_ID}: ${outOfRange} is not`);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw fail(`ids must not repeat: ${repeated} appears more than once`);
  return ids;
}

const tags = ['organisations'];
const read = { permission: 'organisations.read' as const };

/** SPEC §7's organisation lookups, membership and onboarding; register under /api/1.0. */
const lookups: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/organisations/info', { config: read, schema: { tags, response: { 200: Type.Array(NamedRef) } } }, async () =>
    app.db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(activeInfo).orderBy(asc(organisations.name)),
  );

  app.get('/organisations/info/:id', { config: read, schema: { tags, params: IdParams, response: { 200: NamedRef } } }, async (request) => {
    const [found] = await namedOrganisations(app.db, [request.params.id]);
    if (!found) throw notFound();
    return found;
  });

  app.get(
    '/organisations/info/by-ids',
    {
      config: read,
      schema: {
        tags,
        description: 'Names of the organisations `ids` that exist and are not deleted, in the asked order.',
        querystring: Type.Object({
          ids: Type.String({ maxLength: INFO_QUERY_MAX_IDS * 11, description: `Ids separated by commas, e.g. 1,2,3 (at most ${INFO_QUERY_MAX_IDS}, each once)` }),
        }),
        response: { 200: Type.Array(NamedRef) },
      },
    },
    async (request) => namedOrganisations(app.db, parseIdsQuery(request.query.ids)),
  );

  app.post(
    '/organisations/info/by-ids',
    {
      config: read,
      preValidation: idsBodyRoute.preValidation,
      validatorCompiler: idsBodyRoute.validatorCompiler,
      schema: {
        tags,
        description: 'Names of the organisations `ids` that exist and are not deleted, in the asked order.',
        body: idsBodyRoute.schema.body,
        response: { 200: Type.Array(NamedRef) },
      },
    },
    async (request) => namedOrganisations(app.db, idsOf(request.body)),
  );

  app.get(
    '/organisations/count',
    {
      config: read,
      schema: {
        tags,
        response: { 200: Type.Object({ total: Type.Integer(), active: Type.Integer(), byType: Type.Record(Type.String(), Type.Integer()) }) },
      },
    },
    async () => {
      const rows = await app.db
        .select({ type: organisations.type, total: count(), active: sql<number>`count(*) filter (where ${organisations.isActive})::int` })
        .from(organisations)
        .where(isNull(organisations.deletedAt))
        .groupBy(organisations.type);
      const byType = Object.fromEntries(ORGANISATION_TYPES.map((type) => [type, rows.find((row) => row.type === type)?.total ?? 0]));
      return { total: rows.reduce((sum, row) => sum + row.total, 0), active: rows.reduce((sum, row) => sum + row.active, 0), byType };
    },
  );

  app.get(
    '/organisations/by-government-ids',
    {
      config: read,
      schema: {
        tags,
        querystring: Type.Object({
          taxRegistrationNumber: Type.Optional(Type.String({ pattern: '^[0-9]{9}$' })),
          nationalIdentificationNumber: Type.Optional(Type.String({ pattern: '^[0-9]{8}$' })),
        }),
        response: { 200: Type.Array(Organisation) },
      },
    },
    async (request) => {
      const { taxRegistrationNumber, nationalIdentificationNumber } = request.query;
      if (!taxRegistrationNumber && !nationalIdentificationNumber) throw badRequest('Give taxRegistrationNumber, nationalIdentificationNumber or both');
      const rows = await app.db
        .select()
        .from(organisations)
        .where(
          and(
            isNull(organisations.deletedAt),
            or(
              taxRegistrationNumber ? eq(organisations.taxRegistrationNumber, taxRegistrationNumber) : undefined,
              nationalIdentificationNumber ? eq(organisations.nationalIdentificationNumber, nationalIdentificationNumber) : undefined,
            ),
          ),
        )
        .orderBy(asc(organisations.name));
      return present(rows as Row[]);
    },
  );

  app.get(
    '/organisations/tax-id/:taxId',
    { config: read, schema: { tags, params: Type.Object({ taxId: Type.String({ pattern: '^[0-9]{9}$' }) }), response: { 200: Organisation } } },
    async (request) => {
      const [found] = await app.db.select().from(organisations).where(and(eq(organisations.taxRegistrationNumber, request.params.taxId), isNull(organisations.deletedAt)));
      if (!found) throw notFound();
      return present([found as Row])[0];
    },
  );

  app.get(
    '/organisations/type/:type',
    { config: read, schema: { tags, params: Type.Object({ type: OrganisationType }), response: { 200: Type.Array(Organisation) } } },
    async (request) => {
      const rows = await app.db
        .select()
        .from(organisations)
        .where(and(eq(organisations.type, request.params.type), isNull(organisations.deletedAt)))
        .orderBy(asc(organisations.name));
      return present(rows as Row[]);
    },
  );

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
        if (organisation.deletedAt) throw conflict('The record is deleted; restore it first');
        const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
        if (!user) throw unprocessable([{ field: 'userId', reason: `Unknown user id ${userId}` }]);
        await assertCanManageUser(db, request.principal!, userId);
        const added = await db.insert(userOrganisations).values({ userId, organisationId }).onConflictDoNothing().returning({ userId: userOrganisations.userId });
        if (!added.length) throw conflict('The user is already a member of this organisation');
        await recordActivity(db, request, { action: 'update', resource: 'organisations', recordId: organisationId, changes: { memberAdded: [null, userId] } });
      });
      const [row] = await app.db.select().from(users).where(eq(users.id, userId));
      return reply.status(201).send((await presentUsers(app.db, [row as Row]))[0]);
    },
  );

  app.delete(
    '/organisations/:id/users/:userId',
    {
      config: { permission: 'organisations.update' },
      schema: { tags, params: Type.Object({ id: Id, userId: Id }), response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const { id: organisationId, userId } = request.params;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [organisation] = await db.select({ deletedAt: organisations.deletedAt }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
        if (!organisation) throw notFound();
        if (organisation.deletedAt) throw conflict('The record is deleted; restore it first');
        await assertCanManageUser(db, request.principal!, userId);
        const removed = await db
          .delete(userOrganisations)
          .where(and(eq(userOrganisations.organisationId, organisationId), eq(userOrganisations.userId, userId)))
          .returning({ userId: userOrganisations.userId });
        if (!removed.length) throw notFound('The user is not a member of this organisation');
        await recordActivity(db, request, { action: 'update', resource: 'organisations', recordId: organisationId, changes: { memberRemoved: [userId, null] } });
      });
      return reply.status(204).send(null);
    },
  );

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
      const { organisation, moduleIds = [] } = request.body;
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

/** Every organisation endpoint; register under /api/1.0. */
const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookups);
  await app.register(crud);
};

export default organisationRoutes;
