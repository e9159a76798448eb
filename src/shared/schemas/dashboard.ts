/** `GET /dashboard`: the tiles the caller may read, each present only with its read permission (docs/decisions.md#accounts). */
import { Type } from '@fastify/type-provider-typebox';
import { EMAIL_STATUSES, ORGANISATION_TYPES } from '../enums';
import { Activity } from './activity';

/** `{key: count}` for each of `keys`. */
const Counts = (keys: readonly string[]) => Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Integer()])));

export const Dashboard = Type.Object({
  users: Type.Optional(Counts(['active', 'inactive', 'invited'])),
  organisations: Type.Optional(Type.Object({ total: Type.Integer(), active: Type.Integer(), byType: Counts(ORGANISATION_TYPES) })),
  modules: Type.Optional(Counts(['inUse', 'paid'])),
  contactMessages: Type.Optional(Counts(['unhandled'])),
  outbox: Type.Optional(Counts(EMAIL_STATUSES)),
  activity: Type.Optional(Type.Array(Activity)),
  signIns: Type.Optional(Type.Array(Type.Object({ day: Type.String({ format: 'date' }), count: Type.Integer() }))),
});
