/**
 * The permissions resource declared once: generated list, add, details and edit. Names are
 * `resource.action` in lower case (the API's pattern); the system ones (those the API's routes
 * declare) cannot be renamed or deleted, which the API answers with 409 and its reason.
 */
import KeyIcon from '@mui/icons-material/Key';
import { PERMISSION_NAME_PATTERN, type Permission } from '../../shared/api';
import type { ResourceDeclaration } from '../../admin/crud';

export const permissionDeclaration: ResourceDeclaration<Permission> = {
  name: 'permissions',
  icon: KeyIcon,
  capabilities: { softDelete: true },
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  compactList: { secondary: 'description' },
  fields: [
    { source: 'id', type: 'number', show: true },
    {
      source: 'name',
      type: 'text',
      list: true,
      show: true,
      form: true,
      validation: { required: true, maxLength: 100, pattern: PERMISSION_NAME_PATTERN, patternMessage: 'resources.permissions.validation.name' },
    },
    { source: 'description', type: 'textarea', list: true, show: true, form: true, sortable: false, validation: { maxLength: 500 } },
    { source: 'isSystem', type: 'boolean', list: true, show: true, sortable: false, hideBelow: 'md' },
    { source: 'createdAt', type: 'datetime', show: true },
    { source: 'updatedAt', type: 'datetime', show: true },
  ],
};
