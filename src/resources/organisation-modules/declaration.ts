/**
 * Organisation modules (docs/requirements.md#r3, #r7; docs/decisions.md#organisations): a module assigned to an organisation with its
 * active and paid status and an optional valid-until date (`expired` once passed). Listed,
 * added, edited, switched and removed on the Modules tab of the organisation's details page
 * (`/admin/organisations/{id}/modules/add`, `/{moduleId}/edit`); no screens nor menu entry of
 * their own. Soft-deletable and restorable; permissions `organisation-modules.*`.
 */
import type { OrganisationModule } from '../../shared/api';
import { organisationModulesDefinition } from '../../shared/resources';
import { seededTextDisplay } from '../../admin/crud/seededTexts';
import { declarationOf } from '../../admin/crud';
import { organisationModuleRegistration } from './registration';

/** The "expired" chip beside a valid-until date that has passed. */
export const EXPIRED_BADGE = { source: 'expired', label: 'crud.badges.expired', color: 'warning' } as const;

/** Made from its definition (src/shared/resources/organisation-modules.ts). */
export const organisationModuleDeclaration = declarationOf<OrganisationModule>(organisationModulesDefinition, organisationModuleRegistration, {
  defaultSort: { field: 'id', order: 'ASC' },
  // Phones: the module's name, its valid-until date, and the switches and actions under them.
  compactList: { tertiary: 'validUntil' },
  fields: [
    // Chosen among the modules the organisation does not have yet (`/organisations/{id}/available-modules`).
    { source: 'moduleId', choicesFrom: 'available-modules', form: 'create' },
    // A seeded module in the reader's language (docs/decisions.md#seeded-texts).
    { source: 'moduleName', list: true, display: seededTextDisplay('module', 'moduleCode') },
    { source: 'isActive', list: true, form: true, toggle: true, defaultValue: true },
    { source: 'isPaid', list: true, form: true, toggle: true, defaultValue: false },
    { source: 'validUntil', list: true, form: true, badge: EXPIRED_BADGE },
    { source: 'featureCount', list: true, hideBelow: 'md' },
  ],
});
