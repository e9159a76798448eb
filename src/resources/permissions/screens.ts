/**
 * The permissions resource (docs/requirements.md#r2 `/admin/permissions`, `/add`, `/{id}`, `/{id}/edit`): fully generated.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { permissionDeclaration } from './declaration';

export { permissionDeclaration };

export default resourcePropsOf(permissionDeclaration);
