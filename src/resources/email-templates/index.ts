/**
 * The email-templates resource (`/admin/email-templates`, `/add`, `/{id}` with its history,
 * `/{id}/edit`): generated from its declaration, the texts edited in a tab per language.
 */
import { defineResource } from '../../admin/crud';
import { emailTemplateDeclaration } from './declaration';

export { emailTemplateDeclaration } from './declaration';

export default defineResource(emailTemplateDeclaration);
