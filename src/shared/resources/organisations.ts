/** Organisations: customers and partners with their modules, features and users (docs/decisions.md#organisations). */
import { defineResource } from '../resource';

export const organisationsDefinition = defineResource({
  name: 'organisations',
  actions: ['read', 'create', 'update', 'delete'],
  organisationOwned: true,
  capabilities: { softDelete: true, activeState: true },
  search: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'city', 'email'],
  sort: ['name', 'id', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'type', 'city', 'country', 'isActive', 'createdAt'],
  fields: {},
});
