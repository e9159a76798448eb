/**
 * Outgoing email (docs/decisions.md#organisations; docs/requirements.md#r7 `/api/send-email` is served as `/emails/send`):
 *   POST /emails/send           `emails.send` {to, userIds?, organisationIds?, cc?, subject, body | templateId, contactMessageId?}
 *                               → 202 {id, batchId, count, ids}: recipients resolved to
 *                               addresses, the Markdown body rendered to sanitised HTML (text
 *                               part: the Markdown itself), recorded as one queued outbox row
 *                               per recipient (Cc addresses included), the rows sharing a
 *                               `batchId`; the outbox worker delivers each on its own, so no
 *                               recipient sees another's address (each message's To holds only
 *                               its own recipient and it has no Cc). With `contactMessageId` the
 *                               mail is a reply to that contact message (contact-messages.update
 *                               as well, else 403; 422 for an unknown message): its rows carry
 *                               the id and the message becomes `in-progress`, in the same
 *                               transaction. With `templateId` in place of subject and body
 *                               (docs/decisions.md#email-templates) each recipient's message is
 *                               the template in their preferred language (else English, else its
 *                               first), placeholders filled from the recipient; 422 for an
 *                               unknown template and for a placeholder a recipient's kind cannot
 *                               fill (server/mail/templates.ts); both or neither: 400
 *   POST /emails/preview        `emails.send` {body} → {html}, the same renderer (compose preview)
 *   GET  /emails/paged          `emails.read` filters status, batchId (the rows of one send) and
 *                               contactMessageId (the replies to a contact message),
 *                               search in to/subject, newest first
 *   GET  /emails, POST /emails/by-ids, GET /emails/{id}   `emails.read` (CRUD factory, read-only)
 *   POST /emails/{id}/resend    `emails.send` a failed mail (one recipient's row) → queued again,
 *                               attempts reset; 409
 *                               unless failed, and for mails whose row holds only a secret-free
 *                               copy (retryable = false: re-sending it would send the copy)
 * Entities carry `sentByName` (the sender's full name). What the outbox shows is what the row
 * holds: for mails with a secret (reset links…) that is the copy without it.
 */
