/**
 * The outbox (docs/architecture.md#data-model, docs/decisions.md#organisations): every mail the product sends is first recorded in
 * the `emails` table as `queued`; with SMTP_URL it is delivered through nodemailer and the row
 * ends `sent` (sentAt) or `failed` (the last error). Without SMTP it stays queued and only its
 * subject and recipient are logged.
 *
 * Two ways out, both claiming the row before sending (outbox-worker.ts), so a mail is
 * delivered once even when they race:
 * - the outbox worker (started by the mail plugin when SMTP_URL is set) delivers due rows from
 *   what the row holds, retrying with exponential backoff (5 attempts) — mails composed by
 *   staff ({@link Mailer.queue}) and every retryable mail whose first attempt failed;
 * - the immediate path ({@link Mailer.deliver}) sends a mail the caller just recorded, from
 *   memory. That is how mails carrying a secret (reset, invitation and confirmation links) are
 *   sent: the row keeps only a secret-free copy (`outboxText`), so it is `retryable = false`
 *   and never re-sent from the table; one attempt, then `failed`. Mails with a Reply-To (the
 *   contact form) are not retryable either: the table has no column for the Reply-To.
 *
 * A permanent SMTP refusal (5xx) fails a mail at once; other failures (connection, 4xx) are
 * retried. Delivery never throws: the request that caused a mail succeeds and the row keeps
 * the outcome.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { emails } from '../db/schema';
import { htmlDocument } from '../markdown';
import {
  claimOne,
  DEFAULT_OUTBOX_SETTINGS,
  errorText,
  recordOutcome,
  startOutboxWorker,
  type AttemptOutcome,
  type EmailRow,
  type OutboxSettings,
  type OutboxWorker,
} from './outbox-worker';

/** A mailbox with an optional display name (`{name: 'Ana', address: 'ana@example.com'}`). */
export interface Mailbox {
  name?: string;
  address: string;
}

/** A mail to record and deliver. `text` is the whole plain-text body. */
export interface OutgoingMail {
  /**
   * Addresses, comma-separated. Every address listed here (and in `cc`) is shown to every
   * recipient: a mail to several people who must not see each other is recorded once per
   * recipient, the rows sharing a `batchId`.
   */
  to: string;
  cc?: string;
  /** The send this row belongs to (a uuid shared by the rows of one composed mail). */
  batchId?: string;
  /** Not stored (the outbox has no column for it); a mail with one is not retryable. */
  replyTo?: Mailbox;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (a fragment, already sanitised); stored. */
  html?: string;
  /**
   * What the outbox keeps instead of `text` when the text carries a secret (a reset link):
   * staff who may read the outbox must not be able to use it. Such a mail is not retryable.
   */
  outboxText?: string;
  /** The staff user who sent it; absent for mails the system sends. */
  sentBy?: number;
  /** The contact-form message this mail replies to (stored; the inbox lists its replies). */
  contactMessageId?: number;
}

/** A mail recorded in the outbox: its row id plus what delivery needs. */
export interface RecordedMail extends OutgoingMail {
  id: number;
  /** False when the row cannot reproduce the mail (secret cut, Reply-To): the worker skips it. */
  retryable: boolean;
}

/**
 * Where a mail stands after a delivery call: `sending` when another instance is delivering it,
 * `queued` when it waits (no SMTP, or a retry is scheduled).
 */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** Settings of {@link createMailer}. */
export interface MailerSettings {
  /** nodemailer connection URL (`smtp://user:pass@host:587`); none keeps mails in the outbox. */
  smtpUrl?: string;
  /** The From header of every mail. */
  from: string;
  /** Outbox tuning (backoff, polling, stale locks); defaults in {@link DEFAULT_OUTBOX_SETTINGS}. */
  outbox?: Partial<OutboxSettings>;
  /** Run the outbox worker (default: when smtpUrl is set). */
  worker?: boolean;
}

