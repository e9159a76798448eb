/**
 * Two instances of the server on one PostgreSQL schema and one Redis: a session revoked through
 * instance A is refused by instance B at its very next request, although B has just served that
 * bearer and its cache entries live an hour (so no expiry can make this pass); the same for
 * signing out on B, seen by A. Needs PostgreSQL (DATABASE_URL, as in .ci/run's PostgreSQL pass)
 * and Redis (REDIS_URL, default redis://127.0.0.1:6379); skipped without DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, startApp, stopApp, testConfig } from './helpers';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
if (!databaseUrl) console.log('session-revocation-instances.test.ts skipped: two instances need PostgreSQL and Redis (set DATABASE_URL, as .ci/run does)');

describe.skipIf(!databaseUrl)('a session revoked on one instance, on the other', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let config: Config;
  let adminBearer: string;
  let address = 0;
  const nextAddress = () => `10.78.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    config = testConfig({ redisUrl, principalCacheTtlMs: 60 * 60_000 });
    a = await startApp(config);
    b = await startApp(config);
    adminBearer = (await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD)).bearer_token;
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await stopApp(a, config);
  });

  const as = (app: FastifyInstance, bearer: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${bearer}` } });
  const sessionsOn = (app: FastifyInstance, bearer: string) => as(app, bearer, { method: 'GET', url: `${API}/accounts/sessions` });

  async function signIn(app: FastifyInstance, email: string, password: string) {
    const response = await app.inject({ method: 'POST', url: `${API}/auth/authenticate`, remoteAddress: nextAddress(), payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json() as { bearer_token: string; refresh_token: string };
  }

  /** A new user signed in on A, whose bearer both instances have just served. */
  async function userSeenByBoth() {
    const suffix = randomBytes(4).toString('hex');
    const payload = { firstName: 'Two', lastName: 'Instances', email: `two.${suffix}@example.com`, userName: `two_${suffix}`, password: 'password-123' };
    expect((await as(a, adminBearer, { method: 'POST', url: `${API}/users`, payload })).statusCode).toBe(201);
    const tokens = await signIn(a, payload.email, payload.password);
    for (const app of [a, b]) expect((await sessionsOn(app, tokens.bearer_token)).statusCode).toBe(200);
    return tokens;
  }

  it('B refuses at once a session revoked on A', async () => {
    const { bearer_token } = await userSeenByBoth();
    const [session] = (await sessionsOn(a, bearer_token)).json() as { id: string }[];
    expect((await as(a, bearer_token, { method: 'DELETE', url: `${API}/accounts/sessions/${session.id}` })).statusCode).toBe(204);
    const onB = await sessionsOn(b, bearer_token);
    expect(onB.statusCode).toBe(401);
    expect(onB.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('A refuses at once a bearer whose session signed out on B', async () => {
    const { bearer_token, refresh_token } = await userSeenByBoth();
    expect((await b.inject({ method: 'POST', url: `${API}/auth/logout`, payload: { refreshToken: refresh_token } })).statusCode).toBe(204);
    expect((await sessionsOn(a, bearer_token)).statusCode).toBe(401);
  });
});
