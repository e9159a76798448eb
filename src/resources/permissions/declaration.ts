/**
 * The permissions resource from its definition (src/shared/resources/permissions.ts): generated
 * list, add, details and edit. Names are `resource.action` in lower case (the definition's
 * pattern, so form and API say the same); the system ones (those the API's routes declare)
 * cannot be renamed or deleted, which the API answers with 409 and its reason.
 */
import type { Permission } from '../../shared/api';
import { declarationOf } from '../../admin/crud';
import { permissionsDefinition } from '../../shared/resources';
import { permissionRegistration } from './registration';

export const permissionDeclaration = declarationOf<Permission>(permissionsDefinition, permissionRegistration, {
  defaultSort: { field: 'name', order: 'ASC' },
  compactList: { secondary: 'description' },
  fields: [
    { source: 'id', show: true },
    { source: 'name', list: true, show: true, form: true },
    { source: 'description', list: true, show: true, form: true },
    { source: 'isSystem', list: true, show: true, hideBelow: 'md' },
    { source: 'createdAt', show: true },
    { source: 'updatedAt', show: true },
  ],
});
