/**
 * A revoked session's bearer stops working at the very next request, although a bearer lives
 * 15 minutes and cache entries live an hour here (so no expiry can make these tests pass):
 * revoking one of my sessions, an administrator revoking one, a password change (my other
 * sessions end, this one stays), a password reset (all end), signing out, and a refresh token
 * shown twice (its family ends). Every bearer is used once before the revocation, so that the
 * session is cached as live. Across instances: two caches sharing versions (in memory, and in
 * Redis when REDIS_URL is set) show that instance B refuses at once after a revoke on A.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER } from '../../server/auth/bearer-tokens';
import { createPrincipalCache, redisVersions, type CachedPrincipal, type SharedVersions } from '../../server/auth/principal-cache';
import { decodedBody } from '../support/mail';
import { API, setupTestAppWithMail } from './helpers';

const t = setupTestAppWithMail({}, { principalCacheTtlMs: 60 * 60_000 });

let address = 0;
/** A client address per call, so that no rate limit of one test reaches another. */
const nextAddress = () => `198.51.100.${(++address % 250) + 1}`;

interface Tokens {
  bearer_token: string;
  refresh_token: string;
}

async function signIn(email: string, password: string): Promise<Tokens> {
  const response = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password }, remoteAddress: nextAddress() });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const mySessions = (bearer: string) => t.injectAs(bearer, { method: 'GET', url: `${API}/accounts/sessions` });

/** Asserts that `bearer` works now (which also caches its session as live). */
async function expectWorking(bearer: string) {
  expect((await mySessions(bearer)).statusCode).toBe(200);
}

/** Asserts that `bearer` is refused as a revoked token. */
async function expectRefused(bearer: string) {
  const response = await mySessions(bearer);
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
}

async function sessionIdOf(bearer: string): Promise<string> {
  const sessions = (await mySessions(bearer)).json() as { id: string; current: boolean }[];
  return sessions.find((session) => session.current)!.id;
}

/** A new user signed in twice (two sessions), both bearers used once. */
async function userWithTwoSessions() {
  const user = await t.createUser();
  const first = await signIn(user.email, user.password);
  const second = await signIn(user.email, user.password);
  await expectWorking(first.bearer_token);
  await expectWorking(second.bearer_token);
  return { user, first, second };
}

