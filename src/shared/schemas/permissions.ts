/** A permission `<resource>.<action>` as the `/permissions` endpoints answer it (docs/decisions.md#identity). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable, Timestamp } from './common';

export const Permission = Type.Object({
  id: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  isSystem: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});
