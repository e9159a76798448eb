/**
 * Composing mail and reading the outbox, with no SMTP server (docs/decisions.md#outbox): one
 * queued row per recipient with its parts and sender, users and organisations resolved to
 * addresses, the 400/401/403/422 answers, the Markdown preview's sanitising, the outbox list and
 * resend. Delivery through SMTP is in email-delivery.test.ts.
 */
import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emails, organisations, users } from '../../server/db/schema';
import { englishText } from '../../server/http/localize';
import { emailsDefinition, MAX_RECIPIENTS } from '../../src/shared/resources/emails';
import { ruleViolation } from '../../src/shared/validation';
import { ADMIN_EMAIL, API, setupTestApp } from './helpers';
import { rowOf, send, SEND, validMail } from './email-helpers';

const PREVIEW = `${API}/emails/preview`;

const countEmails = async (app: FastifyInstance) => (await app.db.select({ n: count() }).from(emails))[0].n;

/** An organisation inserted directly (PIB/MB rules are the organisations tests' business). */
async function insertOrganisation(app: FastifyInstance, fields: { name: string; email: string | null; deleted?: boolean }) {
  const [org] = await app.db
    .insert(organisations)
    .values({
      name: fields.name,
      taxRegistrationNumber: String(randomInt(100_000_000, 999_999_999)),
      nationalIdentificationNumber: String(randomInt(10_000_000, 99_999_999)),
      email: fields.email,
      ...(fields.deleted ? { deletedAt: new Date() } : {}),
    })
    .returning({ id: organisations.id });
  return org.id;
}

