/**
 * Outgoing email (`/admin/emails`, `/admin/emails/create`): the outbox, newest first, one row
 * per recipient (a composed mail is sent as a separate message to each), filtered by status
 * and searched in recipients and subject; each row's details with its delivery state, the last
 * error, the message as sent and the other recipients of the same send with theirs; "Resend"
 * for a failed row; the compose screen with a live preview of the Markdown body.
 */
import MailIcon from '@mui/icons-material/Mail';
import type { Email } from '../../shared/api';
import { EMAIL_STATUSES } from '../../shared/enums';
import type { FieldChoice, ResourceDeclaration } from '../../admin/crud';
import { EmailBatchField, EmailBodyField, EmailStatusField } from './EmailFields';
import { ResendEmailButton } from './ResendEmailButton';

/** The outbox statuses (src/shared/enums.ts EMAIL_STATUSES) → label keys. */
export const EMAIL_STATUS_CHOICES: readonly FieldChoice[] = EMAIL_STATUSES.map((status) => ({
  id: status,
  label: `resources.emails.statuses.${status}`,
}));

export const emailDeclaration: ResourceDeclaration<Email> = {
  name: 'emails',
  icon: MailIcon,
  // Reading needs emails.read; composing (the create screen) and resending emails.send.
  permissions: { create: 'emails.send' },
  searchable: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: [{ source: 'status', type: 'select', choices: EMAIL_STATUS_CHOICES, alwaysOn: true }],
  screens: { list: true, show: true, create: true },
  paths: { create: 'create' },
  recordRepresentation: 'subject',
  compactList: { primary: 'subject', secondary: 'to', tertiary: 'createdAt' },
  showActions: [ResendEmailButton],
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'createdAt', type: 'datetime', list: true, show: true },
    { source: 'to', type: 'text', list: true, show: true },
    { source: 'cc', type: 'text', show: true },
    { source: 'subject', type: 'text', list: true, show: true },
    { source: 'status', type: 'select', choices: EMAIL_STATUS_CHOICES, list: true, show: true, display: EmailStatusField },
    { source: 'attempts', type: 'number', list: true, show: true, hideBelow: 'lg', sortable: false },
    { source: 'error', type: 'text', show: true },
    { source: 'nextAttemptAt', type: 'datetime', show: true },
    { source: 'sentAt', type: 'datetime', show: true },
    { source: 'sentByName', type: 'text', list: true, show: true, sortable: false, hideBelow: 'md', emptyText: 'resources.emails.system' },
    { source: 'batchId', type: 'text', show: true, display: EmailBatchField },
    { source: 'body', type: 'text', show: true, display: EmailBodyField },
  ],
};
