/**
 * Crawled organisations (issue 9; SPEC §7 `/crawled-organisations`; DESIGN.md "crawled
 * organisation"): company records gathered from a public business register, on the CRUD route
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
 */
import { Type, type FastifyPluginAsyncTypebox, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, isNotNull, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import { Compile } from 'typebox/compile';
import { diffChanges, recordActivity, type ActivityEntry } from '../audit/activity';
import type { Database } from '../db/client';
import { activity, crawledOrganisations, organisations, REGISTER_STATUSES } from '../db/schema';
import { mbProblem, pibProblem } from '../domain/serbian-identifiers';
import { badRequest, HttpError, notFound, unprocessable } from '../http/errors';
import { describeIssues, type ValidationIssue } from '../plugins/validation';
import { crudRoutes, type Row } from './crud';
import { toJson } from './paging';
import { ErrorBody, Id, IdList, IdParams, NameString, NationalIdentificationNumber, Nullable, TaxRegistrationNumber, Timestamp, cleanNames } from './schemas';

type FieldError = { field?: string; reason: string };
type CrawledRow = typeof crawledOrganisations.$inferSelect;

const RegisterStatus = Type.Enum([...REGISTER_STATUSES], {
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

/** The writable fields (also the CSV columns, DESIGN.md "crawled organisation"). */
const CrawledWrite = {
  // 200 like an organisation's name, so that every record can be imported as one.
  name: NameString({ minLength: 2, maxLength: 200, label: 'Name', message: 'Name must be 2 to 200 characters long' }),
  taxRegistrationNumber: TaxRegistrationNumber,
  nationalIdentificationNumber: NationalIdentificationNumber,
  address: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: 300, label: 'Address', message: 'Address must be at most 300 characters long' }))),
  city: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: 100, label: 'City', message: 'City must be at most 100 characters long' }))),
  activityCode: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{4}$', 'x-error-message': 'Activity code must be 4 digits (KD 2010)' }))),
  activityName: Type.Optional(
    Nullable(NameString({ minLength: 0, maxLength: 300, label: 'Activity name', message: 'Activity name must be at most 300 characters long' })),
  ),
  registerStatus: Type.Optional(RegisterStatus),
  sourceUrl: Type.Optional(
    Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 1000, 'x-error-message': 'Source URL must be an http(s) address' })),
  ),
  crawledAt: Type.Optional(Type.String({ format: 'date-time', 'x-error-message': 'Crawled at must be a date and time (ISO 8601, e.g. 2026-11-01T08:00:00Z)' })),
};

const CrawledCreate = Type.Object(CrawledWrite, { additionalProperties: false });
const CrawledUpdate = Type.Object({ id: Type.Optional(Id), ...CrawledWrite }, { additionalProperties: false });
type CrawledBody = Static<typeof CrawledCreate>;

/** The CSV columns of an upload, in the documented order (DESIGN.md). */
export const CSV_COLUMNS = Object.keys(CrawledWrite) as (keyof CrawledBody)[];
const REQUIRED_COLUMNS: readonly (keyof CrawledBody)[] = ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber'];
/** Nullable text columns: an empty cell clears them. The others keep their value (or default). */
const NULLABLE_COLUMNS = new Set<keyof CrawledBody>(['address', 'city', 'activityCode', 'activityName', 'sourceUrl']);

/** Largest accepted upload (bytes) and number of data rows. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 10_000;
/** Largest bulk import. */
export const BULK_IMPORT_MAX = 100;

/** Records → entities with the imported organisation's name (one query for any number of rows). */
export async function presentCrawled(db: Database, rows: Row[]): Promise<Static<typeof CrawledOrganisation>[]> {
  const records = rows as CrawledRow[];
  const organisationIds = [...new Set(records.flatMap((row) => (row.organisationId === null ? [] : [row.organisationId])))];
  const named = organisationIds.length
    ? await db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(inArray(organisations.id, organisationIds))
    : [];
  const names = new Map(named.map((organisation) => [organisation.id, organisation.name]));
  return records.map((row) => ({
    id: row.id,
    name: row.name,
    taxRegistrationNumber: row.taxRegistrationNumber,
    nationalIdentificationNumber: row.nationalIdentificationNumber,
    address: row.address,
    city: row.city,
    activityCode: row.activityCode,
    activityName: row.activityName,
    registerStatus: row.registerStatus as (typeof REGISTER_STATUSES)[number],
    sourceUrl: row.sourceUrl,
    crawledAt: row.crawledAt.toISOString(),
    organisationId: row.organisationId,
    organisationName: row.organisationId === null ? null : (names.get(row.organisationId) ?? null),
    importedAt: row.importedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  }));
}

