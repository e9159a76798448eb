/**
 * Email templates (docs/decisions.md#email-templates) on their definition
 * (src/shared/resources/email-templates.ts): the standard endpoints with soft delete and
 * restore, search by name, changes logged (the CRUD factory).
 *
 * A template is `{name, translations: {en: {subject, body}, sr: {...}, …}}` with at least one
 * language. The subject is made one line and trimmed; a blank subject or body is 422, and so is
 * a placeholder that is not one of TEMPLATE_PLACEHOLDERS (src/shared/email-templates.ts), the
 * reason naming it and the field (`translations.sr.body`). A taken name is 409.
 *
 * Sending with a template is `POST /emails/send {templateId}` (server/routes/emails.ts, with
 * server/mail/templates.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders, type TemplateTranslation, type TemplateTranslations } from '../../src/shared/email-templates';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { emailsDefinition } from '../../src/shared/resources';
import { emailTemplatesDefinition } from '../../src/shared/resources/email-templates';
import { messageValuesOf } from '../../src/shared/resource';
import { emailTemplates } from '../db/schema';
import { unprocessable, type FieldError } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { definedCrudRoutes } from './defined-crud';
import { writeBodyOf } from './definition-schemas';

const { subject: subjectField, body: bodyField } = emailsDefinition.fields;
const SUBJECT_MESSAGE = keyed(subjectField.rules.message, messageValuesOf(subjectField.rules));
const BODY_MESSAGE = keyed(bodyField.rules.message, messageValuesOf(bodyField.rules));
const TRANSLATIONS_MESSAGE = keyed('resources.email-templates.validation.translations');

/** One language's text as written: the limits of a composed mail's subject and body. */
const TranslationWrite = Type.Object(
  {
    subject: Type.String({ minLength: subjectField.rules.minLength, maxLength: subjectField.rules.maxLength, ...schemaMessage(SUBJECT_MESSAGE) }),
    body: Type.String({ minLength: bodyField.rules.minLength, maxLength: bodyField.rules.maxLength, ...schemaMessage(BODY_MESSAGE) }),
  },
  { additionalProperties: false },
);

/** `{en?: {subject, body}, sr?: …}`: the seven languages, at least one. */
export const TemplateTranslationsSchema = Type.Object(
  Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, Type.Optional(TranslationWrite)])),
  { additionalProperties: false, minProperties: 1, ...schemaMessage(TRANSLATIONS_MESSAGE) },
);

const TranslationAnswer = Type.Object({ subject: Type.String(), body: Type.String() });
const fieldSchemas = {
  translations: Type.Object(Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, Type.Optional(TranslationAnswer)]))),
};

type TemplateWrite = { name: string; translations: TemplateTranslations };

/**
 * The translations as stored: each subject one line and trimmed, each body as written. 422 for
 * a blank subject or body and for an unknown placeholder (each named with its field).
 */
export function cleanTranslations(translations: TemplateTranslations): TemplateTranslations {
  const cleaned: TemplateTranslations = {};
  const errors: FieldError[] = [];
  for (const lng of LANGUAGE_CODES) {
    const translation: TemplateTranslation | undefined = translations[lng];
    if (!translation) continue;
    const subject = translation.subject.replace(/[\r\n\t]+/g, ' ').trim();
    if (!subject) errors.push({ field: `translations.${lng}.subject`, ...SUBJECT_MESSAGE });
    if (!translation.body.trim()) errors.push({ field: `translations.${lng}.body`, ...BODY_MESSAGE });
    cleaned[lng] = { subject, body: translation.body };
  }
  const known = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');
  for (const { field, name } of unknownPlaceholders(cleaned)) {
    errors.push({ field, reason: `Unknown placeholder {{${name}}}; a template may use ${known}` });
  }
  if (errors.length) throw unprocessable(errors);
  return cleaned;
}

const writtenFields = { translations: TemplateTranslationsSchema };

/** The email-templates endpoints; register under /api/1.0. */
export default definedCrudRoutes(emailTemplatesDefinition, emailTemplates, {
  fieldSchemas,
  schemas: {
    create: writeBodyOf(emailTemplatesDefinition, 'create', writtenFields),
    update: writeBodyOf(emailTemplatesDefinition, 'update', writtenFields),
  },
  hooks: {
    async insert(ctx, body) {
      const { name, translations } = body as unknown as TemplateWrite;
      const [created] = await ctx.tx.insert(emailTemplates).values({ name, translations: cleanTranslations(translations) }).returning({ id: emailTemplates.id });
      return created.id;
    },
    async update(ctx, current, body) {
      const { name, translations } = body as unknown as TemplateWrite;
      await ctx.tx
        .update(emailTemplates)
        .set({ name, translations: cleanTranslations(translations) })
        .where(eq(emailTemplates.id, current.id as number));
    },
  },
});
