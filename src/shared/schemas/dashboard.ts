/**
 * `GET /dashboard`: the tiles the caller may read, each present only with its read permission
 * (docs/decisions.md#accounts). The `activity` tile (the last rows of the log) is the activity
 * definition's entity, so the server adds it to this schema (server/routes/dashboard.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { EMAIL_STATUSES, ORGANISATION_TYPES } from '../enums';

/** `{key: count}` for each of `keys`. */
const Counts = (keys: readonly string[]) => Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Integer()])));

export const Dashboard = Type.Object({
  users: Type.Optional(Counts(['active', 'inactive', 'invited'])),
  organisations: Type.Optional(Type.Object({ total: Type.Integer(), active: Type.Integer(), byType: Counts(ORGANISATION_TYPES) })),
  modules: Type.Optional(Counts(['inUse', 'paid'])),
  /** Open contact messages: status `new` and status `in-progress` (handled and spam ones are not counted). */
  contactMessages: Type.Optional(Counts(['new', 'inProgress'])),
  outbox: Type.Optional(Counts(EMAIL_STATUSES)),
  signIns: Type.Optional(Type.Array(Type.Object({ day: Type.String({ format: 'date' }), count: Type.Integer() }))),
});
