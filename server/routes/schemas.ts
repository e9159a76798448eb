/**
 * TypeBox schemas shared by the route files: ids, `{id, name}` references, error bodies and the
 * paged list contract of DESIGN.md "API conventions".
 */
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type { preValidationHookHandler } from 'fastify';
import { MAX_PAGE_SIZE } from '../../src/contract/api';
import { unprocessable } from '../http/errors';

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

/** Serbian tax registration number (PIB): 9 digits; the check digit is verified by the routes (server/domain/serbian-identifiers.ts). */
export const TaxRegistrationNumber = Type.String({ pattern: '^[0-9]{9}$', 'x-error-message': 'Tax registration number (PIB) must be 9 digits' });

/** Serbian national identification number (matični broj, MB): 8 digits. */
export const NationalIdentificationNumber = Type.String({ pattern: '^[0-9]{8}$', 'x-error-message': 'National identification number (MB) must be 8 digits' });

/** The paging parameters every `/paged` endpoint takes; `sortBy` are its sortable fields. */
export function pagedQuery<const S extends readonly string[], P extends Record<string, TSchema>>(sortBy: S, filters: P, defaultOrder: 'asc' | 'desc' = 'asc') {
  return Type.Object({
    current_page: Type.Integer({ minimum: 1, default: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
    search_term: Type.String({ maxLength: 200, default: '' }),
    sort_by: Type.Optional(Type.Enum([...sortBy])),
    sort_order: Type.Enum(['asc', 'desc'], { default: defaultOrder }),
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

/**
 * Control (Cc), format (Cf: zero-width, bidi overrides and isolates, BOM) and line/paragraph
 * separator characters: invisible or reordering text has no place in a name (issue 7; OWASP
 * "Input Validation": allow-list the character classes a field needs).
 */
const FORBIDDEN_IN_NAMES = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * A human-readable name (user, role, permission description, organisation): trimmed before
 * validation (see {@link trimDeclaredStrings}), so whitespace alone fails `minLength`, and
 * refused with 422 when it holds control, zero-width or bidi-override characters.
 */
export function NameString(options: { minLength?: number; maxLength: number; message?: string; label: string }) {
  return Type.String({
    minLength: options.minLength ?? 1,
    maxLength: options.maxLength,
    'x-name': options.label,
    ...(options.message ? { 'x-error-message': options.message } : {}),
  });
}

/**
 * Trims the top-level {@link NameString} fields of `value` (a body matching `schema`) in place;
 * 422 (every failing field, named with `prefix`) when one holds forbidden characters.
 */
export function cleanNames(schema: TSchema, value: unknown, prefix = ''): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
  const values = value as Record<string, unknown>;
  const errors: { field: string; reason: string }[] = [];
  for (const [field, property] of Object.entries(properties)) {
    const text = values[field];
    if (typeof property['x-name'] !== 'string' || typeof text !== 'string') continue;
    if (FORBIDDEN_IN_NAMES.test(text)) {
      errors.push({ field: `${prefix}${field}`, reason: `${property['x-name']} contains control, invisible or bidirectional characters` });
    } else {
      values[field] = text.trim();
    }
  }
  if (errors.length) throw unprocessable(errors);
}

/**
 * preValidation hook for a write body schema: {@link cleanNames} on the body. Undefined when
 * the schema has no NameString field.
 */
export function trimDeclaredStrings(schema: TSchema): preValidationHookHandler | undefined {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
  if (!Object.values(properties).some((property) => typeof property['x-name'] === 'string')) return undefined;
  return async (request) => cleanNames(schema, request.body);
}
