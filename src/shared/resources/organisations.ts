/**
 * Organisations: customers and partners with their modules, features and users (docs/decisions.md#organisations).
 * The Serbian identifiers: PIB 9 digits and MB 8 digits are rules here; the PIB's check digit
 * (ISO 7064 MOD 11,10, src/shared/serbianIdentifiers.ts) is the named validator `pibCheckDigit`
 * (src/shared/validators.ts), run by the admin form and the API under
 * {@link PIB_CHECK_DIGIT_MESSAGE}. The API also checks that the country code exists (ISO 3166-1)
 * and that the website is a URI.
 */
import { ORGANISATION_TYPES } from '../enums';
import { defineResource } from '../resource';

const V = 'resources.organisations.validation';

/**
 * Translation key of the check-digit message, with `{{pib}}` and `{{digit}}` (the expected last
 * digit): the admin form shows it, and its English text is the API's 422 reason.
 */
export const PIB_CHECK_DIGIT_MESSAGE = `${V}.pibCheckDigit`;

export const organisationsDefinition = defineResource({
  name: 'organisations',
  actions: ['read', 'create', 'update', 'delete'],
  organisationOwned: true,
  capabilities: { softDelete: true, activeState: true },
  updateBodyId: true,
  search: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'city', 'email'],
  filters: ['type'],
  sort: ['name', 'id', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'type', 'city', 'country', 'isActive', 'createdAt'],
  fields: {
    id: { kind: 'id' },
    name: { kind: 'text', create: 'required', update: 'required', rules: { minLength: 2, maxLength: 200, message: `${V}.name` } },
    /** PIB (poreski identifikacioni broj); its check digit is the named validator's. */
    taxRegistrationNumber: {
      kind: 'code',
      create: 'required',
      update: 'required',
      rules: { pattern: '^[0-9]{9}$', message: `${V}.taxRegistrationNumber`, validate: ['pibCheckDigit'] },
    },
    /** MB (matični broj). */
    nationalIdentificationNumber: { kind: 'code', create: 'required', update: 'required', rules: { pattern: '^[0-9]{8}$', message: `${V}.nationalIdentificationNumber` } },
    type: { kind: 'enum', values: ORGANISATION_TYPES, create: 'required', update: 'required', valueLabels: 'resources.organisations.types' },
    address: { kind: 'text', nullable: true, create: 'optional', update: 'optional', rules: { minLength: 0, maxLength: 300, message: `${V}.address` } },
    city: { kind: 'text', nullable: true, create: 'optional', update: 'optional', rules: { minLength: 0, maxLength: 100, message: `${V}.city` } },
    /** ISO 3166-1 alpha-2; the routes also check the code exists. */
    country: { kind: 'code', nullable: true, create: 'optional', update: 'optional', rules: { pattern: '^[A-Z]{2}$', message: `${V}.country` } },
    /** 254: the longest address (RFC 5321 §4.5.3.1.3). */
    email: { kind: 'email', nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 254, message: `${V}.email` } },
    phone: { kind: 'code', nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 50, pattern: '^[0-9+()./ -]*$', message: `${V}.phone` } },
    /** An http(s) address; the routes also hold it to JSON Schema's `uri` format. */
    website: { kind: 'code', nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 300, pattern: '^https?://', message: `${V}.website` } },
    isActive: { kind: 'boolean', create: 'optional', update: 'optional' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