describe('a revoked session ends at the next request', () => {
  it('revoking one of my sessions refuses its bearer at once; my other session keeps working', async () => {
    const { first, second } = await userWithTwoSessions();
    const revoked = await t.injectAs(first.bearer_token, { method: 'DELETE', url: `${API}/accounts/sessions/${await sessionIdOf(second.bearer_token)}` });
    expect(revoked.statusCode).toBe(204);
    await expectRefused(second.bearer_token);
    await expectWorking(first.bearer_token);

    // Revoking the session the request itself belongs to ends its bearer too.
    expect((await t.injectAs(first.bearer_token, { method: 'DELETE', url: `${API}/accounts/sessions/${await sessionIdOf(first.bearer_token)}` })).statusCode).toBe(204);
    await expectRefused(first.bearer_token);
  });

  it("an administrator revoking a user's session refuses that bearer at once", async () => {
    const { user, first, second } = await userWithTwoSessions();
    const revoked = await t.api('DELETE', `/users/${user.id}/sessions/${await sessionIdOf(first.bearer_token)}`);
    expect(revoked.statusCode).toBe(204);
    await expectRefused(first.bearer_token);
    await expectWorking(second.bearer_token);
  });

  it("a password change refuses my other sessions' bearers at once and keeps mine", async () => {
    const { user, first, second } = await userWithTwoSessions();
    const changed = await t.injectAs(first.bearer_token, {
      method: 'POST',
      url: `${API}/accounts/password`,
      payload: { currentPassword: user.password, password: 'changed-password', confirmPassword: 'changed-password' },
    });
    expect(changed.statusCode).toBe(204);
    await expectRefused(second.bearer_token);
    await expectWorking(first.bearer_token);
  });

  it('a password reset refuses every bearer of the user at once', async () => {
    const { user, first, second } = await userWithTwoSessions();
    const requested = await t.app.inject({ method: 'POST', url: `${API}/auth/reset-password`, payload: { email: user.email }, remoteAddress: nextAddress() });
    expect(requested.statusCode).toBe(202);
    await t.app.mailer.settled();
    const mail = t.mail().received.find((m) => m.to.includes(user.email))!;
    const token = /reset-password\?token=([\w-]+)/.exec(decodedBody(mail.raw))![1];

    const reset = await t.app.inject({ method: 'POST', url: `${API}/auth/reset-password`, payload: { token, password: 'reset-password' }, remoteAddress: nextAddress() });
    expect(reset.statusCode).toBe(204);
    await expectRefused(first.bearer_token);
    await expectRefused(second.bearer_token);
  });

  it('signing out refuses that bearer at once; the other session keeps working', async () => {
    const { first, second } = await userWithTwoSessions();
    const out = await t.app.inject({ method: 'POST', url: `${API}/auth/logout`, payload: { refreshToken: first.refresh_token } });
    expect(out.statusCode).toBe(204);
    await expectRefused(first.bearer_token);
    await expectWorking(second.bearer_token);
  });

  it('a refresh token shown twice ends its session: the bearers of that session are refused at once', async () => {
    const { first, second } = await userWithTwoSessions();
    const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken: first.bearer_token, refreshToken } });
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const successor = rotated.json().data.bearerToken as string;
    await expectWorking(successor);

    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    await expectRefused(successor);
    await expectRefused(first.bearer_token);
    await expectWorking(second.bearer_token);
  });

  it('ends sessions opened by accepting an invitation and by two-factor sign-in alike', async () => {
    // Invitation: the answer signs the new user in.
    const email = `invited.${randomBytes(4).toString('hex')}@example.com`;
    const invited = await t.api('POST', '/accounts/user-registration', { firstName: 'Invited', lastName: 'Person', email, userName: `invited_${randomBytes(3).toString('hex')}` });
    expect(invited.statusCode).toBe(201);
    await t.app.mailer.settled();
    const invitation = /accept-invitation\?token=([\w-]+)/.exec(decodedBody(t.mail().received.find((m) => m.to.includes(email))!.raw))![1];
    const accepted = await t.app.inject({ method: 'POST', url: `${API}/accounts/invitation/accept`, payload: { token: invitation, password: 'chosen-pass', confirmPassword: 'chosen-pass' }, remoteAddress: nextAddress() });
    expect(accepted.statusCode).toBe(200);
    const fromInvitation = accepted.json() as Tokens;
    await expectWorking(fromInvitation.bearer_token);
    expect((await t.app.inject({ method: 'POST', url: `${API}/auth/logout`, payload: { refreshToken: fromInvitation.refresh_token } })).statusCode).toBe(204);
    await expectRefused(fromInvitation.bearer_token);

    // Two-factor: enrol, then sign in with password and code.
    const user = await t.createUser();
    const bearer = (await signIn(user.email, user.password)).bearer_token;
    const { secret } = (await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/enrol` })).json() as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const confirmed = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/confirm`, payload: { code: totp.generate() } });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    const first = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: user.email, password: user.password }, remoteAddress: nextAddress() });
    const { challenge } = first.json() as { challenge: string };
    // A recovery code: the time step's code was just spent on the confirmation.
    const second = await t.app.inject({ method: 'POST', url: `${API}/auth/two-factor`, payload: { challenge, code: recoveryCodes[0] }, remoteAddress: nextAddress() });
    expect(second.statusCode).toBe(200);
    const twoFactor = second.json() as Tokens;
    await expectWorking(twoFactor.bearer_token);
    const sessionId = await sessionIdOf(twoFactor.bearer_token);
    expect((await t.injectAs(bearer, { method: 'DELETE', url: `${API}/accounts/sessions/${sessionId}` })).statusCode).toBe(204);
    await expectRefused(twoFactor.bearer_token);
  });

  it('refuses a bearer that names no session (every bearer the API issues names one)', async () => {
    const user = await t.createUser();
    await signIn(user.email, user.password);
    const now = Math.floor(Date.now() / 1000);
    const withoutSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    await expectRefused(withoutSession);
  });
});

