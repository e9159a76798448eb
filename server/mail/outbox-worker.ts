/**
 * The outbox worker (docs/decisions.md#organisations): delivers the mails waiting in the `emails` table, safely with
 * any number of server instances on one database and across restarts.
 *
 * Life of a row: `queued` → (claimed) `sending` → `sent` | `queued` again with a backoff |
 * `failed` with the last error. Claiming is one statement that moves due rows to `sending`
 * (lock time, attempts + 1) and skips rows another instance is claiming at that instant
 * (`FOR UPDATE SKIP LOCKED`), so a row is only ever delivered by whoever claimed it. Both the
 * worker and the immediate path of system mails (mailer.ts) claim before they send. A row left
 * in `sending` by a process that stopped mid-delivery is claimed again once its lock is older
 * than `staleMs`: never lost. Outcomes are written only by the claim that is still current
 * (same id, still `sending`, same attempt number), so a claim that went stale cannot overwrite
 * a newer attempt.
 *
 * Rows with `retryable = false` (their `body` is a secret-free copy of what was sent) are never
 * claimed here; one left in `sending` by a crash becomes `failed` after `staleMs`.
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emails } from '../db/schema';

/** An outbox row as stored. */
export type EmailRow = typeof emails.$inferSelect;

/** Tuning of the outbox; every field has a default ({@link DEFAULT_OUTBOX_SETTINGS}). */
export interface OutboxSettings {
  /** How often the worker looks for due mails (it is also woken when a mail is queued here). */
  pollMs: number;
  /** Rows claimed (and sent in parallel) at a time. */
  batchSize: number;
  /** Attempts before a mail is `failed`. */
  maxAttempts: number;
  /** Backoff base: attempt n failed → next attempt after `retryBaseMs * 2^(n-1)`. */
  retryBaseMs: number;
  /** A `sending` lock older than this is an interrupted delivery: it is claimed again. */
  staleMs: number;
  /** On close, how long to wait for deliveries in flight before leaving them to `staleMs`. */
  closeTimeoutMs: number;
}

/** 1.5 s polls, 5 at a time, 5 attempts 2, 4, 8 and 16 minutes apart, 10-minute stale locks. */
export const DEFAULT_OUTBOX_SETTINGS: Readonly<OutboxSettings> = {
  pollMs: 1500,
  batchSize: 5,
  maxAttempts: 5,
  retryBaseMs: 2 * 60_000,
  staleMs: 10 * 60_000,
  closeTimeoutMs: 10_000,
};

/** Longest error text kept in the outbox row. */
const MAX_ERROR_LENGTH = 1000;

/** What {@link recordOutcome} is told about one delivery attempt. */
export type AttemptOutcome = { sent: true; note?: string } | { sent: false; error: unknown };

/** `interval` of `ms` milliseconds, as SQL. */
const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** The delay before the attempt that follows failed attempt number `attempts` (1-based). */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

/** An SMTP 5xx reply (RFC 5321 permanent negative completion): sending again will not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The error text kept in the row. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  return text.slice(0, MAX_ERROR_LENGTH) || 'Delivery failed';
}

/**
 * Claims up to `limit` due rows: `queued` (or `sending` with a lock older than `staleMs`),
 * retryable, `next_attempt_at <= now()`, oldest due first; they become `sending` with
 * `locked_at = now()` and `attempts + 1`. Rows being claimed by another transaction are skipped.
 */
export async function claimDue(db: Database, limit: number, staleMs: number): Promise<EmailRow[]> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        inArray(emails.status, ['queued', 'sending']),
        eq(emails.retryable, true),
        lte(emails.nextAttemptAt, sql`now()`),
        or(eq(emails.status, 'queued'), lt(emails.lockedAt, sql`now() - ${milliseconds(staleMs)}`)),
      ),
    )
    .orderBy(emails.nextAttemptAt, emails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emails)
    .set({ status: 'sending', lockedAt: sql`now()`, attempts: sql`${emails.attempts} + 1` })
    .where(inArray(emails.id, due))
    .returning();
}

/**
 * Claims the queued row `id` whatever its next attempt time or retryability (the immediate
 * path, right after the mail was recorded); undefined when someone else claimed it first or
 * it is no longer queued.
 */
export async function claimOne(db: Database, id: number): Promise<EmailRow | undefined> {
  const [row] = await db
    .update(emails)
    .set({ status: 'sending', lockedAt: sql`now()`, attempts: sql`${emails.attempts} + 1` })
    .where(and(eq(emails.id, id), eq(emails.status, 'queued')))
    .returning();
  return row;
}

