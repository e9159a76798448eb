/** Modules and their features as the `/modules` and `/features` endpoints answer them (docs/decisions.md#organisations). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable, Timestamp } from './common';

export const Feature = Type.Object({
  id: Id,
  moduleId: Id,
  moduleName: Type.String(),
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const Module = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  features: Type.Array(Type.Object({ id: Id, code: Type.String(), name: Type.String(), description: Nullable(Type.String()) })),
  organisationCount: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});
