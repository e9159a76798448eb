/**
 * The operator's metrics (docs/decisions.md#metrics): `GET /metrics` on METRICS_PORT answers the
 * Prometheus text format with the request, database, outbox, sign-in and process series, with
 * values that follow what the app did; the public listener has no /metrics; the repository's
 * Grafana dashboard charts only series that exist.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { statementOf } from '../../server/plugins/metrics';
import { ADMIN_EMAIL, API, setupTestApp } from './helpers';

const t = setupTestApp({ metricsPort: 0 });

/** The metrics text, scraped over HTTP as Prometheus would. */
async function scrape(): Promise<string> {
  const { port } = t.app.metricsServer!.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the sample `series` (its name with labels, as printed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the metrics listener', () => {
  it('counts requests by route template and status class, and their durations', async () => {
    const before = sample(await scrape(), 'http_request_duration_seconds_count{method="GET",route="/api/1.0/users/:id",status_class="2xx"}') ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.api('GET', '/users/1')).statusCode).toBe(200);
    expect((await t.api('GET', '/users/999999')).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/1.0/users/:id",status_class="2xx"}')).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/1.0/users/:id",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/1.0/users/:id",status_class="2xx"}')).toBe(before + 3);
    // Pages and unknown paths share one label value, so a scanner cannot grow the series.
    await t.app.inject({ method: 'GET', url: '/no-such-page-1' });
    await t.app.inject({ method: 'GET', url: '/no-such-page-2' });
    const after = await scrape();
    expect(after).toContain('route="unmatched"');
    expect(after).not.toContain('no-such-page');
    expect(sample(after, 'http_requests_in_flight')).toBe(0);
  });

  it('times database queries by statement and shows the pool', async () => {
    await t.api('GET', '/roles/paged');
    const text = await scrape();
    expect(sample(text, 'db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
  });

  it('counts failed sign-ins and the outbox by status', async () => {
    const before = sample(await scrape(), 'auth_sign_in_failures_total') ?? 0;
    const failed = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: ADMIN_EMAIL, password: 'not-the-password' } });
    expect(failed.statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, 'auth_sign_in_failures_total')).toBe(before + 1);
    expect(text).toContain('# TYPE mail_outbox_emails gauge');
    expect(text).toContain('# TYPE http_rate_limited_total counter');
  });

  it('shows the render queue: pending and failed jobs and the oldest pending one\'s age', async () => {
    await t.app.publisher.queue.stop();
    await t.app.db.execute(sql`delete from render_jobs`);
    await t.app.db.execute(sql`insert into render_jobs (key, requested_at) values ('/sr/blog', clock_timestamp() - interval '90 seconds'), ('/blog', clock_timestamp())`);
    await t.app.db.execute(sql`insert into render_jobs (key, attempts, failed_at, last_error) values ('/sitemap.xml', 5, clock_timestamp(), 'boom')`);
    const text = await scrape();
    expect(sample(text, 'render_queue_jobs{state="pending"}')).toBe(2);
    expect(sample(text, 'render_queue_jobs{state="failed"}')).toBe(1);
    expect(sample(text, 'render_queue_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    await t.app.db.execute(sql`delete from render_jobs`);
  });

  it('includes the process and Node.js series (event-loop lag, memory)', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('answers nothing else there, and nothing on the public listener', async () => {
    const { port } = t.app.metricsServer!.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.body).not.toContain('http_request_duration_seconds');
  });
});

describe('the Grafana dashboard (ops/grafana-dashboard.json)', () => {
  it('charts only series the server exposes', async () => {
    const dashboard = JSON.parse(readFileSync(new URL('../../ops/grafana-dashboard.json', import.meta.url), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const exposed = new Set([...(await scrape()).matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name])));
    const charted = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => [...target.expr.matchAll(/\b([a-z_]+(?:_seconds|_bytes|_total|_emails|_connections|_flight)(?:_bucket|_count|_sum)?)\b/g)].map((match) => match[1])));
    expect(charted.length).toBeGreaterThan(10);
    expect(charted.filter((name) => !exposed.has(name))).toEqual([]);
  });
});

describe('statementOf', () => {
  it('names the statement of an SQL text, leading comments and case aside', () => {
    expect(statementOf('select 1')).toBe('select');
    expect(statementOf('  INSERT INTO users')).toBe('insert');
    expect(statementOf('/* drizzle */ update x set y = 1')).toBe('update');
    expect(statementOf('vacuum')).toBe('other');
    expect(statementOf('')).toBe('other');
  });
});
