/**
 * The contact inbox (`/admin/contact-messages`, `/{id}` with its History tab, `/{id}/edit`):
 * generated from its declaration, with the status chip, the replies, Reply and the erase dialog
 * of its own.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { contactMessageDeclaration } from './declaration';

export { contactMessageDeclaration, CONTACT_STATUS_CHOICES } from './declaration';

export default resourcePropsOf(contactMessageDeclaration);
