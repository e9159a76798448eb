/**
 * Crawled organisations (company records from a public business register,
 * docs/decisions.md#crawled-organisations) as the `/crawled-organisations` endpoints answer
 * them, with the results of the register upload and of a bulk import.
 */
import { Type } from '@fastify/type-provider-typebox';
import { REGISTER_STATUSES } from '../enums';
import { Id, Nullable, Timestamp } from './common';

/** A record's status in the business register (one of REGISTER_STATUSES). */
export const RegisterStatus = Type.Enum([...REGISTER_STATUSES], {
  'x-error-message': `Register status must be one of ${REGISTER_STATUSES.join(', ')}`,
});

/** A crawled organisation as every endpoint answers it. */
export const CrawledOrganisation = Type.Object({
  id: Id,
  name: Type.String(),
  taxRegistrationNumber: Type.String(),
  nationalIdentificationNumber: Type.String(),
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  activityCode: Nullable(Type.String()),
  activityName: Nullable(Type.String()),
  registerStatus: RegisterStatus,
  sourceUrl: Nullable(Type.String()),
  crawledAt: Timestamp,
  /** The organisation this record was imported as (or linked to on a 409), else null. */
  organisationId: Nullable(Id),
  organisationName: Nullable(Type.String()),
  importedAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});

/** The result of one data row of an upload (`row` counts data rows from 1, the header not included). */
export const UploadRow = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  /** `forbidden`: the row would change an existing record and the caller lacks `crawled-organisations.update`. */
  status: Type.Enum(['created', 'updated', 'unchanged', 'invalid', 'forbidden']),
  id: Type.Optional(Id),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.Optional(Type.String()), reason: Type.String() }))),
});

/** The answer of `POST /crawled-organisations/upload`. */
export const UploadResult = Type.Object({
  dryRun: Type.Boolean(),
  results: Type.Array(UploadRow),
  summary: Type.Object({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer(), invalid: Type.Integer(), forbidden: Type.Integer() }),
});

/** The answer of `POST /crawled-organisations/import`: per-record results. */
export const BulkImportResult = Type.Object({
  results: Type.Array(
    Type.Object({
      id: Id,
      status: Type.Union([Type.Literal(201), Type.Literal(404), Type.Literal(409), Type.Literal(422)]),
      organisationId: Type.Optional(Id),
      reason: Type.Optional(Type.String()),
    }),
  ),
});