/** The mail service the app exposes as `app.mailer`. */
export interface Mailer {
  /** True when an SMTP server is configured. */
  readonly delivers: boolean;
  /** The outbox tuning in force. */
  readonly settings: Readonly<OutboxSettings>;
  /**
   * Inserts `mail` into the outbox as queued using `db`, which may be a transaction, so that
   * the mail exists exactly when the rest of the transaction commits. Deliver it after commit
   * ({@link deliver}, or {@link wake} to leave it to the worker).
   */
  record(db: Database, mail: OutgoingMail): Promise<RecordedMail>;
  /** {@link record} on the app's database, then {@link wake}: the worker delivers it. */
  queue(mail: OutgoingMail): Promise<RecordedMail>;
  /** Asks the outbox worker to look for due mails now (after a commit that queued some). */
  wake(): void;
  /**
   * Claims and sends a recorded mail now (when SMTP is configured) and stores the outcome;
   * never throws. When the worker of this process claimed it first, waits for that delivery.
   */
  deliver(mail: RecordedMail): Promise<DeliveryStatus>;
  /**
   * Runs `prepare` (which records a mail and returns it, or returns null for no mail) in the
   * background, then delivers the mail: the caller answers without waiting, so its response
   * time says nothing about whether a mail was written. Tracked by {@link settled}; failures
   * are logged, never thrown.
   */
  deliverLater(prepare: () => Promise<RecordedMail | null>): void;
  /** {@link record} on the app's database, then {@link deliver}. */
  send(mail: OutgoingMail): Promise<{ id: number; status: DeliveryStatus }>;
  /** Resolves once every delivery started so far (and the worker's pass in progress) has finished. */
  settled(): Promise<void>;
  /**
   * Stops the worker, waits for deliveries in progress (at most `closeTimeoutMs`: rows still
   * `sending` then are taken over by another instance after the stale interval), then closes
   * the SMTP connection.
   */
  close(): Promise<void>;
}

