/**
 * Sign-in rate limits as a client sees them: failed attempts count per credential (an email, a
 * two-factor challenge, an emailed link's token, the signed-in account) from one client address,
 * so correct sign-ins never lock anyone out and one address's bogus tokens never block another
 * token; every attempt counts per client address (20 here instead of 100). With REDIS_URL set (as
 * in the PostgreSQL pass of .ci/run) the counters are Redis's.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { decodedBody } from '../support/mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestAppWithMail } from './helpers';

const PER_IP = 20;
const t = setupTestAppWithMail(
  {},
  { signInRateLimit: { perEmail: 10, perIp: PER_IP, windowMs: 15 * 60_000 }, ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}) },
);

let addresses = 0;
const run = randomBytes(2);
/** A client address of its own per test and run, so that no counter of another test (or run, in Redis) applies. */
const nextAddress = () => `10.${run[0]}.${run[1]}.${++addresses}`;

const post = (url: string, payload: object, remoteAddress: string, bearer?: string) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, remoteAddress, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
const signIn = (email: string, password: string, from: string) => post('/auth/authenticate', { email, password }, from);

// The helpers' t.signIn signs in from 127.0.0.1, whose Redis counter other test files share.
let admin: Promise<string> | undefined;
const adminBearer = () => (admin ??= signIn(ADMIN_EMAIL, ADMIN_PASSWORD, nextAddress()).then((response) => response.json().bearer_token as string));

/** A new user (no roles) created by the administrator: its id, email and password. */
async function createUser() {
  const suffix = randomBytes(4).toString('hex');
  const payload = { firstName: 'Limited', lastName: 'User', email: `limited.${suffix}@example.com`, userName: `limited_${suffix}`, password: 'password-123' };
  const response = await post('/users', payload, nextAddress(), await adminBearer());
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as number, email: payload.email, password: payload.password };
}

