/**
 * TypeBox schemas shared by the route files: ids, `{id, name}` references, error bodies (from
 * src/shared/schemas/common.ts), the text rules of written fields and the paged list contract
 * of docs/architecture.md#api-conventions.
 */
import { Format, Type, type TSchema } from '@fastify/type-provider-typebox';
import type { preValidationHookHandler } from 'fastify';
import { MAX_PAGE_SIZE } from '../../src/shared/api';
import { Id } from '../../src/shared/schemas/common';
import { hasForbiddenCharacters } from '../../src/shared/text-rule';
import { unprocessable, type FieldError } from '../http/errors';
import { keyed, schemaMessage, type Reason } from '../http/localize';

// The basics the entity schemas share live in the shared layer; the route files take them from here.
export { ErrorBody, Id, IdList, NamedRef, Nullable, Timestamp } from '../../src/shared/schemas/common';

export const IdParams = Type.Object({ id: Id });

/** The earliest date of birth accepted (a person alive today was born after it). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * The latest date of birth accepted: today where the day is furthest ahead (UTC+14, the Line
 * Islands), so a date that is today for the person entering it is never refused.
 */
export function latestBirthDate(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** True for a calendar date (yyyy-mm-dd) from {@link EARLIEST_BIRTH_DATE} to {@link latestBirthDate}. */
export function isBirthDate(value: string): boolean {
  // ISO 8601 calendar dates of equal length compare as strings.
  return Format.Get('date')!(value) && value >= EARLIEST_BIRTH_DATE && value <= latestBirthDate();
}

Format.Set('birth-date', isBirthDate);

/** A date of birth: yyyy-mm-dd from 1900-01-01 to today, else 422 with the range in the reason. */
export const BirthDate = Type.String({ format: 'birth-date', ...schemaMessage(keyed('resources.users.validation.dateOfBirth')) });

/** Serbian tax registration number (PIB): 9 digits; the check digit is verified by the routes (server/domain/serbian-identifiers.ts). */
export const TaxRegistrationNumber = Type.String({ pattern: '^[0-9]{9}$', ...schemaMessage(keyed('resources.organisations.validation.taxRegistrationNumber')) });

/** Serbian national identification number (matični broj, MB): 8 digits. */
export const NationalIdentificationNumber = Type.String({ pattern: '^[0-9]{8}$', ...schemaMessage(keyed('resources.organisations.validation.nationalIdentificationNumber')) });

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

/**
 * `{items, current_page, page_size, total_count, total_pages, total_exact}` of `item`; with
 * `total_exact: false` the total is the planner's estimate (docs/decisions.md#list-totals).
 */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    current_page: Type.Integer(),
    page_size: Type.Integer(),
    total_count: Type.Integer({ description: 'Exact when total_exact, else the planner’s estimate of the matching rows' }),
    total_pages: Type.Integer(),
    total_exact: Type.Boolean({ description: 'false above 1 000 matching rows: total_count and total_pages are estimates' }),
  });
}

/** The state filters of resources with isActive / deletedAt. */
export const StateFilters = {
  isActive: Type.Optional(Type.Boolean()),
  include_deleted: Type.Boolean({ default: false }),
};

/** The 422 reason of a text that breaks the text rule (src/shared/text-rule.ts), named by its field's English `label`. */
export const textRuleReason = (label: string): string => `${label} contains control, invisible or bidirectional characters`;

interface TextOptions {
  minLength?: number;
  maxLength: number;
  /** The failure message: a keyed reason (worded in the caller's language) or free text. */
  message?: Reason | string;
  /** The field's name in the 422 reason ("Role name contains …"). */
  label: string;
  /** Tabs and line breaks allowed (descriptions); a name is one line. */
  multiline?: boolean;
}

/**
 * A human-readable name (user, role, organisation, claim…): trimmed before validation (see
 * {@link trimDeclaredStrings}), so whitespace alone fails `minLength`, and refused with 422
 * when it breaks the text rule (src/shared/text-rule.ts).
 */
export function NameString(options: TextOptions) {
  return Type.String({
    minLength: options.minLength ?? 1,
    maxLength: options.maxLength,
    'x-name': options.label,
    ...(options.multiline ? { 'x-multiline': true } : {}),
    ...(options.message ? schemaMessage(options.message) : {}),
  });
}

/**
 * A free-text description (role, module, feature, permission): the same text rule and
 * trimming as {@link NameString}, over several lines; empty allowed unless `minLength` says.
 */
export function FreeText(options: Omit<TextOptions, 'multiline' | 'label'> & { label?: string }) {
  return NameString({ minLength: 0, label: 'Description', ...options, multiline: true });
}

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode } & Record<string, unknown>;

/** The text-rule failures of `value` (a body matching `schema`), trimming the good texts in place. */
function textErrors(schema: SchemaNode, value: unknown, prefix: string): FieldError[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const values = value as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const child = values[field];
    if (typeof property['x-name'] === 'string') {
      if (typeof child !== 'string') continue;
      if (hasForbiddenCharacters(child, property['x-multiline'] === true)) {
        errors.push({ field: `${prefix}${field}`, reason: textRuleReason(property['x-name']) });
      } else {
        values[field] = child.trim();
      }
    } else if (property.properties) {
      errors.push(...textErrors(property, child, `${prefix}${field}.`));
    } else if (property.items?.properties && Array.isArray(child)) {
      child.forEach((item, index) => errors.push(...textErrors(property.items!, item, `${prefix}${field}.${index}.`)));
    }
  }
  return errors;
}

/** Whether `schema` declares a {@link NameString} or {@link FreeText} field, at any depth. */
function declaresText(schema: SchemaNode): boolean {
  return Object.values(schema.properties ?? {}).some(
    (property) => typeof property['x-name'] === 'string' || declaresText(property) || (property.items ? declaresText(property.items) : false),
  );
}

/**
 * Trims the {@link NameString} / {@link FreeText} fields of `value` (a body matching
 * `schema`) in place, nested objects and array items included; 422 (every failing field,
 * named with `prefix`, e.g. `features.1.name`) when one breaks the text rule.
 */
export function cleanNames(schema: TSchema, value: unknown, prefix = ''): void {
  const errors = textErrors(schema as unknown as SchemaNode, value, prefix);
  if (errors.length) throw unprocessable(errors);
}

/**
 * preValidation hook for a write body schema: {@link cleanNames} on the body. Undefined when
 * the schema has no NameString or FreeText field.
 */
export function trimDeclaredStrings(schema: TSchema): preValidationHookHandler | undefined {
  if (!declaresText(schema as unknown as SchemaNode)) return undefined;
  return async (request) => cleanNames(schema, request.body);
}

/** A picture as public pages draw it (src/shared/blog.ts BlogCover): its address, size, alternative text and `<source>` sets. */
export const Picture = Type.Object({
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
  sources: Type.Array(Type.Object({ type: Type.String(), srcSet: Type.String() })),
});
