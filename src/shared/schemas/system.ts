/**
 * `GET /system`: the figures of the back office's System screen (docs/decisions.md#system-screen),
 * for callers holding `system.read`. Sizes are bytes, durations seconds (the render queue's age:
 * milliseconds), times ISO 8601 (UTC). `POST /system/render-queue/retry` answers {@link RenderQueueRetried}.
 */
import { Type } from '@fastify/type-provider-typebox';

/** Failed renders `GET /system` lists, the most recent first. */
export const MAX_LISTED_FAILED_RENDERS = 20;

export const SystemStatus = Type.Object({
  application: Type.Object({
    /** package.json's version. */
    version: Type.String(),
    /** `process.version` (`v22.12.0`). */
    node: Type.String(),
    /** Seconds since this process started. */
    uptimeSeconds: Type.Number({ minimum: 0 }),
    /** This process's resident set size. */
    residentMemoryBytes: Type.Integer({ minimum: 0 }),
  }),
  database: Type.Object({
    /** The embedded PGlite or a PostgreSQL server. */
    engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
    /** `current_setting('server_version')` (`17.5`). */
    serverVersion: Type.String(),
    /** `select version()`: the server's full description. */
    version: Type.String(),
    migrations: Type.Object({
      /** Rows of drizzle's migrations table. */
      applied: Type.Integer({ minimum: 0 }),
      /** Migrations this application ships (server/db/migrations/meta/_journal.json). */
      known: Type.Integer({ minimum: 0 }),
      /**
       * The last one applied: its journal tag (null when this code does not know it) and the
       * journal's `when`, the time the migration was written (drizzle records no time of application).
       */
      last: Type.Union([Type.Object({ tag: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String({ format: 'date-time' }) }), Type.Null()]),
    }),
  }),
  /** Mails of the outbox waiting (`queued`), being delivered (`sending`) and given up (`failed`). */
  outbox: Type.Object({ queued: Type.Integer(), sending: Type.Integer(), failed: Type.Integer() }),
  /**
   * The render queue of published pages (docs/decisions.md#render-queue): jobs pending (waiting or
   * running), jobs kept as failed after their last attempt, the oldest pending request's age (ms,
   * 0 when none), and the most recently failed jobs (at most {@link MAX_LISTED_FAILED_RENDERS}).
   */
  renderQueue: Type.Object({
    pending: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
    oldestPendingMs: Type.Integer({ minimum: 0 }),
    failedJobs: Type.Array(
      Type.Object({
        /** The document's path (`/sr/blog`, `/sitemap.xml`) or a task (`related:<slug>`). */
        key: Type.String(),
        attempts: Type.Integer({ minimum: 0 }),
        /** The last attempt's error message; null when none was recorded. */
        lastError: Type.Union([Type.String(), Type.Null()]),
        /** When the last attempt failed. */
        failedAt: Type.String({ format: 'date-time' }),
      }),
      { maxItems: MAX_LISTED_FAILED_RENDERS },
    ),
  }),
  /** The last backup `npm run backup` recorded in this database; null when none was. */
  lastBackup: Type.Union([
    Type.Object({
      /** The snapshot's time. */
      takenAt: Type.String({ format: 'date-time' }),
      /** When the file was complete. */
      finishedAt: Type.String({ format: 'date-time' }),
      /** The file's absolute path on the machine that took it. */
      file: Type.String(),
      bytes: Type.Integer({ minimum: 0 }),
      rows: Type.Integer({ minimum: 0 }),
      schemaVersion: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});

/** `POST /system/render-queue/retry`: how many failed renders were made due again. */
export const RenderQueueRetried = Type.Object({ retried: Type.Integer({ minimum: 0 }) });
