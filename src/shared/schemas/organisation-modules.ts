/**
 * A module or feature assigned to an organisation, as the `/organisation-modules` and
 * `/organisation-features` endpoints answer it (docs/requirements.md#r3, docs/decisions.md#organisations).
 */
import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable, Timestamp } from './common';

/** The fields every assignment carries. */
const Assignment = {
  isActive: Type.Boolean(),
  isPaid: Type.Boolean(),
  validUntil: Nullable(Type.String({ format: 'date' })),
  /** validUntil is before today. */
  expired: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
};

export const OrganisationModule = Type.Object({
  id: Id,
  organisationId: Id,
  organisationName: Type.String(),
  moduleId: Id,
  moduleCode: Type.String(),
  moduleName: Type.String(),
  /** Features of this module the organisation has (undeleted). */
  featureCount: Type.Integer(),
  ...Assignment,
});

export const OrganisationFeature = Type.Object({
  id: Id,
  organisationId: Id,
  organisationName: Type.String(),
  featureId: Id,
  featureCode: Type.String(),
  featureName: Type.String(),
  moduleId: Id,
  moduleName: Type.String(),
  ...Assignment,
});
