/**
 * A schema failure without an `x-error-message` of its own is worded from an `apiErrors.*` key
 * (server/plugins/validation.ts), so that the API answers it in the caller's language: the
 * English text here, translated like every other reason (tests/server/error-language.test.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { describeIssues, validatorCompiler, type ValidationIssue } from '../../server/plugins/validation';

/** The reasons a body schema gives for `body`, by field. */
function reasons(schema: ReturnType<typeof Type.Object>, body: unknown): Record<string, string> {
  const result = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/' } as never)(body) as { error?: ValidationIssue[] };
  return Object.fromEntries(describeIssues(result.error ?? [], schema).map((entry) => [entry.field ?? '', entry.reason]));
}

describe('schema failure reasons', () => {
  it('say "at least" and "at most" for inclusive limits, and "greater than" and "less than" for exclusive ones', () => {
    const schema = Type.Object({
      quantity: Type.Number({ minimum: 1, maximum: 10 }),
      rate: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 }),
    });
    expect(reasons(schema, { quantity: 0, rate: 0 })).toEqual({ quantity: 'quantity must be at least 1', rate: 'rate must be greater than 0' });
    expect(reasons(schema, { quantity: 11, rate: 1 })).toEqual({ quantity: 'quantity must be at most 10', rate: 'rate must be less than 1' });
    expect(reasons(schema, { quantity: 1, rate: 0.5 })).toEqual({});
  });
});
