/**
 * Importing crawled records as organisations: `POST /crawled-organisations/{id}/import` (one
 * record, 201 or a 409 naming the organisation that already has its PIB or MB) and
 * `POST /crawled-organisations/import {ids}` (each record in its own transaction, per-record
 * results). Both need `organisations.create` and `crawled-organisations.read`.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BulkImportResult } from '../../../src/shared/schemas/crawled-organisations';
import { diffChanges, recordActivity } from '../../audit/activity';
import type { Database } from '../../db/client';
import { crawledOrganisations, organisations } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import type { Row } from '../crud';
import { toJson } from '../paging';
import { ErrorBody, Id, IdList, IdParams } from '../schemas';
import { identifierErrors, presentCrawled, tags, type CrawledRow, type FieldError } from './records';

/** Largest bulk import. */
export const BULK_IMPORT_MAX = 100;

/** What importing one record came to. */
export type ImportOutcome =
  | { status: 201; organisationId: number }
  | { status: 404; reason: string }
  | { status: 409; reason: string; organisationId?: number }
  | { status: 422; reason: string; errors: FieldError[] };

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 3; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
};

/** An organisation (deleted ones too: their PIB and MB stay taken) with this PIB, else this MB. */
async function existingOrganisation(db: Database, pib: string, mb: string) {
  const found = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      taxRegistrationNumber: organisations.taxRegistrationNumber,
      deletedAt: organisations.deletedAt,
    })
    .from(organisations)
    .where(or(eq(organisations.taxRegistrationNumber, pib), eq(organisations.nationalIdentificationNumber, mb)));
  return found.find((organisation) => organisation.taxRegistrationNumber === pib) ?? found[0];
}

/** Links `record` to `organisationId` (imported now) and logs the change. */
async function link(db: Database, request: FastifyRequest, record: CrawledRow, organisationId: number) {
  const [before] = await presentCrawled(db, [record as Row]);
  const [updated] = await db
    .update(crawledOrganisations)
    .set({ organisationId, importedAt: new Date() })
    .where(eq(crawledOrganisations.id, record.id))
    .returning();
  const [after] = await presentCrawled(db, [updated as Row]);
  await recordActivity(db, request, { action: 'update', resource: 'crawled-organisations', recordId: record.id, changes: diffChanges(before, after) });
}

/**
 * Imports crawled record `id` as a company organisation (country RS) inside the caller's
 * transaction `tx`: 201 with the new organisation's id; 409 with the existing organisation's id
 * when one has the record's PIB or MB (the record is linked to it, so the 409 writes that link)
 * or the record was imported before; 404 for an unknown record; 409 for a deleted one; 422 for
 * a record whose identifiers are invalid.
 */
export async function importCrawled(tx: Database, request: FastifyRequest, id: number): Promise<ImportOutcome> {
  const [record] = await tx.select().from(crawledOrganisations).where(eq(crawledOrganisations.id, id)).for('update');
  if (!record) return { status: 404, reason: `No crawled organisation with id ${id}` };
  if (record.deletedAt) return { status: 409, reason: 'The record is deleted; restore it first' };

  if (record.organisationId !== null) {
    const [linked] = await tx.select({ id: organisations.id, name: organisations.name }).from(organisations).where(eq(organisations.id, record.organisationId));
    if (linked) return { status: 409, reason: `Already imported as organisation ${linked.name} (id ${linked.id})`, organisationId: linked.id };
  }

  const clash = async (): Promise<ImportOutcome | undefined> => {
    const existing = await existingOrganisation(tx, record.taxRegistrationNumber, record.nationalIdentificationNumber);
    if (!existing) return undefined;
    await link(tx, request, record, existing.id);
    const by = existing.taxRegistrationNumber === record.taxRegistrationNumber ? `PIB ${record.taxRegistrationNumber}` : `MB ${record.nationalIdentificationNumber}`;
    const deleted = existing.deletedAt ? ' (deleted; restore it to use it)' : '';
    return { status: 409, reason: `An organisation with ${by} already exists: ${existing.name} (id ${existing.id})${deleted}`, organisationId: existing.id };
  };
  const before = await clash();
  if (before) return before;

  const problems = identifierErrors(record);
  if (problems.length) return { status: 422, reason: problems.map((problem) => problem.reason).join('; '), errors: problems };

  let organisationId: number;
  try {
    // A savepoint: a concurrent import of the same company makes only this insert fail.
    [{ id: organisationId }] = await tx.transaction((savepoint) =>
      savepoint
        .insert(organisations)
        .values({
          name: record.name,
          taxRegistrationNumber: record.taxRegistrationNumber,
          nationalIdentificationNumber: record.nationalIdentificationNumber,
          type: 'company',
          address: record.address,
          city: record.city,
          country: 'RS',
        })
        .returning({ id: organisations.id }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await clash();
    if (raced) return raced;
    throw error;
  }
  const [organisation] = await tx.select().from(organisations).where(eq(organisations.id, organisationId));
  await recordActivity(tx, request, {
    action: 'create',
    resource: 'organisations',
    recordId: organisationId,
    changes: diffChanges(undefined, { ...toJson(organisation as Row), crawledOrganisationId: record.id }),
  });
  await link(tx, request, record, organisationId);
  return { status: 201, organisationId };
}

/** The 409 body of `POST /crawled-organisations/{id}/import`: the error body plus the existing organisation's id. */
export const ImportConflict = Type.Object({ ...ErrorBody.properties, organisationId: Type.Optional(Id) });

/** Importing writes an organisation from a crawled record it reads: both permissions. */
const importPermissions = { permission: 'organisations.create', alsoRequires: ['crawled-organisations.read'] } as const;
const importDescription = 'Needs organisations.create and crawled-organisations.read.';

/** The import endpoints, one record and bulk. */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/crawled-organisations/:id/import',
    {
      config: importPermissions,
      schema: { tags, description: importDescription, params: IdParams, response: { 201: Type.Object({ organisationId: Id }), 409: ImportConflict } },
    },
    async (request, reply) => {
      const outcome = await app.db.transaction((tx) => importCrawled(tx as unknown as Database, request, request.params.id));
      switch (outcome.status) {
        case 201:
          return reply.status(201).send({ organisationId: outcome.organisationId });
        case 404:
          throw notFound(outcome.reason);
        case 422:
          throw unprocessable(outcome.errors);
        case 409:
          return reply.status(409).send({ message: 'Conflict', reason: outcome.reason, ...(outcome.organisationId ? { organisationId: outcome.organisationId } : {}) });
      }
    },
  );

  app.post(
    '/crawled-organisations/import',
    {
      config: importPermissions,
      schema: {
        tags,
        description: importDescription,
        body: Type.Object({ ids: { ...IdList, minItems: 1, maxItems: BULK_IMPORT_MAX } }, { additionalProperties: false }),
        response: { 200: BulkImportResult },
      },
    },
    async (request) => {
      const results: Static<typeof BulkImportResult>['results'] = [];
      // One transaction per record: a clash or a missing record leaves the others imported.
      for (const id of request.body.ids) {
        const outcome = await app.db.transaction((tx) => importCrawled(tx as unknown as Database, request, id));
        const { status, reason } = outcome as { status: 201 | 404 | 409 | 422; reason?: string };
        const organisationId = 'organisationId' in outcome ? outcome.organisationId : undefined;
        results.push({ id, status, ...(organisationId ? { organisationId } : {}), ...(reason ? { reason } : {}) });
      }
      return { results };
    },
  );
};
