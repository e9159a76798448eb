/**
 * The articles resource (`/admin/articles`, `/add`, `/{id}`, `/{id}/edit`, `/{id}/history`):
 * generated from its declaration, whose form inputs (the editor) load on demand.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { articleDeclaration } from './declaration';

export { articleDeclaration };

export default resourcePropsOf(articleDeclaration);