/** Check-digit and MB problems the schema's patterns cannot see (only for well-formed values). */
function identifierErrors(body: { taxRegistrationNumber?: unknown; nationalIdentificationNumber?: unknown }): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof body.taxRegistrationNumber === 'string' && /^[0-9]{9}$/.test(body.taxRegistrationNumber)) {
    const problem = pibProblem(body.taxRegistrationNumber);
    if (problem) errors.push({ field: 'taxRegistrationNumber', reason: problem });
  }
  if (typeof body.nationalIdentificationNumber === 'string' && /^[0-9]{8}$/.test(body.nationalIdentificationNumber)) {
    const problem = mbProblem(body.nationalIdentificationNumber);
    if (problem) errors.push({ field: 'nationalIdentificationNumber', reason: problem });
  }
  return errors;
}

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

/** Column values of a validated body: empty optional texts become null, crawledAt a Date. */
function columnsOf(body: Partial<CrawledBody>) {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || value === undefined) continue;
    if (key === 'crawledAt') values.crawledAt = new Date(value as string);
    else values[key] = NULLABLE_COLUMNS.has(key as keyof CrawledBody) && value === '' ? null : value;
  }
  return values as Partial<typeof crawledOrganisations.$inferInsert>;
}

const crud = crudRoutes({
  name: 'crawled-organisations',
  table: crawledOrganisations,
  capabilities: { softDelete: true },
  schemas: { entity: CrawledOrganisation, create: CrawledCreate, update: CrawledUpdate },
  searchColumns: [
    crawledOrganisations.name,
    crawledOrganisations.taxRegistrationNumber,
    crawledOrganisations.nationalIdentificationNumber,
    crawledOrganisations.city,
  ],
  sortColumns: {
    name: crawledOrganisations.name,
    city: crawledOrganisations.city,
    crawledAt: crawledOrganisations.crawledAt,
    taxRegistrationNumber: crawledOrganisations.taxRegistrationNumber,
    nationalIdentificationNumber: crawledOrganisations.nationalIdentificationNumber,
    activityCode: crawledOrganisations.activityCode,
    registerStatus: crawledOrganisations.registerStatus,
    importedAt: crawledOrganisations.importedAt,
    createdAt: crawledOrganisations.createdAt,
    updatedAt: crawledOrganisations.updatedAt,
    id: crawledOrganisations.id,
  },
  filters: {
    city: {
      schema: Type.String({ minLength: 1, maxLength: 100 }),
      where: (city: string) => sql`lower(${crawledOrganisations.city}) = lower(${city})`,
    },
    registerStatus: { schema: RegisterStatus, where: (status: string) => eq(crawledOrganisations.registerStatus, status) },
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
    async insert(ctx, body) {
      const errors = identifierErrors(body);
      if (errors.length) throw unprocessable(errors);
      await assertPibFree(ctx.tx, body.taxRegistrationNumber);
      const [created] = await ctx.tx
        .insert(crawledOrganisations)
        .values(columnsOf(body) as typeof crawledOrganisations.$inferInsert)
        .returning({ id: crawledOrganisations.id });
      return created.id;
    },
    async update(ctx, current, body) {
      const errors = identifierErrors(body);
      if (errors.length) throw unprocessable(errors);
      await assertPibFree(ctx.tx, body.taxRegistrationNumber, current.id as number);
      await ctx.tx.update(crawledOrganisations).set(columnsOf(body)).where(eq(crawledOrganisations.id, current.id as number));
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Import as an organisation

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

// ---------------------------------------------------------------------------------------------
// CSV upload (a register extract)

/** The result of one data row of an upload (`row` counts data rows from 1, the header not included). */
export const UploadRow = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  /** `forbidden`: the row would change an existing record and the caller lacks `crawled-organisations.update`. */
  status: Type.Enum(['created', 'updated', 'unchanged', 'invalid', 'forbidden']),
  id: Type.Optional(Id),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.Optional(Type.String()), reason: Type.String() }))),
});
type UploadRowResult = Static<typeof UploadRow>;

