/**
 * Database down for 10 s (docs/decisions.md#production, faults); the outage itself on PostgreSQL only: the app reaches PostgreSQL
 * through a TCP proxy this test controls (the shared cluster is never stopped). For 5 s the
 * database refuses connections and for 5 s it hangs (connections accepted, nothing answered).
 * Every request meanwhile answers 503 `{message, reason}` without internals, within the
 * connection and query timeouts of server/db/client.ts (never over 5 s); /api/ready answers 503
 * too. When the database is back the same app serves again without a restart. Prints the
 * figures.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../../server/db/client';
import errors from '../../server/plugins/errors';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, startApp, stopApp, testConfig } from './helpers';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log('database-outage.test.ts skipped: it needs PostgreSQL (set DATABASE_URL, as .ci/run does)');

/** The longest a request may take while the database is away (docs/decisions.md#production). */
const LIMIT_MS = 5_000;
const PHASE_MS = 5_000;

interface Outcome {
  phase: string;
  url: string;
  status: number;
  ms: number;
  body: string;
}

describe.skipIf(!databaseUrl)('database down for 10 s (PostgreSQL through a proxy)', () => {
  it('answers 503 with a clear body within 5 s, and recovers by itself', { timeout: 90_000 }, async () => {
    expect(Math.max(CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS)).toBeLessThan(LIMIT_MS);
    const target = new URL(databaseUrl!);
    const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(databaseUrl!);
    proxied.port = String(proxy.port);
    const config = testConfig({ databaseUrl: proxied.toString(), principalCacheTtlMs: 0 });
    const app = await startApp(config);
    try {
      // A fresh client address each time: the sign-in and contact rate limits are not under test.
      let address = 0;
      const nextAddress = () => `10.9.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;
      const signIn = () =>
        app.inject({ method: 'POST', url: `${API}/auth/authenticate`, remoteAddress: nextAddress(), payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      const bearer = (await signIn()).json().bearer_token as string;
      const requests = {
        list: () => app.inject({ method: 'GET', url: `${API}/users/paged?page_size=5`, headers: { authorization: `Bearer ${bearer}` } }),
        contact: () =>
          app.inject({
            method: 'POST',
            url: `${API}/public/contact`,
            remoteAddress: nextAddress(),
            payload: { name: 'Outage Tester', email: 'outage@example.com', message: 'Is anybody there while the database is away?', language: 'en' },
          }),
        signIn,
        ready: () => app.inject({ method: 'GET', url: '/api/ready' }),
      };
      expect((await requests.list()).statusCode).toBe(200);

      const outcomes: Outcome[] = [];
      const probe = async (phase: string) => {
        const until = Date.now() + PHASE_MS;
        while (Date.now() < until) {
          await Promise.all(
            Object.entries(requests).map(async ([url, send]) => {
              const started = performance.now();
              const response = await send();
              outcomes.push({ phase, url, status: response.statusCode, ms: performance.now() - started, body: response.body });
            }),
          );
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };
      await proxy.down();
      await probe('refused');
      await proxy.blackhole();
      await probe('hanging');
      await proxy.up();

      // Back: the same app serves again; readiness first (bounded number of probes).
      let recovered = false;
      for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
        recovered = (await requests.ready()).statusCode === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const after = { ready: recovered, list: (await requests.list()).statusCode, contact: (await requests.contact()).statusCode, signIn: (await signIn()).statusCode };

      for (const phase of ['refused', 'hanging']) {
        const times = outcomes.filter((o) => o.phase === phase).map((o) => o.ms).sort((a, b) => a - b);
        const statuses = [...new Set(outcomes.filter((o) => o.phase === phase).map((o) => o.status))];
        console.log(
          `database ${phase} for ${PHASE_MS / 1000} s: ${times.length} requests, statuses ${statuses.join(',')}, ` +
            `median ${Math.round(times[Math.floor(times.length / 2)])} ms, max ${Math.round(times.at(-1)!)} ms`,
        );
      }
      console.log(`after the outage: ready ${after.ready}, list ${after.list}, contact ${after.contact}, sign-in ${after.signIn}`);

      expect(outcomes.length).toBeGreaterThan(8);
      for (const outcome of outcomes) {
        const label = `${outcome.phase} ${outcome.url}`;
        expect(outcome.status, label).toBe(503);
        expect(outcome.ms, label).toBeLessThan(LIMIT_MS);
        const body = JSON.parse(outcome.body);
        if (outcome.url === 'ready') expect(body).toMatchObject({ status: 'error', database: 'unavailable' });
        else expect(body).toEqual({ message: 'Service unavailable', reason: 'The database is unavailable, retry in a few seconds' });
      }
      expect(after).toEqual({ ready: true, list: 200, contact: 202, signIn: 200 });
    } finally {
      await proxy.up();
      await app.close();
      await stopApp(undefined, { ...config, databaseUrl });
      await proxy.close();
    }
  });
});

describe('the error handler for a database that cannot be reached (any driver)', () => {
  it('answers 503 with Retry-After and no internals for connection errors, however wrapped', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    const causes: Record<string, unknown> = {
      refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      pool: new Error('timeout exceeded when trying to connect'),
      read: new Error('Query read timeout'),
      terminated: new Error('Connection terminated unexpectedly'),
      shutdown: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      class08: Object.assign(new Error('connection failure'), { code: '08006' }),
      dualStack: new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    };
    app.get('/api/broken/:kind', async (request) => {
      const { kind } = request.params as { kind: string };
      // As Drizzle throws it: the driver's error in `cause`, the SQL and its params in the message.
      throw new Error('Failed query: select "password_hash" from "users" params: secret-value', { cause: causes[kind] });
    });
    for (const kind of Object.keys(causes)) {
      const response = await app.inject({ url: `/api/broken/${kind}` });
      expect(response.statusCode, kind).toBe(503);
      expect(response.headers['retry-after'], kind).toBe('5');
      expect(response.json(), kind).toEqual({ message: 'Service unavailable', reason: 'The database is unavailable, retry in a few seconds' });
      expect(response.body).not.toContain('secret-value');
    }
    // A query the database refused is not an outage.
    causes.unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect((await app.inject({ url: '/api/broken/unique' })).statusCode).toBe(409);
    await app.close();
  });
});
