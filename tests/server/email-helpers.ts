/**
 * What the email tests (emails.test.ts, email-delivery.test.ts) share: the compose endpoint, a
 * valid composed mail, composing one as the administrator, and reading an outbox row.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emails } from '../../server/db/schema';
import { API, type TestApp } from './helpers';

/** The compose endpoint. */
export const SEND = `${API}/emails/send`;

/** The outbox row of mail `id`, read from the database. */
export const rowOf = async (app: FastifyInstance, id: number) => (await app.db.select().from(emails).where(eq(emails.id, id)))[0];

/** A composed mail the API accepts, with `overrides`. */
export const validMail = (overrides: Record<string, unknown> = {}) => ({
  to: ['client@example.com'],
  subject: 'Quarterly update',
  body: 'Hello,\n\nour **new** module is live.',
  ...overrides,
});

/** `POST /emails/send` with `payload` as the administrator. */
export const send = async (t: TestApp, payload: object) => t.injectAs(await t.adminBearer(), { method: 'POST', url: SEND, payload });