/** The answer of `POST /crawled-organisations/upload`. */
export const UploadResult = Type.Object({
  dryRun: Type.Boolean(),
  results: Type.Array(UploadRow),
  summary: Type.Object({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer(), invalid: Type.Integer(), forbidden: Type.Integer() }),
});

const checkRow = Compile(CrawledCreate as TSchema);

/** A CSV date without time (2026-11-01) means midnight UTC. */
const normaliseCrawledAt = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);

/** One data row as a body for {@link CrawledCreate}, and every reason it is invalid. */
function rowBody(columns: (keyof CrawledBody)[], cells: string[]): { body: Partial<CrawledBody>; errors: FieldError[] } {
  const body: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') {
      if (REQUIRED_COLUMNS.includes(column)) body[column] = '';
      else if (NULLABLE_COLUMNS.has(column)) body[column] = null;
      // registerStatus, crawledAt: an empty cell keeps the stored value (or the default).
    } else {
      body[column] = column === 'crawledAt' ? normaliseCrawledAt(cell) : cell;
    }
  });
  const errors: FieldError[] = [];
  try {
    cleanNames(CrawledCreate, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    errors.push(...(error.errors ?? []));
  }
  if (!checkRow.Check(body)) {
    for (const issue of describeIssues([...checkRow.Errors(body)] as unknown as ValidationIssue[], CrawledCreate)) {
      if (!errors.some((known) => known.field === issue.field && known.reason === issue.reason)) errors.push(issue);
    }
  }
  errors.push(...identifierErrors(body));
  return { body: body as Partial<CrawledBody>, errors };
}

