/**
 * The outbox (DESIGN.md "email"): every mail the product sends is first recorded in the
 * `emails` table as `queued`; with SMTP_URL it is then delivered through nodemailer and marked
 * `sent` (sentAt) or `failed` (error text). Without SMTP it stays queued and only its subject
 * and recipient are logged. Delivery never throws: the request that caused a mail succeeds and
 * the row keeps the outcome. Mails are plain text, so visitor input cannot inject markup.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { emails } from '../db/schema';

/** A mailbox with an optional display name (`{name: 'Ana', address: 'ana@example.com'}`). */
export interface Mailbox {
  name?: string;
  address: string;
}

/** A mail to record and deliver. `text` is the whole plain-text body. */
export interface OutgoingMail {
  to: string;
  cc?: string;
  /** Not stored (the outbox has no column for it); used when delivering. */
  replyTo?: Mailbox;
  subject: string;
  text: string;
  /**
   * What the outbox keeps instead of `text` when the text carries a secret (a reset link):
   * staff who may read the outbox must not be able to use it.
   */
  outboxText?: string;
  /** The staff user who sent it; absent for mails the system sends. */
  sentBy?: number;
}

/** A mail recorded in the outbox: its row id plus what delivery needs. */
export interface RecordedMail extends OutgoingMail {
  id: number;
}

/** What became of a delivery attempt. */
export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/** Settings of {@link createMailer}. */
export interface MailerSettings {
  /** nodemailer connection URL (`smtp://user:pass@host:587`); none keeps mails in the outbox. */
  smtpUrl?: string;
  /** The From header of every mail. */
  from: string;
}

/** The mail service the app exposes as `app.mailer`. */
export interface Mailer {
  /** True when an SMTP server is configured. */
  readonly delivers: boolean;
  /**
   * Inserts `mail` into the outbox as queued using `db`, which may be a transaction, so that
   * the mail exists exactly when the rest of the transaction commits. Deliver it after commit.
   */
  record(db: Database, mail: OutgoingMail): Promise<RecordedMail>;
  /** Sends a recorded mail (when SMTP is configured) and stores the outcome; never throws. */
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
  /** Resolves once every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
  /** Waits for deliveries in progress, then closes the SMTP connection. */
  close(): Promise<void>;
}

/** Longest error text kept in the outbox row. */
const MAX_ERROR_LENGTH = 1000;

/** Header values must stay on one line whatever a visitor typed. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The outbox on `db` (the app's database), logging through `log`. */
export function createMailer(db: Database, settings: MailerSettings, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | undefined = settings.smtpUrl ? createTransport(settings.smtpUrl) : undefined;
  const inFlight = new Set<Promise<DeliveryStatus>>();

  async function markOutcome(id: number, error: unknown): Promise<DeliveryStatus> {
    const status: DeliveryStatus = error === undefined ? 'sent' : 'failed';
    const values =
      status === 'sent'
        ? { status, sentAt: sql`now()`, error: null }
        : { status, error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'Delivery failed' };
    try {
      await db.update(emails).set(values).where(eq(emails.id, id));
    } catch (updateError) {
      log.error({ err: updateError, emailId: id, status }, 'could not record the delivery outcome');
    }
    return status;
  }

  async function attempt(mail: RecordedMail): Promise<DeliveryStatus> {
    if (!transport) {
      log.info({ emailId: mail.id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (SMTP_URL is not set)');
      return 'queued';
    }
    try {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        ...(mail.cc ? { cc: mail.cc } : {}),
        ...(mail.replyTo ? { replyTo: { name: oneLine(mail.replyTo.name ?? ''), address: mail.replyTo.address } } : {}),
        subject: oneLine(mail.subject),
        text: mail.text,
      });
    } catch (error) {
      log.warn({ emailId: mail.id, to: mail.to, subject: mail.subject, err: error }, 'mail delivery failed');
      return markOutcome(mail.id, error ?? 'Delivery failed');
    }
    log.info({ emailId: mail.id, to: mail.to, subject: mail.subject }, 'mail sent');
    return markOutcome(mail.id, undefined);
  }

  const mailer: Mailer = {
    delivers: transport !== undefined,

    async record(target, mail) {
      const [row] = await target
        .insert(emails)
        .values({ to: mail.to, cc: mail.cc ?? null, subject: oneLine(mail.subject), body: mail.outboxText ?? mail.text, status: 'queued', sentBy: mail.sentBy ?? null })
        .returning({ id: emails.id });
      return { ...mail, id: row.id };
    },

    deliver(mail) {
      const delivery = attempt(mail).catch((error: unknown) => {
        // attempt() handles its own failures; this only guards against the unforeseen.
        log.error({ err: error, emailId: mail.id }, 'mail delivery crashed');
        return 'failed' as const;
      });
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
      return delivery;
    },

    deliverLater(prepare) {
      const job = (async () => {
        const mail = await prepare();
        return mail ? mailer.deliver(mail) : ('queued' as const);
      })().catch((error: unknown) => {
        log.error({ err: error }, 'preparing a mail failed');
        return 'failed' as const;
      });
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    },

    async send(mail) {
      const recorded = await mailer.record(db, mail);
      return { id: recorded.id, status: await mailer.deliver(recorded) };
    },

    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    async close() {
      await mailer.settled();
      transport?.close();
    },
  };
  return mailer;
}
