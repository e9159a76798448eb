/** Features: the parts of a module, edited with their module (docs/decisions.md#organisations). */
import { defineResource } from '../resource';

export const featuresDefinition = defineResource({
  name: 'features',
  actions: ['read', 'create', 'update', 'delete'],
  parent: { resource: 'modules', field: 'moduleId' },
  capabilities: { hardDelete: true },
  search: ['code', 'name', 'description'],
  sort: ['name', 'code', 'id', 'moduleId'],
  fields: {},
});
