/**
 * Serbian company identifiers at the API (docs/decisions.md#organisations, docs/architecture.md#data-model): the rule is the
 * browser's (src/shared/serbianIdentifiers.ts: PIB 9 digits with an ISO 7064 MOD 11,10 check
 * digit, MB 8 digits), answered with the organisations' message keys
 * (`resources.organisations.validation.*` in locales/<lng>/admin.json, the keys the admin form
 * shows; the check digit's is the shared `pibCheckDigit` validator's, src/shared/validators.ts).
 */
import { SHARED_VALIDATORS } from '../../src/shared/validators';
import { isValidMb, mod11_10CheckDigit, pibProblem as namedPibProblem } from '../../src/shared/serbianIdentifiers';
import { keyed, type KeyedReason } from '../http/localize';

/** Why `pib` is not a valid PIB (the API's reason, with its key), or null when it is. */
export function pibProblem(pib: string): KeyedReason | null {
  if (namedPibProblem(pib) === 'format') return keyed('resources.organisations.validation.taxRegistrationNumber');
  const failure = SHARED_VALIDATORS.pibCheckDigit(pib, {});
  return failure ? keyed(failure.message, failure.values) : null;
}

/** A valid PIB from its first eight digits (appends the check digit). */
export function pibFrom(firstEight: string): string {
  return `${firstEight}${mod11_10CheckDigit(firstEight)}`;
}

/** Why `mb` is not a valid MB (the API's reason, with its key), or null when it is. */
export function mbProblem(mb: string): KeyedReason | null {
  return isValidMb(mb) ? null : keyed('resources.organisations.validation.nationalIdentificationNumber');
}
