/**
 * The articles resource (`/admin/articles`, `/add`, `/{id}`, `/{id}/edit`, `/{id}/history`):
 * generated from its declaration, whose form inputs (the editor) load on demand.
 */
import { defineResource } from '../../admin/crud';
import { articleDeclaration } from './declaration';

export { articleDeclaration };

export default defineResource(articleDeclaration);
