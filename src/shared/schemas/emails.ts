/**
 * What `POST /emails/send` answers (docs/decisions.md#outbox); an outbox row is its definition's
 * entity (src/shared/resources/emails.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './common';

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
