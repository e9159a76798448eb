/**
 * Organisations found in the public business register, to be imported
 * (docs/decisions.md#crawled-organisations). PIB and MB are held to their formats here (9 and
 * 8 digits); the PIB's check digit (ISO 7064 MOD 11,10, src/shared/serbianIdentifiers.ts) is the
 * named validator `pibCheckDigit` (src/shared/validators.ts), run by the form and the API. A record shows whether, and as which organisation,
 * it was imported.
 */
import { REGISTER_STATUSES } from '../enums';
import { defineResource } from '../resource';

const V = 'resources.crawl-organisations.validation';

export const crawledOrganisationsDefinition = defineResource({
  name: 'crawled-organisations',
  adminName: 'crawl-organisations',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  updateBodyId: true,
  search: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'city'],
  sort: [
    'name', 'city', 'crawledAt', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'activityCode',
    'registerStatus', 'importedAt', 'createdAt', 'updatedAt', 'id',
  ],
  fields: {
    id: { kind: 'id' },
    // 200 like an organisation's name, so that every record can be imported as one.
    name: { kind: 'text', create: 'required', update: 'required', rules: { minLength: 2, maxLength: 200, message: `${V}.name` } },
    /** PIB: 9 digits (the check digit is a routes rule). */
    taxRegistrationNumber: {
      kind: 'code',
      create: 'required',
      update: 'required',
      rules: { pattern: '^[0-9]{9}$', message: `${V}.taxRegistrationNumber`, validate: ['pibCheckDigit'] },
    },
    /** MB (matični broj): 8 digits (the check digit is a routes rule). */
    nationalIdentificationNumber: {
      kind: 'code',
      create: 'required',
      update: 'required',
      rules: { pattern: '^[0-9]{8}$', message: `${V}.nationalIdentificationNumber` },
    },
    address: { kind: 'text', nullable: true, create: 'optional', update: 'optional', rules: { minLength: 0, maxLength: 300, message: `${V}.address` } },
    city: { kind: 'text', nullable: true, create: 'optional', update: 'optional', rules: { minLength: 0, maxLength: 100, message: `${V}.city` } },
    /** KD 2010 activity codes are four digits. */
    activityCode: { kind: 'code', nullable: true, create: 'optional', update: 'optional', rules: { pattern: '^[0-9]{4}$', message: `${V}.activityCode` } },
    // The label names the field inside the API's reasons ("Activity name contains …").
    activityName: {
      kind: 'text',
      label: 'resources.crawl-organisations.fieldNames.activityName',
      nullable: true,
      create: 'optional',
      update: 'optional',
      rules: { minLength: 0, maxLength: 300, message: `${V}.activityName` },
    },
    registerStatus: { kind: 'enum', values: REGISTER_STATUSES, valueLabels: 'resources.crawl-organisations.statuses', create: 'optional', update: 'optional', rules: { message: `${V}.registerStatus` } },
    /** An http(s) address (the API also checks it is a URI). */
    sourceUrl: { kind: 'code', nullable: true, create: 'optional', update: 'optional', rules: { pattern: '^https?://', maxLength: 1000, message: `${V}.sourceUrl` } },
    /** When the record was read from the register (ISO 8601); default: now. */
    crawledAt: { kind: 'datetime', create: 'optional', update: 'optional', rules: { message: `${V}.crawledAt` } },
    /** The organisation this record was imported as (or linked to on a 409), else null. */
    organisationId: { kind: 'reference', reference: 'organisations', nullable: true },
    organisationName: { kind: 'text', nullable: true },
    importedAt: { kind: 'datetime', nullable: true },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
