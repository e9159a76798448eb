/**
 * Exposes the outbox as `app.mailer` (fastify-plugin, so every route sees it) together with
 * the addresses and texts mails need. With SMTP_URL the mailer runs the outbox worker
 * (outbox-worker.ts); closing the app stops it and waits (bounded) for deliveries in progress.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from './mailer';
import type { OutboxSettings } from './outbox-worker';
import { createMailTexts, type MailTexts } from './messages';

/** `app.mailer`: the outbox plus what routes need to write their mails. */
export interface AppMailer extends Mailer {
  /** Where contact form messages are sent (CONTACT_INBOX). */
  readonly contactInbox: string;
  /** Public origin of the site for links in mails (PUBLIC_URL), no trailing slash. */
  readonly publicUrl: string;
  /** Translated mail texts. */
  readonly texts: MailTexts;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
  }
}

/** Options of the mail plugin. */
export interface MailPluginOptions {
  smtpUrl?: string;
  from: string;
  contactInbox: string;
  publicUrl: string;
  localesDir: string;
  /** Outbox tuning (retry backoff base, polling, stale lock interval); defaults otherwise. */
  outbox?: Partial<OutboxSettings>;
}

/**
 * A configuration that may carry outbox tuning (`mailOutbox`). Tests set it to retry in
 * milliseconds; until config.ts reads it from the environment it is absent in production and
 * the defaults of outbox-worker.ts apply.
 */
export type MailConfig = Config & { mailOutbox?: Partial<OutboxSettings> };

/** The mail plugin's options from the app configuration. */
export function mailOptions(config: MailConfig): MailPluginOptions {
  return {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    contactInbox: config.contactInbox,
    publicUrl: config.publicUrl,
    localesDir: config.localesDir,
    ...(config.mailOutbox ? { outbox: config.mailOutbox } : {}),
  };
}

export default fp(
  async function mail(app: FastifyInstance, options: MailPluginOptions) {
    const mailer = createMailer(app.db, { smtpUrl: options.smtpUrl, from: options.from, outbox: options.outbox }, app.log.child({ component: 'mailer' }));
    const appMailer: AppMailer = Object.assign(mailer, {
      contactInbox: options.contactInbox,
      publicUrl: options.publicUrl,
      texts: createMailTexts(options.localesDir),
    });
    app.decorate('mailer', appMailer);
    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
