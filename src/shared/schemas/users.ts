/** A user as `GET /users/{id}` and the lists answer it (docs/requirements.md#r7 "Users"). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, NamedRef, Nullable, Timestamp } from './common';

export const User = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userName: Type.String(),
  gender: Nullable(Type.Boolean()),
  dateOfBirth: Nullable(Type.String({ format: 'date' })),
  isActive: Type.Boolean(),
  requestPasswordChange: Type.Boolean(),
  roles: Type.Array(NamedRef),
  organisations: Type.Array(NamedRef),
  lastLoginAt: Nullable(Timestamp),
  /** Invitation sent (docs/decisions.md#accounts); null for users created with a password. */
  invitedAt: Nullable(Timestamp),
  invitationAcceptedAt: Nullable(Timestamp),
  twoFactorEnabled: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
});
