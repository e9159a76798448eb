/**
 * The email-templates resource (`/admin/email-templates`, `/add`, `/{id}` with its history,
 * `/{id}/edit`): generated from its declaration, the texts edited in a tab per language.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { emailTemplateDeclaration } from './declaration';

export { emailTemplateDeclaration } from './declaration';

export default resourcePropsOf(emailTemplateDeclaration);
