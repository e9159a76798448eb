/**
 * Request validation. Fastify's built-in Ajv runs one instance for every part of a request,
 * so its type coercion would also turn a JSON body's `"firstName": 123` into "123". This
 * compiler (TypeBox's, already behind the type provider) keeps bodies strict and coerces only
 * querystring, params and headers, which arrive as text. Unknown body fields are kept and
 * rejected by `additionalProperties: false` (never silently stripped); defaults are applied.
 * String formats are ajv-formats' (full mode), as with Fastify's Ajv, except that `date` and
 * `date-time` also need a year from 0001 (PostgreSQL has no year 0: "0000-01-01" failed there).
 * Every string of every part (body, querystring, params, headers), keys included, is refused
 * when it holds a NUL character (U+0000), which PostgreSQL cannot store in text.
 */
import { Format, registerAjvFormats } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { FieldError } from '../http/errors';
import { keyed, schemaReason, type Reason } from '../http/localize';

registerAjvFormats();
for (const name of ['date', 'date-time']) {
  const calendarCheck = Format.Get(name)!;
  // `YYYY-…`: ajv-formats checks the calendar (month lengths, leap years) but allows year 0000.
  Format.Set(name, (value) => calendarCheck(value) && Number(value.slice(0, 4)) >= 1);
}

/** One validation failure, Ajv-shaped (keyword, instancePath, schemaPath, params, message). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The keyword of a {@link nulIssues} failure. */
export const NUL_KEYWORD = 'nulCharacter';

/** JSON pointer segment (RFC 6901). */
const pointerSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * One issue per string (value or property name) in `value` that holds a NUL character, at
 * its JSON pointer, in document order. Walks arrays and plain objects with an explicit stack,
 * so any depth is safe (the JSON parser also refuses bodies nested deeper than 32 levels).
 */
export function nulIssues(value: unknown, path = ''): ValidationIssue[] {
  const issue = (instancePath: string): ValidationIssue => ({ keyword: NUL_KEYWORD, instancePath, schemaPath: '#', params: {}, message: 'must not contain NUL characters' });
  const issues: ValidationIssue[] = [];
  // Depth first, children pushed in reverse so that they come off the stack in order; `key`
  // is set when the entry's property name still needs checking.
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.key?.includes('\0')) issues.push(issue(node.path));
    if (typeof node.value === 'string') {
      if (node.value.includes('\0')) issues.push(issue(node.path));
      continue;
    }
    if (node.value === null || typeof node.value !== 'object') continue;
    const entries = Object.entries(node.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      stack.push({ value: child, path: `${node.path}/${pointerSegment(key)}`, key });
    }
  }
  return issues;
}

/** Validator compiler for `app.setValidatorCompiler`. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  const coerce = httpPart !== 'body';
  return (input: unknown) => {
    const converted = coerce ? Value.Convert(schema, input) : input;
    const value = Value.Default(schema, converted);
    const nul = nulIssues(value);
    if (nul.length === 0 && validator.Check(value)) return { value };
    const issues = validator.Check(value) ? nul : [...(validator.Errors(value) as unknown as ValidationIssue[]), ...nul];
    return { error: issues as unknown as FastifySchemaValidationError[] };
  };
};

/** Keywords about the shape of a request (400); every other keyword is about a value (422). */
const SHAPE_KEYWORDS = new Set(['additionalProperties', 'required', 'type', 'boolean', 'unevaluatedProperties']);

/** True when the failure is about the shape of the request rather than a value in it. */
export function isShapeIssue(issue: ValidationIssue): boolean {
  return SHAPE_KEYWORDS.has(issue.keyword);
}

/**
 * Field errors `{field, reason}` for the error body, each with the translation key and values it
 * is worded from (docs/decisions.md#api-language): the schema's own message when it has one
 * (`x-error-message`, made with server/http/localize.ts `schemaMessage`), else the keyword's
 * `apiErrors.*` key; a failure no key words stays Ajv's English.
 */
export function describeIssues(issues: ValidationIssue[], schema: unknown): FieldError[] {
  const described: FieldError[] = [];
  for (const issue of issues) {
    // Branch failures of a union are summarised by the union's own issue.
    if (issue.schemaPath.includes('/anyOf/') || issue.keyword === 'boolean') continue;
    const field = issue.instancePath.slice(1).replaceAll('/', '.') || undefined;
    if (issue.keyword === 'required') {
      for (const name of namesIn(issue.params.requiredProperties ?? issue.params.missingProperty)) {
        const path = field ? `${field}.${name}` : name;
        described.push({ field: path, ...keyed('apiErrors.required', { field: path }) });
      }
    } else if (issue.keyword === 'additionalProperties') {
      for (const name of namesIn(issue.params.additionalProperties ?? issue.params.additionalProperty)) {
        const path = field ? `${field}.${name}` : name;
        described.push({ field: path, ...keyed('apiErrors.unknownField', { field: path }) });
      }
    } else {
      const custom = issue.keyword === NUL_KEYWORD ? undefined : customMessage(schema, issue.schemaPath);
      const reason = custom ?? keywordReason(field ?? 'value', issue) ?? { reason: `${field ?? 'value'} ${issue.message ?? 'is invalid'}` };
      described.push({ ...(field ? { field } : {}), ...reason });
    }
  }
  return described;
}

/** `format` values with a reason of their own; other formats get `apiErrors.invalidFormat`. */
const FORMAT_REASONS: Readonly<Record<string, string>> = {
  email: 'apiErrors.invalidEmail',
  date: 'apiErrors.invalidDate',
  'date-time': 'apiErrors.invalidDateTime',
};

/** Schema keywords → the `apiErrors.*` key wording their failure (`{{field}}`, `{{limit}}`). */
const KEYWORD_REASONS: Readonly<Record<string, string>> = {
  pattern: 'apiErrors.invalidFormat',
  minLength: 'apiErrors.tooShort',
  maxLength: 'apiErrors.tooLong',
  minimum: 'apiErrors.tooSmall',
  exclusiveMinimum: 'apiErrors.aboveLimit',
  maximum: 'apiErrors.tooLarge',
  exclusiveMaximum: 'apiErrors.belowLimit',
  minItems: 'apiErrors.tooFewItems',
  maxItems: 'apiErrors.tooManyItems',
  anyOf: 'apiErrors.notAllowed',
  enum: 'apiErrors.notAllowed',
  const: 'apiErrors.notAllowed',
  type: 'apiErrors.wrongType',
};

/**
 * A schema failure without an `x-error-message` worded from a translation key of
 * locales/<lng>/admin.json (`apiErrors.*`), so that it reaches the caller in their language
 * (server/http/localize.ts); undefined for a keyword no key words.
 */
function keywordReason(field: string, issue: ValidationIssue): Reason | undefined {
  const key = issue.keyword === 'format' ? (FORMAT_REASONS[String(issue.params.format)] ?? 'apiErrors.invalidFormat') : KEYWORD_REASONS[issue.keyword];
  if (!key) return undefined;
  const limit = issue.params.limit;
  return keyed(key, { field, ...(typeof limit === 'number' || typeof limit === 'string' ? { limit } : {}) });
}

function namesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined ? [] : [String(value)];
}

/** The failure message (`x-error-message`, with its key) of the (sub)schema at a JSON pointer like `#/properties/email`. */
function customMessage(schema: unknown, pointer: string): Reason | undefined {
  let node: unknown = schema;
  for (const segment of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return schemaReason(node);
}
