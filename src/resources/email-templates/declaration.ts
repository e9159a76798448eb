/**
 * Email templates (`/admin/email-templates`, docs/decisions.md#email-templates): a name and,
 * per language, a subject and a Markdown body with placeholders; the composer fills a mail from
 * one. Listed by name with their languages; the form has a tab per language; soft-deleted and
 * restorable; the details page has the History tab.
 */
import type { RaRecord } from 'react-admin';
import { declarationOf } from '../../admin/crud';
import { emailTemplatesDefinition } from '../../shared/resources';
import { TranslationsInput } from './TranslationsInput';
import { TemplateLanguagesField, TemplateTextsField } from './TranslationsField';
import { emailTemplateRegistration } from './registration';

export const emailTemplateDeclaration = declarationOf<RaRecord>(emailTemplatesDefinition, emailTemplateRegistration, {
  defaultSort: { field: 'name', order: 'ASC' },
  compactList: { primary: 'name', secondary: 'updatedAt' },
  tabs: [{ type: 'activity', path: 'history' }],
  fields: [
    { source: 'id', show: true },
    { source: 'name', list: true, show: true, form: true },
    { source: 'languages', type: 'text', label: 'resources.email-templates.fields.languages', list: true, sortable: false, display: TemplateLanguagesField },
    { source: 'translations', type: 'text', show: true, form: true, wide: true, sortable: false, display: TemplateTextsField, input: TranslationsInput },
    { source: 'createdAt', show: true },
    { source: 'updatedAt', list: true, show: true, hideBelow: 'sm' },
  ],
});
