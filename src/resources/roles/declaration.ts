/**
 * The roles resource declared once: generated list, add, details and edit (docs/requirements.md#r2). A role
 * carries `permissions: [{id, name}]`; the form edits them as a checklist grouped by resource
 * and writes them as `permissionIds` (the API's name), the id inside the PUT payload (docs/requirements.md#r7).
 * `requireTwoFactor` is a switch: members of such a role must set up two-factor sign-in
 * before the back office opens to them (the API refuses them everything else meanwhile).
 */
import SecurityIcon from '@mui/icons-material/Security';
import type { Role } from '../../shared/api';
import type { ResourceDeclaration } from '../../admin/crud';
import { PermissionChecklistInput } from './PermissionChecklistInput';

export const roleDeclaration: ResourceDeclaration<Role> = {
  name: 'roles',
  icon: SecurityIcon,
  capabilities: { softDelete: true },
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  screens: { list: true, show: true, create: true, edit: true },
  idInUpdatePayload: true,
  recordRepresentation: 'name',
  compactList: { secondary: 'description' },
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', list: true, show: true, form: true, validation: { required: true, minLength: 2, maxLength: 100 } },
    { source: 'description', type: 'textarea', list: true, show: true, form: true, sortable: false, hideBelow: 'md', validation: { maxLength: 500 } },
    {
      source: 'requireTwoFactor',
      type: 'boolean',
      show: true,
      form: true,
      defaultValue: false,
      helperText: 'resources.roles.form.requireTwoFactorHelp',
    },
    { source: 'userCount', type: 'number', list: true, show: true, sortable: false },
    { source: 'isSystem', type: 'boolean', show: true },
    {
      source: 'permissions',
      type: 'reference-array',
      reference: 'permissions',
      writeAs: 'permissionIds',
      show: true,
      form: true,
      input: PermissionChecklistInput,
    },
    { source: 'createdAt', type: 'datetime', list: true, show: true, hideBelow: 'lg' },
    { source: 'updatedAt', type: 'datetime', show: true },
  ],
};
