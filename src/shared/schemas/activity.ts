/** One append-only activity-log row as the `/activity` endpoints answer it (docs/decisions.md#accounts). */
import { Type } from '@fastify/type-provider-typebox';
import { ACTIVITY_ACTIONS } from '../enums';
import { Id, Nullable, Timestamp } from './common';

export const Activity = Type.Object({
  id: Id,
  at: Timestamp,
  actorId: Nullable(Type.Integer()),
  actorName: Nullable(Type.String()),
  action: Type.Enum([...ACTIVITY_ACTIONS]),
  resource: Type.String(),
  recordId: Nullable(Type.Integer()),
  /** `{field: [before, after]}`. */
  changes: Nullable(Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 }))),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
});
