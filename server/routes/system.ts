/**
 * The back office's System screen (docs/decisions.md#system-screen): `GET /system`, permission
 * `system.read`, answers the figures an operator looks at first, read at each request:
 *   application  package.json's version, Node's, this process's uptime (s) and resident memory (bytes)
 *   database     engine (pglite | postgresql), `current_setting('server_version')` and `select version()`,
 *                the migrations applied (drizzle's migrations table) against those this code ships,
 *                and the last one's journal tag and `when`
 *   outbox       mails queued, sending and failed (the emails table)
 *   renderQueue  the render queue of published pages (docs/decisions.md#render-queue): jobs
 *                pending and failed, the oldest pending one's age (ms) and the 20 most recently failed
 *   lastBackup   the newest row `npm run backup` wrote in `backups`, or null
 * The figures describe the instance that answers (uptime, memory) and the database all instances
 * share (the rest).
 *
 * `POST /system/render-queue/retry`, permission `articles.publish`, no body: makes every failed
 * render due again and answers `{retried}`. Rendering the published pages again is a publisher's
 * act, not an operator's, so it needs what publishing needs (docs/decisions.md#system-screen); it
 * records nothing else (the pages it renders are those the articles already publish).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, inArray, sql } from 'drizzle-orm';
import packageJson from '../../package.json';
import { MAX_LISTED_FAILED_RENDERS, RenderQueueRetried, SystemStatus } from '../../src/shared/schemas/system';
import { backups, emails } from '../db/schema';
import { MIGRATIONS_TABLE, codeMigrations } from '../operations/database';

/** The outbox statuses the screen shows (docs/decisions.md#outbox): waiting, being delivered, given up. */
const OUTBOX_STATUSES = ['queued', 'sending', 'failed'] as const;

/** The rows of a raw `db.execute` (node-postgres's result). */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The journal ships with the code and never changes while it runs.
  const journal = codeMigrations();

  app.get(
    '/system',
    {
      config: { permission: 'system.read' },
      schema: { tags: ['system'], querystring: Type.Object({}, { additionalProperties: false }), response: { 200: SystemStatus } },
    },
    async () => {
      const db = app.db;
      const { engine, migrationsSchema } = app.dbInfo;
      const migrationsTable = sql`${sql.identifier(migrationsSchema)}.${sql.identifier(MIGRATIONS_TABLE)}`;

      const [[facts], [{ applied }], [lastRow], outbox, [backup], renderStats, failedJobs] = await Promise.all([
        rowsOf<{ version: string; server_version: string }>(db.execute(sql`select version() as version, current_setting('server_version') as server_version`)),
        rowsOf<{ applied: number }>(db.execute(sql`select count(*)::int as applied from ${migrationsTable}`)),
        rowsOf<{ created_at: string | number }>(db.execute(sql`select created_at from ${migrationsTable} order by created_at desc limit 1`)),
        db.select({ status: emails.status, total: count() }).from(emails).where(inArray(emails.status, [...OUTBOX_STATUSES])).groupBy(emails.status),
        db.select().from(backups).orderBy(desc(backups.finishedAt), desc(backups.id)).limit(1),
        app.publisher.queue.stats(),
        app.publisher.queue.failedJobs(MAX_LISTED_FAILED_RENDERS),
      ]);
      const lastWhen = lastRow === undefined ? null : Number(lastRow.created_at);

      return {
        application: {
          version: packageJson.version,
          node: process.version,
          uptimeSeconds: Math.round(process.uptime()),
          residentMemoryBytes: process.memoryUsage.rss(),
        },
        database: {
          engine: engine === 'pglite' ? ('pglite' as const) : ('postgresql' as const),
          serverVersion: facts.server_version,
          version: facts.version,
          migrations: {
            applied,
            known: journal.length,
            last: lastWhen === null ? null : { tag: journal.find((entry) => entry.when === lastWhen)?.tag ?? null, createdAt: new Date(lastWhen).toISOString() },
          },
        },
        outbox: Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, outbox.find((row) => row.status === status)?.total ?? 0])) as Record<(typeof OUTBOX_STATUSES)[number], number>,
        renderQueue: { ...renderStats, failedJobs },
        lastBackup: backup
          ? {
              takenAt: backup.takenAt.toISOString(),
              finishedAt: backup.finishedAt.toISOString(),
              file: backup.file,
              bytes: backup.bytes,
              rows: backup.rows,
              schemaVersion: backup.schemaVersion,
            }
          : null,
      };
    },
  );

  app.post(
    '/system/render-queue/retry',
    {
      // A publisher's act (see the module comment), not system.read's.
      config: { permission: 'articles.publish' },
      schema: {
        tags: ['system'],
        summary: 'Make every failed render of the published pages due again',
        // An empty object (what the admin's postTo sends) or no body at all; any field is refused (400).
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: RenderQueueRetried },
      },
      // A request without a body would fail the object schema: read it as the empty object.
      preValidation: async (request) => {
        if ((request.body as unknown) === undefined) request.body = {};
      },
    },
    async () => ({ retried: await app.publisher.queue.retryFailed() }),
  );
};

export default systemRoutes;
