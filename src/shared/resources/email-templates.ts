/**
 * Email templates (docs/decisions.md#email-templates): a named subject and Markdown body per
 * language that the composer fills a mail from. Each recipient's mail is written in that
 * recipient's preferred language when the template has it (else English, else the first
 * language it has), its placeholders (`{{firstName}}` …, src/shared/email-templates.ts) filled
 * per recipient. Soft-deleted and restorable; changes are logged.
 *
 * `translations` is `{en: {subject, body}, sr: {...}, …}`, at least one language; its schema is
 * the routes file's (server/routes/email-templates.ts), its limits are these.
 */
import { defineResource } from '../resource';

const V = 'resources.email-templates.validation';

/** Longest template name (characters). */
export const MAX_TEMPLATE_NAME_LENGTH = 100;

export const emailTemplatesDefinition = defineResource({
  name: 'email-templates',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  updateBodyId: true,
  search: ['name'],
  sort: ['name', 'updatedAt', 'createdAt', 'id'],
  fields: {
    id: { kind: 'id' },
    /** Unique among templates, deleted ones included (409 for a taken name). */
    name: { kind: 'text', create: 'required', update: 'required', rules: { minLength: 2, maxLength: MAX_TEMPLATE_NAME_LENGTH, message: `${V}.name` } },
    /** The subject and Markdown body per language. */
    translations: { kind: 'custom', create: 'required', update: 'required' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
