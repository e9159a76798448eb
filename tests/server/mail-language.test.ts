/**
 * The preferred language of a user (docs/decisions.md#accounts): every mail the product sends
 * the user is worded in it (invitation, password reset, email-change confirmation and notice);
 * an invitation stores the language chosen in it, else the inviter's. And the back office's
 * "send password reset link" (`POST /users/{id}/password-reset`): single use, logged, guarded.
 */
import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, users } from '../../server/db/schema';
import { decodedBody, header, type ReceivedMail } from '../support/mail';
import { API, setupTestAppWithMail } from './helpers';

const t = setupTestAppWithMail();

const account = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/account.json`, 'utf8')) as Record<string, { subject: string; body: string }>;

/** A subject as sent, RFC 2047 encoded words decoded. */
function decodedSubject(raw: string): string {
  return (header(raw, 'Subject') ?? '').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodedBody(`Content-Transfer-Encoding: quoted-printable\r\n\r\n${text.replace(/_/g, ' ')}`),
  );
}

const mailTo = (address: string): ReceivedMail | undefined => t.mail().received.find((mail) => mail.to.includes(address));
const resetTokenIn = (mail: ReceivedMail) => /reset-password\?token=([\w-]+)/.exec(decodedBody(mail.raw))?.[1];

let counter = 0;
const invitee = (extra: object = {}) => {
  const n = ++counter;
  return { firstName: 'Lang', lastName: `Person${n}`, email: `lang${n}@example.com`, userName: `lang${n}`, ...extra };
};

async function invite(payload: object, bearer?: string) {
  const response = await t.injectAs(bearer ?? (await t.adminBearer()), { method: 'POST', url: `${API}/accounts/user-registration`, payload });
  await t.app.mailer.settled();
  return response;
}

async function sendReset(userId: number, bearer?: string) {
  const response = await t.api('POST', `/users/${userId}/password-reset`, undefined, bearer);
  await t.app.mailer.settled();
  return response;
}

describe('preferred language', () => {
  it("is answered on users, defaults to English and is written on add and edit (only the seven languages)", async () => {
    const user = await t.createUser();
    expect(user.preferredLanguage).toBe('en');
    const chosen = await t.createUser({ preferredLanguage: 'zh' });
    expect(chosen.preferredLanguage).toBe('zh');

    const { id, firstName, lastName, email, userName } = user;
    const updated = await t.api('PUT', `/users/${id}`, { id, firstName, lastName, email, userName, preferredLanguage: 'nl' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().preferredLanguage).toBe('nl');
    const unknown = await t.api('PUT', `/users/${id}`, { id, firstName, lastName, email, userName, preferredLanguage: 'de' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('preferredLanguage');
    // Left out, it stays.
    expect((await t.api('PUT', `/users/${id}`, { id, firstName, lastName, email, userName })).json().preferredLanguage).toBe('nl');
  });

  it('is changed in My account and carried by the session user', async () => {
    const user = await t.createUser();
    const { bearer_token, user: sessionUser } = await t.signIn(user.email, user.password);
    expect(sessionUser.preferredLanguage).toBe('en');
    const profile = { firstName: user.firstName, lastName: user.lastName, userName: user.userName };
    const saved = await t.injectAs(bearer_token, { method: 'PUT', url: `${API}/accounts/profile`, payload: { ...profile, preferredLanguage: 'ru' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferredLanguage).toBe('ru');
    const [row] = await t.app.db.select({ preferredLanguage: users.preferredLanguage }).from(users).where(eq(users.id, user.id));
    expect(row.preferredLanguage).toBe('ru');
    const [logged] = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'users'), eq(activity.recordId, user.id)))
      .orderBy(desc(activity.id))
      .limit(1);
    expect(logged.changes).toEqual({ preferredLanguage: ['en', 'ru'] });
    // Without it the profile keeps the language.
    const again = await t.injectAs(bearer_token, { method: 'PUT', url: `${API}/accounts/profile`, payload: profile });
    expect(again.json().preferredLanguage).toBe('ru');
  });

  it("words an invitation in the language chosen in it and stores it as the new user's", async () => {
    const person = invitee({ preferredLanguage: 'sr' });
    const response = await invite(person);
    expect(response.statusCode).toBe(201);
    expect(response.json().preferredLanguage).toBe('sr');
    expect(decodedSubject(mailTo(person.email)!.raw)).toBe(account('sr').invitationMail.subject);
  });

  it("words an invitation without a language in the inviter's and stores that", async () => {
    const inviter = await t.createUser({ roles: ['Administrator'], preferredLanguage: 'it' });
    const { bearer_token } = await t.signIn(inviter.email, inviter.password);
    const person = invitee();
    const response = await invite(person, bearer_token);
    expect(response.statusCode).toBe(201);
    expect(response.json().preferredLanguage).toBe('it');
    expect(decodedSubject(mailTo(person.email)!.raw)).toBe(account('it').invitationMail.subject);

    // Resent, it keeps the invitee's language.
    t.mail().received.length = 0;
    await t.api('POST', `/users/${response.json().id}/invitation`);
    await t.app.mailer.settled();
    expect(decodedSubject(mailTo(person.email)!.raw)).toBe(account('it').invitationMail.subject);
  });

  it('takes the language of each row of a bulk registration, else the inviter’s', async () => {
    const [withLanguage, without] = [invitee({ preferredLanguage: 'es' }), invitee()];
    const response = await t.api('POST', '/accounts/register-bulk', { users: [withLanguage, without] });
    expect(response.json().results.map((row: { status: number }) => row.status)).toEqual([201, 201]);
    await t.app.mailer.settled();
    expect(decodedSubject(mailTo(withLanguage.email)!.raw)).toBe(account('es').invitationMail.subject);
    expect(decodedSubject(mailTo(without.email)!.raw)).toBe(account('en').invitationMail.subject);
  });

  it("words the email-change confirmation and the notice to the old address in the user's language", async () => {
    const user = await t.createUser({ preferredLanguage: 'nl' });
    const { bearer_token } = await t.signIn(user.email, user.password);
    const newAddress = `moved-${user.id}@example.com`;
    const response = await t.injectAs(bearer_token, { method: 'POST', url: `${API}/accounts/email`, payload: { email: newAddress, currentPassword: user.password } });
    expect(response.statusCode).toBe(202);
    await t.app.mailer.settled();
    const confirmation = mailTo(newAddress)!;
    expect(decodedSubject(confirmation.raw)).toBe(account('nl').emailConfirmMail.subject);
    const token = /confirm-email\?token=([\w-]+)/.exec(decodedBody(confirmation.raw))![1];
    expect((await t.app.inject({ method: 'POST', url: `${API}/accounts/email/confirm`, payload: { token } })).statusCode).toBe(204);
    await t.app.mailer.settled();
    expect(decodedSubject(mailTo(user.email)!.raw)).toBe(account('nl').emailChangedMail.subject);
  });

  it("words the notice of an email changed by an administrator in the user's language", async () => {
    const user = await t.createUser({ preferredLanguage: 'zh' });
    const { id, firstName, lastName, userName } = user;
    const response = await t.api('PUT', `/users/${id}`, { id, firstName, lastName, userName, email: `changed-${id}@example.com` });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.settled();
    expect(decodedSubject(mailTo(user.email)!.raw)).toBe(account('zh').emailChangedMail.subject);
  });
});

describe('POST /users/{id}/password-reset', () => {
  it("mails a single-use link in the user's language, logs it, and the link sets a new password once", async () => {
    const user = await t.createUser({ preferredLanguage: 'ru' });
    const response = await sendReset(user.id);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'sent' });

    const mail = mailTo(user.email)!;
    expect(decodedSubject(mail.raw)).toBe(account('ru').resetMail.subject);
    expect(decodedBody(mail.raw)).toMatch(/\/ru\/reset-password\?token=[\w-]{43}/);
    const token = resetTokenIn(mail)!;

    const [logged] = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'users'), eq(activity.recordId, user.id), eq(activity.action, 'password-reset')));
    expect(logged).toMatchObject({ actorName: 'System Administrator', changes: { resetLinkSentTo: [null, user.email] } });

    const reset = (password: string) => t.app.inject({ method: 'POST', url: `${API}/auth/reset-password`, payload: { token, password }, remoteAddress: '192.0.2.77' });
    expect((await reset('brand-new-pass')).statusCode).toBe(204);
    expect((await t.signIn(user.email, 'brand-new-pass')).user.id).toBe(user.id);
    expect((await reset('second-try-pass')).statusCode).toBe(400);
  });

  it('refuses a deleted user, one with a pending invitation and an inactive one with the reason (409), an unknown one with 404', async () => {
    const deleted = await t.createUser();
    await t.api('DELETE', `/users/${deleted.id}/soft`);
    const refusedDeleted = await sendReset(deleted.id);
    expect(refusedDeleted.statusCode).toBe(409);
    expect(refusedDeleted.json().reason).toMatch(/deleted/);

    const invited = await invite(invitee());
    const refusedInvited = await sendReset(invited.json().id);
    expect(refusedInvited.statusCode).toBe(409);
    expect(refusedInvited.json().reason).toMatch(/invitation/);

    const inactive = await t.createUser({ status: false });
    const refusedInactive = await sendReset(inactive.id);
    expect(refusedInactive.statusCode).toBe(409);
    expect(refusedInactive.json().reason).toMatch(/inactive/);

    expect((await sendReset(999_999)).statusCode).toBe(404);
    for (const address of [deleted.email, inactive.email]) expect(mailTo(address)).toBeUndefined();
  });

  it('needs users.update (401 anonymous, 403 Viewer)', async () => {
    const user = await t.createUser();
    expect((await t.app.inject({ method: 'POST', url: `${API}/users/${user.id}/password-reset` })).statusCode).toBe(401);
    const viewer = await t.bearerOfNewUser(['Viewer']);
    expect((await sendReset(user.id, viewer)).statusCode).toBe(403);
    expect(mailTo(user.email)).toBeUndefined();
  });
});
