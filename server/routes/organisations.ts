/**
 * Organisations: the standard CRUD endpoints with soft delete and active state, plus a `type`
 * filter. PIB (taxRegistrationNumber) is 9 digits and MB (nationalIdentificationNumber) 8,
 * both unique (409 on a clash).
 */
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { ORGANISATION_TYPES, organisations } from '../db/schema';
import { crudRoutes } from './crud';
import { Id, Nullable, Timestamp } from './schemas';

const OrganisationType = Type.Enum([...ORGANISATION_TYPES]);

export const Organisation = Type.Object({
  id: Id,
  name: Type.String(),
  taxRegistrationNumber: Type.String(),
  nationalIdentificationNumber: Type.String(),
  type: OrganisationType,
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  isActive: Type.Boolean(),
  deletedAt: Nullable(Timestamp),
});

const OrganisationWrite = {
  name: Type.String({ minLength: 2, maxLength: 200, 'x-error-message': 'Name must be at least 2 characters long' }),
  taxRegistrationNumber: Type.String({ pattern: '^[0-9]{9}$', 'x-error-message': 'Tax registration number (PIB) must be 9 digits' }),
  nationalIdentificationNumber: Type.String({
    pattern: '^[0-9]{8}$',
    'x-error-message': 'National identification number (MB) must be 8 digits',
  }),
  type: OrganisationType,
  address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  city: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$', 'x-error-message': 'Country must be an ISO 3166-1 alpha-2 code' }))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254, 'x-error-message': 'Please enter a valid email address' }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  website: Type.Optional(Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 300, 'x-error-message': 'Website must be an http(s) address' }))),
  isActive: Type.Optional(Type.Boolean()),
};

export default crudRoutes({
  name: 'organisations',
  table: organisations,
  schemas: {
    entity: Organisation,
    create: Type.Object(OrganisationWrite, { additionalProperties: false }),
    update: Type.Object({ id: Type.Optional(Id), ...OrganisationWrite }, { additionalProperties: false }),
  },
  searchColumns: [
    organisations.name,
    organisations.taxRegistrationNumber,
    organisations.nationalIdentificationNumber,
    organisations.city,
    organisations.email,
  ],
  sortColumns: {
    name: organisations.name,
    id: organisations.id,
    taxRegistrationNumber: organisations.taxRegistrationNumber,
    nationalIdentificationNumber: organisations.nationalIdentificationNumber,
    type: organisations.type,
    city: organisations.city,
    isActive: organisations.isActive,
    createdAt: organisations.createdAt,
  },
  filters: {
    type: { schema: OrganisationType, where: (type: (typeof ORGANISATION_TYPES)[number]) => eq(organisations.type, type) },
  },
});
