/**
 * The record endpoints of crawled organisations: the CRUD route factory's (list, search, read,
 * create, update, soft delete and restore) and `GET /crawled-organisations/cities`, the cities
 * the list's `city` filter offers. Writes check the identifiers and keep the PIB unique.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crawledOrganisations } from '../../db/schema';
import { HttpError, unprocessable } from '../../http/errors';
import type { RegisterStatus as RegisterStatusValue } from '../../../src/shared/enums';
import { crawledOrganisationsDefinition } from '../../../src/shared/resources';
import { definedCrudRoutes } from '../defined-crud';
import { columnsOf, CrawledCreate, CrawledUpdate, identifierErrors, presentCrawled, RegisterStatus, tags, type CrawledBody } from './records';

/** 409 with a field error when another crawled record (deleted ones too) has this PIB. */
async function assertPibFree(db: Database, pib: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: crawledOrganisations.id, deletedAt: crawledOrganisations.deletedAt })
    .from(crawledOrganisations)
    .where(and(eq(crawledOrganisations.taxRegistrationNumber, pib), exceptId === undefined ? undefined : ne(crawledOrganisations.id, exceptId)));
  if (taken) {
    const reason = `A crawled organisation with PIB ${pib} already exists (id ${taken.id}${taken.deletedAt ? ', deleted' : ''})`;
    throw new HttpError(409, 'Conflict', reason, [{ field: 'taxRegistrationNumber', reason }]);
  }
}

/** The CRUD factory's endpoints of crawled organisations (src/shared/resources/crawled-organisations.ts). */
export const crawledCrudRoutes = definedCrudRoutes(crawledOrganisationsDefinition, crawledOrganisations, {
  fieldSchemas: { registerStatus: RegisterStatus },
  schemas: { create: CrawledCreate, update: CrawledUpdate },
  filters: {
    city: {
      schema: Type.String({ minLength: 1, maxLength: 100 }),
      where: (city: string) => sql`lower(${crawledOrganisations.city}) = lower(${city})`,
    },
    registerStatus: { schema: RegisterStatus, where: (status: RegisterStatusValue) => eq(crawledOrganisations.registerStatus, status) },
    imported: {
      schema: Type.Boolean(),
      where: (imported: boolean) => (imported ? isNotNull(crawledOrganisations.organisationId) : isNull(crawledOrganisations.organisationId)),
    },
    // A KD 2010 code or its first digits: "62" finds every computer programming activity (6201, 6202, …).
    activityCode: {
      schema: Type.String({ pattern: '^[0-9]{1,4}$', 'x-error-message': 'Activity code must be 1 to 4 digits (KD 2010 or its beginning)' }),
      where: (code: string) => like(crawledOrganisations.activityCode, `${code}%`),
    },
  },
  hooks: {
    present: presentCrawled,
    async insert(ctx, written) {
      const body = written as CrawledBody;
      const errors = identifierErrors(body);
      if (errors.length) throw unprocessable(errors);
      await assertPibFree(ctx.tx, body.taxRegistrationNumber);
      const [created] = await ctx.tx
        .insert(crawledOrganisations)
        .values(columnsOf(body) as typeof crawledOrganisations.$inferInsert)
        .returning({ id: crawledOrganisations.id });
      return created.id;
    },
    async update(ctx, current, written) {
      const body = written as CrawledBody;
      const errors = identifierErrors(body);
      if (errors.length) throw unprocessable(errors);
      await assertPibFree(ctx.tx, body.taxRegistrationNumber, current.id as number);
      await ctx.tx.update(crawledOrganisations).set(columnsOf(body)).where(eq(crawledOrganisations.id, current.id as number));
    },
  },
});

/** `GET /crawled-organisations/cities`: `[{city, count}]` of the undeleted records, by city name. */
export const cityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/crawled-organisations/cities',
    {
      config: { permission: 'crawled-organisations.read' },
      schema: { tags, response: { 200: Type.Array(Type.Object({ city: Type.String(), count: Type.Integer() })) } },
    },
    async () => {
      const rows = await app.db
        .select({ city: crawledOrganisations.city, count: count() })
        .from(crawledOrganisations)
        .where(and(isNull(crawledOrganisations.deletedAt), isNotNull(crawledOrganisations.city)))
        .groupBy(crawledOrganisations.city)
        .orderBy(asc(crawledOrganisations.city));
      return rows.map((row) => ({ city: row.city!, count: row.count }));
    },
  );
};
