/**
 * The roles resource (docs/requirements.md#r2 `/admin/roles`, `/add`, `/{id}`, `/{id}/edit`): generated from its declaration.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { roleDeclaration } from './declaration';

export { roleDeclaration };
export { PermissionMatrixField, PermissionMatrixInput } from './PermissionMatrix';
export { buildPermissionMatrix } from './permissionMatrix';

export default resourcePropsOf(roleDeclaration);
