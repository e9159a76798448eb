/** Modules: the company's products an organisation can be given (docs/decisions.md#organisations). */
import { defineResource } from '../resource';

export const modulesDefinition = defineResource({
  name: 'modules',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true, activeState: true },
  search: ['code', 'name', 'description'],
  sort: ['name', 'code', 'id', 'isActive', 'createdAt'],
  fields: {},
});
