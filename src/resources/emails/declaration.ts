/**
 * Outgoing email (`/admin/emails`, `/admin/emails/create`): the outbox, newest first, one row
 * per recipient (a composed mail is sent as a separate message to each), filtered by status
 * and searched in recipients and subject; each row's details with its delivery state, the last
 * error, the message as sent and the other recipients of the same send with theirs; "Resend"
 * for a failed row; the compose screen with a live preview of the Markdown body.
 */
import type { Email } from '../../shared/api';
import { declarationOf, enumChoices, RECORD_SECTION, type FieldChoice } from '../../admin/crud';
import { emailsDefinition } from '../../shared/resources';
import { EmailBatchField, EmailBodyField, EmailStatusField } from './EmailFields';
import { ResendEmailButton } from './ResendEmailButton';
import { emailRegistration } from './registration';

/** The outbox statuses (src/shared/enums.ts EMAIL_STATUSES) → label keys. */
export const EMAIL_STATUS_CHOICES: readonly FieldChoice[] = enumChoices(emailsDefinition, 'status');

/** Reading needs emails.read; composing (the create screen) and resending emails.send (the definition's permissions). */
export const emailDeclaration = declarationOf<Email>(emailsDefinition, emailRegistration, {
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: [{ source: 'status', type: 'select', choices: EMAIL_STATUS_CHOICES, alwaysOn: true }],
  facets: [{ source: 'status' }],
  compactList: { primary: 'subject', secondary: 'to', tertiary: 'createdAt' },
  showActions: [ResendEmailButton],
  sections: [
    { key: 'message', fields: ['to', 'cc', 'subject', 'contactMessageId'] },
    { key: 'delivery', fields: ['status', 'attempts', 'error', 'nextAttemptAt', 'sentAt', 'sentByName', 'batchId'] },
    { key: 'content', fields: ['body'], wide: true },
    // Emails are never updated: the record section without its updated time.
    { ...RECORD_SECTION, fields: ['id', 'createdAt'] },
  ],
  fields: [
    { source: 'id', show: true },
    { source: 'createdAt', list: true, show: true },
    { source: 'to', list: true, show: true },
    { source: 'cc', show: true },
    { source: 'subject', list: true, show: true },
    { source: 'status', choices: EMAIL_STATUS_CHOICES, list: true, show: true, display: EmailStatusField },
    { source: 'attempts', list: true, show: true, hideBelow: 'lg' },
    { source: 'error', show: true },
    { source: 'nextAttemptAt', show: true },
    { source: 'sentAt', show: true },
    { source: 'sentByName', list: true, show: true, hideBelow: 'md', emptyText: 'resources.emails.system' },
    { source: 'batchId', show: true, display: EmailBatchField },
    // A reply: the contact message it answers (its sender's name, linking to it).
    { source: 'contactMessageId', show: true },
    { source: 'body', show: true, display: EmailBodyField },
  ],
});
