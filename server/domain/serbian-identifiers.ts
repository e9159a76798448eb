/**
 * Serbian company identifiers at the API (docs/decisions.md#organisations, docs/architecture.md#data-model): the rule is the
 * browser's (src/shared/serbianIdentifiers.ts: PIB 9 digits with an ISO 7064 MOD 11,10 check
 * digit, MB 8 digits), worded here as the API's English validation messages.
 */
import { isValidMb, mod11_10CheckDigit, pibProblem as namedPibProblem } from '../../src/shared/serbianIdentifiers';

/** Why `pib` is not a valid PIB (the API's message), or null when it is. */
export function pibProblem(pib: string): string | null {
  switch (namedPibProblem(pib)) {
    case 'format':
      return 'Tax registration number (PIB) must be 9 digits';
    case 'checkDigit':
      return `Tax registration number (PIB) ${pib} fails its check digit (ISO 7064 MOD 11,10: the last digit should be ${mod11_10CheckDigit(pib.slice(0, 8))})`;
    default:
      return null;
  }
}

/** A valid PIB from its first eight digits (appends the check digit). */
export function pibFrom(firstEight: string): string {
  return `${firstEight}${mod11_10CheckDigit(firstEight)}`;
}

/** Why `mb` is not a valid MB (the API's message), or null when it is. */
export function mbProblem(mb: string): string | null {
  return isValidMb(mb) ? null : 'National identification number (MB) must be 8 digits';
}
