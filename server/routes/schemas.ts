/**
 * TypeBox schemas shared by the route files: ids, `{id, name}` references, error bodies and the
 * paged list contract of DESIGN.md "API conventions".
 */
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

/** `schema` or null, as one JSON Schema type list (clean errors, no anyOf). */
export function Nullable<T extends TSchema>(schema: T) {
  const { type } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/** A database id (PostgreSQL integer). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const IdParams = Type.Object({ id: Id });

export const NamedRef = Type.Object({ id: Id, name: Type.String() });

/** A list of distinct ids, e.g. roleIds. */
export const IdList = Type.Array(Id, { uniqueItems: true, maxItems: 1000 });

/** `{message, reason?, errors?}` (src/contract/api.ts ErrorBody). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  reason: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.Optional(Type.String()), reason: Type.String() }))),
});

/** Timestamps are sent as ISO 8601 strings. */
export const Timestamp = Type.String({ format: 'date-time' });

/** The paging parameters every `/paged` endpoint takes; `sortBy` are its sortable fields. */
export function pagedQuery<const S extends readonly string[], P extends Record<string, TSchema>>(sortBy: S, filters: P) {
  return Type.Object({
    current_page: Type.Integer({ minimum: 1, default: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
    search_term: Type.String({ maxLength: 200, default: '' }),
    sort_by: Type.Optional(Type.Enum([...sortBy])),
    sort_order: Type.Enum(['asc', 'desc'], { default: 'asc' }),
    ...filters,
  });
}

/** `{items, current_page, page_size, total_count, total_pages}` of `item`. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    current_page: Type.Integer(),
    page_size: Type.Integer(),
    total_count: Type.Integer(),
    total_pages: Type.Integer(),
  });
}

/** The state filters of resources with isActive / deletedAt. */
export const StateFilters = {
  isActive: Type.Optional(Type.Boolean()),
  include_deleted: Type.Boolean({ default: false }),
};
