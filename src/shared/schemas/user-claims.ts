/** A user claim (a free `type`/`value` pair) as the `/user-claims` endpoints answer it (docs/requirements.md#r7). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, Timestamp } from './common';

export const UserClaim = Type.Object({
  id: Id,
  userId: Id,
  type: Type.String(),
  value: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
