/** A role as the `/roles` endpoints answer it (docs/decisions.md#identity). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, IdList, NamedRef, Nullable, Timestamp } from './common';

export const Role = Type.Object({
  id: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  isSystem: Type.Boolean(),
  /** Members must sign in with two-factor authentication; until they enrol only their account is open. */
  requireTwoFactor: Type.Boolean(),
  permissionIds: IdList,
  permissions: Type.Array(NamedRef),
  userCount: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});
