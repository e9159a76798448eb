/** Schemas of the sign-in and session endpoints (src/shared/api.ts SessionUser & co). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, NamedRef } from './schemas';

export const SessionUser = Type.Object({
  id: Id,
  full_name: Type.String(),
  user_name: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.String()),
  organisations: Type.Array(NamedRef),
  permissions: Type.Array(Type.String()),
  requestPasswordChange: Type.Boolean(),
  /** Two-factor sign-in is on for this user (docs/decisions.md#accounts). */
  twoFactorEnabled: Type.Boolean(),
  /** A role requires two-factor sign-in and the user must enrol before anything else. */
  twoFactorRequired: Type.Boolean(),
});

/** Opaque token strings; the bound keeps hashing and lookups cheap. */
export const TokenString = Type.String({ minLength: 1, maxLength: 2048 });
