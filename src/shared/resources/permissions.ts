/**
 * Permissions: the `resource.action` names roles carry (docs/decisions.md#identity). The system
 * ones (the names the API's routes declare) cannot be renamed or deleted; a description is
 * cleared with null, never emptied.
 */
import { defineResource } from '../resource';

const V = 'resources.permissions.validation';

/**
 * Permission names (docs/decisions.md#identity): `resource.action`, lower case, hyphens inside
 * words. The one source of the rule: the API's schema, the admin's form and every check of a
 * permission's shape take it from here.
 */
export const PERMISSION_NAME_PATTERN = '^[a-z][a-z-]*\\.[a-z][a-z-]*$';

export const permissionsDefinition = defineResource({
  name: 'permissions',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  updateBodyId: true,
  search: ['name', 'description'],
  sort: ['name', 'id', 'createdAt'],
  fields: {
    id: { kind: 'id' },
    name: { kind: 'code', create: 'required', update: 'required', rules: { pattern: PERMISSION_NAME_PATTERN, maxLength: 100, message: `${V}.name` } },
    description: {
      kind: 'multiline',
      nullable: true,
      create: 'optional',
      update: 'optional',
      rules: { minLength: 1, maxLength: 500, message: `${V}.description` },
    },
    isSystem: { kind: 'boolean' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
