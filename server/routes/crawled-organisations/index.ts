/**
 * Crawled organisations (docs/decisions.md#organisations; docs/requirements.md#r7 `/crawled-organisations`; docs/architecture.md#data-model): company records gathered from a public business register, on the CRUD route
 * factory with soft delete. Search by name, PIB, MB or city; filters `city`, `registerStatus`,
 * `imported`, `activityCode` (a code or its first digits). A record shows whether, and as which organisation, it was imported
 * (`organisationId`, `organisationName`, `importedAt`).
 *
 * Validation: PIB 9 digits with its ISO 7064 MOD 11,10 check digit and MB 8 digits (422 with the
 * reason), PIB unique among crawled records (409, deleted ones included).
 *
 * Beside the standard endpoints:
 *   GET  /crawled-organisations/cities         `crawled-organisations.read`   `[{city, count}]`
 *   POST /crawled-organisations/{id}/import    `organisations.create` and `crawled-organisations.read`
 *        (it reads the record)  201 `{organisationId}`, or
 *        409 `{message, reason, organisationId}` when an organisation with its PIB or MB exists
 *        (the record is then linked to it)
 *   POST /crawled-organisations/import {ids}   the same two permissions  200 per-record results,
 *        each record in its own transaction
 *   POST /crawled-organisations/upload?dryRun= `crawled-organisations.create`  a register
 *        extract as text/csv: per-row results, upsert by PIB, a preview with dryRun=true; a
 *        row that would change an existing record also needs `crawled-organisations.update`
 *        (as `PUT` does), else it is reported `forbidden` and left unwritten
 *
 * This file registers the parts, one job each: records.ts (the entity and write schemas derived
 * from src/shared/resources/crawled-organisations.ts, and the presentation every part shares),
 * crud.ts (the factory's endpoints and the cities), import.ts (import as an organisation) and
 * upload.ts (the register upload).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cityRoutes, crawledCrudRoutes } from './crud';
import { importRoutes } from './import';
import { acceptCsvBodies, uploadRoutes } from './upload';

export { CrawledOrganisation, presentCrawled } from './records';
export { BULK_IMPORT_MAX, ImportConflict, importCrawled, type ImportOutcome } from './import';
export { CSV_COLUMNS, UPLOAD_BODY_LIMIT, UPLOAD_MAX_ROWS } from './upload';

/** The routes beside the factory's, in one scope that reads text/csv bodies (for the upload). */
const extras: FastifyPluginAsyncTypebox = async (app) => {
  acceptCsvBodies(app);
  await app.register(cityRoutes);
  await app.register(importRoutes);
  await app.register(uploadRoutes);
};

/** Every crawled-organisation endpoint; register under /api/1.0. */
const crawledOrganisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(extras);
  await app.register(crawledCrudRoutes);
};

export default crawledOrganisationRoutes;
