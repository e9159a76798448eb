/**
 * Crawled organisations (docs/requirements.md#r2 `/admin/crawl-organisations`, `/add`, `/{id}`, `/{id}/edit`;
 * docs/decisions.md#organisations; docs/architecture.md#data-model): company records gathered from a public business
 * register. List with search (name, PIB, MB, city), filters register status, imported, city and
 * activity code, show deleted, bulk import and soft delete, export; details with "Import as
 * organisation" and the History tab; a CSV upload of a register extract, previewed before it is
 * applied (`/admin/crawl-organisations/upload`).
 */
import type { Validator } from 'react-admin';
import type { CrawledOrganisation } from '../../shared/api';
import { declarationOf, enumChoices, RECORD_SECTION, type FieldChoice } from '../../admin/crud';
import { crawledOrganisationsDefinition } from '../../shared/resources';
import { pibValidator, WEBSITE_PATTERN } from '../organisations/validation';
import { BulkImportButton, ImportButton, UploadRegisterButton } from './actions';
import { crawledOrganisationRegistration } from './registration';

/** The register statuses (the definition's values) → label keys. */
export const REGISTER_STATUS_CHOICES: readonly FieldChoice[] = enumChoices(crawledOrganisationsDefinition, 'registerStatus');

/**
 * The source URL's URI shape (a host, no spaces: what the API's `uri` format asks beyond the
 * definition's http(s) pattern), under the definition's message.
 */
const sourceUrlValidator: Validator = (value: unknown) =>
  value === undefined || value === null || value === '' || WEBSITE_PATTERN.test(String(value))
    ? undefined
    : crawledOrganisationsDefinition.fields.sourceUrl.rules.message;

/**
 * Types, formats, lengths and their messages come from the definition
 * (src/shared/resources/crawled-organisations.ts); the PIB check digit and the URI shape are the form's own.
 */
export const crawledOrganisationDeclaration = declarationOf<CrawledOrganisation>(crawledOrganisationsDefinition, crawledOrganisationRegistration, {
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { source: 'registerStatus', type: 'select', choices: REGISTER_STATUS_CHOICES, alwaysOn: true },
    { source: 'imported', type: 'boolean', alwaysOn: true },
    { source: 'city', type: 'text' },
    { source: 'activityCode', type: 'text' },
  ],
  facets: [{ source: 'registerStatus' }, { source: 'imported' }],
  compactList: { secondary: 'taxRegistrationNumber', tertiary: 'city' },
  listActions: [UploadRegisterButton],
  showActions: [ImportButton],
  bulkActions: [{ name: 'import', component: BulkImportButton, access: { resource: 'organisations', action: 'create' } }],
  tabs: [{ type: 'activity', path: 'history' }],
  sections: [
    { key: 'company', fields: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'activityCode', 'activityName', 'registerStatus'] },
    { key: 'location', fields: ['address', 'city'] },
    { key: 'import', fields: ['sourceUrl', 'crawledAt', 'organisationId', 'importedAt'] },
    RECORD_SECTION,
  ],
  fields: [
    { source: 'id', show: true },
    { source: 'name', list: true, show: true, form: true },
    { source: 'taxRegistrationNumber', list: true, show: true, form: true, validation: { custom: [pibValidator] } },
    { source: 'nationalIdentificationNumber', list: true, show: true, form: true, hideBelow: 'md' },
    { source: 'address', show: true, form: true },
    { source: 'city', list: true, show: true, form: true },
    { source: 'activityCode', list: true, show: true, form: true, hideBelow: 'lg' },
    { source: 'activityName', show: true, form: true },
    { source: 'registerStatus', choices: REGISTER_STATUS_CHOICES, list: true, show: true, form: true, defaultValue: 'active', hideBelow: 'md' },
    { source: 'sourceUrl', show: true, form: true, validation: { custom: [sourceUrlValidator] } },
    { source: 'crawledAt', show: true, list: true, hideBelow: 'xl' },
    { source: 'organisationId', optionText: 'name', list: true, show: true, emptyText: 'resources.crawl-organisations.notImported' },
    { source: 'importedAt', show: true },
    { source: 'createdAt', show: true },
    { source: 'updatedAt', show: true },
  ],
});
