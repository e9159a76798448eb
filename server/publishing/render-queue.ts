/**
 * The render queue (docs/decisions.md#render-queue): documents that depend on a change — the
 * blog's lists, sitemap.xml, other articles' related lists, Open Graph images — are brought up to
 * date after the change has answered, by a durable queue in the `render_jobs` table that every
 * instance works through.
 *
 * - A job is a key: a document's path (`/sr/blog`, `/sitemap.xml`) or a task that finds more
 *   paths (`related:/blog/<slug>`). {@link RenderQueue.enqueue} inserts or re-requests it in the
 *   caller's transaction or after it; a key asked for again while pending stays one job.
 * - {@link RenderQueue.runOnce} claims due jobs with `FOR UPDATE SKIP LOCKED` in a short
 *   transaction and leases them (`locked_until`), so one instance renders a key at a time; it runs
 *   them outside the transaction (a render reads the database itself, and PGlite has one
 *   connection). A job done is deleted unless it was asked for again meanwhile, which frees it
 *   for the next run at once. A failure is retried with exponential backoff (1, 2, 4, 8 s) and
 *   after {@link MAX_ATTEMPTS} attempts kept as failed until {@link RenderQueue.retryFailed}.
 * - A lease outlives a crashed instance by {@link LEASE_SECONDS} at most; then another takes it.
 * Chosen over pg-boss and graphile-worker, which need a PostgreSQL server (LISTEN/NOTIFY, many
 * connections, their own schema and migrations) and do not run on PGlite.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** Attempts before a job is kept as failed. */
export const MAX_ATTEMPTS = 5;
/** How long a claimed job is reserved for the instance that claimed it (s). */
export const LEASE_SECONDS = 120;
/** Jobs claimed per run. */
const BATCH = 8;

/** What a run does with a job's key; throws to have it retried. */
export type JobHandler = (key: string) => Promise<void>;

/** Counts for the System screen, the metrics and the bench. */
export interface RenderQueueStats {
  /** Jobs waiting or running (not failed). */
  pending: number;
  /** Jobs that failed {@link MAX_ATTEMPTS} times. */
  failed: number;
  /** Age of the oldest pending request in ms, 0 when none. */
  oldestPendingMs: number;
}

/** A failed job as the back office lists it. */
export interface FailedRenderJob {
  key: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
}

interface Row {
  [column: string]: unknown;
}

/** Rows of a raw statement on either driver (node-postgres or PGlite answer `{ rows }`). */
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface RenderQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  handle: JobHandler;
  /** How often an idle instance looks for jobs (ms); 0 only runs when kicked. Default 1 000. */
  pollMs?: number;
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;

