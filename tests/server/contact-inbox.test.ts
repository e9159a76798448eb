/**
 * The contact inbox (src/shared/resources/contact-messages.ts): status, language, assignee and
 * received-date filters, the assignee and note, the dashboard's counter of new messages, replies
 * sent from the composer (linked to the message, which becomes in-progress), erasing a sender's
 * messages and the retention job.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { activity, contactMessages, emails } from '../../server/db/schema';
import { deleteExpired, retentionCutoff } from '../../server/plugins/retention';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const t = setupTestApp();

let permissionIds = new Map<string, number>();
let adminId = 0;

beforeAll(async () => {
  adminId = (await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).user.id;
  const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
  permissionIds = new Map(permissions.map((permission) => [permission.name, permission.id]));
});

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

const unique = () => randomBytes(4).toString('hex');

/** A message stored as the public form would, with the given fields. */
async function message(fields: Partial<typeof contactMessages.$inferInsert> = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(contactMessages)
    .values({ name: 'Vera Visitor', email: `vera-${unique()}@example.com`, message: 'Please send us an offer.', language: 'en', ...fields })
    .returning({ id: contactMessages.id });
  return row.id;
}

const idsOf = async (query: string): Promise<number[]> => {
  const response = await t.api('GET', `/contact-messages/paged?page_size=100&${query}`);
  expectStatus(response, 200);
  return response.json().items.map((item: { id: number }) => item.id);
};

let serial = 0;
/** Bearer of a new user whose only role carries exactly `permissions`. */
async function bearerHolding(...permissions: string[]): Promise<string> {
  const n = ++serial;
  const role = await t.api('POST', '/roles', { name: `Inbox probe ${n} ${unique()}`, permissionIds: permissions.map((name) => permissionIds.get(name)!) });
  expectStatus(role, 201);
  const password = 'password-123';
  const stamp = unique();
  const email = `inbox-${n}-${stamp}@example.com`;
  expectStatus(await t.api('POST', '/users', { firstName: 'Inbox', lastName: `Probe${n}`, email, userName: `inbox_${n}_${stamp}`, password, roleIds: [role.json().id] }), 201);
  return (await t.signIn(email, password)).bearer_token;
}

describe('contact messages as an inbox', () => {
  it('filters by status, language, assignee and received date, and answers the assignee\'s name', async () => {
    const marker = unique();
    const fresh = await message({ message: `fresh ${marker}`, language: 'sr' });
    const spam = await message({ message: `spam ${marker}`, status: 'spam' });
    const assigned = await message({ message: `assigned ${marker}`, status: 'in-progress', assigneeId: adminId });
    const old = await message({ message: `old ${marker}`, createdAt: new Date('2024-03-10T12:00:00Z') });

    // Newest first: the old one last.
    expect(await idsOf(`search_term=${marker}&status=new`)).toEqual([fresh, old]);
    expect(await idsOf(`search_term=${marker}&status=spam`)).toEqual([spam]);
    expect(await idsOf(`search_term=${marker}&language=sr`)).toEqual([fresh]);
    expect(await idsOf(`search_term=${marker}&assigneeId=${adminId}`)).toEqual([assigned]);
    expect(await idsOf(`search_term=${marker}&createdAtFrom=2024-03-01T00:00:00Z&createdAtTo=2024-03-31T23:59:59Z`)).toEqual([old]);
    expect(await idsOf(`search_term=${marker}&createdAtFrom=2025-01-01T00:00:00Z`)).not.toContain(old);
    expect(await idsOf(`search_term=${marker}&createdAtTo=2024-03-10T12:00:00Z`)).toEqual([old]);

    expectStatus(await t.api('GET', '/contact-messages/paged?status=archived'), 400);
    expectStatus(await t.api('GET', '/contact-messages/paged?language=de'), 400);
    expectStatus(await t.api('GET', '/contact-messages/paged?createdAtFrom=yesterday'), 400);

    const shown = (await t.api('GET', `/contact-messages/${assigned}`)).json();
    expect(shown).toMatchObject({ status: 'in-progress', assigneeId: adminId, assigneeName: expect.stringMatching(/\S/), note: null });
    expect(shown).not.toHaveProperty('handled');
  });

  it('writes status, assignee and note (logged), refuses an unknown assignee and an overlong note', async () => {
    const id = await message();
    const updated = await t.api('PUT', `/contact-messages/${id}`, { status: 'handled', assigneeId: adminId, note: '  Called back on Monday.  ' });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ status: 'handled', assigneeId: adminId, note: 'Called back on Monday.' });

    const unassigned = await t.api('PUT', `/contact-messages/${id}`, { assigneeId: null, note: null });
    expectStatus(unassigned, 200);
    expect(unassigned.json()).toMatchObject({ status: 'handled', assigneeId: null, assigneeName: null, note: null });

    const unknown = await t.api('PUT', `/contact-messages/${id}`, { assigneeId: 999_999 });
    expectStatus(unknown, 422);
    expect(unknown.json().errors).toEqual([{ field: 'assigneeId', reason: 'The assignee must be an active user' }]);
    const long = await t.api('PUT', `/contact-messages/${id}`, { note: 'x'.repeat(5001) });
    expectStatus(long, 422);
    expect(long.json().errors[0]).toMatchObject({ field: 'note' });
    expectStatus(await t.api('PUT', `/contact-messages/${id}`, { status: 'archived' }), 422);

    const history = await t.app.db.select().from(activity).where(and(eq(activity.resource, 'contact-messages'), eq(activity.recordId, id))).orderBy(activity.id);
    expect(history[0].changes).toMatchObject({ status: ['new', 'handled'], assigneeId: [null, adminId], note: [null, 'Called back on Monday.'] });
  });
});

