/**
 * Organisations (docs/requirements.md#r2, #r3, #r7; docs/decisions.md#organisations; docs/architecture.md#data-model): list with search (name,
 * PIB, MB), type and active filters, show deleted, bulk change-state and soft delete, export;
 * details with the tabs Details, Modules, Features, Users and History; edit. The Add screen is
 * the onboarding wizard (OrganisationCreate); the Users tab lists the members with their
 * organisation roles and adds them by email (OrganisationMembersTab), and global holders add and
 * edit members with the shared user form too (OrganisationUserAdd, OrganisationUserEdit).
 */
import type { Organisation } from '../../shared/api';
import { organisationsDefinition } from '../../shared/resources';
import { declarationOf, enumChoices, RECORD_SECTION, type FieldChoice, type FieldPresentation } from '../../admin/crud';
import { organisationFeatureDeclaration } from '../organisation-features/declaration';
import { organisationModuleDeclaration } from '../organisation-modules/declaration';
import { OrganisationMembersTab } from './OrganisationMembers';
import { OrganisationUserAdd, OrganisationUserEdit } from './OrganisationUsers';
import { pibValidator, websiteValidator } from './validation';
import { organisationRegistration } from './registration';

/** The organisation types (src/shared/enums.ts ORGANISATION_TYPES) → label keys. */
export const ORGANISATION_TYPE_CHOICES: readonly FieldChoice[] = enumChoices(organisationsDefinition, 'type');

/**
 * The organisation's own fields (the wizard's first step and the edit form are their form
 * fields); types, requiredness and rules are the definition's, the PIB's check digit and the
 * website's URI shape the form's own (./validation.ts).
 */
const organisationFields: readonly FieldPresentation[] = [
  { source: 'id', show: true },
  { source: 'name', list: true, show: true, form: true },
  { source: 'taxRegistrationNumber', list: true, show: true, form: true, validation: { custom: [pibValidator] } },
  { source: 'nationalIdentificationNumber', list: true, show: true, form: true },
  { source: 'type', choices: ORGANISATION_TYPE_CHOICES, list: true, show: true, form: true, defaultValue: 'company' },
  { source: 'address', show: true, form: true },
  { source: 'city', list: true, show: true, form: true, hideBelow: 'md' },
  { source: 'country', show: true, form: true, defaultValue: 'RS' },
  { source: 'email', show: true, form: true },
  { source: 'phone', show: true, form: true },
  { source: 'website', show: true, form: true, validation: { custom: [websiteValidator] } },
  { source: 'isActive', list: true, show: true, form: true, defaultValue: true },
  { source: 'createdAt', show: true },
  { source: 'updatedAt', show: true },
];

/** The organisations declaration, made from its definition (src/shared/resources/organisations.ts). */
export const organisationDeclaration = declarationOf<Organisation>(organisationsDefinition, organisationRegistration, {
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { source: 'type', type: 'select', choices: ORGANISATION_TYPE_CHOICES, alwaysOn: true },
    { source: 'isActive', type: 'boolean', alwaysOn: true },
  ],
  facets: [{ source: 'type' }, { source: 'isActive' }],
  compactList: { secondary: 'taxRegistrationNumber', tertiary: 'city' },
  sections: [
    { key: 'identity', fields: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'type', 'isActive'] },
    { key: 'contact', fields: ['address', 'city', 'country', 'email', 'phone', 'website'] },
    RECORD_SECTION,
  ],
  fields: organisationFields,
  tabs: [
    { type: 'reference-many', path: 'modules', reference: organisationModuleDeclaration, target: 'organisationId', bulkActions: true },
    { type: 'reference-many', path: 'features', reference: organisationFeatureDeclaration, target: 'organisationId', bulkActions: true },
    // Members with their organisation roles, for global holders and the organisation's own
    // administrators (docs/decisions.md#organisation-roles); the global add and edit screens stay.
    { type: 'custom', path: 'users', component: OrganisationMembersTab, access: { resource: 'organisations', action: 'show' }, target: 'orgId', create: OrganisationUserAdd, edit: OrganisationUserEdit },
    { type: 'activity', path: 'history' },
  ],
});
