import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, emails } from '../../server/db/schema';
import { decodedBody } from '../support/mail';
import { API, setupTestAppWithMail } from './helpers';

const t = setupTestAppWithMail();

const confirm = (token: string) => t.app.inject({ method: 'POST', url: `${API}/accounts/email/confirm`, payload: { token } });

async function requestChange(bearer: string, email: string, currentPassword: string) {
  const response = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/email`, payload: { email, currentPassword } });
  await t.app.mailer.settled();
  return response;
}

describe('email change from my account', () => {
  it('mails a link to the new address; confirming it changes the email and tells the old one', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    const newAddress = `moved.${user.id}@example.com`;
    expect((await requestChange(bearer_token, newAddress, 'wrong-password')).statusCode).toBe(422);
    expect((await requestChange(bearer_token, 'admin@example.com', user.password)).statusCode).toBe(409);
    expect((await requestChange(bearer_token, newAddress, user.password)).statusCode).toBe(202);

    const mail = t.mail().received.find((m) => m.to.includes(newAddress))!;
    const token = /confirm-email\?token=([\w-]+)/.exec(decodedBody(mail.raw))![1];
    const [stored] = await t.app.db.select().from(emails).where(eq(emails.to, newAddress));
    expect(stored.body).not.toContain(token);
    // Nothing changes before the confirmation.
    expect((await t.signIn(user.email, user.password)).user.email).toBe(user.email);

    expect((await confirm(token)).statusCode).toBe(204);
    await t.app.mailer.settled();
    expect((await t.signIn(newAddress, user.password)).user.email).toBe(newAddress);
    expect(t.mail().received.some((m) => m.to.includes(user.email))).toBe(true);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    await requestChange(bearer_token, `late.${user.id}@example.com`, user.password);
    const token = /confirm-email\?token=([\w-]+)/.exec(decodedBody(t.mail().received[0].raw))![1];
    await t.app.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(accountTokens.userId, user.id));
    expect((await confirm(token)).statusCode).toBe(400);
  });
});
