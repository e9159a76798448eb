/**
 * Exposes the outbox as `app.mailer` (fastify-plugin, so every route sees it) together with
 * the addresses and texts mails need; waits for deliveries in progress when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from './mailer';
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
}

/** The mail plugin's options from the app configuration. */
export function mailOptions(config: Config): MailPluginOptions {
  return {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    contactInbox: config.contactInbox,
    publicUrl: config.publicUrl,
    localesDir: config.localesDir,
  };
}

export default fp(
  async function mail(app: FastifyInstance, options: MailPluginOptions) {
    const mailer = createMailer(app.db, { smtpUrl: options.smtpUrl, from: options.from }, app.log.child({ component: 'mailer' }));
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
