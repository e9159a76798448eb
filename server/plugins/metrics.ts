/**
 * Metrics in the Prometheus text exposition format (prom-client; docs/decisions.md#metrics),
 * served as `GET /metrics` on a listener of their own (METRICS_HOST:METRICS_PORT), never on the
 * public one:
 * - `http_request_duration_seconds` (histogram) by method, route template (`/api/1.0/users/:id`,
 *   `unmatched` for pages and unknown paths, so the label set stays bounded) and status class;
 * - `http_requests_in_flight`;
 * - `http_rate_limited_total` by route (429 answers) and `auth_sign_in_failures_total`
 *   (401 answers of the sign-in routes);
 * - `db_query_duration_seconds` (histogram) by statement (`select`, `insert`, …) and
 *   `db_pool_connections` by state (`total`, `idle`, `waiting`) of the node-postgres pool;
 * - `mail_outbox_emails` by status (the emails table: queued, sending, failed, …), read at
 *   scrape time;
 * - `render_queue_jobs` by state (`pending`, `failed`) and `render_queue_oldest_pending_seconds`,
 *   the render queue of published pages (docs/decisions.md#render-queue), read at scrape time;
 * - prom-client's default process and Node.js metrics (CPU, memory, event-loop lag, GC, handles).
 * Each app has a registry of its own (`app.metrics`), so tests may build several apps.
 */
import { createServer, type Server } from 'node:http';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_BASE } from '../../src/shared/api';
import { emails } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry (docs/decisions.md#metrics). */
    metrics: Registry;
  }
  interface FastifyInstance {
    /** The listener serving `GET /metrics`, when METRICS_PORT is set. */
    metricsServer?: Server;
  }
  interface FastifyRequest {
    /** process.hrtime.bigint() when the request arrived, for its duration. */
    metricsStart?: bigint;
  }
}

/** Routes whose 401 is a failed sign-in (a password, or a second factor). */
const SIGN_IN_ROUTES = new Set([`${API_BASE}/auth/authenticate`, `${API_BASE}/auth/two-factor`]);

/** Seconds: from a millisecond to ten seconds, where an HTTP answer or a query falls. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `select`, `insert`, `update`, `delete`, `begin`, … of an SQL text (`other` when none). */
export function statementOf(text: string): string {
  const word = /^\s*(?:\/\*.*?\*\/\s*)?(\w+)/s.exec(text)?.[1]?.toLowerCase();
  return word && ['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint', 'release', 'set', 'copy'].includes(word) ? word : 'other';
}

/**
 * An HTTP server answering `GET /metrics` with `registry`'s text exposition and 404 to anything
 * else (no other route, no sign-in: what it shows is for the operator's network only).
 */
function metricsServer(app: FastifyInstance, registry: Registry): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n');
      },
    );
  });
}

/** The route template of a request (`unmatched` when no route took it: pages, unknown paths). */
const routeOf = (request: FastifyRequest): string => (request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'));

/** Where `GET /metrics` is served: a listener of its own (docs/decisions.md#metrics); none when `port` is undefined. */
export interface MetricsOptions {
  host: string;
  /** METRICS_PORT; 0 picks a free port (tests). */
  port?: number;
}

export default fp(
  async function metrics(app: FastifyInstance, options: MetricsOptions) {
    const registry = new Registry();
    app.decorate('metrics', registry);
    // Nothing is measured where nothing is served: no hooks, no timers, no wrapped queries.
    if (options.port === undefined) return;
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route template and status class.',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    // Counted in a plain number and read at scrape time: no label hashing on every request.
    let inFlightCount = 0;
    new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests received and not yet answered.',
      registers: [registry],
      collect() {
        this.set(inFlightCount);
      },
    });
    const rateLimited = new Counter({
      name: 'http_rate_limited_total',
      help: 'Requests refused with 429 Too Many Requests, by route template.',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const signInFailures = new Counter({
      name: 'auth_sign_in_failures_total',
      help: 'Sign-in attempts refused with 401 (a wrong password or second factor).',
      registers: [registry],
    });
    const queryDuration = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of each database query, by statement.',
      labelNames: ['statement'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });

    // Drizzle's node-postgres database keeps its pool as `$client` (typed away by the generic Database).
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool, by state (total, idle, waiting requests).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'mail_outbox_emails',
      help: 'Emails of the outbox, by status (queued, sending, sent, failed, …).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await app.db.select({ status: emails.status, total: count() }).from(emails).groupBy(emails.status);
        this.reset();
        for (const row of rows) this.set({ status: row.status }, row.total);
      },
    });

    /** The render queue's counts, read once per scrape for both of its gauges. */
    let queueStats: ReturnType<FastifyInstance['publisher']['queue']['stats']> | undefined;
    const renderQueueStats = () => {
      queueStats ??= app.publisher.queue.stats().finally(() => setImmediate(() => (queueStats = undefined)));
      return queueStats;
    };
    new Gauge({
      name: 'render_queue_jobs',
      help: 'Jobs of the render queue of published pages, by state (pending: waiting or running; failed: kept after the last attempt).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        if (!app.hasDecorator('publisher')) return;
        const { pending, failed } = await renderQueueStats();
        this.set({ state: 'pending' }, pending);
        this.set({ state: 'failed' }, failed);
      },
    });
    new Gauge({
      name: 'render_queue_oldest_pending_seconds',
      help: 'Age of the oldest pending render: how stale a page that depends on a change may be.',
      registers: [registry],
      async collect() {
        if (!app.hasDecorator('publisher')) return;
        this.set((await renderQueueStats()).oldestPendingMs / 1000);
      },
    });

    // Every query runs on a client the pool checks out (pool.query does too): time each client's
    // queries once, wrapping it the first time it is acquired.
    const timed = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => {
      if (timed.has(client)) return;
      timed.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const [first] = args;
        const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
        const end = queryDuration.startTimer({ statement: statementOf(text) });
        const result = query(...args);
        if (result && typeof (result as Promise<unknown>).finally === 'function') return (result as Promise<unknown>).finally(() => end());
        end();
        return result;
      }) as typeof client.query;
    });

    // Requests counted in flight, each left once (its start cleared): by its answer, or by the
    // client giving up.
    const leave = (request: FastifyRequest): bigint | undefined => {
      const start = request.metricsStart;
      if (start !== undefined) {
        request.metricsStart = undefined;
        inFlightCount--;
      }
      return start;
    };
    // Callback hooks, not async ones: no promise per request for what is a few counters.
    app.addHook('onRequest', (request, _reply, done) => {
      request.metricsStart = process.hrtime.bigint();
      inFlightCount++;
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const start = leave(request);
      const route = routeOf(request);
      const status = reply.statusCode;
      const seconds = start === undefined ? 0 : Number(process.hrtime.bigint() - start) / 1e9;
      requestDuration.observe({ method: request.method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      if (status === 429) rateLimited.inc({ route });
      if (status === 401 && SIGN_IN_ROUTES.has(route)) signInFailures.inc();
      done();
    });
    // A request the client gave up on may get no onResponse: it is no longer in flight either.
    app.addHook('onRequestAbort', (request, done) => {
      leave(request);
      done();
    });

    const server = metricsServer(app, registry);
    app.decorate('metricsServer', server);
    app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    }));
    app.addHook('onClose', () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
  },
  { name: 'metrics', dependencies: ['database'] },
);
