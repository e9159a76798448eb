/**
 * A definition field's rules checked in the browser (docs/decisions.md#resource-definitions):
 * the same rules the API's schemas hold (server/routes/definition-schemas.ts), answered with the
 * same translation key, so a form shows on the field exactly what a 422 would say, before the
 * round trip. Lengths count Unicode code points of the trimmed text, as the API does after
 * trimming names and descriptions.
 */
import { EMAIL_PATTERN } from './contact';
import { messageValuesOf, type FieldDefinition } from './resource';
import { SHARED_VALIDATORS, type ValidatorFailure } from './validators';

/** A broken rule: the translation key and its interpolation values (`{{min}}`, `{{max}}`). */
export interface RuleViolation {
  message: string;
  values: Record<string, number>;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date yyyy-mm-dd from year 0001. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}


/**
 * The rule `value` breaks, or null. Empty values (undefined, null, '') break nothing here:
 * whether a field is required is the form's `required` check.
 */
export function ruleViolation(field: FieldDefinition, value: unknown): RuleViolation | null {
  const rules = field.rules;
  if (!rules?.message || value === undefined || value === null || value === '') return null;
  const broken: RuleViolation = { message: rules.message, values: messageValuesOf(rules) };
  if (typeof value === 'string') {
    const text = field.kind === 'text' || field.kind === 'multiline' || field.kind === 'markdown' ? value.trim() : value;
    const length = [...text].length;
    if (rules.minLength !== undefined && length < rules.minLength) return broken;
    if (rules.maxLength !== undefined && length > rules.maxLength) return broken;
    if (rules.pattern !== undefined && !new RegExp(rules.pattern, 'u').test(text)) return broken;
    if (field.kind === 'date' && !isCalendarDate(text)) return broken;
    if (field.kind === 'email' && !EMAIL_PATTERN.test(text)) return broken;
    if (field.kind === 'integer' || field.kind === 'number') return numberViolation(Number(text), field, broken);
    return null;
  }
  if (typeof value === 'number') return numberViolation(value, field, broken);
  // `enums` and `array` fields: how many values or items.
  if (Array.isArray(value)) {
    if (rules.minItems !== undefined && value.length < rules.minItems) return broken;
    if (rules.maxItems !== undefined && value.length > rules.maxItems) return broken;
  }
  return null;
}

function numberViolation(value: number, field: FieldDefinition, broken: RuleViolation): RuleViolation | null {
  const rules = field.rules!;
  if (Number.isNaN(value)) return broken;
  if (field.kind === 'integer' && !Number.isInteger(value)) return broken;
  if (rules.min !== undefined && value < rules.min) return broken;
  if (rules.max !== undefined && value > rules.max) return broken;
  return null;
}

/** The moment a date (yyyy-mm-dd, taken as UTC midnight) or an ISO date-time stands for, in ms; NaN when neither. */
function momentOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || value === '') return Number.NaN;
  return isCalendarDate(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

/**
 * The `after` rule (FieldRules) `value` breaks, or null: `record` holds the other values of the
 * write (merged over the stored record on an update), `now` the moment of the check. Empty
 * values break nothing (whether one is required is another check), nor does an `after` field
 * whose own value is empty. "Today" is the UTC calendar day, as the API stores dates.
 */
export function afterRuleViolation(
  field: FieldDefinition,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): RuleViolation | null {
  const after = field.rules?.after;
  if (!after || !field.rules?.message || value === undefined || value === null || value === '') return null;
  const broken: RuleViolation = { message: field.rules.message, values: messageValuesOf(field.rules) };
  const moment = momentOf(value);
  if (Number.isNaN(moment)) return null;
  if (after === 'now') return moment > now.getTime() ? null : broken;
  if (after === 'today') {
    const endOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return moment >= endOfToday ? null : broken;
  }
  const other = momentOf(record[after.field]);
  return Number.isNaN(other) || moment >= other ? null : broken;
}

/**
 * The first failure of the shared named validators the field names (`rules.validate`,
 * src/shared/validators.ts), or null: `record` is the record as it will be (the form's values;
 * on the API the write's body over the stored record). Names of the server's own validators are
 * not here and pass (the API runs them).
 */
export function namedRuleViolation(field: FieldDefinition, value: unknown, record: Readonly<Record<string, unknown>>): ValidatorFailure | null {
  for (const name of field.rules?.validate ?? []) {
    const failure = SHARED_VALIDATORS[name]?.(value, record);
    if (failure) return failure;
  }
  return null;
}

/**
 * What a field breaks that needs the record (the admin's form runs it with the form's values):
 * its `after` rule ({@link afterRuleViolation}), else its shared named validators
 * ({@link namedRuleViolation}); null when neither fails. The API runs the same two on writes
 * (server/routes/defined-crud.ts, server/routes/write-validators.ts).
 */
export function relativeRuleViolation(
  field: FieldDefinition,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): ValidatorFailure | null {
  return afterRuleViolation(field, value, record, now) ?? namedRuleViolation(field, value, record);
}
