/**
 * The TypeBox basics of every API schema: ids, `{id, name}` references, timestamps, null-able
 * fields and the error body (docs/architecture.md#api-conventions). Pure TypeBox, so the server
 * validates with them and src/shared/api.ts derives the browser's types from them.
 */
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

/** `schema` or null, as one JSON Schema type list (clean errors, no anyOf). */
export function Nullable<T extends TSchema>(schema: T) {
  const { type } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/** A database id (PostgreSQL integer). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const NamedRef = Type.Object({ id: Id, name: Type.String() });

/** A list of distinct ids, e.g. roleIds. */
export const IdList = Type.Array(Id, { uniqueItems: true, maxItems: 1000 });

/** `{message, reason?, errors?}` (src/shared/api.ts ErrorBody). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.Optional(Type.String()), reason: Type.String() }))),
});

/** Timestamps are sent as ISO 8601 strings. */
export const Timestamp = Type.String({ format: 'date-time' });
