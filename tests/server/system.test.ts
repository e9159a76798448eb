/**
 * The System screen's figures (server/routes/system.ts, docs/decisions.md#system-screen):
 * `GET /system` answers the administrator the versions, the database engine and migrations, the
 * process's uptime and memory, the outbox's depths, the render queue and the last recorded
 * backup; a caller whose roles give every other permission gets 403, an anonymous one 401.
 * `POST /system/render-queue/retry` makes the failed renders due again, for holders of
 * `articles.publish` only, and takes no body.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backups, emails } from '../../server/db/schema';
import { codeMigrations } from '../../server/operations/database';
import packageJson from '../../package.json';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

describe('GET /system', () => {
  it('answers the administrator the application, database, outbox and last backup', async () => {
    const bearer = await t.adminBearer();
    const before = (await t.injectAs(bearer, { method: 'GET', url: `${API}/system` })).json();
    expect(before.lastBackup).toBeNull();

    await t.app.db.insert(emails).values(
      (['queued', 'queued', 'sending', 'failed', 'sent'] as const).map((status, index) => ({ to: `to${index}@example.com`, subject: 'Hello', body: 'Hello.', status })),
    );
    await t.app.db.insert(backups).values([
      { takenAt: new Date('2026-12-01T03:15:00Z'), finishedAt: new Date('2026-12-01T03:16:00Z'), file: '/var/backups/site/old.ndjson.gz', bytes: 10, rows: 5, schemaVersion: null },
      { takenAt: new Date('2026-12-02T03:15:00Z'), finishedAt: new Date('2026-12-02T03:16:30Z'), file: '/var/backups/site/new.ndjson.gz', bytes: 123_456, rows: 789, schemaVersion: '0020_backups' },
    ]);

    const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/system` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const migrations = codeMigrations();
    expect(body.application).toEqual({ version: packageJson.version, node: process.version, uptimeSeconds: expect.any(Number), residentMemoryBytes: expect.any(Number) });
    expect(body.application.residentMemoryBytes).toBeGreaterThan(1024 * 1024);
    expect(body.database).toMatchObject({
      engine: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      serverVersion: expect.stringMatching(/^\d+(\.\d+)?/),
      version: expect.stringMatching(/^PostgreSQL \d+/),
      migrations: { applied: migrations.length, known: migrations.length, last: { tag: migrations.at(-1)!.tag, createdAt: new Date(migrations.at(-1)!.when).toISOString() } },
    });
    expect(body.outbox).toEqual({ queued: before.outbox.queued + 2, sending: before.outbox.sending + 1, failed: before.outbox.failed + 1 });
    expect(body.lastBackup).toEqual({
      takenAt: '2026-12-02T03:15:00.000Z',
      finishedAt: '2026-12-02T03:16:30.000Z',
      file: '/var/backups/site/new.ndjson.gz',
      bytes: 123_456,
      rows: 789,
      schemaVersion: '0020_backups',
    });
  });

  it('refuses a caller without system.read (403), even with every other permission, and an anonymous one (401)', async () => {
    const bearer = await t.adminBearer();
    const permissions = (await t.injectAs(bearer, { method: 'GET', url: `${API}/permissions` })).json() as { id: number; name: string }[];
    expect(permissions.map((permission) => permission.name)).toContain('system.read');
    const role = await t.injectAs(bearer, {
      method: 'POST',
      url: `${API}/roles`,
      payload: { name: 'Everything but the system', permissionIds: permissions.filter((permission) => permission.name !== 'system.read').map((permission) => permission.id) },
    });
    expect(role.statusCode, role.body).toBe(201);
    const almost = await t.bearerOfNewUser(['Everything but the system']);
    const refused = await t.injectAs(almost, { method: 'GET', url: `${API}/system` });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('residentMemoryBytes');

    expect((await t.injectAs(await t.bearerOfNewUser([]), { method: 'GET', url: `${API}/system` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/system` })).statusCode).toBe(401);
  });

  it('takes no query parameters', async () => {
    expect((await t.injectAs(await t.adminBearer(), { method: 'GET', url: `${API}/system?verbose=1` })).statusCode).toBe(400);
  });
});

/** The rows of a raw statement. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** A pending job asked for 90 s ago and not due for an hour (no run takes it during the test), and a failed one. */
async function insertRenderJobs() {
  await t.app.db.execute(sql`
    insert into render_jobs (key, requested_at, run_after, attempts) values
      ('/system-test/pending', clock_timestamp() - interval '90 seconds', clock_timestamp() + interval '1 hour', 0)`);
  // A related-pages task: run after a retry, it finds no page and is done, with or without a build.
  await t.app.db.execute(sql`
    insert into render_jobs (key, attempts, last_error, failed_at) values
      ('related:system-test-failed', 5, 'Rendering /blog/system-test failed: boom', '2026-12-02T10:00:00Z')`);
}

