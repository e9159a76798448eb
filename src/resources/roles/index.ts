/** The roles resource (docs/requirements.md#r2 `/admin/roles`, `/add`, `/{id}`, `/{id}/edit`): generated from its declaration. */
import { defineResource } from '../../admin/crud';
import { roleDeclaration } from './declaration';

export { roleDeclaration };
export { PermissionMatrixField, PermissionMatrixInput } from './PermissionMatrix';
export { buildPermissionMatrix } from './permissionMatrix';

export default defineResource(roleDeclaration);
