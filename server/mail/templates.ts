/**
 * A composed mail sent with an email template (docs/decisions.md#email-templates): one message
 * per recipient, in the recipient's language and with the placeholders filled from the
 * recipient (src/shared/email-templates.ts says which placeholders each kind can fill).
 *
 * A recipient's kind comes from how the composer named the address: a user picked in it (their
 * preferred language, names and address), an organisation picked in it (its name and address),
 * else an address typed into To or Cc (the address alone, no language: English, else the
 * template's first language). An address that is both a picked user's and typed is the user's.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  fillPlaceholders,
  placeholderValues,
  templateLanguageFor,
  unfillablePlaceholders,
  type RecipientKind,
  type TemplateTranslations,
} from '../../src/shared/email-templates';
import { isSupportedLanguage, type LanguageCode } from '../../src/shared/languages';
import type { Database } from '../db/client';
import { emailTemplates, organisations, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import { renderMarkdownWithValues } from '../markdown';

/** A template as the send reads it. */
export interface SendTemplate {
  id: number;
  name: string;
  translations: TemplateTranslations;
}

/**
 * One recipient's message: its subject, Markdown text and sanitised HTML. The values are the
 * recipient's text in each: verbatim in the subject (one line) and the text part, escaped in
 * the HTML and never read as Markdown there (no link, emphasis or heading made of a name;
 * docs/decisions.md#email-templates).
 */
export interface PersonalMessage {
  to: string;
  kind: RecipientKind;
  language: LanguageCode;
  subject: string;
  text: string;
  html: string;
}

/** The template `id`, undeleted and with at least one language; 422 (field templateId) otherwise. */
export async function loadSendTemplate(db: Database, id: number): Promise<SendTemplate> {
  const [template] = await db
    .select({ id: emailTemplates.id, name: emailTemplates.name, translations: emailTemplates.translations })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), isNull(emailTemplates.deletedAt)));
  if (!template || !templateLanguageFor(template.translations as TemplateTranslations, null)) {
    throw unprocessable([{ field: 'templateId', reason: `Unknown email template: ${id}` }]);
  }
  return { ...template, translations: template.translations as TemplateTranslations };
}

/** Which field of the send body a kind of recipient came from (the 422's field). */
const FIELD_OF: Readonly<Record<RecipientKind, string>> = { user: 'userIds', organisation: 'organisationIds', address: 'to' };
const KIND_NAMES: Readonly<Record<RecipientKind, string>> = { user: 'users', organisation: 'organisations', address: 'typed addresses' };

/**
 * The messages of `template` to `addresses` (To then Cc, already distinct), each recipient's
 * kind and values read from the picked `userIds` and `organisationIds`. 422 naming each
 * placeholder a recipient's kind cannot fill in the language chosen for it (nothing is sent).
 */
export async function personalise(
  db: Database,
  template: SendTemplate,
  picked: { userIds: readonly number[]; organisationIds: readonly number[] },
  addresses: readonly string[],
): Promise<PersonalMessage[]> {
  const [pickedUsers, pickedOrganisations] = await Promise.all([
    picked.userIds.length
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, preferredLanguage: users.preferredLanguage })
          .from(users)
          .where(and(inArray(users.id, [...picked.userIds]), isNull(users.deletedAt)))
      : [],
    picked.organisationIds.length
      ? db
          .select({ name: organisations.name, email: organisations.email })
          .from(organisations)
          .where(and(inArray(organisations.id, [...picked.organisationIds]), isNull(organisations.deletedAt)))
      : [],
  ]);
  const userByAddress = new Map(pickedUsers.map((user) => [user.email.toLowerCase(), user]));
  const organisationByAddress = new Map(pickedOrganisations.flatMap((org) => (org.email ? [[org.email.trim().toLowerCase(), org] as const] : [])));

  const problems = new Map<string, Set<string>>();
  const messages = addresses.map((address): PersonalMessage => {
    const user = userByAddress.get(address.toLowerCase());
    const organisation = user ? undefined : organisationByAddress.get(address.toLowerCase());
    const kind: RecipientKind = user ? 'user' : organisation ? 'organisation' : 'address';
    const values = placeholderValues(
      user
        ? { kind: 'user', firstName: user.firstName, lastName: user.lastName, email: address }
        : organisation
          ? { kind: 'organisation', name: organisation.name, email: address }
          : { kind: 'address', email: address },
    );
    const preferred = user && isSupportedLanguage(user.preferredLanguage) ? user.preferredLanguage : null;
    const language = templateLanguageFor(template.translations, preferred)!;
    const translation = template.translations[language]!;
    for (const name of unfillablePlaceholders(translation, kind)) {
      const key = `${kind}\u0000${name}`;
      if (!problems.has(key)) problems.set(key, new Set());
      problems.get(key)!.add(language);
    }
    return {
      to: address,
      kind,
      language,
      subject: fillPlaceholders(translation.subject, values).replace(/[\r\n\t]+/g, ' ').trim(),
      text: fillPlaceholders(translation.body, values),
      // The values go in after Markdown has run, as text: a name is never read as Markdown.
      html: renderMarkdownWithValues((mark) => fillPlaceholders(translation.body, values, mark)),
    };
  });

  if (problems.size) {
    throw unprocessable(
      [...problems.entries()].map(([key, languages]) => {
        const [kind, name] = key.split('\u0000') as [RecipientKind, string];
        return {
          field: FIELD_OF[kind],
          reason: `The template "${template.name}" uses {{${name}}} (${[...languages].join(', ')}), which ${KIND_NAMES[kind]} cannot fill`,
        };
      }),
    );
  }
  return messages;
}
