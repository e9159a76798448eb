/**
 * The outbox: every email the back office sent, one row per recipient (docs/decisions.md#accounts).
 * No row is written as a record: mails are composed through `POST /emails/send`, whose body holds
 * `subject` and `body` to this definition's rules (server/routes/emails.ts) and is checked in the
 * compose form with the same rules and messages (src/resources/emails/ComposeEmail.tsx).
 */
import { EMAIL_STATUSES } from '../enums';
import { defineResource } from '../resource';

const V = 'resources.emails.validation';

/** Most recipients of one mail, to and cc together (`POST /emails/send`). */
export const MAX_RECIPIENTS = 100;
/** The longest address (RFC 5321 §4.5.3.1.3: a 256-octet path less its angle brackets). */
export const MAX_ADDRESS_LENGTH = 254;
/** Longest subject (characters). */
export const MAX_SUBJECT_LENGTH = 200;
/** Longest Markdown body (characters). */
export const MAX_BODY_LENGTH = 50_000;

export const emailsDefinition = defineResource({
  name: 'emails',
  actions: ['read', 'create', 'update', 'delete'],
  extraActions: ['send'],
  // Composed through `POST /emails/send`, never created or edited as records.
  permissions: { create: 'emails.send' },
  capabilities: { readOnly: true },
  search: ['to', 'subject'],
  filters: ['status', 'contactMessageId'],
  sort: ['createdAt', 'sentAt', 'subject', 'to', 'status', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    /** The recipient (one address for composed mails; older rows may list several, so not `email`). */
    to: { kind: 'text' },
    /** Copies shown to the recipient; null for composed mails, where each Cc address gets its own row. */
    cc: { kind: 'text', nullable: true },
    /** Sent with line breaks as spaces, trimmed: not blank. */
    subject: { kind: 'text', rules: { minLength: 1, maxLength: MAX_SUBJECT_LENGTH, message: `${V}.subject` } },
    /**
     * The plain-text part, Markdown as written: not blank (for mails carrying a secret link: the
     * stored copy without it).
     */
    body: { kind: 'multiline', rules: { minLength: 1, maxLength: MAX_BODY_LENGTH, message: `${V}.body` } },
    /** The sanitised HTML part of composed mails; null for plain-text mails. */
    html: { kind: 'multiline', nullable: true },
    status: { kind: 'enum', values: EMAIL_STATUSES, valueLabels: 'resources.emails.statuses' },
    /** The last delivery error (also while a retry is pending); refused recipients of a sent mail. */
    error: { kind: 'multiline', nullable: true },
    attempts: { kind: 'integer' },
    nextAttemptAt: { kind: 'datetime', nullable: true },
    /** False: the row holds a secret-free copy; it is never re-sent (no resend). */
    retryable: { kind: 'boolean' },
    sentAt: { kind: 'datetime', nullable: true },
    sentBy: { kind: 'reference', reference: 'users', nullable: true },
    /** The sender's full name; null for system mails. */
    sentByName: { kind: 'text', nullable: true },
    /** The send this row belongs to: the rows of one composed mail share it; null for system mails. */
    batchId: { kind: 'code', nullable: true },
    /** The contact-form message this mail replies to (sent from its Reply button); null otherwise. */
    contactMessageId: { kind: 'reference', reference: 'contact-messages', nullable: true },
    createdAt: { kind: 'datetime' },
  },
});
