/**
 * Two instances of the server on one PostgreSQL schema and one Redis (docs/decisions.md#production, scale-out):
 * a session opened on A is refreshed on B, the sign-in rate limit counts attempts made on
 * either, two instances racing to refresh one token let exactly one win, and the mail outbox
 * delivers each message exactly once while both instances' workers run (a real SMTP sink).
 * Needs PostgreSQL (DATABASE_URL, as in .ci/run's PostgreSQL pass) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379); skipped, with the reason printed, without DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { emails } from '../../server/db/schema';
import type { MailConfig } from '../../server/mail/plugin';
import { header, startSmtpSink } from '../support/mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, startApp, stopApp, testConfig } from './helpers';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
if (!databaseUrl) console.log('scale-out.test.ts skipped: two instances need PostgreSQL and Redis (set DATABASE_URL, as .ci/run does)');

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL and one Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let config: Config;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let adminBearer: string;
  let address = 0;
  /** A client address of its own per test, so rate limits of one test do not reach another. */
  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(`scale-out.test.ts needs Redis at ${redisUrl} (REDIS_URL): ${(error as Error).message}`);
    } finally {
      probe.disconnect();
    }
    sink = await startSmtpSink();
    // One configuration for both: same schema, JWT secret, Redis and SMTP relay.
    config = testConfig({ redisUrl, smtpUrl: sink.url });
    (config as MailConfig).mailOutbox = { pollMs: 20, batchSize: 5, maxAttempts: 5, retryBaseMs: 40, staleMs: 60_000, closeTimeoutMs: 2_000 };
    a = await startApp(config);
    b = await startApp(config);
    const signIn = await a.inject({ method: 'POST', url: `${API}/auth/authenticate`, remoteAddress: nextAddress(), payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    adminBearer = signIn.json().bearer_token;
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await stopApp(a, config);
    await sink?.close();
  });

  const as = (app: FastifyInstance, bearer: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${bearer}` } });

  /** A new user (created on A), with a unique email so Redis counters of other runs never apply. */
  async function newUser() {
    const suffix = randomBytes(4).toString('hex');
    const payload = { firstName: 'Scale', lastName: 'Out', email: `scale.${suffix}@example.com`, userName: `scale_${suffix}`, password: 'password-123' };
    const response = await as(a, adminBearer, { method: 'POST', url: `${API}/users`, payload });
    expect(response.statusCode).toBe(201);
    return payload;
  }

  const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: `${API}/auth/authenticate`, remoteAddress, payload: { email, password } });
  const refresh = (app: FastifyInstance, bearerToken: string, refreshToken: string) =>
    app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken, refreshToken } });

  it('signs in on A, refreshes on B, and both accept the new bearer', async () => {
    const user = await newUser();
    const session = await signIn(a, user.email, user.password, nextAddress());
    expect(session.statusCode).toBe(200);
    const { bearer_token, refresh_token } = session.json();

    const rotated = await refresh(b, bearer_token, refresh_token);

    expect(rotated.statusCode).toBe(200);
    const { bearerToken } = rotated.json().data;
    for (const app of [a, b]) {
      const me = await as(app, bearerToken, { method: 'POST', url: `${API}/accounts/authenticate` });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: user.email });
    }
  });

  it('shares the sign-in rate limit: 5 failures on A and 5 on B use up the 10 attempts of both', async () => {
    const user = await newUser();
    const from = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await signIn(attempt % 2 ? b : a, user.email, 'wrong-password', from)).statusCode);
    }
    const eleventhOnA = await signIn(a, user.email, user.password, from);
    const eleventhOnB = await signIn(b, user.email, user.password, from);
    console.log(`sign-in attempts alternating A/B: ${statuses.join(',')}, then A ${eleventhOnA.statusCode}, B ${eleventhOnB.statusCode}`);

    expect(statuses).toEqual(Array(10).fill(401));
    // Either instance alone has seen only 5 attempts: only a shared counter refuses the 11th.
    expect(eleventhOnA.statusCode).toBe(429);
    expect(eleventhOnB.statusCode).toBe(429);
    // Another address is not locked out by it.
    expect((await signIn(b, user.email, user.password, nextAddress())).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes of one token succeed (A and B racing, 10 rounds)', async () => {
    const user = await newUser();
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const { bearer_token, refresh_token } = (await signIn(round % 2 ? a : b, user.email, user.password, nextAddress())).json();
      const [onA, onB] = await Promise.all([refresh(a, bearer_token, refresh_token), refresh(b, bearer_token, refresh_token)]);
      outcomes.push(`${onA.statusCode}/${onB.statusCode}`);
      expect([onA.statusCode, onB.statusCode].sort(), `round ${round}`).toEqual([200, 401]);
    }
    console.log(`concurrent refresh on A/B, 10 rounds: ${outcomes.join(' ')}`);
  });

  it('delivers each outbox message exactly once while both workers run', async () => {
    const run = randomBytes(3).toString('hex');
    const subjects = Array.from({ length: 30 }, (_, i) => `Scale-out ${run} #${i}`);
    const ids: number[] = [];
    for (const [i, subject] of subjects.entries()) {
      const response = await as(i % 2 ? b : a, adminBearer, { method: 'POST', url: `${API}/emails/send`, payload: { to: [`reader${i}@example.com`], subject, body: 'Hello from one of two instances.' } });
      expect(response.statusCode).toBe(202);
      ids.push(response.json().id);
    }
    // Bounded wait for the workers (both poll every 20 ms).
    let sent = 0;
    for (let poll = 0; poll < 500 && sent < ids.length; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent = (await a.db.select({ status: emails.status }).from(emails).where(inArray(emails.id, ids))).filter((row) => row.status === 'sent').length;
    }
    const deliveries = subjects.map((subject) => sink.received.filter((mail) => header(mail.raw, 'Subject') === subject).length);
    const attempts = (await a.db.select({ attempts: emails.attempts }).from(emails).where(inArray(emails.id, ids))).map((row) => row.attempts);
    console.log(`outbox with two workers: ${ids.length} queued, ${sent} sent, deliveries per message ${[...new Set(deliveries)].join(',')}, attempts ${[...new Set(attempts)].join(',')}`);

    expect(sent).toBe(ids.length);
    expect(deliveries).toEqual(subjects.map(() => 1));
    const [first] = await a.db.select().from(emails).where(eq(emails.id, ids[0]));
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
