import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUDIENCE, ISSUER } from '../../server/auth/bearer-tokens';
import { users } from '../../server/db/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const t = setupTestApp();

const signIn = (payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload, ...(remoteAddress ? { remoteAddress } : {}) });

const bearerFor = (sub: string, options: { secret?: string; expiresAt?: number; issuer?: string; alg?: string } = {}) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(sub)
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? t.config.jwtSecret));
};

describe('POST /auth/authenticate', () => {
  it('answers tokens and the session user for the right password, whatever the email case', async () => {
    const response = await signIn({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.bearer_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      full_name: 'System Administrator',
      user_name: 'admin',
      email: ADMIN_EMAIL,
      roles: ['Administrator'],
      organisations: [],
      permissions: expect.arrayContaining(['users.read', 'users.create', 'roles.update', 'emails.send']),
      requestPasswordChange: false,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      preferredLanguage: 'en',
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('records the time of the last sign-in', async () => {
    const user = await t.createUser();
    expect(user.lastLoginAt).toBeNull();
    await t.signIn(user.email, user.password);

    const [row] = await t.app.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    const unknown = await signIn({ email: 'nobody@example.com', password: ADMIN_PASSWORD });
    const wrong = await signIn({ email: ADMIN_EMAIL, password: 'not-the-password' });

    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid credentials' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses an inactive user with the same 401', async () => {
    const user = await t.createUser({ status: false });

    const response = await signIn({ email: user.email, password: user.password });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('refuses a deleted user with the same 401', async () => {
    const user = await t.createUser();
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));

    const response = await signIn({ email: user.email, password: user.password });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('rejects a body with unknown fields (400) and a missing password (400)', async () => {
    expect((await signIn({ email: ADMIN_EMAIL, password: 'x', remember: true })).statusCode).toBe(400);
    expect((await signIn({ email: ADMIN_EMAIL })).statusCode).toBe(400);
  });

  it('answers 429 after 10 attempts for one email from one IP, without blocking other emails', async () => {
    const user = await t.createUser();
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn({ email: user.email, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    }

    const limited = await signIn({ email: user.email, password: user.password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests', reason: expect.stringContaining('Too many sign-in attempts') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another email from the same IP, and the same email from another IP, still get through.
    expect((await signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, ip)).statusCode).toBe(200);
    expect((await signIn({ email: user.email, password: user.password }, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  const authenticate = (authorization?: string) =>
    t.app.inject({ method: 'POST', url: `${API}/accounts/authenticate`, headers: authorization ? { authorization } : {} });

  it('POST /accounts/authenticate returns the current session user', async () => {
    const { bearer_token, user } = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);

    const response = await authenticate(`Bearer ${bearer_token}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('answers 401 without a bearer', async () => {
    const response = await authenticate();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 (never 500) for garbage, expired, foreign or tampered bearers', async () => {
    const { bearer_token, user } = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const sub = String(user.id);
    const [header, payload] = bearer_token.split('.');
    const candidates = [
      'garbage',
      'a.b.c',
      await bearerFor(sub, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      await bearerFor(sub, { secret: 'another-secret-that-is-long-enough-1234' }),
      await bearerFor(sub, { issuer: 'someone-else' }),
      await bearerFor(sub, { alg: 'HS512' }),
      `${header}.${payload}.`,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    ];
    for (const candidate of candidates) {
      const response = await authenticate(`Bearer ${candidate}`);
      expect(response.statusCode, candidate).toBe(401);
    }
  });

  it('answers 401 for a valid bearer of a user who has since been deactivated', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));

    expect((await authenticate(`Bearer ${bearer_token}`)).statusCode).toBe(401);
  });
});
