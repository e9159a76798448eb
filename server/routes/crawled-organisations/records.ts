/**
 * What a crawled organisation record is, for every part of its API: the entity schema (from
 * src/shared/schemas/crawled-organisations.ts), the write schemas, how rows are presented (with
 * the imported organisation's name), the identifier checks the schemas cannot express, and a
 * body's column values.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { RegisterStatus as RegisterStatusValue } from '../../../src/shared/enums';
import { CrawledOrganisation, RegisterStatus } from '../../../src/shared/schemas/crawled-organisations';
import { crawledOrganisations, organisations } from '../../db/schema';
import { mbProblem, pibProblem } from '../../domain/serbian-identifiers';
import type { Row } from '../crud';
import { Id, NameString, NationalIdentificationNumber, Nullable, TaxRegistrationNumber } from '../schemas';

export { CrawledOrganisation, RegisterStatus };

export type FieldError = { field?: string; reason: string };
export type CrawledRow = typeof crawledOrganisations.$inferSelect;

/** OpenAPI tags of every crawled-organisation endpoint. */
export const tags = ['crawled-organisations'];

/** The writable fields (also the CSV columns, docs/architecture.md#data-model). */
export const CrawledWrite = {
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

/** The body of `POST /crawled-organisations` (and one row of an upload). */
export const CrawledCreate = Type.Object(CrawledWrite, { additionalProperties: false });
/** The body of `PUT /crawled-organisations/{id}`: the create body with an optional matching id. */
export const CrawledUpdate = Type.Object({ id: Type.Optional(Id), ...CrawledWrite }, { additionalProperties: false });
export type CrawledBody = Static<typeof CrawledCreate>;

/** Nullable text columns: an empty cell clears them. The others keep their value (or default). */
export const NULLABLE_COLUMNS = new Set<keyof CrawledBody>(['address', 'city', 'activityCode', 'activityName', 'sourceUrl']);

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
    registerStatus: row.registerStatus as RegisterStatusValue,
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
export function identifierErrors(body: { taxRegistrationNumber?: unknown; nationalIdentificationNumber?: unknown }): FieldError[] {
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

/** Column values of a validated body: empty optional texts become null, crawledAt a Date. */
export function columnsOf(body: Partial<CrawledBody>) {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || value === undefined) continue;
    if (key === 'crawledAt') values.crawledAt = new Date(value as string);
    else values[key] = NULLABLE_COLUMNS.has(key as keyof CrawledBody) && value === '' ? null : value;
  }
  return values as Partial<typeof crawledOrganisations.$inferInsert>;
}
