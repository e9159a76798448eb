/**
 * Contact messages are personal data kept only as long as needed (docs/decisions.md#contact-inbox;
 * the period is stated on the /gdpr page): messages received more than
 * CONTACT_RETENTION_MONTHS months ago (default 24) are deleted when the server starts and once a
 * day after, by one instance at a time — a transaction-level advisory lock
 * (`pg_try_advisory_xact_lock`, which PGlite has too): another instance's run skips, and the
 * lock goes with the transaction, so a crashed run holds nothing. Each deleted message is logged
 * as a delete by the system (no actor), without its content.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import { recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';

/** How often the job runs after the start (ms): daily. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The moment `months` calendar months before `now` (UTC): older messages are deleted. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes the messages received before `months` months ago, unless another instance is doing
 * it right now (then nothing: 0). Returns how many were deleted.
 */
export async function deleteExpiredContactMessages(db: Database, months: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const result = (await t.execute(sql`select pg_try_advisory_xact_lock(hashtext('contact-messages.retention')) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return 0;
    const deleted = await t.delete(contactMessages).where(lt(contactMessages.createdAt, retentionCutoff(now, months))).returning({ id: contactMessages.id });
    for (const { id } of deleted) {
      await recordActivity(t, null, { action: 'delete', resource: 'contact-messages', recordId: id, actorId: null, actorName: null, changes: null });
    }
    return deleted.length;
  });
}

export interface ContactRetentionOptions {
  /** CONTACT_RETENTION_MONTHS. */
  months: number;
  /** Between runs (ms); 0 runs only at start. Default daily. */
  intervalMs?: number;
}

export default fp(
  async function contactRetention(app: FastifyInstance, options: ContactRetentionOptions) {
    const interval = options.intervalMs ?? RETENTION_INTERVAL_MS;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = running
        .then(() => deleteExpiredContactMessages(app.db, options.months))
        .then((count) => count && app.log.info({ count }, 'Contact messages past their retention period deleted'))
        .catch((error: unknown) => app.log.error({ err: error }, 'Deleting expired contact messages failed'));
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
  { name: 'contact-retention', dependencies: ['database'] },
);
