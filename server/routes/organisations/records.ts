/**
 * What an organisation is, for every part of its API: the entity schema (from
 * src/shared/schemas/organisations.ts), the write schemas, the identifier checks the schemas
 * cannot express (PIB check digit, MB, country code), and how rows are presented.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Organisation, OrganisationType } from '../../../src/shared/schemas/organisations';
import { ISO_3166_ALPHA_2 } from '../../domain/countries';
import { mbProblem, pibProblem } from '../../domain/serbian-identifiers';
import { unprocessable } from '../../http/errors';
import type { Row } from '../crud';
import { toJson } from '../paging';
import { NameString, NationalIdentificationNumber, Nullable, TaxRegistrationNumber } from '../schemas';

export { Organisation, OrganisationType };

/** OpenAPI tags of every organisation endpoint, and the permission of its reads. */
export const tags = ['organisations'];
export const read = { permission: 'organisations.read' as const };

/** The writable fields, shared by create, update and the init wizard. */
export const OrganisationWrite = {
  name: NameString({ minLength: 2, maxLength: 200, label: 'Name', message: 'Name must be at least 2 characters long' }),
  taxRegistrationNumber: TaxRegistrationNumber,
  nationalIdentificationNumber: NationalIdentificationNumber,
  type: OrganisationType,
  address: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: 300, label: 'Address' }))),
  city: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: 100, label: 'City' }))),
  country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$', 'x-error-message': 'Country must be an ISO 3166-1 alpha-2 code' }))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254, 'x-error-message': 'Please enter a valid email address' }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 50, pattern: '^[0-9+()./ -]*$', 'x-error-message': 'Phone may hold digits, spaces and + ( ) . / -' }))),
  website: Type.Optional(Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 300, 'x-error-message': 'Website must be an http(s) address' }))),
  isActive: Type.Optional(Type.Boolean()),
};

/** The body of `POST /organisations` (and the organisation of `POST /organisations/init`). */
export const OrganisationCreate = Type.Object(OrganisationWrite, { additionalProperties: false });
type OrganisationBody = Static<typeof OrganisationCreate>;

/** 422 with every identifier problem the schema cannot see (check digit, unknown country). */
export function assertIdentifiers(body: Partial<OrganisationBody>, prefix = '') {
  const errors: { field: string; reason: string }[] = [];
  const pib = body.taxRegistrationNumber === undefined ? null : pibProblem(body.taxRegistrationNumber);
  if (pib) errors.push({ field: `${prefix}taxRegistrationNumber`, reason: pib });
  const mb = body.nationalIdentificationNumber === undefined ? null : mbProblem(body.nationalIdentificationNumber);
  if (mb) errors.push({ field: `${prefix}nationalIdentificationNumber`, reason: mb });
  if (body.country && !ISO_3166_ALPHA_2.has(body.country)) {
    errors.push({ field: `${prefix}country`, reason: `Country ${body.country} is not an ISO 3166-1 alpha-2 code` });
  }
  if (errors.length) throw unprocessable(errors);
}

/** Rows → entities: the row with dates as ISO strings. */
export const present = (rows: Row[]) => rows.map(toJson) as unknown as Static<typeof Organisation>[];
