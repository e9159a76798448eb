/**
 * The contact inbox (src/shared/resources/contact-messages.ts; docs/decisions.md#contact-inbox):
 *   GET  /contact-messages/paged, GET /contact-messages, POST /contact-messages/by-ids,
 *   GET  /contact-messages/{id}          `contact-messages.read` (filters status, language,
 *                                        assigneeId, createdAtFrom/createdAtTo; search)
 *   PUT  /contact-messages/{id}          `contact-messages.update` {status?, assigneeId?, note?};
 *                                        422 for an assignee who is not an active user
 *   DELETE /contact-messages/{id}        `contact-messages.delete`
 *   POST /contact-messages/erase         `contact-messages.delete` {email} → {count}: every
 *                                        message of that address (case-insensitive) deleted at
 *                                        once (a visitor's erasure request, GDPR art. 17), each
 *                                        logged as a delete without its content
 * Entities carry `assigneeName`. Replies are the emails whose `contactMessageId` is the message
 * (`GET /emails/paged?contactMessageId=`; sent through `POST /emails/send` with it).
 * Old messages are deleted by the retention job (server/plugins/retention.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { contactMessagesDefinition } from '../../src/shared/resources';
import { contactMessages, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import type { Row, WriteContext } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { toJson } from './paging';

/** Longest address (RFC 5321 §4.5.3.1.3), as elsewhere. */
const MAX_ADDRESS_LENGTH = 254;

export const EraseBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: MAX_ADDRESS_LENGTH, ...schemaMessage(keyed('users.validation.email')) }) },
  { additionalProperties: false },
);

/** Rows → entities with the assignee's full name. */
async function present(db: Database, rows: Row[]): Promise<Record<string, unknown>[]> {
  const ids = [...new Set(rows.map((row) => row.assigneeId).filter((id): id is number => typeof id === 'number'))];
  const found = ids.length ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids)) : [];
  const names = new Map(found.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  return rows.map((row) => {
    return { ...toJson(row), assigneeName: typeof row.assigneeId === 'number' ? (names.get(row.assigneeId) ?? null) : null };
  });
}

/** An update's assignee must be an active, undeleted user (422 otherwise); null unassigns. */
export async function checkAssignee(ctx: WriteContext, change: Record<string, unknown> | undefined) {
  const assigneeId = change?.assigneeId;
  if (typeof assigneeId !== 'number') return;
  const [user] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assigneeId), isNull(users.deletedAt), eq(users.isActive, true)));
  if (!user) throw unprocessable([{ field: 'assigneeId', reason: 'The assignee must be an active user' }]);
}

/**
 * Deletes every message sent from `email` (compared case-insensitively) in `db`'s transaction,
 * one activity row per message (action `delete`, no content: the log keeps no copy of what was
 * erased). Returns how many were deleted.
 */
export async function eraseMessagesOf(db: Database, request: Parameters<typeof recordActivity>[1], email: string): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email.trim()})`)
    .returning({ id: contactMessages.id });
  for (const { id } of deleted) await recordActivity(db, request, { action: 'delete', resource: 'contact-messages', recordId: id, changes: null });
  return deleted.length;
}

const crud = definedCrudRoutes(contactMessagesDefinition, contactMessages, {
  hooks: {
    present,
    authorise: async (ctx, action, _rows, change) => {
      if (action === 'update') await checkAssignee(ctx, change);
    },
  },
});

const contactMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact-messages/erase',
    {
      config: { permission: 'contact-messages.delete' },
      schema: {
        tags: ['contact-messages'],
        summary: "Erase every message of one sender (an erasure request): the address's messages are deleted, compared case-insensitively",
        body: EraseBody,
        response: { 200: Type.Object({ count: Type.Integer({ minimum: 0 }) }) },
      },
    },
    async (request) => {
      const count = await app.db.transaction((tx) => eraseMessagesOf(tx as unknown as Database, request, request.body.email));
      return { count };
    },
  );

  await app.register(crud);
};

export default contactMessageRoutes;
