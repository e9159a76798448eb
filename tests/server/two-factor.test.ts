import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

let ip = 0;
const authenticate = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password }, remoteAddress: `192.0.2.${++ip % 250}` });
const secondStep = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: `${API}/auth/two-factor`, payload: { challenge, code }, remoteAddress: `192.0.2.${++ip % 250}` });
/** The code of the time step `steps` away from now (the server accepts one step either side, each step once). */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A user with two-factor on (enrolled with the previous step's code, so the current one signs in): their secret and recovery codes. */
async function enrolledUser() {
  // Not in a step's last second, so that "previous" is still the previous step when the server checks.
  if (Date.now() % 30_000 > 29_000) await new Promise((resolve) => setTimeout(resolve, 1_100));
  const user = await t.createUser();
  const bearer = (await t.signIn(user.email, user.password)).bearer_token;
  const enrol = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/enrol` });
  expect(enrol.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = enrol.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(qrSvg).toContain('<svg');
  const wrong = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/confirm`, payload: { code: '000000' === codeFor(secret) ? '111111' : '000000' } });
  expect(wrong.statusCode).toBe(422);
  const confirm = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/confirm`, payload: { code: codeFor(secret, -1) } });
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  return { user, bearer, secret, recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('enrols with a confirmed code, gives ten recovery codes and keeps the secret encrypted', async () => {
    const { user, secret, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.app.db.select({ stored: users.twoFactorSecret, enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(row.enabled).toBe(true);
    expect(row.stored).not.toContain(secret);
  });

  it('asks for a code after the password and signs in with a correct one', async () => {
    const { user, secret } = await enrolledUser();
    const first = await authenticate(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    expect(first.json().bearer_token).toBeUndefined();
    const second = await secondStep(first.json().challenge, codeFor(secret));
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toMatchObject({ email: user.email, twoFactorEnabled: true });
    // The challenge is single use.
    expect((await secondStep(first.json().challenge, codeFor(secret))).statusCode).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const challenge = (await authenticate(user.email, user.password)).json().challenge;
    expect((await secondStep(challenge, recoveryCodes[0].toUpperCase())).statusCode).toBe(200);
    const again = (await authenticate(user.email, user.password)).json().challenge;
    expect((await secondStep(again, recoveryCodes[0])).statusCode).toBe(401);
  });

  it('voids a challenge after five wrong codes', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = (await authenticate(user.email, user.password)).json().challenge;
    for (let attempt = 0; attempt < 5; attempt++) expect((await secondStep(challenge, 'wrong-code')).statusCode).toBe(401);
    expect((await secondStep(challenge, codeFor(secret))).statusCode).toBe(401);
  });

  it('turns off with the password, not while a role requires it', async () => {
    const { user, bearer } = await enrolledUser();
    expect((await t.injectAs(bearer, { method: 'DELETE', url: `${API}/accounts/two-factor`, payload: { password: 'nope' } })).statusCode).toBe(422);
    expect((await t.injectAs(bearer, { method: 'DELETE', url: `${API}/accounts/two-factor`, payload: { password: user.password } })).statusCode).toBe(204);
    expect((await authenticate(user.email, user.password)).json().bearer_token).toBeTruthy();
  });

  it('sends members of a role that requires two-factor to enrolment before anything else', async () => {
    const admin = await t.adminBearer();
    const permissions = (await t.injectAs(admin, { method: 'GET', url: `${API}/permissions?search_term=users.read` })).json() as { id: number; name: string }[];
    const role = await t.injectAs(admin, { method: 'POST', url: `${API}/roles`, payload: { name: 'Strict readers', permissionIds: [permissions.find((p) => p.name === 'users.read')!.id] } });
    expect(role.statusCode).toBe(201);
    // requireTwoFactor is set directly: the roles API does not expose it yet.
    await t.app.db.update(roles).set({ requireTwoFactor: true }).where(eq(roles.id, role.json().id));
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: `${API}/users`,
      payload: { firstName: 'Strict', lastName: 'Reader', email: 'strict.reader@example.com', userName: 'strict.reader', password: 'password-123', roleIds: [role.json().id] },
    });
    expect(created.statusCode).toBe(201);
    const signIn = await t.signIn('strict.reader@example.com', 'password-123');
    expect(signIn.user.twoFactorRequired).toBe(true);
    const blocked = await t.injectAs(signIn.bearer_token, { method: 'GET', url: `${API}/users/paged` });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().reason).toBe('Two-factor authentication must be set up first');
    expect((await t.injectAs(signIn.bearer_token, { method: 'POST', url: `${API}/accounts/two-factor/enrol` })).statusCode).toBe(200);
  });
});
