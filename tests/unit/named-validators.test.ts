/**
 * The form's side of named validators (docs/decisions.md#resource-definitions): the function the
 * admin's field validator runs with the form's values (src/shared/validation.ts
 * relativeRuleViolation) gives a shared validator's key and values, the key the API's 422 is
 * worded from (tests/server/named-validators.test.ts); a server-only name is the API's alone.
 */
import { describe, expect, it } from 'vitest';
import { crawledOrganisationsDefinition, modulesDefinition, organisationsDefinition } from '../../src/shared/resources';
import { PIB_CHECK_DIGIT_MESSAGE } from '../../src/shared/resources/organisations';
import { relativeRuleViolation } from '../../src/shared/validation';
import { SHARED_VALIDATORS } from '../../src/shared/validators';

describe('named validators on the form', () => {
  it("a PIB with a wrong check digit: the shared validator's key and values", () => {
    for (const definition of [organisationsDefinition, crawledOrganisationsDefinition]) {
      const field = definition.fields.taxRegistrationNumber;
      expect(relativeRuleViolation(field, '104827163', {})).toEqual({ message: PIB_CHECK_DIGIT_MESSAGE, values: { pib: '104827163', digit: 0 } });
      expect(relativeRuleViolation(field, '104827160', {})).toBeNull();
      // Not nine digits: the pattern rule's, not the check digit's.
      expect(relativeRuleViolation(field, '1048', {})).toBeNull();
    }
  });

  it('a server-only name passes on the form (the API checks it)', () => {
    expect(SHARED_VALIDATORS.unique).toBeUndefined();
    expect(relativeRuleViolation(modulesDefinition.fields.name, 'Billing', {})).toBeNull();
  });
});
