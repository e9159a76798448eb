/**
 * The composer checks each recipient address with the API's own rule before the round trip
 * (src/shared/contact.ts EMAIL_PATTERN, ajv-formats' `email` in full mode), so an address the
 * API refuses is marked on its field, naming it; the definitions' email fields use the same rule.
 */
import { describe, expect, it } from 'vitest';
import { addressesValidator } from '../../../../src/resources/emails/ComposeEmail';
import { usersDefinition } from '../../../../src/shared/resources';
import { ruleViolation } from '../../../../src/shared/validation';

describe('composer recipient addresses', () => {
  it('names the first address the API would refuse, dots and hyphens included', () => {
    for (const bad of ['ana..b@example.com', 'ana@-example.com', 'ana@example..com', '.ana@example.com', 'ana@exa_mple.com']) {
      expect(addressesValidator(`ok@example.com, ${bad}`), bad).toEqual({ message: 'resources.emails.validation.address', args: { address: bad } });
    }
  });

  it('accepts addresses the API accepts', () => {
    expect(addressesValidator('ana@example.com; b.c+tag@sub.example.rs')).toBeUndefined();
  });
});

describe('definition email fields', () => {
  it('refuse on the form what the API refuses', () => {
    const email = usersDefinition.fields.email;
    expect(ruleViolation(email, 'ana..b@example.com')).not.toBeNull();
    expect(ruleViolation(email, 'ana@example.com')).toBeNull();
  });
});
