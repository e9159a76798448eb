/**
 * Modules (docs/decisions.md#organisations; docs/architecture.md#data-model): the company's products an organisation can
 * be given, `{code, name, description, isActive}` with their features `{code, name,
 * description}` edited inline on the module's form (react-admin's `ArrayInput` +
 * `SimpleFormIterator`) and written with it (`PUT /modules/{id}` with `features`; a feature
 * still assigned to an organisation cannot be removed: 409). Screens `/admin/modules`, `/add`,
 * `/{id}` (docs/requirements.md#r2) and `/{id}/edit`. Features have no screens nor menu entry of their own.
 */
import ExtensionIcon from '@mui/icons-material/Extension';
import type { Module } from '../../shared/api';
import type { FieldDeclaration, ResourceDeclaration } from '../../admin/crud';

/** The API's code rule (modules and features). */
export const CODE_PATTERN = /^[a-z][a-z0-9-]*$/;

const code = (source: string): FieldDeclaration => ({
  source,
  type: 'text',
  list: true,
  show: true,
  form: true,
  validation: { required: true, maxLength: 50, pattern: CODE_PATTERN, patternMessage: 'resources.modules.validation.code' },
});

/** A feature as edited inline: code, name, description (labels shared with the module's). */
export const featureItemFields: readonly FieldDeclaration[] = [
  code('code'),
  { source: 'name', type: 'text', show: true, form: true, validation: { required: true, minLength: 2, maxLength: 200 } },
  { source: 'description', type: 'text', show: true, form: true, validation: { maxLength: 1000 } },
];

export const moduleDeclaration: ResourceDeclaration<Module> = {
  name: 'modules',
  icon: ExtensionIcon,
  capabilities: { softDelete: true, activeState: true },
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [{ source: 'isActive', type: 'boolean', alwaysOn: true }],
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  compactList: { secondary: 'code', tertiary: 'description' },
  fields: [
    { source: 'id', type: 'number', show: true },
    code('code'),
    { source: 'name', type: 'text', list: true, show: true, form: true, validation: { required: true, minLength: 2, maxLength: 200 } },
    { source: 'description', type: 'textarea', list: true, show: true, form: true, sortable: false, hideBelow: 'lg', validation: { maxLength: 2000 } },
    { source: 'isActive', type: 'boolean', list: true, show: true, form: true, defaultValue: true },
    { source: 'organisationCount', type: 'number', list: true, show: true, sortable: false },
    { source: 'features', type: 'array', show: true, form: true, itemFields: featureItemFields },
    { source: 'createdAt', type: 'datetime', show: true },
    { source: 'updatedAt', type: 'datetime', show: true },
  ],
};
