/**
 * Read-only organisation lookups beside the factory's list: `/organisations/info` (`{id, name}`
 * of the active ones), `/info/{id}`, `/info/by-ids` (GET `?ids=1,2` or POST `[1, 2]` or `{ids}`;
 * soft-deleted organisations are left out, as `/info/{id}` leaves them), `/count`,
 * `/by-government-ids`, `/tax-id/{taxId}` and `/type/{type}`. All need `organisations.read`.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ORGANISATION_TYPES, organisations } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Row } from '../crud';
import { idsBodyRoute, idsOf } from '../id-lists';
import { IdParams, NamedRef } from '../schemas';
import { Organisation, OrganisationType, present, read, tags } from './records';

/** `{id, name}` of the active, undeleted organisations. */
const activeInfo = and(eq(organisations.isActive, true), isNull(organisations.deletedAt));

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

/** The lookup endpoints; register under /api/1.0. */
export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};
