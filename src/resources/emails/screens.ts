/**
 * The outgoing email resource (`/admin/emails`, `/admin/emails/{id}`, `/admin/emails/create`):
 * the outbox list and details generated from its declaration; compose hand-written (recipients
 * of three kinds and a live preview).
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { emailDeclaration } from './declaration';
import { ComposeEmail } from './ComposeEmail';

export { emailDeclaration, EMAIL_STATUS_CHOICES } from './declaration';

export default resourcePropsOf(emailDeclaration, { create: ComposeEmail });
