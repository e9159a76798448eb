/**
 * One source for every rule (docs/decisions.md#resource-definitions): for each field of each
 * resource definition that has rules, a value breaking each rule gets the SAME translation key
 * from the browser's check (src/shared/validation.ts, what the admin shows on the field) as the
 * API's 422 reason is worded from (server/routes/definition-schemas.ts, through the request
 * validator and error wording the API uses), and the API's reason carries that key, so that it
 * is answered in Serbian as the key's Serbian text. Also: every rule has a message, and every
 * message key and field label exists in all seven languages.
 */
import { Type } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { fieldLabelOf, hasValueRules, type FieldDefinition, type ResourceDefinition } from '../../src/shared/resource';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import { ruleViolation } from '../../src/shared/validation';
import { describeIssues, validatorCompiler, type ValidationIssue } from '../../server/plugins/validation';
import { writeBodyOf } from '../../server/routes/definition-schemas';
import { cleanNames } from '../../server/routes/schemas';
import type { FieldError, HttpError } from '../../server/http/errors';
import { englishText, localizeErrorBody, translate } from '../../server/http/localize';
import { readFileSync } from 'node:fs';

/** Values that break one rule each of `field`, with what they break. */
function breakingValues(field: FieldDefinition): { rule: string; value: unknown }[] {
  const rules = field.rules ?? {};
  const values: { rule: string; value: unknown }[] = [];
  if (rules.minLength !== undefined && rules.minLength > 1) values.push({ rule: 'minLength', value: 'a'.repeat(rules.minLength - 1) });
  if (rules.maxLength !== undefined) values.push({ rule: 'maxLength', value: 'A'.repeat(rules.maxLength + 1) });
  if (rules.pattern !== undefined) {
    const failing = ['!', 'a b', '9', 'é', 'ab'].find((candidate) => !new RegExp(rules.pattern!, 'u').test(candidate));
    if (failing) values.push({ rule: 'pattern', value: failing });
  }
  if (rules.min !== undefined) values.push({ rule: 'min', value: rules.min - 1 });
  if (rules.max !== undefined) values.push({ rule: 'max', value: rules.max + 1 });
  if (field.kind === 'date') values.push({ rule: 'date', value: '2020-13-45' });
  if (field.kind === 'email') values.push({ rule: 'email', value: 'not-an-email' });
  return values;
}

/** The API's field error for `field` in a body holding only `value` for it (422 wording, with its key). */
function apiReason(definition: ResourceDefinition, operation: 'create' | 'update', name: string, value: unknown): FieldError | undefined {
  // `custom` fields' schemas come from the routes files; here any value of them does.
  const custom = Object.entries(definition.fields).filter(([, field]) => field.kind === 'custom');
  const schema = writeBodyOf(definition, operation, Object.fromEntries(custom.map(([field]) => [field, Type.Unknown()])));
  // A localized field's rules hold for each language's text: here the English one (`title.en`).
  const localized = definition.fields[name]?.localized;
  const body: Record<string, unknown> = { [name]: localized ? { en: value } : value };
  const field = localized ? `${name}.en` : name;
  try {
    cleanNames(schema, body);
  } catch (error) {
    const errors = (error as HttpError).toBody().errors ?? [];
    return errors.find((entry) => entry.field === field);
  }
  const result = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/' } as never)(body) as { error?: ValidationIssue[] };
  return describeIssues(result.error ?? [], schema).find((entry) => entry.field === field);
}

const locales = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, JSON.parse(readFileSync(`locales/${lng}/admin.json`, 'utf8')) as Record<string, unknown>]));
const hasKey = (lng: string, key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lng]) === 'string';

const cases = RESOURCE_DEFINITIONS.flatMap((definition) =>
  Object.entries(definition.fields).flatMap(([name, field]) => {
    const operation: 'create' | 'update' | undefined = field.create ? 'create' : field.update ? 'update' : undefined;
    if (!operation) return [];
    return breakingValues(field).map(({ rule, value }) => ({ definition, name, field, operation, rule, value }));
  }),
);

describe('definition rules', () => {
  it('some fields have rules to check (the walk is not empty)', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases.map((c) => [`${c.definition.name}.${c.name} ${c.rule}`, c] as const))('%s: the form and the API say the same', (_title, c) => {
    const broken = ruleViolation(c.field, c.value);
    expect(broken, 'the browser check lets the value through').not.toBeNull();
    expect(broken!.message).toBe(c.field.rules!.message);
    const answered = apiReason(c.definition, c.operation, c.name, c.value);
    expect(answered?.reason).toBe(englishText(broken!.message, broken!.values));
    expect(answered?.key).toBe(broken!.message);
    // The reason carries its key: answered in Serbian, it is the key's Serbian text.
    const serbian = localizeErrorBody({ message: 'Validation failed', errors: [answered!] }, 'sr').errors![0].reason;
    expect(serbian).toBe(translate(broken!.message, 'sr', broken!.values));
  });

  it('every written field with value rules has a message, in all seven languages, and a label', () => {
    const problems: string[] = [];
    for (const definition of RESOURCE_DEFINITIONS) {
      for (const [name, field] of Object.entries(definition.fields)) {
        const written = !!(field.create || field.update);
        if (written && (hasValueRules(field.rules) || field.kind === 'date' || field.kind === 'email') && !field.rules?.message) {
          problems.push(`${definition.name}.${name}: rules without a message`);
        }
        for (const lng of LANGUAGE_CODES) {
          if (field.rules?.message && !hasKey(lng, field.rules.message)) problems.push(`${lng}: no ${field.rules.message}`);
          if (written && !hasKey(lng, fieldLabelOf(definition, name))) problems.push(`${lng}: no label ${fieldLabelOf(definition, name)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
