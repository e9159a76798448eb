/**
 * The results of the register upload and of a bulk import of crawled organisations
 * (docs/decisions.md#crawled-organisations) as `/crawled-organisations/upload` and
 * `/crawled-organisations/import` answer them; the record itself is its definition's entity
 * (src/shared/resources/crawled-organisations.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './common';

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
