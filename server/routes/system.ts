/**
 * The back office's System screen (docs/decisions.md#system-screen): `GET /system`, permission
 * `system.read`, answers the figures an operator looks at first, read at each request:
 *   application  package.json's version, Node's, this process's uptime (s) and resident memory (bytes)
 *   database     engine (pglite | postgresql), `current_setting('server_version')` and `select version()`,
 *                the migrations applied (drizzle's migrations table) against those this code ships,
 *                and the last one's journal tag and `when`
 *   outbox       mails queued, sending and failed (the emails table)
 *   lastBackup   the newest row `npm run backup` wrote in `backups`, or null
 * The figures describe the instance that answers (uptime, memory) and the database all instances
 * share (the rest). Publishing has no queue (docs/decisions.md#publishing: documents are
 * rendered when an article changes, or when asked for), so nothing of it is reported.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, inArray, sql } from 'drizzle-orm';
import packageJson from '../../package.json';
import { SystemStatus } from '../../src/shared/schemas/system';
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

      const [[facts], [{ applied }], [lastRow], outbox, [backup]] = await Promise.all([
        rowsOf<{ version: string; server_version: string }>(db.execute(sql`select version() as version, current_setting('server_version') as server_version`)),
        rowsOf<{ applied: number }>(db.execute(sql`select count(*)::int as applied from ${migrationsTable}`)),
        rowsOf<{ created_at: string | number }>(db.execute(sql`select created_at from ${migrationsTable} order by created_at desc limit 1`)),
        db.select({ status: emails.status, total: count() }).from(emails).where(inArray(emails.status, [...OUTBOX_STATUSES])).groupBy(emails.status),
        db.select().from(backups).orderBy(desc(backups.finishedAt), desc(backups.id)).limit(1),
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
};

export default systemRoutes;
