/**
 * Modules (docs/decisions.md#organisations; docs/architecture.md#data-model): the company's products an organisation can
 * be given, `{code, name, description, isActive}` with their features `{code, name,
 * description}` edited inline on the module's form (react-admin's `ArrayInput` +
 * `SimpleFormIterator`) and written with it (`PUT /modules/{id}` with `features`; a feature
 * still assigned to an organisation cannot be removed: 409). Screens `/admin/modules`, `/add`,
 * `/{id}` (docs/requirements.md#r2) and `/{id}/edit`. Features have no screens nor menu entry of their own.
 * Types, rules and messages come from the definitions (src/shared/resources/modules.ts, features.ts).
 */
import type { Feature, Module } from '../../shared/api';
import { declarationOf, type FieldDeclaration } from '../../admin/crud';
import { featuresDefinition, modulesDefinition } from '../../shared/resources';
import { seededTextDisplay } from '../../admin/crud/seededTexts';
import { moduleRegistration } from './registration';

/**
 * A feature as edited inline: code, name, description, typed and checked by the features
 * definition (labels shared with the module's: the items are labelled within the modules resource).
 */
export const featureItemFields: readonly FieldDeclaration[] = declarationOf<Feature>(featuresDefinition, { screens: {} }, {
  fields: [
    { source: 'code', show: true, form: true },
    { source: 'name', show: true, form: true, display: seededTextDisplay('feature', 'code') },
    { source: 'description', type: 'text', show: true, form: true, display: seededTextDisplay('feature', 'code') },
  ],
}).fields;

export const moduleDeclaration = declarationOf<Module>(modulesDefinition, moduleRegistration, {
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [{ source: 'isActive', type: 'boolean', alwaysOn: true }],
  compactList: { secondary: 'code', tertiary: 'description' },
  fields: [
    { source: 'id', show: true },
    { source: 'code', list: true, show: true, form: true },
    // Seeded modules and features read in the reader's language until staff edit them (docs/decisions.md#seeded-texts).
    { source: 'name', list: true, show: true, form: true, display: seededTextDisplay('module', 'code') },
    { source: 'description', list: true, show: true, form: true, hideBelow: 'lg', display: seededTextDisplay('module', 'code') },
    { source: 'isActive', list: true, show: true, form: true, defaultValue: true },
    { source: 'organisationCount', list: true, show: true },
    { source: 'features', type: 'array', show: true, form: true, itemFields: featureItemFields },
    { source: 'createdAt', show: true },
    { source: 'updatedAt', show: true },
  ],
});
