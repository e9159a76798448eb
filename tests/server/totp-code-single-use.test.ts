/**
 * A TOTP code is accepted once (RFC 6238 §5.2): after a code of one time step has been accepted
 * for a user — to sign in or to switch two-factor on — that code and every earlier one are
 * refused like a wrong code; a later code works. Recovery codes are not time steps.
 */
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

let ip = 0;
const from = () => `192.0.2.${(++ip % 250) + 1}`;
const authenticate = (email: string, password: string) => t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password }, remoteAddress: from() });
const secondStep = (challenge: string, code: string) => t.app.inject({ method: 'POST', url: `${API}/auth/two-factor`, payload: { challenge, code }, remoteAddress: from() });
const challengeOf = async (user: { email: string; password: string }) => (await authenticate(user.email, user.password)).json().challenge as string;
/** The code of the time step `steps` away from now (the server accepts one step either side). */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

// Each test stays within one time step and its neighbours: never start in a step's last two seconds.
beforeEach(async () => {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 2_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
});

/** A signed-in user with a started enrolment: bearer and secret. */
async function enrolling() {
  const user = await t.createUser();
  const bearer = (await t.signIn(user.email, user.password)).bearer_token;
  const { secret } = (await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/enrol` })).json() as { secret: string };
  return { user, bearer, secret };
}

const confirm = (bearer: string, code: string) => t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/confirm`, payload: { code } });

describe('a TOTP code is accepted once', () => {
  it('refuses a code that already signed in, with the answer of a wrong code; a later code works', async () => {
    const { user, bearer, secret } = await enrolling();
    expect((await confirm(bearer, codeFor(secret, -1))).statusCode).toBe(200);

    expect((await secondStep(await challengeOf(user), codeFor(secret))).statusCode).toBe(200);

    const replayed = await secondStep(await challengeOf(user), codeFor(secret));
    const wrong = await secondStep(await challengeOf(user), codeFor(secret) === '000000' ? '111111' : '000000');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(wrong.json());
    // An earlier code than the last accepted one is refused too.
    expect((await secondStep(await challengeOf(user), codeFor(secret, -1))).statusCode).toBe(401);

    const later = await secondStep(await challengeOf(user), codeFor(secret, 1));
    expect(later.statusCode).toBe(200);
    expect(later.json().user.email).toBe(user.email);
  });

  it('refuses, for signing in, the code that switched two-factor on', async () => {
    const { user, bearer, secret } = await enrolling();
    const code = codeFor(secret);
    expect((await confirm(bearer, code)).statusCode).toBe(200);

    expect((await secondStep(await challengeOf(user), code)).statusCode).toBe(401);
    expect((await secondStep(await challengeOf(user), codeFor(secret, 1))).statusCode).toBe(200);
  });

  it('lets only one of two concurrent sign-ins with one code through', async () => {
    const { user, bearer, secret } = await enrolling();
    expect((await confirm(bearer, codeFor(secret, -1))).statusCode).toBe(200);
    const [first, second] = [await challengeOf(user), await challengeOf(user)];
    const code = codeFor(secret);

    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('switches two-factor on once for two concurrent confirmations with one code', async () => {
    const { bearer, secret } = await enrolling();
    const code = codeFor(secret);

    const answers = await Promise.all([confirm(bearer, code), confirm(bearer, code)]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
  });

  it('still accepts a recovery code right after a code signed in', async () => {
    const { user, bearer, secret } = await enrolling();
    const { recoveryCodes } = (await confirm(bearer, codeFor(secret, -1))).json() as { recoveryCodes: string[] };
    expect((await secondStep(await challengeOf(user), codeFor(secret))).statusCode).toBe(200);

    expect((await secondStep(await challengeOf(user), recoveryCodes[0])).statusCode).toBe(200);
  });
});
