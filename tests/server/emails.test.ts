import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { count, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, organisations, users } from '../../server/db/schema';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import type { MailConfig } from '../../server/mail/plugin';
import { recordOutcome, type OutboxSettings } from '../../server/mail/outbox-worker';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp, startApp, stopApp, testConfig, type TestApp } from './helpers';
import { header, mimeParts, startSmtpSink, type ReceivedMail, type SmtpReply } from '../support/mail';

const SEND = `${API}/emails/send`;
const PREVIEW = `${API}/emails/preview`;

/** Retries in tens of milliseconds; stale locks after a minute unless a test says otherwise. */
const FAST: OutboxSettings = { pollMs: 20, batchSize: 5, maxAttempts: 5, retryBaseMs: 40, staleMs: 60_000, closeTimeoutMs: 2_000 };

/** Polls `probe` every 20 ms until it returns a truthy value; fails after `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T> | T, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

const rowOf = async (app: FastifyInstance, id: number) => (await app.db.select().from(emails).where(eq(emails.id, id)))[0];

const waitForStatus = (app: FastifyInstance, id: number, status: string, timeoutMs?: number) =>
  waitFor(async () => {
    const row = await rowOf(app, id);
    return row?.status === status ? row : undefined;
  }, `email ${id} to be ${status}`, timeoutMs);

const subjectOf = (mail: ReceivedMail) => header(mail.raw, 'Subject') ?? '';

/** Every part of a received mail, decoded, one after the other. */
const decoded = (mail: ReceivedMail) => mimeParts(mail.raw).map((part) => part.body).join('\n');

const countEmails = async (app: FastifyInstance) => (await app.db.select({ n: count() }).from(emails))[0].n;

const validMail = (overrides: Record<string, unknown> = {}) => ({
  to: ['client@example.com'],
  subject: 'Quarterly update',
  body: 'Hello,\n\nour **new** module is live.',
  ...overrides,
});

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

const send = async (t: TestApp, payload: object) => t.injectAs(await t.adminBearer(), { method: 'POST', url: SEND, payload });

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
    expect(none.json().errors).toEqual([{ field: 'to', reason: 'At least one recipient is required (an address, a user or an organisation)' }]);

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