/** The queue of one server (see the module comment); `start` begins working, `stop` waits for the run in progress. */
export function createRenderQueue({ db, log, handle, pollMs = 1_000 }: RenderQueueOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  /** Claims up to {@link BATCH} due jobs for this instance, in the queue's order: their keys and the request time each was claimed at. */
  async function claim(): Promise<{ key: string; priority: number; requestedAt: string }[]> {
    const result = await db.execute(sql`
      update render_jobs set locked_until = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where key in (
        select key from render_jobs
        where failed_at is null and run_after <= clock_timestamp() and (locked_until is null or locked_until < clock_timestamp())
        order by priority, requested_at
        limit ${BATCH}
        for update skip locked
      )
      returning key, priority, requested_at::text as requested_at`);
    // RETURNING follows no order: run them in the queue's (the text form of one time zone sorts as the times do).
    return rowsOf(result)
      .map((row) => ({ key: String(row.key), priority: Number(row.priority), requestedAt: String(row.requested_at) }))
      .sort((a, b) => a.priority - b.priority || (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0));
  }

  async function finish(key: string, requestedAt: string): Promise<void> {
    const deleted = rowsOf(await db.execute(sql`delete from render_jobs where key = ${key} and requested_at = ${requestedAt}::timestamptz returning key`));
    // Asked for again while it ran: free it for the next run now rather than when the lease ends.
    if (deleted.length === 0) await db.execute(sql`update render_jobs set locked_until = null, attempts = 0 where key = ${key}`);
  }

  async function fail(key: string, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
    await db.execute(sql`
      update render_jobs set
        locked_until = null,
        last_error = ${message},
        run_after = clock_timestamp() + make_interval(secs => power(2, greatest(attempts - 1, 0))::int),
        failed_at = case when attempts >= ${MAX_ATTEMPTS} then clock_timestamp() end
      where key = ${key}`);
  }

  /** Works through the due jobs until none is left; returns how many ran. */
  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const jobs = await claim();
      if (jobs.length === 0) return done;
      for (const { key, requestedAt } of jobs) {
        try {
          await handle(key);
          await finish(key, requestedAt);
        } catch (error) {
          log.warn({ err: error, key }, 'A queued render failed; it is retried');
          await fail(key, error).catch((failure: unknown) => log.error({ err: failure, key }, 'Could not record a failed render'));
        }
        done++;
      }
    }
  }

  const queue = {
    /**
     * Asks for `keys` to be rendered (again): each becomes due now, a failed one is tried afresh.
     * Background work (`background`: a new build's renders) runs after every job a change asked
     * for; a change asking for a background job raises it. `executor` is the caller's
     * transaction or the database.
     */
    async enqueue(keys: readonly string[], { background = false, executor = db }: { background?: boolean; executor?: Database } = {}): Promise<void> {
      const unique = [...new Set(keys)];
      if (unique.length === 0) return;
      const priority = background ? 1 : 0;
      await executor.execute(sql`
        insert into render_jobs (key, priority) values ${sql.join(
          unique.map((key) => sql`(${key}, ${priority})`),
          sql`, `,
        )}
        on conflict (key) do update set
          requested_at = clock_timestamp(), run_after = clock_timestamp(), attempts = 0, failed_at = null, last_error = null,
          priority = least(render_jobs.priority, excluded.priority)`);
    },

    /**
     * Runs the due jobs now on this instance (joining a run in progress, then running again so
     * that jobs enqueued meanwhile are not left for the next poll); resolves with how many ran.
     */
    runOnce(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await drain().catch((error: unknown) => {
            log.error({ err: error }, 'The render queue could not be read');
            return 0;
          });
        } while (again && !stopped);
        return total;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Starts working in the background on this instance: a run every `pollMs`, and after each {@link kick}. */
    start(): void {
      stopped = false;
      if (pollMs > 0 && !timer) {
        timer = setInterval(() => void queue.runOnce(), pollMs);
        timer.unref();
      }
    },

    /** Starts a run now when started (after a change enqueued work), without waiting for it. */
    kick(): void {
      if (!stopped) void queue.runOnce();
    },

    /** Stops the background work and waits for the run in progress. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },

    /** Pending and failed counts and the oldest pending request's age. */
    async stats(): Promise<RenderQueueStats> {
      const [row] = rowsOf(
        await db.execute(sql`
          select count(*) filter (where failed_at is null)::int as pending,
                 count(*) filter (where failed_at is not null)::int as failed,
                 coalesce(extract(epoch from clock_timestamp() - min(requested_at) filter (where failed_at is null)) * 1000, 0)::float8 as oldest
          from render_jobs`),
      );
      return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), oldestPendingMs: Math.round(Number(row?.oldest ?? 0)) };
    },

    /** The failed jobs, most recent first (at most `limit`). */
    async failedJobs(limit = 50): Promise<FailedRenderJob[]> {
      const rows = rowsOf(
        await db.execute(sql`select key, attempts, last_error, failed_at::text as failed_at from render_jobs where failed_at is not null order by failed_at desc, key limit ${limit}`),
      );
      return rows.map((row) => ({ key: String(row.key), attempts: Number(row.attempts), lastError: row.last_error == null ? null : String(row.last_error), failedAt: new Date(String(row.failed_at)).toISOString() }));
    },

    /** Makes every failed job due again; returns how many. */
    async retryFailed(): Promise<number> {
      const rows = rowsOf(
        await db.execute(sql`update render_jobs set failed_at = null, attempts = 0, last_error = null, run_after = clock_timestamp(), locked_until = null where failed_at is not null returning key`),
      );
      if (rows.length) queue.kick();
      return rows.length;
    },
  };
  return queue;
}
