/**
 * The email-template form's and the composer picker's data rules (docs/decisions.md#email-templates):
 * the translations as the form keeps them (only languages with text), their client-side check
 * (the rules `POST/PUT /email-templates` answers 422 for, with the admin's message keys) and
 * the text the composer fills in when a template is picked.
 */
import {
  isTemplatePlaceholder,
  placeholdersOf,
  templateLanguageFor,
  type TemplateTranslation,
  type TemplateTranslations,
} from '../../shared/email-templates';
import { isSupportedLanguage, LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from '../../shared/resources/emails';

const V = 'resources.email-templates.validation';

/** A form message with its arguments (react-admin's validator answer). */
export interface FormMessage {
  message: string;
  args: Record<string, unknown>;
}

/**
 * `translations` with `lng`'s subject or body replaced by `text`: a language whose subject and
 * body are both empty is dropped (the API stores only the languages a template has).
 */
export function withText(translations: TemplateTranslations | undefined, lng: LanguageCode, part: keyof TemplateTranslation, text: string): TemplateTranslations {
  const current = translations?.[lng] ?? { subject: '', body: '' };
  const next = { ...current, [part]: text };
  const result: TemplateTranslations = { ...translations };
  if (!next.subject && !next.body) delete result[lng];
  else result[lng] = next;
  return result;
}

/** The languages a template has, in the languages' order. */
export const languagesOf = (translations: unknown): LanguageCode[] =>
  translations && typeof translations === 'object' ? LANGUAGE_CODES.filter((lng) => (translations as TemplateTranslations)[lng]) : [];

/**
 * The first problem of the translations, as the form shows it, or undefined: no language at
 * all; a language with a subject but no body or the reverse; a subject or body too long; a
 * placeholder that is not one of TEMPLATE_PLACEHOLDERS.
 */
export function translationsProblem(value: unknown): FormMessage | undefined {
  const translations = (value && typeof value === 'object' ? value : {}) as TemplateTranslations;
  const languages = languagesOf(translations);
  if (!languages.length) return { message: `${V}.translations`, args: {} };
  for (const lng of languages) {
    const { subject = '', body = '' } = translations[lng]!;
    if (!subject.trim() || !body.trim()) return { message: `${V}.incomplete`, args: { language: lng.toUpperCase() } };
    if ([...subject].length > MAX_SUBJECT_LENGTH) return { message: 'resources.emails.validation.subject', args: { min: 1, max: MAX_SUBJECT_LENGTH } };
    if ([...body].length > MAX_BODY_LENGTH) return { message: 'resources.emails.validation.body', args: { min: 1, max: MAX_BODY_LENGTH } };
    const unknown = placeholdersOf({ subject, body }).find((name) => !isTemplatePlaceholder(name));
    if (unknown !== undefined) return { message: `${V}.unknownPlaceholder`, args: { name: `{{${unknown}}}`, language: lng.toUpperCase() } };
  }
  return undefined;
}

/**
 * The subject and body the composer shows for a picked template: in the sender's interface
 * language `locale` when the template has it, else English, else its first language (the rule
 * each recipient's mail follows); null for a template without text.
 */
export function composerTextOf(translations: TemplateTranslations | undefined, locale: string): (TemplateTranslation & { language: LanguageCode }) | null {
  if (!translations) return null;
  const language = templateLanguageFor(translations, isSupportedLanguage(locale) ? locale : null);
  return language ? { ...translations[language]!, language } : null;
}
