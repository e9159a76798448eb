/**
 * What a crawled organisation record is, for every part of its API: the entity and write
 * schemas (derived from src/shared/resources/crawled-organisations.ts), how rows are presented
 * (with the imported organisation's name), the identifier checks the schemas cannot express,
 * and a body's column values.
 */
import { Type } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CrawledOrganisation as CrawledEntity } from '../../../src/shared/api';
import type { RegisterStatus as RegisterStatusValue } from '../../../src/shared/enums';
import { messageValuesOf, type FieldDefinition, type WriteOf } from '../../../src/shared/resource';
import { crawledOrganisationsDefinition } from '../../../src/shared/resources';
import { crawledOrganisations, organisations } from '../../db/schema';
import { mbProblem, pibProblem } from '../../domain/serbian-identifiers';
import type { Row } from '../crud';
import { entitySchemaOf, writeBodyOf } from '../definition-schemas';
import { Nullable } from '../schemas';

import type { FieldError } from '../../http/errors';
import { keyed, schemaMessage } from '../../http/localize';

export type { FieldError };
export type CrawledRow = typeof crawledOrganisations.$inferSelect;

/** OpenAPI tags of every crawled-organisation endpoint. */
export const tags = ['crawled-organisations'];

const { fields } = crawledOrganisationsDefinition;

/**
 * A record's status in the business register with its rule's message, in answers and in the
 * list's filter as well as in writes (as the API has always described it).
 */
export const RegisterStatus = Type.Enum([...fields.registerStatus.values], schemaMessage(keyed(fields.registerStatus.rules.message)));

/**
 * The written fields whose format no definition kind states, under the definition's rules and
 * message: the source URL must also be a URI (JSON Schema `uri`), `crawledAt` an ISO 8601 date-time.
 */
const written = {
  registerStatus: RegisterStatus,
  sourceUrl: Nullable(
    Type.String({
      format: 'uri',
      pattern: fields.sourceUrl.rules.pattern,
      maxLength: fields.sourceUrl.rules.maxLength,
      ...schemaMessage(keyed(fields.sourceUrl.rules.message, messageValuesOf(fields.sourceUrl.rules))),
    }),
  ),
  crawledAt: Type.String({ format: 'date-time', ...schemaMessage(keyed(fields.crawledAt.rules.message)) }),
};

/** A crawled organisation as every endpoint answers it. */
export const CrawledOrganisation = entitySchemaOf(crawledOrganisationsDefinition, { registerStatus: RegisterStatus });
/** The body of `POST /crawled-organisations` (and one row of an upload): its properties are the CSV columns, in order. */
export const CrawledCreate = writeBodyOf(crawledOrganisationsDefinition, 'create', written);
/** The body of `PUT /crawled-organisations/{id}`: the create body with an optional matching id. */
export const CrawledUpdate = writeBodyOf(crawledOrganisationsDefinition, 'update', written);
export type CrawledBody = WriteOf<typeof crawledOrganisationsDefinition, 'create'>;

const writable = Object.entries(fields as Readonly<Record<string, FieldDefinition>>).filter(([, field]) => field.create);
/** Written fields a record must have (required on create): an upload's required columns. */
export const REQUIRED_COLUMNS = writable.filter(([, field]) => field.create === 'required').map(([name]) => name as keyof CrawledBody);
/** Nullable written fields: an empty cell clears them. The others keep their value (or default). */
export const NULLABLE_COLUMNS = new Set(writable.filter(([, field]) => field.nullable).map(([name]) => name as keyof CrawledBody));

/** Records → entities with the imported organisation's name (one query for any number of rows). */
export async function presentCrawled(db: Database, rows: Row[]): Promise<CrawledEntity[]> {
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
    if (problem) errors.push({ field: 'taxRegistrationNumber', ...problem });
  }
  if (typeof body.nationalIdentificationNumber === 'string' && /^[0-9]{8}$/.test(body.nationalIdentificationNumber)) {
    const problem = mbProblem(body.nationalIdentificationNumber);
    if (problem) errors.push({ field: 'nationalIdentificationNumber', ...problem });
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
