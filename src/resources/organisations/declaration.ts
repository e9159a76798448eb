/**
 * Organisations (docs/requirements.md#r2, #r3, #r7; docs/decisions.md#organisations; docs/architecture.md#data-model): list with search (name,
 * PIB, MB), type and active filters, show deleted, bulk change-state and soft delete, export;
 * details with the tabs Details, Modules, Features, Users and History; edit. The Add screen is
 * the onboarding wizard (OrganisationCreate); the Users tab adds and edits members with the
 * shared user form (OrganisationUserAdd, OrganisationUserEdit).
 */
import BusinessIcon from '@mui/icons-material/Business';
import type { Organisation } from '../../shared/api';
import { ORGANISATION_TYPES } from '../../shared/enums';
import type { FieldChoice, FieldDeclaration, ResourceDeclaration } from '../../admin/crud';
import { organisationFeatureDeclaration } from '../organisation-features/declaration';
import { organisationModuleDeclaration } from '../organisation-modules/declaration';
import { userDeclaration } from '../users/declaration';
import { OrganisationUserAdd, OrganisationUserEdit } from './OrganisationUsers';
import { COUNTRY_PATTERN, mbValidator, ORGANISATION_VALIDATION, PHONE_PATTERN, pibValidator, WEBSITE_PATTERN } from './validation';

/** The organisation types (src/shared/enums.ts ORGANISATION_TYPES) → label keys. */
export const ORGANISATION_TYPE_CHOICES: readonly FieldChoice[] = ORGANISATION_TYPES.map((type) => ({ id: type, label: `resources.organisations.types.${type}` }));

/** The organisation's own fields (the wizard's first step and the edit form are their form fields). */
export const organisationFields: readonly FieldDeclaration[] = [
  { source: 'id', type: 'number', show: true },
  { source: 'name', type: 'text', list: true, show: true, form: true, validation: { required: true, minLength: 2, maxLength: 200 } },
  { source: 'taxRegistrationNumber', type: 'text', list: true, show: true, form: true, validation: { required: true, custom: [pibValidator] } },
  { source: 'nationalIdentificationNumber', type: 'text', list: true, show: true, form: true, validation: { required: true, custom: [mbValidator] } },
  { source: 'type', type: 'select', choices: ORGANISATION_TYPE_CHOICES, list: true, show: true, form: true, defaultValue: 'company', validation: { required: true } },
  { source: 'address', type: 'text', show: true, form: true, validation: { maxLength: 300 } },
  { source: 'city', type: 'text', list: true, show: true, form: true, hideBelow: 'md', validation: { maxLength: 100 } },
  { source: 'country', type: 'text', show: true, form: true, defaultValue: 'RS', validation: { pattern: COUNTRY_PATTERN, patternMessage: ORGANISATION_VALIDATION.country } },
  { source: 'email', type: 'email', show: true, form: true, validation: { maxLength: 254 } },
  { source: 'phone', type: 'text', show: true, form: true, validation: { maxLength: 50, pattern: PHONE_PATTERN, patternMessage: ORGANISATION_VALIDATION.phone } },
  { source: 'website', type: 'text', show: true, form: true, validation: { maxLength: 300, pattern: WEBSITE_PATTERN, patternMessage: ORGANISATION_VALIDATION.website } },
  { source: 'isActive', type: 'boolean', list: true, show: true, form: true, defaultValue: true },
  { source: 'createdAt', type: 'datetime', show: true },
  { source: 'updatedAt', type: 'datetime', show: true },
];

/** The organisations declaration. */
export const organisationDeclaration: ResourceDeclaration<Organisation> = {
  name: 'organisations',
  icon: BusinessIcon,
  capabilities: { softDelete: true, activeState: true },
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { source: 'type', type: 'select', choices: ORGANISATION_TYPE_CHOICES, alwaysOn: true },
    { source: 'isActive', type: 'boolean', alwaysOn: true },
  ],
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  compactList: { secondary: 'taxRegistrationNumber', tertiary: 'city' },
  fields: organisationFields,
  tabs: [
    { type: 'reference-many', path: 'modules', reference: organisationModuleDeclaration, target: 'organisationId', bulkActions: true },
    { type: 'reference-many', path: 'features', reference: organisationFeatureDeclaration, target: 'organisationId', bulkActions: true },
    {
      type: 'reference-many',
      path: 'users',
      reference: userDeclaration,
      target: 'orgId',
      fields: ['firstName', 'lastName', 'email', 'isActive'],
      membership: true,
      create: OrganisationUserAdd,
      edit: OrganisationUserEdit,
    },
    { type: 'activity', path: 'history' },
  ],
};
