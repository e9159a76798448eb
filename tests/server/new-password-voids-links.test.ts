/**
 * A new password voids every link mailed before it: after a password change (POST
 * /accounts/password) or a completed reset, a pending email-change link answers 400 and the
 * email stays, a reset link requested earlier answers 400 and the password stays, and an
 * invitation link sent earlier answers 400.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodedBody } from '../support/mail';
import { API, setupTestAppWithMail } from './helpers';

const t = setupTestAppWithMail();

let address = 0;
/** A client address per call, so that no rate limit of one test reaches another. */
const nextAddress = () => `203.0.113.${(++address % 250) + 1}`;

/** The token of the last link to `page` mailed to `to`. */
function linkTokenIn(to: string, page: string): string {
  const mail = t.mail().received.filter((m) => m.to.includes(to)).at(-1)!;
  return new RegExp(`${page}\\?token=([\\w-]+)`).exec(decodedBody(mail.raw))![1];
}

async function requestEmailChange(bearer: string, email: string, currentPassword: string): Promise<string> {
  const response = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/email`, payload: { email, currentPassword } });
  expect(response.statusCode).toBe(202);
  await t.app.mailer.settled();
  return linkTokenIn(email, 'confirm-email');
}

async function requestResetLink(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `${API}/auth/reset-password`, payload: { email }, remoteAddress: nextAddress() });
  expect(response.statusCode).toBe(202);
  await t.app.mailer.settled();
  return linkTokenIn(email, 'reset-password');
}

const resetWith = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/auth/reset-password`, payload: { token, password }, remoteAddress: nextAddress() });

const confirmEmail = (token: string) => t.app.inject({ method: 'POST', url: `${API}/accounts/email/confirm`, payload: { token }, remoteAddress: nextAddress() });

async function changePassword(bearer: string, currentPassword: string, password: string) {
  const response = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/password`, payload: { currentPassword, password, confirmPassword: password } });
  expect(response.statusCode).toBe(204);
}

const emailOf = async (userId: number) => ((await t.api('GET', `/users/${userId}`)).json() as { email: string }).email;

const signInStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password }, remoteAddress: nextAddress() })).statusCode;

describe('a new password voids the links mailed before it', () => {
  it('a password change voids a pending email change: its link answers 400 and the email stays', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    const link = await requestEmailChange(bearer_token, `moved.${user.id}@example.com`, user.password);

    await changePassword(bearer_token, user.password, 'changed-password');

    const confirmed = await confirmEmail(link);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe('This confirmation link is invalid, already used or expired');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('a password change voids a reset link requested before it: the link answers 400 and the new password stays', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    const link = await requestResetLink(user.email);

    await changePassword(bearer_token, user.password, 'changed-password');

    const reset = await resetWith(link, 'attacker-password');
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('Invalid or expired token');
    expect(await signInStatus(user.email, 'changed-password')).toBe(200);
    expect(await signInStatus(user.email, 'attacker-password')).toBe(401);
  });

  it('a completed reset voids the other reset links and a pending email change', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    const emailLink = await requestEmailChange(bearer_token, `elsewhere.${user.id}@example.com`, user.password);
    const firstReset = await requestResetLink(user.email);
    const secondReset = await requestResetLink(user.email);

    expect((await resetWith(secondReset, 'reset-password')).statusCode).toBe(204);

    expect((await resetWith(firstReset, 'other-password')).statusCode).toBe(400);
    expect((await confirmEmail(emailLink)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await signInStatus(user.email, 'reset-password')).toBe(200);
  });

  it('a completed reset voids an invitation sent before it (an invited user activated meanwhile)', async () => {
    const suffix = randomBytes(4).toString('hex');
    const email = `invited.${suffix}@example.com`;
    const invited = await t.api('POST', '/accounts/user-registration', { firstName: 'Invited', lastName: 'Person', email, userName: `invited_${suffix}` });
    expect(invited.statusCode).toBe(201);
    await t.app.mailer.settled();
    const invitation = linkTokenIn(email, 'accept-invitation');
    const activated = await t.api('POST', '/users/change-state', { ids: [invited.json().id], isActive: true });
    expect(activated.statusCode).toBe(200);

    expect((await resetWith(await requestResetLink(email), 'reset-password')).statusCode).toBe(204);

    const accepted = await t.app.inject({ method: 'POST', url: `${API}/accounts/invitation/accept`, payload: { token: invitation, password: 'other-password', confirmPassword: 'other-password' }, remoteAddress: nextAddress() });
    expect(accepted.statusCode).toBe(400);
    expect(await signInStatus(email, 'reset-password')).toBe(200);
  });
});
