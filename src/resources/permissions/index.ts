/** The permissions resource (docs/requirements.md#r2 `/admin/permissions`, `/add`, `/{id}`, `/{id}/edit`): fully generated. */
import { defineResource } from '../../admin/crud';
import { permissionDeclaration } from './declaration';

export { permissionDeclaration };

export default defineResource(permissionDeclaration);