describe('delivering through SMTP (outbox worker)', () => {
  /** Attempts the sink saw per subject, with their times. */
  const seen = new Map<string, number[]>();
  /** `[temp-N]` in the subject: 451 for the first N attempts; `[perm]`: 554; `[slow]`: 30 ms before accepting. */
  const behaviour = async (raw: string): Promise<SmtpReply | undefined> => {
    const subject = header(raw, 'Subject') ?? '';
    const times = seen.get(subject) ?? [];
    times.push(Date.now());
    seen.set(subject, times);
    const temporary = /\[temp-(\d+)\]/.exec(subject);
    if (temporary && times.length <= Number(temporary[1])) return { code: 451, message: `Try again later (attempt ${times.length})` };
    if (subject.includes('[perm]')) return { code: 554, message: 'Mailbox unavailable' };
    if (subject.includes('[slow]')) await new Promise((resolve) => setTimeout(resolve, 30));
    return undefined;
  };
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  // Runs before setupTestApp's own beforeAll, so the app is built with the sink's URL.
  beforeAll(async () => {
    sink = await startSmtpSink({ reply: behaviour });
    t.config.smtpUrl = sink.url;
    (t.config as MailConfig).mailOutbox = FAST;
  });
  const t = setupTestApp();
  afterAll(async () => {
    await sink?.close();
  });

  const received = (subject: string) => sink.received.filter((mail) => subjectOf(mail) === subject);

  it('delivers a composed mail once with an HTML part and a text part, and marks it sent', async () => {
    const response = await send(t, validMail({ to: ['ana@example.com'], subject: 'Delivered once' }));
    expect(response.statusCode).toBe(202);

    const row = await waitForStatus(t.app, response.json().id, 'sent');

    expect(row).toMatchObject({ attempts: 1, error: null, lockedAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const mails = received('Delivered once');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['ana@example.com']);
    expect(header(mails[0].raw, 'To')).toBe('ana@example.com');
    expect(header(mails[0].raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const parts = mimeParts(mails[0].raw);
    expect(parts.map((part) => part.contentType.split(';')[0])).toEqual(['text/plain', 'text/html']);
    expect(parts[0].body).toContain('our **new** module is live.');
    expect(parts[1].body).toContain('<p>our <strong>new</strong> module is live.</p>');
  });

  it('retries after temporary SMTP failures, waiting at least the backoff between attempts, then marks the mail sent', async () => {
    const subject = 'Flaky relay [temp-2]';
    const { id } = (await send(t, validMail({ subject }))).json();

    const row = await waitForStatus(t.app, id, 'sent');

    expect(row.attempts).toBe(3);
    expect(row.error).toBeNull();
    expect(received(subject)).toHaveLength(1);
    const [first, second, third] = seen.get(subject)!;
    // Base 40 ms: the second attempt at least 40 ms after the first, the third at least 80 ms after the second
    // (lower bounds only: connecting takes longer than that here; the next test checks the schedule itself).
    expect(second - first).toBeGreaterThanOrEqual(FAST.retryBaseMs - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * FAST.retryBaseMs - 5);
  });

  it('schedules the next attempt base × 2^(attempts − 1) after a failure, and fails the mail after its last attempt', async () => {
    const settings = { maxAttempts: 5, retryBaseMs: 60_000 };
    const claimed = async (attempts: number) => {
      const [row] = await t.app.db
        .insert(emails)
        .values({ to: 'backoff@example.com', subject: `Backoff ${attempts}`, body: 'x', status: 'sending', attempts, lockedAt: sql`now()`, nextAttemptAt: sql`now()` })
        .returning();
      return row;
    };
    const secondsUntilNextAttempt = async (id: number) =>
      Number((await t.app.db.select({ s: sql<string>`extract(epoch from ${emails.nextAttemptAt} - now())` }).from(emails).where(eq(emails.id, id)))[0].s);

    for (const [attempts, minutes] of [[1, 1], [2, 2], [3, 4], [4, 8]] as const) {
      const row = await claimed(attempts);
      expect(await recordOutcome(t.app.db, row, { sent: false, error: new Error('Greylisted') }, settings)).toBe('queued');
      const seconds = await secondsUntilNextAttempt(row.id);
      expect(seconds).toBeGreaterThan(minutes * 60 - 5);
      expect(seconds).toBeLessThanOrEqual(minutes * 60);
      expect(await rowOf(t.app, row.id)).toMatchObject({ status: 'queued', error: 'Greylisted', lockedAt: null });
    }
    const last = await claimed(5);
    expect(await recordOutcome(t.app.db, last, { sent: false, error: new Error('Greylisted') }, settings)).toBe('failed');
    expect(await rowOf(t.app, last.id)).toMatchObject({ status: 'failed', error: 'Greylisted', nextAttemptAt: null });
    // An outcome from a claim that is no longer current (attempt 1 of a row now at attempt 2) is not written.
    const taken = await claimed(2);
    expect(await recordOutcome(t.app.db, { ...taken, attempts: 1 }, { sent: true }, settings)).toBeUndefined();
    expect((await rowOf(t.app, taken.id)).status).toBe('sending');
    await t.app.db.update(emails).set({ status: 'sent' }).where(like(emails.subject, 'Backoff %'));
  });

  it('keeps the last error while a retry is pending', async () => {
    const subject = 'Pending retry [temp-1]';
    const { id } = (await send(t, validMail({ subject }))).json();

    const pending = await waitFor(async () => {
      const row = await rowOf(t.app, id);
      return row.attempts >= 1 && row.status !== 'sending' ? row : undefined;
    }, 'the first attempt');

    // Either still waiting for its retry (with the error) or already through.
    if (pending.status === 'queued') expect(pending.error).toMatch(/451.*attempt 1/);
    expect((await waitForStatus(t.app, id, 'sent')).attempts).toBe(2);
  });

  it('marks a mail failed with the last error after 5 attempts, and a resend delivers it', async () => {
    const subject = 'Dead relay [temp-5]';
    const { id } = (await send(t, validMail({ subject }))).json();

    const failed = await waitForStatus(t.app, id, 'failed');

    expect(failed.attempts).toBe(5);
    expect(failed.error).toMatch(/451.*attempt 5/);
    expect(failed.nextAttemptAt).toBeNull();
    expect(seen.get(subject)).toHaveLength(5);
    expect(received(subject)).toHaveLength(0);

    const resent = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/emails/${id}/resend` });
    expect(resent.statusCode).toBe(200);
    const sent = await waitForStatus(t.app, id, 'sent');
    expect(sent.attempts).toBe(1);
    expect(received(subject)).toHaveLength(1);
    expect((await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/emails/${id}/resend` })).statusCode).toBe(409);
  });

  it('fails a mail at once when the server refuses it permanently (5xx)', async () => {
    const subject = 'Refused [perm]';
    const { id } = (await send(t, validMail({ subject }))).json();

    const failed = await waitForStatus(t.app, id, 'failed');

    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/554.*Mailbox unavailable/);
  });

  it('takes over a mail left sending by a stopped instance once its lock is stale, and leaves a fresh lock alone', async () => {
    const insert = (subject: string, lockedAgo: string, retryable = true) =>
      t.app.db
        .insert(emails)
        .values({ to: 'crash@example.com', subject, body: 'Interrupted', status: 'sending', attempts: 1, retryable, nextAttemptAt: sql`now() - interval '10 minutes'`, lockedAt: sql`now() - ${sql.raw(`interval '${lockedAgo}'`)}` })
        .returning({ id: emails.id })
        .then(([row]) => row.id);
    const stale = await insert('Stale lock', '5 minutes');
    const fresh = await insert('Fresh lock', '0 seconds');
    const secret = await insert('Stale secret', '5 minutes', false);

    const sent = await waitForStatus(t.app, stale, 'sent');
    expect(sent.attempts).toBe(2);
    expect(received('Stale lock')).toHaveLength(1);
    // A non-retryable row cannot be sent again from its copy: it fails with a reason.
    const interrupted = await waitForStatus(t.app, secret, 'failed');
    expect(interrupted.error).toMatch(/interrupted/i);
    expect(received('Stale secret')).toHaveLength(0);

    t.app.mailer.wake();
    await t.app.mailer.settled();
    expect((await rowOf(t.app, fresh)).status).toBe('sending');
    expect(received('Fresh lock')).toHaveLength(0);
    // Tidy up: the worker must not take it later in this file.
    await t.app.db.update(emails).set({ status: 'sent' }).where(eq(emails.id, fresh));
  });

  it('never lets the worker send a mail whose row holds a copy without its secret link', async () => {
    const mail = await t.app.mailer.record(t.app.db, { to: 'reset@example.com', subject: 'Reset held back', text: 'token=SECRET', outboxText: 'token=…' });
    // Even when such a row is queued and due, only the immediate path (which has the secret) sends it.
    await t.app.db.update(emails).set({ nextAttemptAt: sql`now()` }).where(eq(emails.id, mail.id));

    t.app.mailer.wake();
    await t.app.mailer.settled();
    t.app.mailer.wake();
    await t.app.mailer.settled();

    expect((await rowOf(t.app, mail.id)).status).toBe('queued');
    expect(received('Reset held back')).toHaveLength(0);
    expect(await t.app.mailer.deliver(mail)).toBe('sent');
    expect(received('Reset held back')).toHaveLength(1);
    expect(decoded(received('Reset held back')[0])).toContain('token=SECRET');
  });

  it('delivers a system mail once when the immediate path and the worker race for it', async () => {
    const mails = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.app.mailer.record(t.app.db, { to: 'race@example.com', subject: `Race ${i}`, text: `Race ${i}` })),
    );

    const statuses = await Promise.all(
      mails.map((mail) => {
        t.app.mailer.wake();
        return t.app.mailer.deliver(mail);
      }),
    );

    expect(statuses).toEqual(mails.map(() => 'sent'));
    for (const mail of mails) expect(received(mail.subject)).toHaveLength(1);
    for (const mail of mails) expect((await rowOf(t.app, mail.id)).attempts).toBe(1);
  });

  it('delivers each mail once when two instances poll the same outbox', async () => {
    // Two apps on one PostgreSQL database; on PGlite (one process per database) a second worker on the same one.
    const second: { mailer: Mailer; close(): Promise<void> } = t.config.databaseUrl
      ? await startApp(t.config).then((app) => ({ mailer: app.mailer, close: () => app.close() }))
      : (() => {
          const mailer = createMailer(t.app.db, { smtpUrl: sink.url, from: 'no-reply@example.com', outbox: FAST }, t.app.log);
          return { mailer, close: () => mailer.close() };
        })();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push((await send(t, validMail({ subject: `Pair ${i} [slow]` }))).json().id);
      second.mailer.wake();

      for (const id of ids) await waitForStatus(t.app, id, 'sent');

      for (let i = 0; i < 12; i++) expect(received(`Pair ${i} [slow]`)).toHaveLength(1);
      const rows = await t.app.db.select({ attempts: emails.attempts }).from(emails).where(like(emails.subject, 'Pair %'));
      expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    } finally {
      await second.close();
    }
  });
});

