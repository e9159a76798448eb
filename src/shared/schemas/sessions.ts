/**
 * The signed-in user as sign-in and the account endpoints answer it (docs/requirements.md#r3),
 * and one open session (refresh-token family) of `GET /accounts/sessions` (docs/decisions.md#tokens).
 */
import { Type } from '@fastify/type-provider-typebox';
import { LANGUAGE_CODES } from '../languages';
import { Id, NamedRef, Nullable, Timestamp } from './common';

export const SessionUser = Type.Object({
  id: Id,
  full_name: Type.String(),
  user_name: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.String()),
  /**
   * The organisations the user is a member of, each with the organisation roles of that
   * membership and the permissions they give there (docs/decisions.md#organisation-roles).
   */
  organisations: Type.Array(
    Type.Object({
      id: NamedRef.properties.id,
      name: NamedRef.properties.name,
      roles: Type.Array(Type.String()),
      permissions: Type.Array(Type.String()),
    }),
  ),
  permissions: Type.Array(Type.String()),
  requestPasswordChange: Type.Boolean(),
  /** Two-factor sign-in is on for this user (docs/decisions.md#accounts). */
  twoFactorEnabled: Type.Boolean(),
  /** A role requires two-factor sign-in and the user must enrol before anything else. */
  twoFactorRequired: Type.Boolean(),
  /**
   * The language of the mails the product sends the user (docs/decisions.md#accounts). Always
   * answered; optional because a session the client stored before it existed lacks it.
   */
  preferredLanguage: Type.Optional(Type.Enum([...LANGUAGE_CODES])),
});

export const Session = Type.Object({
  /** The refresh-token family id. */
  id: Type.String({ format: 'uuid' }),
  createdAt: Timestamp,
  lastUsedAt: Timestamp,
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  /** The session the request's bearer belongs to. */
  current: Type.Boolean(),
});
