/**
 * The public contact form (docs/requirements.md#r2 /contact; docs/architecture.md#data-model).
 * POST /public/contact {name, email, company?, message, language, website?} → 202
 * {status: 'received'}. The message and its notification mail to CONTACT_INBOX (reply-to the
 * visitor) are stored in one transaction; the mail is delivered after commit. `website` is a
 * honeypot that people never see: when it is filled the answer is the same 202, but nothing is
 * stored or sent. Limited to 5 messages per 10 minutes per IP (429). The name and company
 * follow the text rule of every name (src/shared/text-rule.ts: no control, invisible or
 * bidirectional characters; 422 naming the field with the reason other names get), so that
 * neither can start a forged line in the staff's notice nor reorder what staff read.
 * Staff read them as the `contact-messages` resource (src/shared/resources/contact-messages.ts),
 * whose routes are derived from its definition.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { CONTACT_LIMITS, CONTACT_RATE_LIMIT, lengthOf } from '../../src/shared/contact';
import { hasForbiddenCharacters } from '../../src/shared/text-rule';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { tooManyRequests, unprocessable } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { contactNotification } from '../mail/messages';
import { textRuleReason } from './schemas';

const MESSAGES = {
  name: `Name must be between ${CONTACT_LIMITS.name.min} and ${CONTACT_LIMITS.name.max} characters long`,
  email: keyed('users.validation.email'),
  company: keyed('apiErrors.tooLong', { field: 'Company', limit: CONTACT_LIMITS.company.max }),
  message: `Message must be between ${CONTACT_LIMITS.message.min} and ${CONTACT_LIMITS.message.max} characters long`,
  language: `Language must be one of ${LANGUAGE_CODES.join(', ')}`,
};

const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: CONTACT_LIMITS.name.min, maxLength: CONTACT_LIMITS.name.max, ...schemaMessage(MESSAGES.name) }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.email.max, ...schemaMessage(MESSAGES.email) }),
    company: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.company.max, ...schemaMessage(MESSAGES.company) })),
    message: Type.String({ minLength: CONTACT_LIMITS.message.min, maxLength: CONTACT_LIMITS.message.max, ...schemaMessage(MESSAGES.message) }),
    language: Type.Enum([...LANGUAGE_CODES], { ...schemaMessage(MESSAGES.language) }),
    /** Honeypot: hidden from people, so only robots fill it. */
    website: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** A preHandler counting requests per IP in `name`'s window; 429 with the error body when over. */
export function perIpLimit(app: FastifyInstance, name: string, { max, windowMs }: { max: number; windowMs: number }, reason: string) {
  const limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', outcome.ttlInSeconds);
      throw tooManyRequests(reason);
    }
  };
}

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/contact',
    {
      config: { permission: 'public' },
      preHandler: perIpLimit(app, 'contact', CONTACT_RATE_LIMIT, 'Too many messages, please try again later'),
      schema: {
        tags: ['public'],
        summary: 'Send a message through the contact form',
        body: ContactBody,
        response: { 202: Type.Object({ status: Type.Literal('received') }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const received = { status: 'received' as const };
      // A robot filled the hidden field: answer like a success so that it learns nothing.
      if (body.website?.trim()) {
        request.log.info('contact form honeypot filled: message dropped');
        return reply.status(202).send(received);
      }

      const name = body.name.trim();
      const message = body.message.trim();
      const company = body.company?.trim() || null;
      // The text rule of names; the schema counts surrounding spaces, what is stored must meet the limits without them.
      const nameReason = hasForbiddenCharacters(body.name) ? textRuleReason('Name') : lengthOf(name) < CONTACT_LIMITS.name.min ? MESSAGES.name : undefined;
      const errors = [
        ...(nameReason ? [{ field: 'name', reason: nameReason }] : []),
        ...(body.company !== undefined && hasForbiddenCharacters(body.company) ? [{ field: 'company', reason: textRuleReason('Company') }] : []),
        ...(lengthOf(message) < CONTACT_LIMITS.message.min ? [{ field: 'message', reason: MESSAGES.message }] : []),
      ];
      if (errors.length) throw unprocessable(errors);

      const mail = await app.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(contactMessages)
          .values({ name, email: body.email, company, message, language: body.language })
          .returning({ id: contactMessages.id });
        const notification = contactNotification({ id: stored.id, name, email: body.email, company, message, language: body.language }, app.mailer.contactInbox);
        return app.mailer.record(tx as unknown as Database, notification);
      });
      // After commit; a failed delivery stays in the outbox as failed, the visitor still succeeds.
      await app.mailer.deliver(mail);
      return reply.status(202).send(received);
    },
  );
};

export default contactRoutes;