const principal = (name: string): CachedPrincipal => ({ userId: 7, name, permissions: new Set(['users.read']) });

/**
 * Two instances' caches over the same shared versions and one "database" of live sessions:
 * B caches session s1 as live, A revokes it (the database row and A's invalidation), and B's
 * very next lookup refuses it without waiting for any expiry.
 */
async function revokeOnAThenAskB(shared: () => SharedVersions) {
  const a = createPrincipalCache({ ttlMs: 60 * 60_000, shared: shared() });
  const b = createPrincipalCache({ ttlMs: 60 * 60_000, shared: shared() });
  const live = new Set(['s1', 's2']);
  let sessionLoads = 0;
  const lookup = (cache: typeof a, sessionId: string) =>
    cache.getForSession(7, sessionId, {
      principal: async () => principal('seven'),
      sessionIsLive: async () => (sessionLoads++, live.has(sessionId)),
    });
  try {
    expect((await lookup(b, 's1'))?.name).toBe('seven');
    expect((await lookup(b, 's1'))?.name).toBe('seven');
    expect((await lookup(b, 's2'))?.name).toBe('seven');
    // Served from B's cache: the database was asked once per session.
    expect(sessionLoads).toBe(2);

    live.delete('s1');
    await a.invalidateUser(7);
    expect(await lookup(b, 's1')).toBeNull();
    expect((await lookup(b, 's2'))?.name).toBe('seven');
    expect(await lookup(a, 's1')).toBeNull();
  } finally {
    await a.close();
    await b.close();
  }
}

describe('session liveness across instances', () => {
  it('instance B refuses at once a session revoked on instance A (shared versions in memory)', async () => {
    const versions = new Map<string, number>();
    const bump = (key: string) => void versions.set(key, (versions.get(key) ?? 0) + 1);
    const inMemory = (): SharedVersions => ({
      read: async (userId) => [String(versions.get('all') ?? ''), String(versions.get(`user:${userId}`) ?? '')] as const,
      bumpUser: async (userId) => bump(`user:${userId}`),
      bumpAll: async () => bump('all'),
      close: async () => undefined,
    });
    await revokeOnAThenAskB(inMemory);
  });

  it.runIf(process.env.REDIS_URL)('instance B refuses at once a session revoked on instance A (Redis version keys)', async () => {
    const keyPrefix = `test:principal-version:${randomBytes(6).toString('hex')}:`;
    const clients = [redisVersions(process.env.REDIS_URL!, { keyPrefix }), redisVersions(process.env.REDIS_URL!, { keyPrefix })];
    await Promise.all(clients.map((client) => client.ready()));
    await revokeOnAThenAskB(() => clients.shift()!);
  });

  it('asks the database on every lookup while the shared store fails, and never caches a dead session', async () => {
    const failing: SharedVersions = {
      read: async () => Promise.reject(new Error('down')),
      bumpUser: async () => Promise.reject(new Error('down')),
      bumpAll: async () => Promise.reject(new Error('down')),
      close: async () => undefined,
    };
    const cache = createPrincipalCache({ ttlMs: 60 * 60_000, shared: failing, onSharedError: () => undefined });
    let live = true;
    let asked = 0;
    const lookup = () => cache.getForSession(7, 's1', { principal: async () => principal('seven'), sessionIsLive: async () => (asked++, live) });
    expect(await lookup()).not.toBeNull();
    live = false;
    expect(await lookup()).toBeNull();
    expect(asked).toBe(2);

    const local = createPrincipalCache({ ttlMs: 60 * 60_000 });
    let checks = 0;
    const dead = () => local.getForSession(7, 's9', { principal: async () => principal('seven'), sessionIsLive: async () => (checks++, false) });
    expect(await dead()).toBeNull();
    expect(await dead()).toBeNull();
    expect(checks).toBe(2);
  });
});
