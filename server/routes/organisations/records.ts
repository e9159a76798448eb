/**
 * What an organisation is, for every part of its API: the entity and write schemas derived from
 * its definition (src/shared/resources/organisations.ts), the checks the schemas cannot express
 * (the PIB's check digit, a country code that exists), and how rows are presented.
 */
import { Type } from '@fastify/type-provider-typebox';
import type { Organisation as OrganisationEntity } from '../../../src/shared/api';
import { ORGANISATION_TYPES } from '../../../src/shared/enums';
import { messageValuesOf, type WriteOf } from '../../../src/shared/resource';
import { organisationsDefinition } from '../../../src/shared/resources';
import { ISO_3166_ALPHA_2 } from '../../domain/countries';
import { mbProblem, pibProblem } from '../../domain/serbian-identifiers';
import { unprocessable, type FieldError } from '../../http/errors';
import { keyed, schemaMessage } from '../../http/localize';
import type { Row } from '../crud';
import { entitySchemaOf, writeBodyOf } from '../definition-schemas';
import { toJson } from '../paging';
import { Nullable } from '../schemas';

/** An organisation's type (one of ORGANISATION_TYPES), as a path parameter. */
export const OrganisationType = Type.Enum([...ORGANISATION_TYPES]);

/** OpenAPI tags of every organisation endpoint, and the permission of its reads. */
export const tags = ['organisations'];
export const read = { permission: 'organisations.read' as const };

/** The organisation as every endpoint answers it. */
export const Organisation = entitySchemaOf(organisationsDefinition);

const website = organisationsDefinition.fields.website.rules;
/**
 * The written website: the definition's rules, and JSON Schema's `uri` format (an absolute URI),
 * which no field kind holds.
 */
const writtenWebsite = {
  website: Nullable(Type.String({ format: 'uri', pattern: website.pattern, maxLength: website.maxLength, ...schemaMessage(keyed(website.message, messageValuesOf(website))) })),
};

/** The body of `POST /organisations` (and the organisation of `POST /organisations/init`). */
export const OrganisationCreate = writeBodyOf(organisationsDefinition, 'create', writtenWebsite);
/** The body of `PUT /organisations/{id}`. */
export const OrganisationUpdate = writeBodyOf(organisationsDefinition, 'update', writtenWebsite);
export type OrganisationBody = WriteOf<typeof organisationsDefinition, 'create'>;

/**
 * 422 with every identifier problem the schema cannot see: the PIB's check digit and a country
 * code that does not exist (the formats are the definition's rules; the reasons are worded in
 * server/domain/serbian-identifiers.ts).
 */
export function assertIdentifiers(body: Partial<OrganisationBody>, prefix = '') {
  const errors: FieldError[] = [];
  const pib = body.taxRegistrationNumber === undefined ? null : pibProblem(body.taxRegistrationNumber);
  if (pib) errors.push({ field: `${prefix}taxRegistrationNumber`, ...pib });
  const mb = body.nationalIdentificationNumber === undefined ? null : mbProblem(body.nationalIdentificationNumber);
  if (mb) errors.push({ field: `${prefix}nationalIdentificationNumber`, ...mb });
  if (body.country && !ISO_3166_ALPHA_2.has(body.country)) {
    errors.push({ field: `${prefix}country`, reason: `Country ${body.country} is not an ISO 3166-1 alpha-2 code` });
  }
  if (errors.length) throw unprocessable(errors);
}

/** Rows → entities: the row with dates as ISO strings. */
export const present = (rows: Row[]) => rows.map(toJson) as unknown as OrganisationEntity[];
