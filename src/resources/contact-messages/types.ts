/** A contact message as the API answers it (src/shared/resources/contact-messages.ts). */
import type { EntityOf } from '../../shared/resource';
import type { contactMessagesDefinition } from '../../shared/resources/contact-messages';

export type ContactMessage = EntityOf<typeof contactMessagesDefinition>;