describe('restarting while a mail is being delivered', () => {
  const config: MailConfig = testConfig();
  const pgliteDir = mkdtempSync(join(tmpdir(), 'outbox-restart-'));
  let released: ((reply: SmtpReply | undefined) => void) | undefined;
  let arrived: (() => void) | undefined;
  const firstArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let attempts = 0;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    // The first attempt hangs until the test lets it go; later ones are accepted.
    sink = await startSmtpSink({
      reply: (raw) => {
        if (!(header(raw, 'Subject') ?? '').includes('Mid-send')) return undefined;
        if (++attempts > 1) return undefined;
        arrived?.();
        return new Promise<SmtpReply | undefined>((resolve) => {
          released = resolve;
        });
      },
    });
    config.smtpUrl = sink.url;
    config.pgliteDir = pgliteDir;
  });
  afterAll(async () => {
    released?.(undefined);
    for (const app of apps.slice(0, -1)) await app.close().catch(() => undefined);
    await stopApp(apps.at(-1), config);
    await sink?.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  });

  it('delivers a mail exactly once after the instance sending it stopped mid-delivery', async () => {
    // Instance A: claims the mail and is stopped while the SMTP server still holds it.
    config.mailOutbox = { ...FAST, staleMs: 500, closeTimeoutMs: 100 };
    const first = await startApp(config);
    apps.push(first);
    const bearer = (await first.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json().bearer_token;
    const sent = await first.inject({ method: 'POST', url: SEND, payload: validMail({ subject: 'Mid-send' }), headers: { authorization: `Bearer ${bearer}` } });
    expect(sent.statusCode).toBe(202);
    const { id } = sent.json();
    await firstArrived;
    expect((await rowOf(first, id)).status).toBe('sending');
    await first.close();
    // The stopped instance's connection ends without the server accepting the message.
    released?.({ code: 421, message: 'Connection closing' });
    expect(sink.received).toHaveLength(0);

    // Instance B on the same database takes the mail over once A's lock is stale.
    const second = await startApp(config);
    apps.push(second);
    const row = await waitForStatus(second, id, 'sent');

    expect(row.attempts).toBe(2);
    expect(attempts).toBe(2);
    expect(sink.received.filter((mail) => subjectOf(mail) === 'Mid-send')).toHaveLength(1);
    // And it stays delivered once: no later pass sends it again.
    second.mailer.wake();
    await second.mailer.settled();
    expect(sink.received.filter((mail) => subjectOf(mail) === 'Mid-send')).toHaveLength(1);
  });
});
