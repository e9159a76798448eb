import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, emails, users } from '../../server/db/schema';
import { decodedBody, type ReceivedMail } from '../support/mail';
import { API, setupTestAppWithMail } from './helpers';

const t = setupTestAppWithMail();

let counter = 0;
function invitee(extra: object = {}) {
  const n = ++counter;
  return { firstName: 'Invited', lastName: `Person${n}`, email: `invitee${n}@example.com`, userName: `invitee${n}`, ...extra };
}

const tokenIn = (mail: ReceivedMail) => /accept-invitation\?token=([\w-]+)/.exec(decodedBody(mail.raw))?.[1];

async function invite(payload: object, bearer?: string) {
  const response = await t.injectAs(bearer ?? (await t.adminBearer()), { method: 'POST', url: `${API}/accounts/user-registration`, payload });
  await t.app.mailer.settled();
  return response;
}

const accept = (payload: object) => t.app.inject({ method: 'POST', url: `${API}/accounts/invitation/accept`, payload, remoteAddress: `203.0.113.${++counter % 250}` });

describe('invitations', () => {
  it('creates an inactive user and mails a single-use link that activates and signs in', async () => {
    const person = invitee();
    const response = await invite(person);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: person.email, isActive: false });
    const mail = t.mail().received.find((m) => m.to.includes(person.email))!;
    const token = tokenIn(mail)!;
    expect(token).toBeTruthy();
    // The outbox never keeps a usable link.
    const [stored] = await t.app.db.select().from(emails).where(eq(emails.to, person.email));
    expect(stored.body).not.toContain(token);

    const details = await t.app.inject({ method: 'GET', url: `${API}/accounts/invitation?token=${token}` });
    expect(details.json()).toEqual({ email: person.email, firstName: 'Invited', lastName: person.lastName });

    const mismatch = await accept({ token, password: 'chosen-pass', confirmPassword: 'other-pass' });
    expect(mismatch.statusCode).toBe(422);
    const accepted = await accept({ token, password: 'chosen-pass', confirmPassword: 'chosen-pass' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.email).toBe(person.email);
    expect(accepted.json().bearer_token).toBeTruthy();
    expect((await t.signIn(person.email, 'chosen-pass')).user.email).toBe(person.email);

    const again = await accept({ token, password: 'another-pass', confirmPassword: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation link is invalid, already used or expired');
  });

  it('refuses an expired link', async () => {
    const person = invitee();
    await invite(person);
    const token = tokenIn(t.mail().received.find((m) => m.to.includes(person.email))!)!;
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    await t.app.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(accountTokens.userId, user.id));
    expect((await accept({ token, password: 'chosen-pass', confirmPassword: 'chosen-pass' })).statusCode).toBe(400);
  });

  it('resends an invitation, voiding the earlier link; refuses once accepted (409)', async () => {
    const person = invitee();
    const created = (await invite(person)).json();
    const first = tokenIn(t.mail().received[0])!;
    const resend = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/users/${created.id}/invitation` });
    await t.app.mailer.settled();
    expect(resend.statusCode).toBe(202);
    const second = tokenIn(t.mail().received[1])!;
    expect(second).not.toBe(first);
    expect((await accept({ token: first, password: 'chosen-pass', confirmPassword: 'chosen-pass' })).statusCode).toBe(400);
    expect((await accept({ token: second, password: 'chosen-pass', confirmPassword: 'chosen-pass' })).statusCode).toBe(200);
    expect((await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/users/${created.id}/invitation` })).statusCode).toBe(409);
  });

  it('applies the permission ceiling to invited roles (403) and needs users.create', async () => {
    const manager = await t.createUser({ roles: ['Manager'] });
    const managerBearer = (await t.signIn(manager.email, manager.password)).bearer_token;
    const roles = (await t.injectAs(await t.adminBearer(), { method: 'GET', url: `${API}/roles` })).json() as { id: number; name: string }[];
    const administrator = roles.find((role) => role.name === 'Administrator')!;
    expect((await invite(invitee({ roleIds: [administrator.id] }), managerBearer)).statusCode).toBe(403);
    const viewer = await t.createUser({ roles: ['Viewer'] });
    expect((await invite(invitee(), (await t.signIn(viewer.email, viewer.password)).bearer_token)).statusCode).toBe(403);
  });
});

describe('POST /accounts/register-bulk', () => {
  it('creates the valid rows and reports each invalid one with every reason', async () => {
    const existing = await t.createUser();
    const good = invitee();
    const alsoGood = invitee();
    const batch = [
      good,
      { ...invitee(), firstName: 'A', email: 'not-an-email' },
      { ...invitee(), email: good.email.toUpperCase() },
      { ...invitee(), email: existing.email },
      { ...invitee(), favouriteColour: 'blue' },
      alsoGood,
      { ...invitee(), roleIds: [999999] },
    ];
    const response = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/accounts/register-bulk`, payload: { users: batch } });
    await t.app.mailer.settled();
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: { row: number; status: number; id?: number; errors?: { field?: string; reason: string }[] }[] };
    expect(results.map((r) => r.status)).toEqual([201, 422, 409, 409, 400, 201, 422]);
    expect(results[1].errors).toEqual([
      { field: 'firstName', reason: 'First name must be at least 2 characters long' },
      { field: 'email', reason: 'Please enter a valid email address' },
    ]);
    expect(results[2].errors?.[0].reason).toContain('also appears in row 1');
    expect(results[3].errors).toEqual([{ field: 'email', reason: 'Email already in use' }]);
    expect(results[4].errors).toEqual([{ field: 'favouriteColour', reason: 'Unknown field favouriteColour' }]);
    expect(results[6].errors?.[0].field).toBe('roleIds');

    const created = await t.app.db.select({ email: users.email }).from(users).where(sql`${users.email} in (${good.email}, ${alsoGood.email})`);
    expect(created).toHaveLength(2);
    // Nothing half-written: the row with an unknown role left no user behind.
    expect(await t.app.db.select().from(users).where(eq(users.email, batch[6].email))).toEqual([]);
    expect(t.mail().received.map((m) => m.to[0]).sort()).toEqual([good.email, alsoGood.email].sort());
  });

  it('refuses more than 1000 rows (400) and an empty batch (422 or 400)', async () => {
    const bearer = await t.adminBearer();
    const tooMany = Array.from({ length: 1001 }, () => invitee());
    expect((await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/register-bulk`, payload: { users: tooMany } })).statusCode).toBeGreaterThanOrEqual(400);
    expect([400, 422]).toContain((await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/register-bulk`, payload: { users: [] } })).statusCode);
  });
});
