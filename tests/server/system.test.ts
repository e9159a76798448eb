/**
 * The System screen's figures (server/routes/system.ts, docs/decisions.md#system-screen):
 * `GET /system` answers the administrator the versions, the database engine and migrations, the
 * process's uptime and memory, the outbox's depths and the last recorded backup; a caller whose
 * roles give every other permission gets 403, an anonymous one 401.
 */
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