/** The header row → canonical column names (case-insensitive); 400 for unknown, repeated or missing ones. */
function headerColumns(header: string[]): (keyof CrawledBody)[] {
  const expected = `Expected columns: ${CSV_COLUMNS.join(', ')} (the first three are required)`;
  const byLower = new Map(CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns = header.map((name) => byLower.get(name.trim().toLowerCase()));
  const unknown = header.filter((_name, index) => columns[index] === undefined).map((name) => name.trim());
  if (unknown.length) {
    throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}. ${expected}`, [
      ...unknown.map((name) => ({ field: name, reason: `Unknown column "${name}"` })),
      { reason: expected },
    ]);
  }
  const known = columns as (keyof CrawledBody)[];
  const repeated = known.filter((column, index) => known.indexOf(column) !== index);
  if (repeated.length) throw badRequest(`Column${repeated.length > 1 ? 's' : ''} ${[...new Set(repeated)].join(', ')} appear more than once. ${expected}`);
  const missing = REQUIRED_COLUMNS.filter((column) => !known.includes(column));
  if (missing.length) throw badRequest(`Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ${expected}`);
  return known;
}

/** The values of `body` that differ from `current` (only the columns the file has). */
function changedColumns(current: CrawledRow, body: Partial<CrawledBody>) {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(columnsOf(body))) {
    const stored = current[key as keyof CrawledRow];
    const same = value instanceof Date ? stored instanceof Date && stored.getTime() === value.getTime() : stored === value;
    if (!same) changes[key] = value;
  }
  return changes;
}

/**
 * Appends many activity rows in a few INSERTs, with the fields {@link recordActivity} writes
 * (actor, IP and user agent of `request`): an upload of thousands of rows would otherwise hold
 * the database for one INSERT per record. (server/audit/activity.ts could offer this.)
 */
async function recordActivities(db: Database, request: FastifyRequest, entries: ActivityEntry[]): Promise<void> {
  const principal = request.principal;
  const common = {
    actorId: principal?.userId ?? null,
    actorName: principal?.name ?? null,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
  for (let start = 0; start < entries.length; start += 500) {
    await db.insert(activity).values(
      entries.slice(start, start + 500).map((entry) => ({
        ...common,
        action: entry.action,
        resource: entry.resource,
        recordId: entry.recordId ?? null,
        changes: entry.changes ?? null,
      })),
    );
  }
}

/**
 * Sets the file's `columns` of many records, 500 per UPDATE … FROM (VALUES …): one statement
 * per record would hold the database for seconds on a large extract. `values` hold every
 * column of `columns` (the stored value where the file left a cell empty).
 */
async function updateMany(tx: Database, columns: (keyof CrawledBody)[], updates: { id: number; values: Record<string, unknown> }[]): Promise<void> {
  const targets = columns.map((column) => crawledOrganisations[column] as PgColumn);
  const names = sql.join(targets.map((target) => sql.identifier(target.name)), sql`, `);
  const assignments = sql.join(targets.map((target) => sql`${sql.identifier(target.name)} = v.${sql.identifier(target.name)}`), sql`, `);
  for (let start = 0; start < updates.length; start += 500) {
    const rows = updates.slice(start, start + 500).map(({ id, values }) => {
      const cells = columns.map((column, index) => {
        const value = values[column] instanceof Date ? (values[column] as Date).toISOString() : (values[column] ?? null);
        return sql`${value}::${sql.raw(targets[index].getSQLType())}`;
      });
      return sql`(${id}::integer, ${sql.join(cells, sql`, `)})`;
    });
    await tx.execute(
      sql`update ${crawledOrganisations} set ${assignments}, updated_at = now() from (values ${sql.join(rows, sql`, `)}) as v(id, ${names}) where ${crawledOrganisations.id} = v.id`,
    );
  }
}

/** The permission a row that changes an existing record needs (the one `PUT` declares). */
const UPDATE_PERMISSION = 'crawled-organisations.update';

/**
 * Parses and validates a register extract and, unless `dryRun`, writes its valid rows in the
 * transaction `tx` (upsert by PIB; rows locked). Rows that would change an existing record are
 * `forbidden` (and never written) unless the caller holds `crawled-organisations.update`: the
 * upload must not grant more than the record's own `PUT`. Throws 400 for a file that is not a
 * usable CSV.
 */
async function applyUpload(tx: Database, request: FastifyRequest, text: string, dryRun: boolean): Promise<Static<typeof UploadResult>> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (!header) throw badRequest(`The file is empty. Expected a header row with the columns ${CSV_COLUMNS.join(', ')}`);
  const columns = headerColumns(header);
  if (rows.length > UPLOAD_MAX_ROWS) throw badRequest(`At most ${UPLOAD_MAX_ROWS} rows per upload; this file has ${rows.length}`);

  // Papaparse's row-level problems (quotes, field counts); `row` counts the header as 0.
  const parseErrors = new Map<number, FieldError[]>();
  for (const error of parsed.errors) {
    if (error.code === 'UndetectableDelimiter' || error.row === undefined) continue;
    if (error.row === 0) throw badRequest(`The header row cannot be read: ${error.message}`);
    parseErrors.set(error.row, [...(parseErrors.get(error.row) ?? []), { reason: `CSV: ${error.message}` }]);
  }

  const results: UploadRowResult[] = [];
  const candidates: { index: number; body: Partial<CrawledBody> }[] = [];
  const firstRowOfPib = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const { body, errors } = rowBody(columns, cells);
    errors.unshift(...(parseErrors.get(row) ?? []));
    if (cells.length !== columns.length && !parseErrors.has(row)) {
      errors.unshift({ reason: `The row has ${cells.length} fields; the header has ${columns.length}` });
    }
    const pib = body.taxRegistrationNumber;
    if (pib) {
      const first = firstRowOfPib.get(pib);
      if (first !== undefined) errors.push({ field: 'taxRegistrationNumber', reason: `PIB ${pib} also appears in row ${first}` });
      else firstRowOfPib.set(pib, row);
    }
    results.push(errors.length ? { row, status: 'invalid', errors } : { row, status: 'unchanged' });
    if (!errors.length) candidates.push({ index, body });
  });

  // Existing records by PIB, locked when writing.
  const existing = new Map<string, CrawledRow>();
  const pibs = candidates.map((candidate) => candidate.body.taxRegistrationNumber!);
  for (let start = 0; start < pibs.length; start += 1000) {
    const query = tx.select().from(crawledOrganisations).where(inArray(crawledOrganisations.taxRegistrationNumber, pibs.slice(start, start + 1000)));
    for (const row of await (dryRun ? query : query.for('update'))) existing.set(row.taxRegistrationNumber, row);
  }

  const mayUpdate = request.principal?.permissions.has(UPDATE_PERMISSION) ?? false;
  const creating: { index: number; values: typeof crawledOrganisations.$inferInsert }[] = [];
  const logged: ActivityEntry[] = [];
  const updating: { id: number; values: Record<string, unknown> }[] = [];
  for (const { index, body } of candidates) {
    const row = index + 1;
    const current = existing.get(body.taxRegistrationNumber!);
    if (!current) {
      results[index] = { row, status: 'created' };
      creating.push({ index, values: columnsOf(body) as typeof crawledOrganisations.$inferInsert });
      continue;
    }
    if (current.deletedAt) {
      const reason = `The crawled organisation with PIB ${current.taxRegistrationNumber} (id ${current.id}) is deleted; restore it first`;
      results[index] = { row, status: 'invalid', id: current.id, errors: [{ field: 'taxRegistrationNumber', reason }] };
      continue;
    }
    const changes = changedColumns(current, body);
    if (Object.keys(changes).length === 0) {
      results[index] = { row, status: 'unchanged', id: current.id };
      continue;
    }
    if (!mayUpdate) {
      const reason = `Changing the existing crawled organisation with PIB ${current.taxRegistrationNumber} (id ${current.id}) needs the ${UPDATE_PERMISSION} permission`;
      results[index] = { row, status: 'forbidden', id: current.id, errors: [{ reason }] };
      continue;
    }
    results[index] = { row, status: 'updated', id: current.id };
    if (dryRun) continue;
    updating.push({ id: current.id, values: { ...Object.fromEntries(columns.map((column) => [column, current[column]])), ...changes } });
    const before = toJson(Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof CrawledRow]])));
    logged.push({ action: 'update', resource: 'crawled-organisations', recordId: current.id, changes: diffChanges(before, toJson(changes)) });
  }

  if (!dryRun) {
    await updateMany(tx, columns, updating);
    for (let start = 0; start < creating.length; start += 500) {
      const batch = creating.slice(start, start + 500);
      const inserted = await tx.insert(crawledOrganisations).values(batch.map((entry) => entry.values)).returning();
      const ids = new Map(inserted.map((row) => [row.taxRegistrationNumber, row]));
      const presented = new Map((await presentCrawled(tx, inserted as Row[])).map((record) => [record.id, record]));
      for (const entry of batch) {
        const row = ids.get(entry.values.taxRegistrationNumber)!;
        results[entry.index] = { row: entry.index + 1, status: 'created', id: row.id };
        const after = presented.get(row.id);
        logged.push({ action: 'create', resource: 'crawled-organisations', recordId: row.id, changes: diffChanges(undefined, after) });
      }
    }
    await recordActivities(tx, request, logged);
  }

  const summary = { created: 0, updated: 0, unchanged: 0, invalid: 0, forbidden: 0 };
  for (const result of results) summary[result.status] += 1;
  return { dryRun, results, summary };
}

// ---------------------------------------------------------------------------------------------
// Routes beyond the factory's

const tags = ['crawled-organisations'];

/** The 409 body of `POST /crawled-organisations/{id}/import`: the error body plus the existing organisation's id. */
export const ImportConflict = Type.Object({ ...ErrorBody.properties, organisationId: Type.Optional(Id) });

/** The answer of `POST /crawled-organisations/import`. */
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

/** Importing writes an organisation from a crawled record it reads: both permissions. */
const importPermissions = { permission: 'organisations.create', alsoRequires: ['crawled-organisations.read'] } as const;
const importDescription = 'Needs organisations.create and crawled-organisations.read.';

const extras: FastifyPluginAsyncTypebox = async (app) => {
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

  // text/csv is read here only, as one string of at most UPLOAD_BODY_LIMIT bytes.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/crawled-organisations/upload',
    {
      config: { permission: 'crawled-organisations.create' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        consumes: ['text/csv'],
        querystring: Type.Object({ dryRun: Type.Boolean({ default: false }) }, { additionalProperties: false }),
        body: Type.String({ description: `A CSV register extract with a header row: ${CSV_COLUMNS.join(', ')}` }),
        response: { 200: UploadResult },
      },
    },
    async (request) => {
      const contentType = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (contentType !== 'text/csv') throw new HttpError(415, 'Unsupported media type', 'Send the register extract as text/csv');
      const { dryRun } = request.query;
      // A dry run reads in a transaction too, so that the preview sees one consistent state.
      return app.db.transaction((tx) => applyUpload(tx as unknown as Database, request, request.body, dryRun));
    },
  );
};

/** Every crawled-organisation endpoint; register under /api/1.0. */
const crawledOrganisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(extras);
  await app.register(crud);
};

export default crawledOrganisationRoutes;
