/**
 * The register upload: `POST /crawled-organisations/upload?dryRun=` takes a register extract as
 * text/csv and upserts its rows by PIB (per-row results; with dryRun=true a preview that writes
 * nothing). It needs `crawled-organisations.create`; a row that would change an existing record
 * also needs `crawled-organisations.update` (as `PUT` does), else it is reported `forbidden`
 * and left unwritten.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import { Compile } from 'typebox/compile';
import { UploadResult, UploadRow } from '../../../src/shared/schemas/crawled-organisations';
import { diffChanges, type ActivityEntry } from '../../audit/activity';
import type { Database } from '../../db/client';
import { activity, crawledOrganisations } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { describeIssues, type ValidationIssue } from '../../plugins/validation';
import type { Row } from '../crud';
import { toJson } from '../paging';
import { cleanNames } from '../schemas';
import {
  columnsOf,
  CrawledCreate,
  identifierErrors,
  NULLABLE_COLUMNS,
  presentCrawled,
  REQUIRED_COLUMNS,
  tags,
  type CrawledBody,
  type CrawledRow,
  type FieldError,
} from './records';

/**
 * The CSV columns of an upload, in the documented order (docs/architecture.md): the create
 * body's fields, each cell checked by the same rules as `POST /crawled-organisations`.
 */
export const CSV_COLUMNS = Object.keys(CrawledCreate.properties) as (keyof CrawledBody)[];

/** Largest accepted upload (bytes) and number of data rows. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 10_000;

type UploadRowResult = Static<typeof UploadRow>;

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

/**
 * Adds the text/csv body parser the upload needs to `app`'s scope. index.ts adds it to the one
 * scope of the routes beside the factory's (cities, import, upload); no other scope reads text/csv.
 */
export function acceptCsvBodies(app: FastifyInstance): void {
  // text/csv is read here only, as one string of at most UPLOAD_BODY_LIMIT bytes.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));
}

/** `POST /crawled-organisations/upload`; its scope must read text/csv ({@link acceptCsvBodies}). */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
