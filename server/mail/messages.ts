/**
 * The plain-text mails the product writes by itself: the contact form notification (to the
 * company inbox, in English) and the mails to a user — password reset link, invitation, email
 * change confirmation and the notice of a changed address — each in the user's preferred
 * language (docs/decisions.md#accounts; the callers pass `users.preferred_language`), and the
 * invitation into an organisation. Their texts are in locales/<lng>/account.json (`resetMail`,
 * `invitationMail`, `emailConfirmMail`, `emailChangedMail`, `organisationInvitationMail`), in
 * all seven languages, English the fallback of a missing key. Visitor input goes into the text
 * verbatim; nothing is ever rendered as HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '../../src/shared/languages';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages';
import { asOneLine } from '../../src/shared/text-rule';
import type { OutgoingMail } from './mailer';

/** A contact form message as stored. */
export interface ContactMessageFields {
  id: number;
  name: string;
  email: string;
  company?: string | null;
  message: string;
  language: string;
}

/**
 * The notification of a new contact message for the company inbox, reply-to the visitor. The
 * visitor's name, address and company go into one-line places (the subject, the Reply-To, the
 * labelled lines), each made one line whatever it holds (src/shared/text-rule.ts; the contact
 * route refuses such names already), so no field can add a line that reads as a header
 * (`Bcc: …`) or as another field; the message alone keeps its lines, under its own heading.
 */
export function contactNotification(contact: ContactMessageFields, inbox: string): OutgoingMail {
  const name = asOneLine(contact.name);
  const email = asOneLine(contact.email);
  const company = contact.company ? asOneLine(contact.company) : '';
  const lines = [
    'A new message arrived through the contact form.',
    '',
    `Name: ${name}`,
    `Email: ${email}`,
    `Company: ${company || '-'}`,
    `Page language: ${asOneLine(contact.language)}`,
    `Reference: contact message #${contact.id}`,
    '',
    'Message:',
    '',
    contact.message,
    '',
    '-- ',
    'Reply to this mail to answer the sender directly.',
  ];
  return {
    to: inbox,
    replyTo: { name, address: email },
    subject: `Contact form: ${name}${company ? ` (${company})` : ''}`,
    text: lines.join('\n'),
  };
}

/** Values substituted into a `{{name}}` placeholder. */
type Values = Record<string, string | number>;

/** Translated mail texts read from the locale files (the same ones the browser loads). */
export interface MailTexts {
  /** `ns`:`key` (dotted) in `lng`, falling back to English, with `{{placeholders}}` filled. */
  t(lng: LanguageCode, ns: string, key: string, values?: Values): string;
}

/** Mail texts from `localesDir` (`<lng>/<ns>.json`); each file is read once. */
export function createMailTexts(localesDir: string): MailTexts {
  const files = new Map<string, unknown>();
  const load = (lng: string, ns: string): unknown => {
    const file = join(localesDir, lng, `${ns}.json`);
    if (!files.has(file)) {
      let json: unknown = {};
      try {
        json = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // A missing or broken file falls back to English below.
      }
      files.set(file, json);
    }
    return files.get(file);
  };
  const lookup = (lng: string, ns: string, key: string): string | undefined => {
    let node = load(lng, ns);
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' && node.trim() ? node : undefined;
  };
  return {
    t(lng, ns, key, values = {}) {
      const template = lookup(lng, ns, key) ?? lookup(DEFAULT_LANGUAGE, ns, key) ?? key;
      return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
    },
  };
}

/**
 * The mail with a password reset `link` in `lng` (its text says the link works for one hour).
 * The outbox keeps the text with `outboxLink` (the link without its token) instead, so reading
 * the outbox grants nothing.
 */
export function passwordResetMail(
  to: string,
  { link, outboxLink }: { link: string; outboxLink: string },
  lng: LanguageCode,
  texts: MailTexts,
): OutgoingMail {
  return {
    to,
    subject: texts.t(lng, 'account', 'resetMail.subject'),
    text: texts.t(lng, 'account', 'resetMail.body', { link }),
    outboxText: texts.t(lng, 'account', 'resetMail.body', { link: outboxLink }),
  };
}

