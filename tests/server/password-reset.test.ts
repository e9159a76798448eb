import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, passwordResetTokens, users } from '../../server/db/schema';
import { API, setupTestAppWithMail } from './helpers';
import { decodedBody, header, type ReceivedMail } from '../support/mail';

const RESET = `${API}/auth/reset-password`;


/** A subject as sent, RFC 2047 encoded words decoded. */
function decodedSubject(raw: string): string {
  return (header(raw, 'Subject') ?? '').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodedBody(`Content-Transfer-Encoding: quoted-printable\r\n\r\n${text.replace(/_/g, ' ')}`),
  );
}

const t = setupTestAppWithMail();

/** Every call from its own address, so that the per-IP limit only bites where a test wants it. */
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const post = (payload: object, remoteAddress = nextIp()) => t.app.inject({ method: 'POST', url: RESET, payload, remoteAddress });

/** Requests a link for `email` and returns the mail the sink received (after delivery). */
async function requestLink(email: string, extra: object = {}) {
  const response = await post({ email, ...extra });
  expect(response.statusCode).toBe(202);
  await t.app.mailer.settled();
  return { response, mails: [...t.mail().received] };
}

const tokenIn = (mail: ReceivedMail) => /reset-password\?token=([\w-]+)/.exec(decodedBody(mail.raw))?.[1];

