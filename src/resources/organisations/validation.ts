/**
 * The organisation form's own rules (wizard step 1 and edit), beside the rules its definition
 * gives every field (src/shared/resources/organisations.ts: PIB 9 digits, MB 8 digits, country,
 * phone and website patterns and lengths, checked by `validatorsOf`): the PIB's ISO 7064 MOD
 * 11,10 check digit, and the website's URI shape (the API's `uri` format). Messages are the
 * definition's translation keys, the ones the API's 422 reasons are worded from.
 */
import type { Validator } from 'react-admin';
import { organisationsDefinition, PIB_CHECK_DIGIT_MESSAGE } from '../../shared/resources/organisations';
import { mod11_10CheckDigit, pibProblem } from '../../shared/serbianIdentifiers';

/**
 * react-admin validator of a PIB's check digit, with the PIB and the expected digit for the
 * message; empty values are left to `required` and a wrong format to the definition's rule.
 */
export const pibValidator: Validator = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const pib = String(value);
  if (pibProblem(pib) !== 'checkDigit') return undefined;
  return { message: PIB_CHECK_DIGIT_MESSAGE, args: { pib, digit: mod11_10CheckDigit(pib.slice(0, 8)) } };
};

/** An http(s) address with a host and no spaces: what the API's `uri` format asks of a website beyond the definition's pattern. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** react-admin validator of a website's URI shape, under the definition's website message. */
export const websiteValidator: Validator = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  return WEBSITE_PATTERN.test(String(value)) ? undefined : organisationsDefinition.fields.website.rules.message;
};
