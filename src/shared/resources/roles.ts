/**
 * Roles: named sets of permissions given to users (docs/decisions.md#identity). A role is
 * written with `permissionIds` and answered with them and its permissions as `{id, name}`
 * (undeleted ones, by name) and the count of its undeleted users. `requireTwoFactor` makes its
 * members enrol in two-factor sign-in before anything but their own account answers them.
 * `scope` (fixed at creation): a `global` role is given to users; an `organisation` role is
 * given per membership, carries organisation permissions only, and counts the members holding
 * it (docs/decisions.md#organisation-roles).
 */
import { ROLE_SCOPES } from '../enums';
import { defineResource } from '../resource';

const V = 'resources.roles.validation';

export const rolesDefinition = defineResource({
  name: 'roles',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  updateBodyId: true,
  search: ['name', 'description'],
  filters: ['scope'],
  sort: ['name', 'id', 'createdAt', 'updatedAt'],
  fields: {
    id: { kind: 'id' },
    // The label names the field inside the API's reasons ("Role name contains …").
    name: {
      kind: 'text',
      label: 'resources.roles.fieldNames.name',
      create: 'required',
      update: 'required',
      rules: { minLength: 2, maxLength: 100, message: `${V}.name` },
    },
    description: { kind: 'multiline', nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 500, message: `${V}.description` } },
    isSystem: { kind: 'boolean' },
    /** Absent on create: `global`. Never changed afterwards. */
    scope: { kind: 'enum', values: ROLE_SCOPES, create: 'optional', valueLabels: 'resources.roles.scopes' },
    /**
     * Absent on create: false; absent on update: unchanged. Its message is the API's reason for
     * a value that is not a boolean (the routes word it: a boolean kind has no rule to break).
     */
    requireTwoFactor: { kind: 'boolean', create: 'optional', update: 'optional', rules: { message: `${V}.requireTwoFactor` } },
    /** Absent on create: none; absent on update: unchanged. */
    permissionIds: { kind: 'references', reference: 'permissions', create: 'optional', update: 'optional' },
    permissions: { kind: 'named-refs', reference: 'permissions' },
    userCount: { kind: 'integer' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
