/** Permissions: the `resource.action` names roles carry (docs/decisions.md#identity). */
import { defineResource } from '../resource';

export const permissionsDefinition = defineResource({
  name: 'permissions',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  search: ['name', 'description'],
  sort: ['name', 'id', 'createdAt'],
  fields: {},
});