import { Format, Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import type { Email } from '../../src/shared/api';
import { messageValuesOf } from '../../src/shared/resource';
import { emailsDefinition, MAX_ADDRESS_LENGTH, MAX_RECIPIENTS } from '../../src/shared/resources/emails';
import { EmailSendResult } from '../../src/shared/schemas/emails';
import { contactMessages, emails, organisations, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unprocessable, type FieldError } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { loadSendTemplate, personalise } from '../mail/templates';
import { renderMarkdown } from '../markdown';
import type { Row } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { entitySchemaOf } from './definition-schemas';
import { toJson } from './paging';
import { Id, IdParams } from './schemas';

/** An outbox row as every endpoint answers it (src/shared/resources/emails.ts). */
const EmailEntity = entitySchemaOf(emailsDefinition);

/** The subject's and body's rules and messages: the compose form checks the same ones. */
const { subject: subjectField, body: bodyField } = emailsDefinition.fields;
const SUBJECT_MESSAGE = keyed(subjectField.rules.message, messageValuesOf(subjectField.rules));
const BODY_MESSAGE = keyed(bodyField.rules.message, messageValuesOf(bodyField.rules));
const TOO_MANY_MESSAGE = keyed('resources.emails.validation.tooMany', { max: MAX_RECIPIENTS });
const ADDRESS_MESSAGE = keyed('resources.emails.validation.eachAddress');

const Address = Type.String({ format: 'email', maxLength: MAX_ADDRESS_LENGTH, ...schemaMessage(ADDRESS_MESSAGE) });
const Addresses = Type.Array(Address, { maxItems: MAX_RECIPIENTS, ...schemaMessage(TOO_MANY_MESSAGE) });
const RecipientIds = Type.Array(Id, { maxItems: MAX_RECIPIENTS, ...schemaMessage(TOO_MANY_MESSAGE) });

/**
 * Plain strings, not the definition's text rule: the handler makes the subject one line and
 * trims it, and the body is Markdown, sent as written; both must not be blank (checked after).
 */
export const SendEmailBody = Type.Object(
  {
    to: Addresses,
    userIds: Type.Optional(RecipientIds),
    organisationIds: Type.Optional(RecipientIds),
    cc: Type.Optional(Addresses),
    /** Required unless `templateId` is sent; then not sent (400). */
    subject: Type.Optional(Type.String({ minLength: subjectField.rules.minLength, maxLength: subjectField.rules.maxLength, ...schemaMessage(SUBJECT_MESSAGE) })),
    body: Type.Optional(Type.String({ minLength: bodyField.rules.minLength, maxLength: bodyField.rules.maxLength, ...schemaMessage(BODY_MESSAGE) })),
    /**
     * An email template in place of subject and body: each recipient's mail in their language,
     * placeholders filled per recipient (server/mail/templates.ts).
     */
    templateId: Type.Optional(Id),
    /** A reply to this contact message: needs contact-messages.update too; the message becomes in-progress. */
    contactMessageId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

/** The preview takes any body the send could (an empty one too). */
export const PreviewBody = Type.Object(
  { body: Type.String({ maxLength: bodyField.rules.maxLength, 'x-error-message': `Message must be at most ${bodyField.rules.maxLength} characters` }) },
  { additionalProperties: false },
);

/** Rows → entities with the sender's name. */
async function present(db: Database, rows: Row[]): Promise<Email[]> {
  const senderIds = [...new Set(rows.map((row) => row.sentBy).filter((id): id is number => typeof id === 'number'))];
  const senders = senderIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, senderIds))
    : [];
  const names = new Map(senders.map((sender) => [sender.id, `${sender.firstName} ${sender.lastName}`]));
  return rows.map((row) => {
    const { lockedAt: _lockedAt, ...shown } = toJson(row);
    return { ...shown, sentByName: typeof row.sentBy === 'number' ? (names.get(row.sentBy) ?? null) : null } as Email;
  });
}

/** Status filter, search, sort and the read-only routes from the definition; the rows of one send by `batchId`. */
const crud = definedCrudRoutes(emailsDefinition, emails, {
  filters: { batchId: { schema: Type.String({ format: 'uuid' }), where: (batchId: string) => eq(emails.batchId, batchId) } },
  hooks: { present },
});

/** The validator's own `email` format (server/plugins/validation.ts registers ajv-formats' full mode). */
const isAddress = (value: string) => Format.Test('email', value);

/** Addresses in first-seen order without case-insensitive repeats (and without those in `skip`). */
function distinct(addresses: readonly string[], skip: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set(skip);
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The addresses of the undeleted users `ids` and organisations `orgIds`; 422 naming those that have none. */
async function resolveRecipients(db: Database, userIds: readonly number[], organisationIds: readonly number[]) {
  const errors: FieldError[] = [];
  const found = userIds.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)))
    : [];
  const userEmail = new Map(found.map((user) => [user.id, String(user.email)]));
  const unknownUsers = userIds.filter((id) => !userEmail.has(id));
  if (unknownUsers.length) errors.push({ field: 'userIds', reason: `Unknown users: ${unknownUsers.join(', ')}` });

  const orgs = organisationIds.length
    ? await db
        .select({ id: organisations.id, name: organisations.name, email: organisations.email })
        .from(organisations)
        .where(and(inArray(organisations.id, [...organisationIds]), isNull(organisations.deletedAt)))
    : [];
  const orgById = new Map(orgs.map((org) => [org.id, org]));
  const unknownOrgs = organisationIds.filter((id) => !orgById.has(id));
  if (unknownOrgs.length) errors.push({ field: 'organisationIds', reason: `Unknown organisations: ${unknownOrgs.join(', ')}` });
  const withoutEmail = organisationIds.flatMap((id) => {
    const org = orgById.get(id);
    return org && !(org.email && isAddress(org.email.trim())) ? [`${org.name} (#${id})`] : [];
  });
  if (withoutEmail.length) errors.push({ field: 'organisationIds', reason: `Organisations without a valid email address: ${withoutEmail.join(', ')}` });
  if (errors.length) throw unprocessable(errors);

  return [...userIds.map((id) => userEmail.get(id)!), ...organisationIds.map((id) => orgById.get(id)!.email!.trim())];
}

/**
 * A reply to contact message `id` is being sent (in the send's transaction): the message,
 * locked, becomes `in-progress` (logged as its update); 422 when it does not exist.
 */
async function startReply(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const [message] = await db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!message) throw unprocessable([{ field: 'contactMessageId', reason: `Unknown contact message: ${id}` }]);
  if (message.status === 'in-progress') return;
  await db.update(contactMessages).set({ status: 'in-progress' }).where(eq(contactMessages.id, id));
  await recordActivity(db, request, { action: 'update', resource: 'contact-messages', recordId: id, changes: { status: [message.status, 'in-progress'] } });
}

