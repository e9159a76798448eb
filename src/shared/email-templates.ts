/**
 * Email templates' placeholders (docs/decisions.md#email-templates), shared by the API, which
 * checks them when a template is saved and when it is sent, and the admin, which lists them
 * beside the editor and checks them as the server does.
 *
 * A placeholder is `{{name}}` in a template's subject or body. Which ones a mail can fill
 * depends on the kind of recipient the composer sent it to:
 * - `user` (a user picked in the composer): firstName, lastName, fullName, email;
 * - `organisation` (an organisation picked in the composer, mailed at its address):
 *   organisationName, email;
 * - `address` (an address typed into To or Cc): email.
 * A name outside {@link TEMPLATE_PLACEHOLDERS} is refused on save (422 naming it); a known one
 * that a recipient's kind cannot fill is refused on send (422 naming it and the kind).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/** Every placeholder a template may use, in the order the editor lists them. */
export const TEMPLATE_PLACEHOLDERS = ['firstName', 'lastName', 'fullName', 'email', 'organisationName'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The kinds of recipient the composer sends to. */
export const RECIPIENT_KINDS = ['user', 'organisation', 'address'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** The placeholders each kind of recipient can fill. */
export const PLACEHOLDERS_BY_RECIPIENT: Readonly<Record<RecipientKind, readonly TemplatePlaceholder[]>> = {
  user: ['firstName', 'lastName', 'fullName', 'email'],
  organisation: ['organisationName', 'email'],
  address: ['email'],
};

/** One language's text of a template: a one-line subject and a Markdown body. */
export interface TemplateTranslation {
  subject: string;
  body: string;
}

/** A template's texts by language (at least one language). */
export type TemplateTranslations = Partial<Record<LanguageCode, TemplateTranslation>>;

/** `{{ … }}` with anything but braces inside: the names are checked, not just matched. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names in `text`, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** The placeholder names of one translation (subject and body). */
export const placeholdersOf = (translation: TemplateTranslation): string[] => [...new Set([...placeholdersIn(translation.subject), ...placeholdersIn(translation.body)])];

/** Whether `name` is a known placeholder. */
export const isTemplatePlaceholder = (name: string): name is TemplatePlaceholder => (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * The unknown placeholders of every translation, as `{field, name}` with the field the API
 * names (`translations.sr.body`); none when the template is fine.
 */
export function unknownPlaceholders(translations: TemplateTranslations): { field: string; name: string }[] {
  return LANGUAGE_CODES.flatMap((lng) => {
    const translation = translations[lng];
    if (!translation) return [];
    return (['subject', 'body'] as const).flatMap((part) =>
      placeholdersIn(translation[part])
        .filter((name) => !isTemplatePlaceholder(name))
        .map((name) => ({ field: `translations.${lng}.${part}`, name })),
    );
  });
}

/** The placeholders of `translation` a recipient of `kind` cannot fill. */
export function unfillablePlaceholders(translation: TemplateTranslation, kind: RecipientKind): string[] {
  const fillable: readonly string[] = PLACEHOLDERS_BY_RECIPIENT[kind];
  return placeholdersOf(translation).filter((name) => !fillable.includes(name));
}

/**
 * The language a recipient's mail is written in: `preferred` when the template has it, else
 * English, else the first language it has in the languages' order; null for a template
 * without any translation.
 */
export function templateLanguageFor(translations: TemplateTranslations, preferred: LanguageCode | null | undefined): LanguageCode | null {
  if (preferred && translations[preferred]) return preferred;
  if (translations[DEFAULT_LANGUAGE]) return DEFAULT_LANGUAGE;
  return LANGUAGE_CODES.find((lng) => translations[lng]) ?? null;
}

/** A mail's recipient as the placeholders see it: a user, an organisation, or a typed address. */
export type PlaceholderRecipient =
  | { kind: 'user'; firstName: string; lastName: string; email: string }
  | { kind: 'organisation'; name: string; email: string }
  | { kind: 'address'; email: string };

/** The values `recipient` gives the placeholders ({@link PLACEHOLDERS_BY_RECIPIENT} of its kind). */
export function placeholderValues(recipient: PlaceholderRecipient): Record<string, string> {
  switch (recipient.kind) {
    case 'user':
      return { firstName: recipient.firstName, lastName: recipient.lastName, fullName: `${recipient.firstName} ${recipient.lastName}`, email: recipient.email };
    case 'organisation':
      return { organisationName: recipient.name, email: recipient.email };
    default:
      return { email: recipient.email };
  }
}

/** `text` with each `{{name}}` of `values` replaced by `escape(value)`; other placeholders are left as written. */
export function fillPlaceholders(text: string, values: Readonly<Partial<Record<string, string>>>, escape: (value: string) => string = (value) => value): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : escape(value);
  });
}