describe('the dashboard\'s counter', () => {
  it('counts the open messages, new and in progress apart: handled and spam ones are not counted', async () => {
    const before = (await t.api('GET', '/dashboard')).json().contactMessages as { new: number; inProgress: number };
    await message({ status: 'spam' });
    await message({ status: 'handled' });
    expect((await t.api('GET', '/dashboard')).json().contactMessages).toEqual(before);
    await message({ status: 'in-progress' });
    expect((await t.api('GET', '/dashboard')).json().contactMessages).toEqual({ new: before.new, inProgress: before.inProgress + 1 });
    await message();
    const after = { new: before.new + 1, inProgress: before.inProgress + 1 };
    expect((await t.api('GET', '/dashboard')).json().contactMessages).toEqual(after);

    const viewer = await t.bearerOfNewUser(['Viewer']);
    expect((await t.api('GET', '/dashboard', undefined, viewer)).json().contactMessages).toEqual(after);
    const outboxOnly = await bearerHolding('emails.read');
    expect((await t.api('GET', '/dashboard', undefined, outboxOnly)).json()).not.toHaveProperty('contactMessages');
  });
});

describe('replying to a message', () => {
  const reply = (contactMessageId: unknown, bearer?: string, to = ['vera@example.com']) =>
    t.api('POST', '/emails/send', { to, subject: 'Re: Your enquiry', body: '> Please send us an offer.\n\nHere it is.', contactMessageId }, bearer);

  it('links the mail to the message and sets it in-progress in the same send; the replies are listed by message', async () => {
    const id = await message({ email: 'vera@example.com' });
    const sent = await reply(id);
    expectStatus(sent, 202);

    const [mail] = await t.app.db.select().from(emails).where(eq(emails.id, sent.json().id));
    expect(mail).toMatchObject({ to: 'vera@example.com', contactMessageId: id, subject: 'Re: Your enquiry' });
    const shown = (await t.api('GET', `/contact-messages/${id}`)).json();
    expect(shown.status).toBe('in-progress');

    const replies = (await t.api('GET', `/emails/paged?contactMessageId=${id}`)).json();
    expect(replies.items.map((item: { id: number; contactMessageId: number }) => [item.id, item.contactMessageId])).toEqual([[sent.json().id, id]]);

    const [logged] = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'contact-messages'), eq(activity.recordId, id)))
      .orderBy(desc(activity.id));
    expect(logged).toMatchObject({ action: 'update', changes: { status: ['new', 'in-progress'] } });

    // A second reply keeps it in progress and lists both.
    expectStatus(await reply(id), 202);
    expect((await t.api('GET', `/emails/paged?contactMessageId=${id}`)).json().total_count).toBe(2);
  });

  it('a mail without contactMessageId is no reply and changes no message', async () => {
    const id = await message();
    const sent = await t.api('POST', '/emails/send', { to: ['someone@example.com'], subject: 'Hello', body: 'Hi' });
    expectStatus(sent, 202);
    const [mail] = await t.app.db.select().from(emails).where(eq(emails.id, sent.json().id));
    expect(mail.contactMessageId).toBeNull();
    expect((await t.api('GET', `/contact-messages/${id}`)).json().status).toBe('new');
  });

  it('refuses an unknown message (422, nothing sent), a malformed id (400) and a sender without contact-messages.update (403)', async () => {
    const before = (await t.app.db.select({ id: emails.id }).from(emails)).length;
    const unknown = await reply(999_999);
    expectStatus(unknown, 422);
    expect(unknown.json().errors).toEqual([{ field: 'contactMessageId', reason: 'Unknown contact message: 999999' }]);
    expectStatus(await reply('seven'), 400);
    expect((await t.app.db.select({ id: emails.id }).from(emails)).length).toBe(before);

    const id = await message();
    const senderOnly = await bearerHolding('emails.send', 'contact-messages.read');
    expectStatus(await reply(id, senderOnly), 403);
    expect((await t.api('GET', `/contact-messages/${id}`)).json().status).toBe('new');
    const both = await bearerHolding('emails.send', 'contact-messages.update');
    expectStatus(await reply(id, both), 202);
    expect((await t.api('GET', `/contact-messages/${id}`)).json().status).toBe('in-progress');
  });
});