/** Header values must stay on one line whatever a visitor typed. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** nodemailer's defaults wait up to 2 and 10 minutes; a send must end well within the stale interval. */
const TRANSPORT_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** `smtpUrl` with {@link TRANSPORT_TIMEOUTS} added as query parameters where it sets none. */
export function withTimeouts(smtpUrl: string): string {
  let query: URLSearchParams;
  try {
    query = new URL(smtpUrl).searchParams;
  } catch {
    return smtpUrl;
  }
  const missing = Object.entries(TRANSPORT_TIMEOUTS).filter(([name]) => !query.has(name));
  if (!missing.length) return smtpUrl;
  const [base, fragment] = smtpUrl.split('#', 2);
  const added = missing.map(([name, value]) => `${name}=${value}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${added}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** What goes out: a recorded mail from memory, or a row as stored. */
interface Message {
  id: number;
  to: string;
  cc?: string | null;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html?: string | null;
}

/** The outbox on `db` (the app's database), logging through `log`. */
export function createMailer(db: Database, settings: MailerSettings, log: FastifyBaseLogger): Mailer {
  const outbox: OutboxSettings = { ...DEFAULT_OUTBOX_SETTINGS, ...settings.outbox };
  const transport: Transporter | undefined = settings.smtpUrl ? createTransport(withTimeouts(settings.smtpUrl)) : undefined;
  /** Deliveries started through {@link Mailer.deliver} / {@link Mailer.deliverLater}. */
  const inFlight = new Set<Promise<unknown>>();
  let worker: OutboxWorker | undefined;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  };

  /** Sends `message` for the claim `row` and records the outcome; never throws. */
  async function transmit(row: EmailRow, message: Message): Promise<DeliveryStatus> {
    const context = { emailId: row.id, attempt: row.attempts, to: message.to, subject: message.subject };
    let outcome: AttemptOutcome;
    try {
      const info = await transport!.sendMail({
        from: settings.from,
        to: message.to,
        ...(message.cc ? { cc: message.cc } : {}),
        ...(message.replyTo ? { replyTo: { name: oneLine(message.replyTo.name ?? ''), address: message.replyTo.address } } : {}),
        subject: oneLine(message.subject),
        text: message.text,
        ...(message.html ? { html: htmlDocument(message.html) } : {}),
      });
      const refused = ((info.rejected ?? []) as (string | Mailbox)[]).map((address) => (typeof address === 'string' ? address : address.address));
      outcome = { sent: true, ...(refused.length ? { note: `Refused recipients: ${refused.join(', ')}` } : {}) };
      log.info({ ...context, ...(refused.length ? { refused } : {}) }, 'mail sent');
    } catch (error) {
      outcome = { sent: false, error: error ?? 'Delivery failed' };
      log.warn({ ...context, err: error }, 'mail delivery failed');
    }
    try {
      const status = await recordOutcome(db, row, outcome, outbox);
      if (status) return status;
      log.warn(context, 'delivery outcome not recorded: the claim was taken over after its lock went stale');
    } catch (error) {
      log.error({ ...context, err: error, outcome: outcome.sent ? 'sent' : errorText(outcome.error) }, 'could not record the delivery outcome');
    }
    return 'sending';
  }

  /** The worker's delivery of a claimed row, from what the row holds. */
  const deliverRow = (row: EmailRow) =>
    transmit(row, { id: row.id, to: row.to, cc: row.cc, subject: row.subject, text: row.body, html: row.html }).catch((error: unknown) => {
      log.error({ err: error, emailId: row.id }, 'mail delivery crashed');
    });

  async function statusOf(id: number): Promise<DeliveryStatus> {
    const [row] = await db.select({ status: emails.status }).from(emails).where(eq(emails.id, id));
    return row?.status ?? 'failed';
  }

  async function attempt(mail: RecordedMail): Promise<DeliveryStatus> {
    if (!transport) {
      log.info({ emailId: mail.id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (SMTP_URL is not set)');
      return 'queued';
    }
    const claimed = await claimOne(db, mail.id);
    if (!claimed) {
      // This process's worker claimed it first: its pass ends after delivering it.
      await worker?.current();
      return statusOf(mail.id);
    }
    return transmit(claimed, { ...mail, id: mail.id });
  }

  const mailer: Mailer = {
    delivers: transport !== undefined,
    settings: outbox,

    async record(target, mail) {
      const retryable = mail.outboxText === undefined && mail.replyTo === undefined;
      const [row] = await target
        .insert(emails)
        .values({
          to: mail.to,
          cc: mail.cc || null,
          subject: oneLine(mail.subject),
          body: mail.outboxText ?? mail.text,
          html: mail.html ?? null,
          status: 'queued',
          retryable,
          // Not for the worker when the row cannot reproduce the mail.
          nextAttemptAt: retryable ? sql`now()` : null,
          sentBy: mail.sentBy ?? null,
          batchId: mail.batchId ?? null,
          contactMessageId: mail.contactMessageId ?? null,
        })
        .returning({ id: emails.id });
      return { ...mail, id: row.id, retryable };
    },

    async queue(mail) {
      const recorded = await mailer.record(db, mail);
      mailer.wake();
      return recorded;
    },

    wake() {
      worker?.wake();
    },

    deliver(mail) {
      return track(
        attempt(mail).catch((error: unknown) => {
          // A database error while claiming: the row stays queued (the worker retries it if it can).
          log.error({ err: error, emailId: mail.id }, 'mail delivery crashed');
          return 'queued' as const;
        }),
      );
    },

    deliverLater(prepare) {
      void track(
        (async () => {
          const mail = await prepare();
          return mail ? mailer.deliver(mail) : ('queued' as const);
        })().catch((error: unknown) => {
          log.error({ err: error }, 'preparing a mail failed');
          return 'failed' as const;
        }),
      );
    },

    async send(mail) {
      const recorded = await mailer.record(db, mail);
      return { id: recorded.id, status: await mailer.deliver(recorded) };
    },

    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
      await worker?.current();
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    async close() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), outbox.closeTimeoutMs);
      });
      const drained = (async () => {
        await worker?.stop();
        await mailer.settled();
        return 'drained' as const;
      })();
      const result = await Promise.race([drained, timeout]);
      clearTimeout(timer);
      if (result === 'timeout') {
        log.warn({ waitedMs: outbox.closeTimeoutMs }, 'closing with mail deliveries in flight: their rows stay sending and are retried after the stale interval');
      }
      transport?.close();
    },
  };

  if (transport && settings.worker !== false) {
    worker = startOutboxWorker({ db, settings: outbox, log, deliver: deliverRow });
  }
  return mailer;
}
