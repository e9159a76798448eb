/** The outbox as the `/emails` endpoints answer it (docs/decisions.md#outbox). */
import { Type } from '@fastify/type-provider-typebox';
import { EMAIL_STATUSES } from '../enums';
import { Id, Nullable, Timestamp } from './common';

/** `POST /emails/send`: the rows recorded, one per recipient, in recipient order. */
export const EmailSendResult = Type.Object({
  /** The first row (the first recipient's message). */
  id: Id,
  /** Shared by the rows of this send (`GET /emails/paged?batchId=…`). */
  batchId: Type.String({ format: 'uuid' }),
  /** How many messages were queued: one per distinct recipient, Cc included. */
  count: Type.Integer(),
  ids: Type.Array(Id),
});

/** One outbox row as the API shows it. */
export const Email = Type.Object({
  id: Id,
  /** The recipient (one address for composed mails; older rows may list several). */
  to: Type.String(),
  /** Copies shown to the recipient; null for composed mails, where each Cc address gets its own row. */
  cc: Nullable(Type.String()),
  subject: Type.String(),
  /** The plain-text part (for mails carrying a secret link: the stored copy without it). */
  body: Type.String(),
  /** The sanitised HTML part of composed mails; null for plain-text mails. */
  html: Nullable(Type.String()),
  status: Type.Enum([...EMAIL_STATUSES]),
  /** The last delivery error (also while a retry is pending); refused recipients of a sent mail. */
  error: Nullable(Type.String()),
  attempts: Type.Integer(),
  nextAttemptAt: Nullable(Timestamp),
  /** False: the row holds a secret-free copy; it is never re-sent (no resend). */
  retryable: Type.Boolean(),
  sentAt: Nullable(Timestamp),
  sentBy: Nullable(Id),
  sentByName: Nullable(Type.String()),
  /** The send this row belongs to: the rows of one composed mail share it; null for system mails. */
  batchId: Nullable(Type.String()),
  createdAt: Timestamp,
});
