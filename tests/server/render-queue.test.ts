/**
 * The render queue (server/publishing/render-queue.ts, docs/decisions.md#render-queue) on the
 * test database: a key asked for twice is one job, each job runs once even with two instances
 * working, changes before background work, a job asked for again while it runs runs again, a failing one is retried with backoff
 * and kept as failed after its last attempt until retried, and the counts say so.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRenderQueue, MAX_ATTEMPTS, type JobHandler } from '../../server/publishing/render-queue';
import { setupTestApp } from './helpers';

const t = setupTestApp();

// The test app's own publisher works through the same table: only the queues made here may.
beforeAll(async () => {
  await t.app.publisher.queue.stop();
});

afterEach(async () => {
  await t.app.db.execute(sql`delete from render_jobs`);
});

const queueWith = (handle: JobHandler) => createRenderQueue({ db: t.app.db, log: t.app.log, handle, pollMs: 0 });
const keys = async () => ((await t.app.db.execute(sql`select key from render_jobs order by key`)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
/** Makes every waiting retry due now (instead of after its backoff). */
const skipBackoff = () => t.app.db.execute(sql`update render_jobs set run_after = clock_timestamp() where failed_at is null`);

describe('the render queue', () => {
  it('keeps one job per key and runs each once, even with two instances at work', async () => {
    const ran: string[] = [];
    const handle: JobHandler = async (key) => {
      ran.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const first = queueWith(handle);
    const second = queueWith(handle);
    first.start();
    second.start();
    const paths = Array.from({ length: 30 }, (_, index) => `/blog/article-${index}`);
    await first.enqueue(paths);
    await first.enqueue(paths.slice(0, 10));
    expect(await keys()).toHaveLength(30);
    expect(await first.stats()).toMatchObject({ pending: 30, failed: 0 });
    const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(a + b).toBe(30);
    expect(ran.sort()).toEqual([...paths].sort());
    expect(await keys()).toEqual([]);
    expect(await first.stats()).toEqual({ pending: 0, failed: 0, oldestPendingMs: 0 });
    await Promise.all([first.stop(), second.stop()]);
  });

  it('runs a job again when it is asked for while it runs', async () => {
    let runs = 0;
    const queue = queueWith(async (key) => {
      runs++;
      if (runs === 1) await queue.enqueue([key]);
    });
    queue.start();
    await queue.enqueue(['/sitemap.xml']);
    await queue.runOnce();
    expect(runs).toBe(2);
    expect(await keys()).toEqual([]);
    await queue.stop();
  });

  it('retries a failing job with backoff, keeps it as failed after the last attempt, and retries it on request', async () => {
    let fail = true;
    let attempts = 0;
    const queue = queueWith(async () => {
      attempts++;
      if (fail) throw new Error('renderer exploded');
    });
    queue.start();
    await queue.enqueue(['/sr/blog']);
    expect(await queue.runOnce()).toBe(1);
    // Not due again at once: the backoff holds it.
    expect(await queue.runOnce()).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await skipBackoff();
      expect(await queue.runOnce()).toBe(1);
    }
    expect(attempts).toBe(MAX_ATTEMPTS);
    await skipBackoff();
    expect(await queue.runOnce()).toBe(0);
    expect(await queue.stats()).toMatchObject({ pending: 0, failed: 1 });
    expect(await queue.failedJobs()).toEqual([{ key: '/sr/blog', attempts: MAX_ATTEMPTS, lastError: 'renderer exploded', failedAt: expect.any(String) }]);

    fail = false;
    expect(await queue.retryFailed()).toBe(1);
    await queue.runOnce();
    expect(attempts).toBe(MAX_ATTEMPTS + 1);
    expect(await queue.stats()).toMatchObject({ pending: 0, failed: 0 });
    await queue.stop();
  });

  it("runs what a change asked for before a new build's background renders, and a change raises a background job", async () => {
    const ran: string[] = [];
    const queue = queueWith(async (key) => void ran.push(key));
    queue.start();
    await queue.enqueue(['/blog/a', '/blog/b', '/blog/c'], { background: true });
    await queue.enqueue(['/sr/blog', '/blog/c']);
    await queue.runOnce();
    expect(ran.slice(0, 2).sort()).toEqual(['/blog/c', '/sr/blog']);
    expect(ran).toHaveLength(4);
    await queue.stop();
  });

  it('counts the age of the oldest pending request', async () => {
    const queue = queueWith(async () => undefined);
    await queue.enqueue(['/blog']);
    await t.app.db.execute(sql`update render_jobs set requested_at = clock_timestamp() - interval '3 seconds'`);
    const { pending, oldestPendingMs } = await queue.stats();
    expect(pending).toBe(1);
    expect(oldestPendingMs).toBeGreaterThanOrEqual(3_000);
    expect(oldestPendingMs).toBeLessThan(60_000);
  });
});
