/**
 * The outbox delivering composed and system mail through a real SMTP sink
 * (docs/decisions.md#outbox): once, with HTML and text parts; retries with backoff after
 * temporary failures and a failed mail after the last attempt or a permanent refusal; a stale
 * lock taken over; two instances or the immediate path racing the worker delivering once; and
 * an instance stopped mid-delivery, whose mail the next instance delivers exactly once. Two app
 * set-ups: one app with a scripted sink, and two instances over one PGlite directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import type { MailConfig } from '../../server/mail/plugin';
import { recordOutcome, type OutboxSettings } from '../../server/mail/outbox-worker';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp, startApp, stopApp, testConfig } from './helpers';
import { header, mimeParts, startSmtpSink, type ReceivedMail, type SmtpReply } from '../support/mail';
import { rowOf, send, SEND, validMail } from './email-helpers';

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

const waitForStatus = (app: FastifyInstance, id: number, status: string, timeoutMs?: number) =>
  waitFor(async () => {
    const row = await rowOf(app, id);
    return row?.status === status ? row : undefined;
  }, `email ${id} to be ${status}`, timeoutMs);

const subjectOf = (mail: ReceivedMail) => header(mail.raw, 'Subject') ?? '';

/** Every part of a received mail, decoded, one after the other. */
const decoded = (mail: ReceivedMail) => mimeParts(mail.raw).map((part) => part.body).join('\n');

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
