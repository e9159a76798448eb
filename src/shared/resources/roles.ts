/** Roles: named sets of permissions given to users (docs/decisions.md#identity). */
import { defineResource } from '../resource';

export const rolesDefinition = defineResource({
  name: 'roles',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  search: ['name', 'description'],
  sort: ['name', 'id', 'createdAt', 'updatedAt'],
  fields: {},
});
