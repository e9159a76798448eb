/**
 * The permissions resource: read-only and fully generated (list + details) from its
 * declaration; permissions are seeded by the server, not edited here.
 */
import KeyIcon from '@mui/icons-material/Key';
import type { Permission } from '../../contract/api';
import { defineResource, type ResourceDeclaration } from '../../admin/crud';

export const permissionDeclaration: ResourceDeclaration<Permission> = {
  name: 'permissions',
  permission: 'permissions',
  icon: KeyIcon,
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  screens: { list: true, show: true },
  recordRepresentation: 'name',
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', list: true, show: true },
    { source: 'description', type: 'text', list: true, show: true, sortable: false },
  ],
};

export default defineResource(permissionDeclaration);