describe('composing and reading the outbox (no SMTP server)', () => {
  const t = setupTestApp();

  it('answers 202 with the ids and records one queued mail per recipient with its HTML and text parts and sender', async () => {
    const response = await send(t, validMail({ to: ['ana@example.com', 'marko@example.com'], cc: ['boss@example.com'] }));

    expect(response.statusCode).toBe(202);
    const { id, ids, count: sent, batchId } = response.json();
    expect(id).toEqual(expect.any(Number));
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(id);
    expect(sent).toBe(3);
    await t.app.mailer.settled();
    const rows = await Promise.all(ids.map((rowId: number) => rowOf(t.app, rowId)));
    expect(rows.map((one) => [one.to, one.cc, one.batchId])).toEqual([
      ['ana@example.com', null, batchId],
      ['marko@example.com', null, batchId],
      ['boss@example.com', null, batchId],
    ]);
    const row = rows[0];
    const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(row).toMatchObject({
      to: 'ana@example.com',
      cc: null,
      subject: 'Quarterly update',
      body: 'Hello,\n\nour **new** module is live.',
      status: 'queued',
      attempts: 0,
      retryable: true,
      sentBy: admin.id,
      sentAt: null,
    });
    expect(row.html).toBe('<p>Hello,</p>\n<p>our <strong>new</strong> module is live.</p>');
    expect(row.nextAttemptAt).toBeInstanceOf(Date);
  });

  it('resolves users and organisations to their addresses, each address once', async () => {
    const user = await t.createUser();
    const orgId = await insertOrganisation(t.app, { name: 'Sava Trade', email: 'office@sava-trade.example' });

    const response = await send(t, validMail({ to: [user.email.toUpperCase()], userIds: [user.id, user.id], organisationIds: [orgId], cc: ['office@sava-trade.example', 'cc@example.com'] }));

    expect(response.statusCode).toBe(202);
    const rows = await Promise.all(response.json().ids.map((id: number) => rowOf(t.app, id)));
    // Already among the recipients: not copied again.
    expect(rows.map((row) => row.to)).toEqual([user.email.toUpperCase(), 'office@sava-trade.example', 'cc@example.com']);
  });

  it('answers 422 naming unknown or deleted users and organisations and organisations without an address, and records nothing', async () => {
    const deletedUser = await t.createUser();
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedUser.id));
    const noEmail = await insertOrganisation(t.app, { name: 'Silent Ltd', email: null });
    const deletedOrg = await insertOrganisation(t.app, { name: 'Gone Ltd', email: 'gone@example.com', deleted: true });
    const before = await countEmails(t.app);

    const response = await send(t, validMail({ userIds: [deletedUser.id, 999_999], organisationIds: [noEmail, deletedOrg] }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'userIds', reason: `Unknown users: ${deletedUser.id}, 999999` },
      { field: 'organisationIds', reason: `Unknown organisations: ${deletedOrg}` },
      { field: 'organisationIds', reason: `Organisations without a valid email address: Silent Ltd (#${noEmail})` },
    ]);
    expect(await countEmails(t.app)).toBe(before);
  });

  it('answers 422 for an invalid address, no recipient, more than 100 recipients and a blank subject or body', async () => {
    const before = await countEmails(t.app);

    const invalid = await send(t, validMail({ to: ['ok@example.com', 'not an address'], cc: ['also@bad'] }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'to.1', reason: 'Each recipient must be a valid email address' },
        { field: 'cc.0', reason: 'Each recipient must be a valid email address' },
      ]),
    );

    const none = await send(t, validMail({ to: [] }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ field: 'to', reason: 'At least one recipient is required (an address, a user or an organization)' }]);

    const addresses = (n: number, domain: string) => Array.from({ length: n }, (_, i) => `r${i}@${domain}.example`);
    const tooMany = await send(t, validMail({ to: addresses(60, 'to'), cc: addresses(41, 'cc') }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors[0]).toMatchObject({ field: 'to', reason: expect.stringContaining('At most 100 recipients') });
    expect((await send(t, validMail({ to: addresses(101, 'to') }))).statusCode).toBe(422);

    const blank = await send(t, validMail({ subject: ' \r\n ', body: '   ' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([
      { field: 'subject', reason: 'Subject is required (up to 200 characters)' },
      { field: 'body', reason: 'Message is required (up to 50000 characters)' },
    ]);
    expect(await countEmails(t.app)).toBe(before);
  });

  it("words the 422 of each subject and body rule from the definition's key, the key the compose form shows", async () => {
    const { subject, body } = emailsDefinition.fields;
    const cases = [
      { name: 'subject', field: subject, value: ' \t ' },
      { name: 'subject', field: subject, value: 'A'.repeat(subject.rules.maxLength + 1) },
      { name: 'body', field: body, value: ' \n ' },
      { name: 'body', field: body, value: 'A'.repeat(body.rules.maxLength + 1) },
    ];
    for (const { name, field, value } of cases) {
      const broken = ruleViolation(field, value);
      expect(broken?.message, `${name}: the form lets ${value.length} characters through`).toBe(field.rules.message);
      const response = await send(t, validMail({ [name]: value }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({ field: name, reason: englishText(broken!.message, broken!.values) });
    }
    const addresses = Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `r${i}@to.example`);
    const tooMany = await send(t, validMail({ to: addresses }));
    expect(tooMany.json().errors).toContainEqual({ field: 'to', reason: englishText('resources.emails.validation.tooMany', { max: MAX_RECIPIENTS }) });
  });

  it('answers 400 for an unknown field, a missing field or a wrong type', async () => {
    const unknown = await send(t, validMail({ bcc: ['x@example.com'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'bcc', reason: 'Unknown field bcc' }]);
    const { subject: _subject, ...withoutSubject } = validMail();
    expect((await send(t, withoutSubject)).statusCode).toBe(400);
    expect((await send(t, validMail({ to: 'client@example.com' }))).statusCode).toBe(400);
    expect((await send(t, validMail({ userIds: ['1'] }))).statusCode).toBe(400);
  });

  it('lets only callers holding emails.send compose and preview (401 anonymous, 403 Viewer)', async () => {
    expect((await t.app.inject({ method: 'POST', url: SEND, payload: validMail() })).statusCode).toBe(401);
    const viewer = await t.createUser({ roles: ['Viewer'] });
    const { bearer_token } = await t.signIn(viewer.email, viewer.password);
    const before = await countEmails(t.app);
    expect((await t.injectAs(bearer_token, { method: 'POST', url: SEND, payload: validMail() })).statusCode).toBe(403);
    expect((await t.injectAs(bearer_token, { method: 'POST', url: PREVIEW, payload: { body: '**x**' } })).statusCode).toBe(403);
    expect(await countEmails(t.app)).toBe(before);
    // Reading the outbox is emails.read, which a Viewer holds.
    expect((await t.injectAs(bearer_token, { method: 'GET', url: `${API}/emails/paged` })).statusCode).toBe(200);
  });

  it('previews Markdown as sanitised HTML: formatting kept, scripts, handlers and javascript: links removed', async () => {
    const body = [
      '# Title',
      '',
      'Some **bold**, a [site](https://example.com) and a [trap](javascript:alert(1)).',
      '',
      '<img src="https://example.com/logo.png" onerror="alert(1)"> <script>alert(2)</script>',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
    ].join('\n');

    const response = await t.injectAs(await t.adminBearer(), { method: 'POST', url: PREVIEW, payload: { body } });

    expect(response.statusCode).toBe(200);
    const { html } = response.json();
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).toContain('<img src="https://example.com/logo.png" />');
    expect(html).toContain('<td>1</td>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect((await t.injectAs(await t.adminBearer(), { method: 'POST', url: PREVIEW, payload: { body: 'x', extra: 1 } })).statusCode).toBe(400);
    expect((await t.injectAs(await t.adminBearer(), { method: 'POST', url: PREVIEW, payload: { body: '' } })).json()).toEqual({ html: '' });
  });

  it('lists mails newest first with a status filter and search in recipients and subject, and shows one with its sender name', async () => {
    const bearer = await t.adminBearer();
    const first = (await send(t, validMail({ to: ['search-me@example.com'], subject: 'Older one' }))).json().id;
    const second = (await send(t, validMail({ subject: 'Invoice zebra-42' }))).json().id;
    await t.app.db.update(emails).set({ status: 'failed', error: 'boom' }).where(eq(emails.id, first));

    const page = (await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/paged?page_size=2` })).json();
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([second, first]);
    expect(page.items[0]).not.toHaveProperty('lockedAt');

    const failed = (await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/paged?status=failed` })).json();
    expect(failed.items.map((item: { id: number }) => item.id)).toEqual([first]);
    const byRecipient = (await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/paged?search_term=SEARCH-ME` })).json();
    expect(byRecipient.items.map((item: { id: number }) => item.id)).toEqual([first]);
    const bySubject = (await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/paged?search_term=zebra-42` })).json();
    expect(bySubject.items.map((item: { id: number }) => item.id)).toEqual([second]);
    expect((await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/paged?status=lost` })).statusCode).toBe(400);

    const one = await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/${second}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: second, subject: 'Invoice zebra-42', status: 'queued', sentByName: expect.any(String), retryable: true });
    expect(one.json().sentByName.length).toBeGreaterThan(1);
    expect((await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/999999` })).statusCode).toBe(404);
  });

  it('resends only failed mails (409 otherwise), never a mail whose row holds a copy without its secret link', async () => {
    const bearer = await t.adminBearer();
    const resend = (id: number) => t.injectAs(bearer, { method: 'POST', url: `${API}/emails/${id}/resend` });
    const { id } = (await send(t, validMail({ subject: 'Resend me' }))).json();

    const notFailed = await resend(id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().reason).toBe('Only a failed email can be resent; this one is queued');

    await t.app.db.update(emails).set({ status: 'failed', attempts: 5, error: 'Connection refused', nextAttemptAt: null }).where(eq(emails.id, id));
    const resent = await resend(id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id, status: 'queued', attempts: 0, error: null });
    expect(resent.json().nextAttemptAt).toEqual(expect.any(String));

    const reset = await t.app.mailer.record(t.app.db, { to: 'u@example.com', subject: 'Reset', text: 'link?token=SECRET', outboxText: 'link?token=…' });
    expect(reset.retryable).toBe(false);
    await t.app.db.update(emails).set({ status: 'failed', error: 'x' }).where(eq(emails.id, reset.id));
    const secret = await resend(reset.id);
    expect(secret.statusCode).toBe(409);
    const shown = (await t.injectAs(bearer, { method: 'GET', url: `${API}/emails/${reset.id}` })).json();
    expect(shown).toMatchObject({ body: 'link?token=…', retryable: false, nextAttemptAt: null });

    expect((await resend(999_999)).statusCode).toBe(404);
    const viewer = await t.createUser({ roles: ['Viewer'] });
    const { bearer_token } = await t.signIn(viewer.email, viewer.password);
    expect((await t.injectAs(bearer_token, { method: 'POST', url: `${API}/emails/${id}/resend` })).statusCode).toBe(403);
  });
});
