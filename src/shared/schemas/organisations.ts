/** An organisation as every `/organisations` endpoint answers it (docs/decisions.md#organisations). */
import { Type } from '@fastify/type-provider-typebox';
import { ORGANISATION_TYPES } from '../enums';
import { Id, Nullable, Timestamp } from './common';

/** An organisation's type (one of ORGANISATION_TYPES). */
export const OrganisationType = Type.Enum([...ORGANISATION_TYPES]);

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
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});