/**
 * Stores what became of the attempt that claimed `row`: `sent` (sentAt; `note` kept in
 * `error`, e.g. refused recipients), or after a failure `queued` again with the backoff, or
 * `failed` when the row is not retryable, the failure is permanent (SMTP 5xx) or the attempts
 * are used up. Writes nothing when the claim is no longer current. Returns the status written
 * (undefined when nothing was).
 */
export async function recordOutcome(
  db: Database,
  row: Pick<EmailRow, 'id' | 'attempts' | 'retryable'>,
  outcome: AttemptOutcome,
  settings: Pick<OutboxSettings, 'maxAttempts' | 'retryBaseMs'>,
): Promise<'sent' | 'queued' | 'failed' | undefined> {
  const current = and(eq(emails.id, row.id), eq(emails.status, 'sending'), eq(emails.attempts, row.attempts));
  let values;
  if (outcome.sent) {
    values = { status: 'sent' as const, sentAt: sql`now()`, lockedAt: null, nextAttemptAt: null, error: outcome.note?.slice(0, MAX_ERROR_LENGTH) ?? null };
  } else if (!row.retryable || isPermanentFailure(outcome.error) || row.attempts >= settings.maxAttempts) {
    values = { status: 'failed' as const, lockedAt: null, nextAttemptAt: null, error: errorText(outcome.error) };
  } else {
    values = {
      status: 'queued' as const,
      lockedAt: null,
      nextAttemptAt: sql`now() + ${milliseconds(retryDelayMs(row.attempts, settings.retryBaseMs))}`,
      error: errorText(outcome.error),
    };
  }
  const written = await db.update(emails).set(values).where(current).returning({ id: emails.id });
  return written.length ? values.status : undefined;
}

/** Marks non-retryable rows whose `sending` lock is older than `staleMs` as failed; their count. */
export async function failInterrupted(db: Database, staleMs: number): Promise<number> {
  const rows = await db
    .update(emails)
    .set({
      status: 'failed',
      lockedAt: null,
      error: 'Delivery was interrupted (the server stopped while sending). This mail carried a single-use link that is not stored, so it is not sent again.',
    })
    .where(and(eq(emails.status, 'sending'), eq(emails.retryable, false), lt(emails.lockedAt, sql`now() - ${milliseconds(staleMs)}`)))
    .returning({ id: emails.id });
  return rows.length;
}

/** A running worker. */
export interface OutboxWorker {
  /** Looks for due mails now (or right after the pass in progress). */
  wake(): void;
  /** The pass in progress (claiming and delivering), if any; resolves when it ends. */
  current(): Promise<void> | undefined;
  /** No further passes; resolves once the pass in progress (if any) ends. */
  stop(): Promise<void>;
}

/** What a worker needs. */
export interface OutboxWorkerOptions {
  db: Database;
  settings: OutboxSettings;
  log: FastifyBaseLogger;
  /** Delivers one claimed row and records its outcome (never throws). */
  deliver(row: EmailRow): Promise<unknown>;
}

/**
 * Starts polling: each pass claims up to `batchSize` due rows and delivers them in parallel,
 * again at once while batches come back full, then every `pollMs`. Each pass first fails
 * interrupted non-retryable rows ({@link failInterrupted}).
 */
export function startOutboxWorker({ db, settings, log, deliver }: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass(): Promise<void> {
    // One indexed UPDATE that normally matches nothing.
    const failed = await failInterrupted(db, settings.staleMs);
    if (failed) log.warn({ count: failed }, 'interrupted mails that cannot be re-sent marked failed');
    for (;;) {
      const rows = await claimDue(db, settings.batchSize, settings.staleMs);
      if (rows.length) log.debug({ emailIds: rows.map((row) => row.id) }, 'outbox: claimed');
      await Promise.all(rows.map((row) => deliver(row)));
      if (rows.length < settings.batchSize || stopped) return;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    // A waiting poll must not keep the process alive.
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    running = pass()
      .catch((error: unknown) => {
        // The database may be briefly unreachable: try again at the next poll.
        if (!stopped) log.error({ err: error }, 'outbox pass failed');
      })
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : settings.pollMs);
      });
  }

  schedule(0);
  return {
    wake: run,
    current: () => running,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
