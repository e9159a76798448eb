/**
 * The PIB and MB checks (src/shared/serbianIdentifiers.ts, shared by the browser and the API) and
 * the organisation form's validators: the examples of docs/decisions.md#organisations, and the API's wording of each
 * problem (server/domain/serbian-identifiers.ts).
 */
import { describe, expect, it } from 'vitest';
import { isValidMb, isValidPib, mod11_10CheckDigit, pibProblem } from '../../../../src/shared/serbianIdentifiers';
import { mbValidator, pibValidator } from '../../../../src/resources/organisations/validation';
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
    expect(server.pibProblem('10482716')).toBe('Tax registration number (PIB) must be 9 digits');
    expect(server.pibProblem('104827163')).toBe('Tax registration number (PIB) 104827163 fails its check digit (ISO 7064 MOD 11,10: the last digit should be 0)');
    expect(server.pibFrom('10482716')).toBe('104827160');
    expect(server.mbProblem('12345678')).toBeNull();
    expect(server.mbProblem('1234567')).toBe('National identification number (MB) must be 8 digits');
  });
});

describe('organisation form validators', () => {
  it('returns the PIB messages as translation keys, and nothing for a valid or empty value', () => {
    expect(pibValidator('104827160', {}, {})).toBeUndefined();
    expect(pibValidator('', {}, {})).toBeUndefined();
    expect(pibValidator('100002213', {}, {})).toBe('resources.organisations.validation.pibCheckDigit');
    expect(pibValidator('12345', {}, {})).toBe('resources.organisations.validation.pibFormat');
  });

  it('wants 8 digits for an MB', () => {
    expect(isValidMb('07654321')).toBe(true);
    expect(isValidMb('7654321')).toBe(false);
    expect(mbValidator('0765432a', {}, {})).toBe('resources.organisations.validation.mb');
    expect(mbValidator('07654321', {}, {})).toBeUndefined();
  });
});
