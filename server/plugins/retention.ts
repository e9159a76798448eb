/**
 * Personal data kept only as long as needed (docs/decisions.md#contact-inbox,
 * #job-applications; the periods are stated on the /gdpr and /privacy pages): each
 * {@link RETAINED} resource's records received more than its period ago are deleted when the
 * server starts and once a day after — contact messages after CONTACT_RETENTION_MONTHS (default
 * 24), job applications with their CVs after JOB_APPLICATION_RETENTION_MONTHS (default 12). One
 * instance at a time deletes a resource's records: a transaction-level advisory lock per resource
 * (`pg_try_advisory_xact_lock`, which PGlite has too); another instance's run skips it, and the
 * lock goes with the transaction, so a crashed run holds nothing. Each deleted record is logged
 * as a delete by the system (no actor), without its content.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { contactMessages, jobApplications } from '../db/schema';

/** How often the job runs after the start (ms): daily. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A resource whose records are deleted a period after they were received. */
interface RetainedTable {
  table: PgTable;
  id: PgColumn;
  /** When a record was received: the period counts from it. */
  receivedAt: PgColumn;
}

/** The resources with a retention period (their activity-log names) and where their records are. */
export const RETAINED = {
  'contact-messages': { table: contactMessages, id: contactMessages.id, receivedAt: contactMessages.createdAt },
  'job-applications': { table: jobApplications, id: jobApplications.id, receivedAt: jobApplications.createdAt },
} satisfies Record<string, RetainedTable>;

export type RetainedResource = keyof typeof RETAINED;

/** The moment `months` calendar months before `now` (UTC): older records are deleted. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes the records of `resource` received before `months` months ago, unless another
 * instance is doing it right now (then nothing: 0). Returns how many were deleted.
 */
export async function deleteExpired(db: Database, resource: RetainedResource, months: number, now = new Date()): Promise<number> {
  const { table, id, receivedAt }: RetainedTable = RETAINED[resource];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const result = (await t.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`${resource}.retention`})) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return 0;
    const deleted = (await t.delete(table).where(lt(receivedAt, retentionCutoff(now, months))).returning({ id })) as { id: number }[];
    for (const row of deleted) {
      await recordActivity(t, null, { action: 'delete', resource, recordId: row.id, actorId: null, actorName: null, changes: null });
    }
    return deleted.length;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each retained resource's period in force, in months (what mails to the people concerned state). */
    retentionMonths: Readonly<Record<RetainedResource, number>>;
  }
}

export interface RetentionOptions {
  /** Each retained resource's period in months (CONTACT_RETENTION_MONTHS, JOB_APPLICATION_RETENTION_MONTHS). */
  months: Record<RetainedResource, number>;
  /** Between runs (ms); 0 runs only at start. Default daily. */
  intervalMs?: number;
}

export default fp(
  async function retention(app: FastifyInstance, options: RetentionOptions) {
    const interval = options.intervalMs ?? RETENTION_INTERVAL_MS;
    app.decorate('retentionMonths', Object.freeze({ ...options.months }));
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      for (const resource of Object.keys(RETAINED) as RetainedResource[]) {
        running = running
          .then(() => deleteExpired(app.db, resource, options.months[resource]))
          .then((count) => count && app.log.info({ resource, count }, 'Records past their retention period deleted'))
          .catch((error: unknown) => app.log.error({ err: error, resource }, 'Deleting records past their retention period failed'));
      }
    };
    app.addHook('onReady', async () => {
      run();
      if (interval > 0) {
        timer = setInterval(run, interval);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