describe('the render queue on the System screen', () => {
  it('GET /system answers the pending and failed renders, the oldest pending one\'s age and the failures', async () => {
    const bearer = await t.adminBearer();
    const before = (await t.injectAs(bearer, { method: 'GET', url: `${API}/system` })).json();
    expect(before.renderQueue).toEqual({ pending: expect.any(Number), failed: 0, oldestPendingMs: expect.any(Number), failedJobs: [] });

    await insertRenderJobs();
    const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/system` });
    expect(response.statusCode, response.body).toBe(200);
    const { renderQueue } = response.json();
    expect(renderQueue.pending).toBe(before.renderQueue.pending + 1);
    expect(renderQueue.failed).toBe(1);
    expect(renderQueue.oldestPendingMs).toBeGreaterThanOrEqual(90_000);
    expect(renderQueue.oldestPendingMs).toBeLessThan(3_600_000);
    expect(renderQueue.failedJobs).toEqual([{ key: 'related:system-test-failed', attempts: 5, lastError: 'Rendering /blog/system-test failed: boom', failedAt: '2026-12-02T10:00:00.000Z' }]);
  });

  it('POST /system/render-queue/retry makes the failed renders due again for a holder of articles.publish', async () => {
    const response = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/system/render-queue/retry`, payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ retried: 1 });
    const failed = await rowsOf<{ key: string }>(t.app.db.execute(sql`select key from render_jobs where failed_at is not null`));
    expect(failed).toEqual([]);
    expect((await t.injectAs(await t.adminBearer(), { method: 'GET', url: `${API}/system` })).json().renderQueue).toMatchObject({ failed: 0, failedJobs: [] });
    // Nothing left to retry.
    expect((await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/system/render-queue/retry` })).json()).toEqual({ retried: 0 });
  });

  it('refuses the retry to a caller without articles.publish (403), even with system.read, and to an anonymous one (401)', async () => {
    await t.app.db.execute(sql`
      insert into render_jobs (key, attempts, last_error, failed_at) values ('related:system-test-refused', 5, 'boom', clock_timestamp())
      on conflict (key) do update set failed_at = excluded.failed_at`);
    const viewer = await t.bearerOfNewUser(['Viewer']);
    expect((await t.injectAs(viewer, { method: 'GET', url: `${API}/system` })).statusCode).toBe(200);
    expect((await t.injectAs(viewer, { method: 'POST', url: `${API}/system/render-queue/retry`, payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${API}/system/render-queue/retry`, payload: {} })).statusCode).toBe(401);
    const failed = await rowsOf<{ key: string }>(t.app.db.execute(sql`select key from render_jobs where failed_at is not null`));
    expect(failed).toEqual([{ key: 'related:system-test-refused' }]);
  });

  it('takes no body fields', async () => {
    const response = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/system/render-queue/retry`, payload: { keys: ['/sitemap.xml'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'keys' })]);
    const failed = await rowsOf<{ key: string }>(t.app.db.execute(sql`select key from render_jobs where failed_at is not null`));
    expect(failed).toHaveLength(1);
  });
});