const bogusToken = () => randomBytes(32).toString('base64url');
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A new user with two-factor on (enrolled with the previous time step's code): email, password, secret. */
async function twoFactorUser() {
  // Not in the last second of a time step, so that "previous" and "current" hold until the server checks.
  if (Date.now() % 30_000 > 29_000) await new Promise((resolve) => setTimeout(resolve, 1_100));
  const user = await createUser();
  const from = nextAddress();
  const bearer = (await signIn(user.email, user.password, from)).json().bearer_token as string;
  const { secret } = (await post('/accounts/two-factor/enrol', {}, from, bearer)).json() as { secret: string };
  expect((await post('/accounts/two-factor/confirm', { code: codeFor(secret, -1) }, from, bearer)).statusCode).toBe(200);
  return { ...user, secret };
}

describe('sign-in limits count failed attempts per credential and every attempt per address', () => {
  it('lets an administrator sign in twelve times in a row from one address', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from)).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('refuses the right password with 429 after ten failures for that email from that address', async () => {
    const user = await createUser();
    const from = nextAddress();
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(user.email, 'wrong-password', from)).statusCode).toBe(401);

    const blocked = await signIn(user.email, user.password, from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Still blocked while over the limit, and other emails from that address are not.
    expect((await signIn(user.email, user.password, from)).statusCode).toBe(429);
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from)).statusCode).toBe(200);
  });

  it('counts failures in between correct sign-ins: successes do not reset nor use up the allowance', async () => {
    const user = await createUser();
    const from = nextAddress();
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await signIn(user.email, 'wrong-password', from)).statusCode).toBe(401);
      expect((await signIn(user.email, user.password, from)).statusCode).toBe(200);
    }
    expect((await signIn(user.email, 'wrong-password', from)).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, from)).statusCode).toBe(429);
  });

  it('lets at most ten of fifteen concurrent wrong passwords for one email through to a check', async () => {
    const user = await createUser();
    const from = nextAddress();
    const statuses = (await Promise.all(Array.from({ length: 15 }, () => signIn(user.email, 'wrong-password', from)))).map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('does not let ten bogus two-factor challenges from one address block another challenge from it', async () => {
    const user = await twoFactorUser();
    const from = nextAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('/auth/two-factor', { challenge: bogusToken(), code: '123456' }, from)).statusCode).toBe(401);
    }
    const challenge = (await signIn(user.email, user.password, from)).json().challenge as string;
    const second = await post('/auth/two-factor', { challenge, code: codeFor(user.secret) }, from);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.email).toBe(user.email);
  });

  it('does not let ten wrong enrolment codes of one account from an address block another account there', async () => {
    const from = nextAddress();
    const [first, second] = [await createUser(), await createUser()];
    const bearerOf = async (user: { email: string; password: string }) => (await signIn(user.email, user.password, from)).json().bearer_token as string;
    const firstBearer = await bearerOf(first);
    await post('/accounts/two-factor/enrol', {}, from, firstBearer);
    for (let attempt = 0; attempt < 10; attempt++) expect((await post('/accounts/two-factor/confirm', { code: 'nope' }, from, firstBearer)).statusCode).toBe(422);
    expect((await post('/accounts/two-factor/confirm', { code: 'nope' }, from, firstBearer)).statusCode).toBe(429);

    const secondBearer = await bearerOf(second);
    const { secret } = (await post('/accounts/two-factor/enrol', {}, from, secondBearer)).json() as { secret: string };
    expect((await post('/accounts/two-factor/confirm', { code: codeFor(secret) }, from, secondBearer)).statusCode).toBe(200);
  });

  it('does not let ten bogus invitation tokens from one address block another invitation from it', async () => {
    const suffix = randomBytes(3).toString('hex');
    const email = `invitee.${suffix}@example.com`;
    const invited = await post('/accounts/user-registration', { firstName: 'Invited', lastName: 'Person', email, userName: `invitee_${suffix}` }, nextAddress(), await adminBearer());
    expect(invited.statusCode).toBe(201);
    await t.app.mailer.settled();
    const mail = t.mail().received.find((m) => m.to.includes(email))!;
    const token = /accept-invitation\?token=([\w-]+)/.exec(decodedBody(mail.raw))![1];

    const from = nextAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('/accounts/invitation/accept', { token: bogusToken(), password: 'chosen-pass', confirmPassword: 'chosen-pass' }, from)).statusCode).toBe(400);
    }
    const accepted = await post('/accounts/invitation/accept', { token, password: 'chosen-pass', confirmPassword: 'chosen-pass' }, from);
    expect(accepted.statusCode).toBe(200);
  });

  it('does not let ten bogus email confirmation tokens from one address block another confirmation from it', async () => {
    const user = await createUser();
    const from = nextAddress();
    const bearer = (await signIn(user.email, user.password, from)).json().bearer_token as string;
    const newAddress = `moved.${user.id}.${randomBytes(3).toString('hex')}@example.com`;
    expect((await post('/accounts/email', { email: newAddress, currentPassword: user.password }, from, bearer)).statusCode).toBe(202);
    await t.app.mailer.settled();
    const mail = t.mail().received.find((m) => m.to.includes(newAddress))!;
    const token = /confirm-email\?token=([\w-]+)/.exec(decodedBody(mail.raw))![1];

    for (let attempt = 0; attempt < 10; attempt++) expect((await post('/accounts/email/confirm', { token: bogusToken() }, from)).statusCode).toBe(400);
    expect((await post('/accounts/email/confirm', { token }, from)).statusCode).toBe(204);
  });

  it('still limits every attempt per address, whatever the route or the outcome', async () => {
    const from = nextAddress();
    const attempts = [
      () => signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from),
      () => post('/auth/two-factor', { challenge: bogusToken(), code: '123456' }, from),
      () => post('/accounts/invitation/accept', { token: bogusToken(), password: 'chosen-pass', confirmPassword: 'chosen-pass' }, from),
      () => post('/accounts/email/confirm', { token: bogusToken() }, from),
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP; attempt++) statuses.push((await attempts[attempt % attempts.length]()).statusCode);
    expect(statuses).not.toContain(429);

    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(429);
    // Another address is not affected.
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, nextAddress())).statusCode).toBe(200);
  });
});
