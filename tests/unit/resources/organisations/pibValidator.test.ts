/**
 * The PIB and MB checks (src/shared/serbianIdentifiers.ts, shared by the browser and the API) and
 * the organisation form's validators: the examples of docs/decisions.md#organisations, and the API's wording of each
 * problem (server/domain/serbian-identifiers.ts), which is the English text of the key the form shows.
 */
import { describe, expect, it } from 'vitest';
import { isValidMb, isValidPib, mod11_10CheckDigit, pibProblem } from '../../../../src/shared/serbianIdentifiers';
import { pibValidator, websiteValidator } from '../../../../src/resources/organisations/validation';
import { organisationsDefinition } from '../../../../src/shared/resources/organisations';
import { ruleViolation } from '../../../../src/shared/validation';
import { englishText } from '../../../../server/http/localize';
import * as server from '../../../../server/domain/serbian-identifiers';

describe('PIB check digit (ISO 7064 MOD 11,10)', () => {
  it('accepts 104827160 and refuses 100002213', () => {
    expect(mod11_10CheckDigit('10482716')).toBe(0);
    expect(isValidPib('104827160')).toBe(true);
    expect(pibProblem('104827160')).toBeNull();
    expect(isValidPib('100002213')).toBe(false);
    expect(pibProblem('100002213')).toBe('checkDigit');
  });

  it('names a wrong length or a non-digit as a format problem', () => {
    for (const pib of ['', '10482716', '1048271600', '10482716a', ' 104827160']) expect(pibProblem(pib)).toBe('format');
  });

  it('refuses every other last digit of a valid PIB', () => {
    for (let digit = 0; digit <= 9; digit++) {
      const pib = `10482716${digit}`;
      expect(isValidPib(pib)).toBe(digit === 0);
    }
  });

  it('words each problem as the API answers it, naming the expected check digit', () => {
    expect(server.pibProblem('104827160')).toBeNull();
    expect(server.pibProblem('10482716')?.reason).toBe('Tax registration number (PIB) must be 9 digits');
    expect(server.pibProblem('104827163')?.reason).toBe('This tax ID (PIB) is not valid: check its digits');
    expect(server.pibFrom('10482716')).toBe('104827160');
    expect(server.mbProblem('12345678')).toBeNull();
    expect(server.mbProblem('1234567')?.reason).toBe('National identification number (MB) must be 8 digits');
  });
});

describe('organisation form validators', () => {
  const { taxRegistrationNumber, nationalIdentificationNumber } = organisationsDefinition.fields;

  it('words a wrong check digit with the definition key, naming the PIB and the expected digit', () => {
    expect(pibValidator('104827160', {}, {})).toBeUndefined();
    expect(pibValidator('', {}, {})).toBeUndefined();
    expect(pibValidator('100002213', {}, {})).toEqual({ message: 'resources.organisations.validation.pibCheckDigit', args: { pib: '100002213', digit: 7 } });
  });

  it('leaves the PIB format to the definition rule, whose message is the API text', () => {
    expect(pibValidator('12345', {}, {})).toBeUndefined();
    expect(ruleViolation(taxRegistrationNumber, '12345')?.message).toBe('resources.organisations.validation.taxRegistrationNumber');
    expect(ruleViolation(taxRegistrationNumber, '104827160')).toBeNull();
    expect(englishText(taxRegistrationNumber.rules.message)).toBe(server.pibProblem('12345')?.reason);
  });

  it('wants 8 digits for an MB (the definition rule)', () => {
    expect(isValidMb('07654321')).toBe(true);
    expect(isValidMb('7654321')).toBe(false);
    expect(ruleViolation(nationalIdentificationNumber, '0765432a')?.message).toBe('resources.organisations.validation.nationalIdentificationNumber');
    expect(ruleViolation(nationalIdentificationNumber, '07654321')).toBeNull();
    expect(englishText(nationalIdentificationNumber.rules.message)).toBe(server.mbProblem('0765432a')?.reason);
  });

  it('shows the check digit in the words the API answers it: one message for both', () => {
    const broken = pibValidator('104827163', {}, {}) as { message: string; args: Record<string, unknown> };
    expect(englishText(broken.message, broken.args)).toBe(server.pibProblem('104827163')?.reason);
  });

  it('refuses a website that is no http(s) address with a host, with the definition key', () => {
    expect(websiteValidator('https://example.rs', {}, {})).toBeUndefined();
    expect(websiteValidator('', {}, {})).toBeUndefined();
    expect(websiteValidator('https:// example.rs', {}, {})).toBe('resources.organisations.validation.website');
    expect(websiteValidator('http://', {}, {})).toBe('resources.organisations.validation.website');
  });
});