describe('erasing a sender\'s messages', () => {
  it('deletes every message of the address, whatever its case, answers the count and logs each delete without content', async () => {
    const address = `erase-${unique()}@example.com`;
    const mine = [await message({ email: address }), await message({ email: address.toUpperCase() })];
    const other = await message();
    const replied = await replyTo(mine[0]);
    expectStatus(replied, 202);

    const erased = await t.api('POST', '/contact-messages/erase', { email: address.replace('erase', 'ERASE') });
    expectStatus(erased, 200);
    expect(erased.json()).toEqual({ count: 2 });
    expect(await t.app.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, mine))).toEqual([]);
    expectStatus(await t.api('GET', `/contact-messages/${other}`), 200);
    // The reply stays in the outbox, no longer linked.
    const [mail] = await t.app.db.select().from(emails).where(eq(emails.id, replied.json().id));
    expect(mail.contactMessageId).toBeNull();

    const logged = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'contact-messages'), eq(activity.action, 'delete'), inArray(activity.recordId, mine)));
    expect(logged.map((row) => row.recordId).sort()).toEqual([...mine].sort());
    expect(logged.every((row) => row.changes === null && row.actorId === adminId)).toBe(true);

    expect((await t.api('POST', '/contact-messages/erase', { email: address })).json()).toEqual({ count: 0 });
  });

  it('validates the address and needs contact-messages.delete', async () => {
    expectStatus(await t.api('POST', '/contact-messages/erase', { email: 'not an address' }), 422);
    expectStatus(await t.api('POST', '/contact-messages/erase', {}), 400);
    const viewer = await t.bearerOfNewUser(['Viewer']);
    expectStatus(await t.api('POST', '/contact-messages/erase', { email: 'x@example.com' }, viewer), 403);
    expectStatus(await t.app.inject({ method: 'POST', url: `${API}/contact-messages/erase`, payload: { email: 'x@example.com' } }), 401);
  });

  const replyTo = (contactMessageId: number) => t.api('POST', '/emails/send', { to: ['visitor@example.com'], subject: 'Re: hello', body: 'Thanks', contactMessageId });
});

describe('the retention period', () => {
  it('deletes messages received before the period only, logged by the system', async () => {
    const now = new Date('2026-06-15T10:00:00Z');
    const cutoff = retentionCutoff(now, 24);
    expect(cutoff.toISOString()).toBe('2024-06-15T10:00:00.000Z');
    const expired = await message({ createdAt: new Date(cutoff.getTime() - 60_000) });
    const kept = await message({ createdAt: new Date(cutoff.getTime() + 60_000) });
    const recent = await message();

    expect(await deleteExpired(t.app.db, 'contact-messages', 24, now)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, [expired, kept, recent]));
    expect(left.map((row) => row.id).sort()).toEqual([kept, recent].sort());
    const [logged] = await t.app.db.select().from(activity).where(and(eq(activity.resource, 'contact-messages'), eq(activity.recordId, expired)));
    expect(logged).toMatchObject({ action: 'delete', actorId: null, changes: null });

    // Nothing more to delete on the next run.
    expect(await deleteExpired(t.app.db, 'contact-messages', 24, now)).toBe(0);
  });
});
