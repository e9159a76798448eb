/** User claims: typed values attached to a user, guarded by the user's permissions (docs/decisions.md#identity). */
import { defineResource } from '../resource';

export const userClaimsDefinition = defineResource({
  name: 'user-claims',
  actions: [],
  permissions: { read: 'users.read', create: 'users.update', update: 'users.update', delete: 'users.update' },
  parent: { resource: 'users', field: 'userId' },
  capabilities: { hardDelete: true },
  search: ['type', 'value'],
  sort: ['type', 'value', 'id', 'createdAt'],
  fields: {},
});