describe('POST /auth/reset-password {email}', () => {
  it('answers 202 for an unknown address and sends nothing', async () => {
    const before = await t.app.db.select().from(emails).where(eq(emails.to, 'nobody@example.com'));

    const { response, mails } = await requestLink('nobody@example.com');

    expect(response.json()).toEqual({ status: 'accepted' });
    expect(mails).toEqual([]);
    expect(await t.app.db.select().from(emails).where(eq(emails.to, 'nobody@example.com'))).toEqual(before);
  });

  it('answers the same 202 for an inactive user and sends nothing', async () => {
    const user = await t.createUser({ status: false });

    const { response, mails } = await requestLink(user.email);

    expect(response.json()).toEqual({ status: 'accepted' });
    expect(mails).toEqual([]);
  });

  it('mails an active user a single-use link and keeps no usable token in the outbox', async () => {
    const user = await t.createUser();

    const { mails } = await requestLink(user.email.toUpperCase());

    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([user.email]);
    expect(decodedSubject(mails[0].raw)).toBe('Reset your Danube Digital password');
    const token = tokenIn(mails[0]);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(decodedBody(mails[0].raw)).toContain(`http://127.0.0.1:3000/reset-password?token=${token}`);

    // Only the hash is stored, with a one-hour expiry.
    const [stored] = await t.app.db
      .select({ userId: passwordResetTokens.userId, minutes: sql<number>`round(extract(epoch from ${passwordResetTokens.expiresAt} - now()) / 60)` })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token!).digest('hex')));
    expect(stored.userId).toBe(user.id);
    expect(Number(stored.minutes)).toBeGreaterThanOrEqual(59);
    expect(Number(stored.minutes)).toBeLessThanOrEqual(60);

    const [outbox] = await t.app.db.select().from(emails).where(eq(emails.to, user.email)).orderBy(desc(emails.id)).limit(1);
    expect(outbox.status).toBe('sent');
    expect(outbox.body).toContain('/reset-password?token=…');
    expect(outbox.body).not.toContain(token);
  });

  it("writes the mail in the user's preferred language with a prefixed link, whatever page asked", async () => {
    const user = await t.createUser({ preferredLanguage: 'sr' });
    const sr = JSON.parse(readFileSync('locales/sr/account.json', 'utf8'));

    const { mails } = await requestLink(user.email, { language: 'it' });

    expect(decodedSubject(mails[0].raw)).toBe(sr.resetMail.subject);
    expect(decodedBody(mails[0].raw)).toMatch(/http:\/\/127\.0\.0\.1:3000\/sr\/reset-password\?token=[\w-]{43}/);
  });

  it('writes the mail in English, unprefixed, for a user who chose no language', async () => {
    const user = await t.createUser();
    const en = JSON.parse(readFileSync('locales/en/account.json', 'utf8'));

    const { mails } = await requestLink(user.email, { language: 'sr' });

    expect(decodedSubject(mails[0].raw)).toBe(en.resetMail.subject);
    expect(decodedBody(mails[0].raw)).toMatch(/http:\/\/127\.0\.0\.1:3000\/reset-password\?token=[\w-]{43}/);
  });

  it('answers 422 for a malformed address and 400 for unknown fields or mixed shapes', async () => {
    const malformed = await post({ email: 'not-an-email' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([{ field: 'email', reason: 'Please enter a valid email address' }]);

    expect((await post({ email: 'a@example.com', remember: true })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ email: 'a@example.com', token: 'x', password: 'secret-1' })).statusCode).toBe(400);
    expect((await post({ token: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /auth/reset-password {token, password}', () => {
  it('sets the new password once, clears requestPasswordChange and revokes every session', async () => {
    const user = await t.createUser({ password: 'old-password' });
    await t.app.db.update(users).set({ requestPasswordChange: true }).where(eq(users.id, user.id));
    const session = await t.signIn(user.email, 'old-password');
    const { mails } = await requestLink(user.email);
    const token = tokenIn(mails[0])!;

    const reset = await post({ token, password: 'new-password' });

    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    const signedIn = await t.signIn(user.email, 'new-password');
    expect(signedIn.user.requestPasswordChange).toBe(false);
    const oldPassword = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: user.email, password: 'old-password' } });
    expect(oldPassword.statusCode).toBe(401);
    // The session from before the reset cannot be refreshed any more.
    const refresh = await t.app.inject({
      method: 'POST',
      url: `${API}/accounts/token`,
      payload: { bearerToken: session.bearer_token, refreshToken: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await post({ token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired token' });
    await t.signIn(user.email, 'new-password');
  });

  it('voids the other links of the user once one has been used', async () => {
    const user = await t.createUser();
    const first = tokenIn((await requestLink(user.email)).mails[0])!;
    const second = tokenIn((await requestLink(user.email)).mails[0])!;

    expect((await post({ token: second, password: 'new-password' })).statusCode).toBe(204);

    expect((await post({ token: first, password: 'other-password' })).statusCode).toBe(400);
  });

  it('answers 400 for an expired token and leaves the password unchanged', async () => {
    const user = await t.createUser();
    const token = tokenIn((await requestLink(user.email)).mails[0])!;
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

    const response = await post({ token, password: 'new-password' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired token' });
    await t.signIn(user.email, user.password);
  });

  it('answers 400 for an unknown token and for a user deactivated after the link was sent', async () => {
    expect((await post({ token: 'A'.repeat(43), password: 'new-password' })).json()).toEqual({ message: 'Invalid or expired token' });

    const user = await t.createUser();
    const token = tokenIn((await requestLink(user.email)).mails[0])!;
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await post({ token, password: 'new-password' })).statusCode).toBe(400);
  });

  it("answers 422 with the spec's message for a password under 6 characters, keeping the token", async () => {
    const user = await t.createUser();
    const token = tokenIn((await requestLink(user.email)).mails[0])!;

    const short = await post({ token, password: '12345' });

    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([{ field: 'password', reason: 'Password must be at least 6 characters long' }]);
    expect((await post({ token, password: '123456' })).statusCode).toBe(204);
  });
});

describe('rate limits', () => {
  it('answers 429 after 10 calls from one IP in 15 minutes', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 10; i++) expect((await post({ email: `someone${i}@example.com` }, ip)).statusCode).toBe(202);

    const limited = await post({ token: 'A'.repeat(43), password: 'new-password' }, ip);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests', reason: expect.stringContaining('Too many password reset attempts') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after 5 link requests for one address, whatever the IP', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ email: 'target@example.com' })).statusCode).toBe(202);

    expect((await post({ email: 'TARGET@example.com' })).statusCode).toBe(429);
    expect((await post({ email: 'other@example.com' })).statusCode).toBe(202);
  });
});