const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/emails/send',
    {
      config: { permission: 'emails.send' },
      schema: {
        tags: ['emails'],
        summary: 'Send an email written in Markdown to addresses, users and organisations: one message per recipient (delivered by the outbox)',
        body: SendEmailBody,
        response: { 202: EmailSendResult },
      },
    },
    async (request, reply) => {
      const { to, userIds = [], organisationIds = [], cc = [], contactMessageId, templateId } = request.body;
      // Either a template or a subject and a body (a missing field is the request's shape: 400).
      if (templateId !== undefined ? request.body.subject !== undefined || request.body.body !== undefined : request.body.subject === undefined || request.body.body === undefined) {
        throw badRequest('Send either {templateId} or {subject, body}');
      }
      const body = request.body.body ?? '';
      // A reply changes the message's status: the caller must be allowed to.
      if (contactMessageId !== undefined && !request.principal!.permissions.has('contact-messages.update')) {
        throw forbidden('Replying to a contact message needs the contact-messages.update permission');
      }
      const subject = (request.body.subject ?? '').replace(/[\r\n\t]+/g, ' ').trim();
      const errors: FieldError[] = [];
      if (templateId === undefined && !subject) errors.push({ field: 'subject', ...SUBJECT_MESSAGE });
      if (templateId === undefined && !body.trim()) errors.push({ field: 'body', ...BODY_MESSAGE });
      if (errors.length) throw unprocessable(errors);
      const template = templateId === undefined ? null : await loadSendTemplate(app.db, templateId);

      const recipients = distinct([...to, ...(await resolveRecipients(app.db, [...new Set(userIds)], [...new Set(organisationIds)]))]);
      const copies = distinct(cc, new Set(recipients.map((address) => address.toLowerCase())));
      if (recipients.length === 0) throw unprocessable([{ field: 'to', ...keyed('apiErrors.noRecipient') }]);
      if (recipients.length + copies.length > MAX_RECIPIENTS) {
        throw unprocessable([{ field: 'to', reason: `At most ${MAX_RECIPIENTS} recipients (to and cc together); this mail has ${recipients.length + copies.length}` }]);
      }

      const principal = request.principal!;
      const batchId = randomUUID();
      // One message per recipient: the template's, personalised, or the same text for everyone.
      const addresses = [...recipients, ...copies];
      const html = template ? '' : renderMarkdown(body);
      const messages = template
        ? await personalise(app.db, template, { userIds: [...new Set(userIds)], organisationIds: [...new Set(organisationIds)] }, addresses)
        : addresses.map((address) => ({ to: address, subject, text: body, html }));
      // One row, and so one message, per recipient: nobody sees the others' addresses.
      const ids = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        if (contactMessageId !== undefined) await startReply(db, request, contactMessageId);
        const recorded: number[] = [];
        for (const message of messages) {
          const address = message.to;
          const mail = await app.mailer.record(db, { to: address, subject: message.subject, text: message.text, html: message.html, sentBy: principal.userId, batchId, contactMessageId });
          await recordActivity(db, request, {
            action: 'create',
            resource: 'emails',
            recordId: mail.id,
            changes: {
              to: [null, address],
              subject: [null, message.subject],
              batchId: [null, batchId],
              ...(template ? { templateId: [null, template.id] } : {}),
              ...(contactMessageId !== undefined ? { contactMessageId: [null, contactMessageId] } : {}),
            },
          });
          recorded.push(mail.id);
        }
        return recorded;
      });
      app.mailer.wake();
      return reply.status(202).send({ id: ids[0], batchId, count: ids.length, ids });
    },
  );

  app.post(
    '/emails/preview',
    {
      config: { permission: 'emails.send' },
      schema: {
        tags: ['emails'],
        summary: 'The HTML a Markdown body is sent as (rendered and sanitised), for the live preview',
        body: PreviewBody,
        response: { 200: Type.Object({ html: Type.String() }) },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.body) }),
  );

  app.post(
    '/emails/:id/resend',
    {
      config: { permission: 'emails.send' },
      schema: {
        tags: ['emails'],
        summary: 'Queue a failed email again (attempts start over)',
        params: IdParams,
        response: { 200: EmailEntity },
      },
    },
    async (request) => {
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [row] = await db.select({ status: emails.status, retryable: emails.retryable }).from(emails).where(eq(emails.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status !== 'failed') throw conflict(`Only a failed email can be resent; this one is ${row.status}`);
        if (!row.retryable) {
          throw conflict('This email carried a single-use link that is not stored, so it cannot be resent; the recipient can ask for a new one');
        }
        await db.update(emails).set({ status: 'queued', attempts: 0, error: null, lockedAt: null, nextAttemptAt: sql`now()` }).where(eq(emails.id, id));
        await recordActivity(db, request, { action: 'state', resource: 'emails', recordId: id, changes: { status: ['failed', 'queued'] } });
      });
      app.mailer.wake();
      const [row] = await app.db.select().from(emails).where(eq(emails.id, id));
      return (await present(app.db, [row as Row]))[0];
    },
  );

  await app.register(crud);
};

export default emailRoutes;
