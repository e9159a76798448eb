/**
 * The roles resource from its definition (src/shared/resources/roles.ts): generated list, add,
 * details and edit (docs/requirements.md#r2). A role
 * carries `permissions: [{id, name}]`; the form edits them as a matrix of resources × actions
 * made from the resource definitions (PermissionMatrix.tsx) and writes them as `permissionIds`
 * (the API's name), the id inside the PUT payload (docs/requirements.md#r7); the details show
 * the same matrix read-only.
 * `requireTwoFactor` is a switch: members of such a role must set up two-factor sign-in
 * before the back office opens to them (the API refuses them everything else meanwhile).
 * `scope` (docs/decisions.md#organisation-roles) is chosen on the create form only (everything,
 * or one organisation: then the matrix offers organisation permissions only), shown in the list
 * (a column, a filter and a facet) and on the details page.
 */
import type { Role } from '../../shared/api';
import { declarationOf, enumChoices, type FieldChoice } from '../../admin/crud';
import { rolesDefinition } from '../../shared/resources';
import { PermissionMatrixField, PermissionMatrixInput } from './PermissionMatrix';
import { seededTextDisplay } from '../../admin/crud/seededTexts';
import { roleRegistration } from './registration';

/** The role scopes (src/shared/enums.ts ROLE_SCOPES) → label keys. */
export const ROLE_SCOPE_CHOICES: readonly FieldChoice[] = enumChoices(rolesDefinition, 'scope');

export const roleDeclaration = declarationOf<Role>(rolesDefinition, roleRegistration, {
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [{ source: 'scope', type: 'select', choices: ROLE_SCOPE_CHOICES, label: 'resources.roles.fields.scope', alwaysOn: true }],
  facets: [{ source: 'scope' }],
  idInUpdatePayload: true,
  compactList: { secondary: 'description' },
  fields: [
    { source: 'id', show: true },
    { source: 'name', list: true, show: true, form: true },
    // A seeded role's description in the reader's language until staff edit it (docs/decisions.md#seeded-texts).
    { source: 'description', list: true, show: true, form: true, hideBelow: 'md', display: seededTextDisplay('role', 'name') },
    // Fixed at creation: chosen on the create form (one of the two, so no blank choice), shown everywhere else.
    { source: 'scope', choices: ROLE_SCOPE_CHOICES, list: true, show: true, form: 'create', defaultValue: 'global', hideBelow: 'sm', validation: { required: true } },
    { source: 'requireTwoFactor', show: true, form: true, defaultValue: false, helperText: 'resources.roles.form.requireTwoFactorHelp' },
    { source: 'userCount', list: true, show: true },
    { source: 'isSystem', show: true },
    // Answered as {id, name}, edited as the matrix and written as the definition's permissionIds.
    {
      source: 'permissions',
      type: 'reference-array',
      writeAs: 'permissionIds',
      show: true,
      form: true,
      input: PermissionMatrixInput,
      display: PermissionMatrixField,
    },
    { source: 'createdAt', list: true, show: true, hideBelow: 'lg' },
    { source: 'updatedAt', show: true },
  ],
});
