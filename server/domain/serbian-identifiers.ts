/**
 * Serbian company identifiers at the API (docs/decisions.md#organisations, docs/architecture.md#data-model): the rule is the
 * browser's (src/shared/serbianIdentifiers.ts: PIB 9 digits with an ISO 7064 MOD 11,10 check
 * digit, MB 8 digits), worded as the API's validation messages: the English texts of the
 * organisations' message keys (`resources.organisations.validation.*` in locales/en/admin.json,
 * the keys the admin form shows; the check digit's is PIB_CHECK_DIGIT_MESSAGE of
 * src/shared/resources/organisations.ts).
 */
import englishAdmin from '../../locales/en/admin.json';
import { interpolate } from '../../src/shared/resource';
import { isValidMb, mod11_10CheckDigit, pibProblem as namedPibProblem } from '../../src/shared/serbianIdentifiers';

const messages = englishAdmin.resources.organisations.validation;

/** Why `pib` is not a valid PIB (the API's message), or null when it is. */
export function pibProblem(pib: string): string | null {
  switch (namedPibProblem(pib)) {
    case 'format':
      return messages.taxRegistrationNumber;
    case 'checkDigit':
      return interpolate(messages.pibCheckDigit, { pib, digit: mod11_10CheckDigit(pib.slice(0, 8)) });
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
  return isValidMb(mb) ? null : messages.nationalIdentificationNumber;
}
