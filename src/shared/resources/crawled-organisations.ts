/** Organisations found in the public business register, to be imported (docs/decisions.md#crawled-organisations). */
import { defineResource } from '../resource';

export const crawledOrganisationsDefinition = defineResource({
  name: 'crawled-organisations',
  adminName: 'crawl-organisations',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  search: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'city'],
  sort: [
    'name', 'city', 'crawledAt', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'activityCode',
    'registerStatus', 'importedAt', 'createdAt', 'updatedAt', 'id',
  ],
  fields: {},
});