/**
 * The notice to a user's previous address after their email changed (docs/decisions.md#identity:
 * an email change must not pass silently), in the user's preferred language `lng`.
 */
export function emailChangedMail(oldAddress: string, newAddress: string, lng: LanguageCode, texts: MailTexts): OutgoingMail {
  return {
    to: oldAddress,
    subject: texts.t(lng, 'account', 'emailChangedMail.subject'),
    text: texts.t(lng, 'account', 'emailChangedMail.body', { newAddress }),
  };
}

/**
 * The invitation to a new account (docs/decisions.md#accounts) with its single-use `link` (valid 72 hours), in
 * `lng`; the outbox keeps the copy with `outboxLink` (no token), like password resets.
 */
export function invitationMail(
  to: string,
  { firstName, link, outboxLink, invitedBy }: { firstName: string; link: string; outboxLink: string; invitedBy: string },
  lng: LanguageCode,
  texts: MailTexts,
): OutgoingMail {
  const body = (url: string) => texts.t(lng, 'account', 'invitationMail.body', { firstName, link: url, invitedBy });
  return { to, subject: texts.t(lng, 'account', 'invitationMail.subject'), text: body(link), outboxText: body(outboxLink) };
}

/**
 * The confirmation of an email change, sent to the NEW address (docs/decisions.md#accounts) with a single-use
 * `link` (24 hours); the outbox keeps the copy with `outboxLink`.
 */
export function emailChangeConfirmationMail(to: string, { link, outboxLink }: { link: string; outboxLink: string }, lng: LanguageCode, texts: MailTexts): OutgoingMail {
  const body = (url: string) => texts.t(lng, 'account', 'emailConfirmMail.body', { link: url });
  return { to, subject: texts.t(lng, 'account', 'emailConfirmMail.subject'), text: body(link), outboxText: body(outboxLink) };
}

/**
 * The invitation into an organisation (docs/decisions.md#organisation-roles) with its
 * single-use `link` (valid `days` days), in `lng`; the outbox
 * keeps the copy with `outboxLink` (no token). One text for every address: whether the address
 * has an account is told only by the page the link opens, to whoever holds the link.
 */
export function organisationInvitationMail(
  to: string,
  { organisation, invitedBy, link, outboxLink, days }: { organisation: string; invitedBy: string; link: string; outboxLink: string; days: number },
  lng: LanguageCode,
  texts: MailTexts,
): OutgoingMail {
  const body = (url: string) => texts.t(lng, 'account', 'organisationInvitationMail.body', { organisation, invitedBy, link: url, days });
  return { to, subject: texts.t(lng, 'account', 'organisationInvitationMail.subject', { organisation }), text: body(link), outboxText: body(outboxLink) };
}

/**
 * The confirmation to a candidate that their application for an opening arrived
 * (docs/decisions.md#job-applications), in the language they applied in (`lng`), naming the
 * opening by its title in that language and the months the application is kept. Texts:
 * locales/<lng>/account.json `jobApplicationMail`. The title and name go in verbatim as plain text.
 */
export function jobApplicationConfirmationMail(
  to: string,
  { name, title, retentionMonths }: { name: string; title: string; retentionMonths: number },
  lng: LanguageCode,
  texts: MailTexts,
): OutgoingMail {
  const oneLineTitle = asOneLine(title);
  return {
    to,
    subject: texts.t(lng, 'account', 'jobApplicationMail.subject', { title: oneLineTitle }),
    text: texts.t(lng, 'account', 'jobApplicationMail.body', { name: asOneLine(name), title: oneLineTitle, months: retentionMonths }),
  };
}

/**
 * The notice to the company inbox that an application arrived, in English like the contact form's:
 * the opening and the application's address in the back office, and nothing of the candidate
 * (their data stays in the application, which erasure deletes, not in a mail that outlives it).
 */
export function jobApplicationNotification(application: { id: number; title: string }, inbox: string, publicUrl: string): OutgoingMail {
  const title = asOneLine(application.title);
  return {
    to: inbox,
    subject: `Job application: ${title}`,
    text: [
      `A new application for "${title}" arrived through the careers page.`,
      '',
      `Open it in the back office: ${publicUrl.replace(/\/+$/, '')}/admin/job-applications/${application.id}`,
    ].join('\n'),
  };
}
