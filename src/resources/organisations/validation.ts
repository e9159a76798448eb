/**
 * Client-side rules of the organisation form (wizard step 1 and edit), mirroring the API's
 * (server/routes/organisations/records.ts): PIB 9 digits with its ISO 7064 MOD 11,10 check digit, MB 8
 * digits, country an ISO 3166-1 alpha-2 code, website an http(s) address, phone digits and
 * `+ ( ) . / -`. Messages are translation keys.
 */
import type { Validator } from 'react-admin';
import { isValidMb, pibProblem } from '../../shared/serbianIdentifiers';

const KEY = 'resources.organisations.validation';

/** Translation keys of the messages. */
export const ORGANISATION_VALIDATION = {
  pibFormat: `${KEY}.pibFormat`,
  pibCheckDigit: `${KEY}.pibCheckDigit`,
  mb: `${KEY}.mb`,
  country: `${KEY}.country`,
  website: `${KEY}.website`,
  phone: `${KEY}.phone`,
} as const;

/** react-admin validator of a PIB (empty values are left to `required`). */
export const pibValidator: Validator = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const problem = pibProblem(String(value).trim());
  if (problem === 'format') return ORGANISATION_VALIDATION.pibFormat;
  if (problem === 'checkDigit') return ORGANISATION_VALIDATION.pibCheckDigit;
  return undefined;
};

/** react-admin validator of an MB (empty values are left to `required`). */
export const mbValidator: Validator = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  return isValidMb(String(value).trim()) ? undefined : ORGANISATION_VALIDATION.mb;
};

/** ISO 3166-1 alpha-2 shape (the API also checks the code exists). */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
/** The API's website rule: an http(s) address. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** The API's phone rule. */
export const PHONE_PATTERN = /^[0-9+()./ -]*$/;
