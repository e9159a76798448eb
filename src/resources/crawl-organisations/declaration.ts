/**
 * Crawled organisations (docs/requirements.md#r2 `/admin/crawl-organisations`, `/add`, `/{id}`, `/{id}/edit`;
 * docs/decisions.md#organisations; docs/architecture.md#data-model): company records gathered from a public business
 * register. List with search (name, PIB, MB, city), filters register status, imported, city and
 * activity code, show deleted, bulk import and soft delete, export; details with "Import as
 * organisation" and the History tab; a CSV upload of a register extract, previewed before it is
 * applied (`/admin/crawl-organisations/upload`).
 */
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { CrawledOrganisation } from '../../shared/api';
import { REGISTER_STATUSES } from '../../shared/enums';
import type { FieldChoice, ResourceDeclaration } from '../../admin/crud';
import { mbValidator, pibValidator, WEBSITE_PATTERN, ORGANISATION_VALIDATION } from '../organisations/validation';
import { BulkImportButton, ImportButton, UploadRegisterButton } from './actions';

/** The register statuses (src/shared/enums.ts REGISTER_STATUSES) → label keys. */
export const REGISTER_STATUS_CHOICES: readonly FieldChoice[] = REGISTER_STATUSES.map((status) => ({
  id: status,
  label: `resources.crawl-organisations.statuses.${status}`,
}));

/** KD 2010 activity codes are four digits. */
export const ACTIVITY_CODE_PATTERN = /^[0-9]{4}$/;

export const crawledOrganisationDeclaration: ResourceDeclaration<CrawledOrganisation> = {
  name: 'crawl-organisations',
  permission: 'crawled-organisations',
  icon: TravelExploreIcon,
  capabilities: { softDelete: true },
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { source: 'registerStatus', type: 'select', choices: REGISTER_STATUS_CHOICES, alwaysOn: true },
    { source: 'imported', type: 'boolean', alwaysOn: true },
    { source: 'city', type: 'text' },
    { source: 'activityCode', type: 'text' },
  ],
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  compactList: { secondary: 'taxRegistrationNumber', tertiary: 'city' },
  listActions: [UploadRegisterButton],
  showActions: [ImportButton],
  bulkActions: [{ name: 'import', component: BulkImportButton, access: { resource: 'organisations', action: 'create' } }],
  tabs: [{ type: 'activity', path: 'history' }],
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', list: true, show: true, form: true, validation: { required: true, minLength: 2, maxLength: 200 } },
    { source: 'taxRegistrationNumber', type: 'text', list: true, show: true, form: true, validation: { required: true, custom: [pibValidator] } },
    { source: 'nationalIdentificationNumber', type: 'text', list: true, show: true, form: true, hideBelow: 'md', validation: { required: true, custom: [mbValidator] } },
    { source: 'address', type: 'text', show: true, form: true, validation: { maxLength: 300 } },
    { source: 'city', type: 'text', list: true, show: true, form: true, validation: { maxLength: 100 } },
    {
      source: 'activityCode',
      type: 'text',
      list: true,
      show: true,
      form: true,
      hideBelow: 'lg',
      validation: { pattern: ACTIVITY_CODE_PATTERN, patternMessage: 'resources.crawl-organisations.validation.activityCode' },
    },
    { source: 'activityName', type: 'text', show: true, form: true, validation: { maxLength: 300 } },
    { source: 'registerStatus', type: 'select', choices: REGISTER_STATUS_CHOICES, list: true, show: true, form: true, defaultValue: 'active', hideBelow: 'md' },
    { source: 'sourceUrl', type: 'text', show: true, form: true, validation: { maxLength: 1000, pattern: WEBSITE_PATTERN, patternMessage: ORGANISATION_VALIDATION.website } },
    { source: 'crawledAt', type: 'datetime', show: true, list: true, hideBelow: 'xl' },
    { source: 'organisationId', type: 'reference', reference: 'organisations', optionText: 'name', list: true, show: true, sortable: false, emptyText: 'resources.crawl-organisations.notImported' },
    { source: 'importedAt', type: 'datetime', show: true },
    { source: 'createdAt', type: 'datetime', show: true },
    { source: 'updatedAt', type: 'datetime', show: true },
  ],
};
