/** User claims: typed values attached to a user, guarded by the user's permissions (docs/decisions.md#identity). */
import { defineResource } from '../resource';

const V = 'resources.user-claims.validation';

export const userClaimsDefinition = defineResource({
  name: 'user-claims',
  actions: [],
  permissions: { read: 'users.read', create: 'users.update', update: 'users.update', delete: 'users.update' },
  parent: { resource: 'users', field: 'userId' },
  capabilities: { hardDelete: true },
  updateBodyId: true,
  search: ['type', 'value'],
  sort: ['type', 'value', 'id', 'createdAt'],
  fields: {
    id: { kind: 'id' },
    /** The claim's user: set on create, never moved to another user. */
    userId: { kind: 'reference', reference: 'users', create: 'required' },
    // The labels name the field inside the API's reasons ("Claim type contains …").
    type: { kind: 'text', label: 'resources.user-claims.fieldNames.type', create: 'required', update: 'required', rules: { minLength: 1, maxLength: 100, message: `${V}.type` } },
    value: { kind: 'text', label: 'resources.user-claims.fieldNames.value', create: 'required', update: 'required', rules: { minLength: 1, maxLength: 500, message: `${V}.value` } },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
  },
});
