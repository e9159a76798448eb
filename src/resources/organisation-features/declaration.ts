/**
 * Organisation features (docs/requirements.md#r3, #r7; docs/decisions.md#organisations): a feature of one of the organisation's modules,
 * with its active and paid status and valid-until date. Managed on the Features tab of the
 * organisation's details page (`/admin/organisations/{id}/features/add`, `/{featureId}/edit`);
 * a feature can be added only while its module is assigned and active (the API answers 422
 * otherwise, and offers only those in `available-features`). Permissions `organisation-features.*`.
 */
import type { OrganisationFeature } from '../../shared/api';
import { organisationFeaturesDefinition } from '../../shared/resources';
import { declarationOf } from '../../admin/crud';
import { EXPIRED_BADGE } from '../organisation-modules/declaration';
import { seededTextDisplay } from '../../admin/crud/seededTexts';
import { organisationFeatureRegistration } from './registration';

/** Made from its definition (src/shared/resources/organisation-features.ts). */
export const organisationFeatureDeclaration = declarationOf<OrganisationFeature>(organisationFeaturesDefinition, organisationFeatureRegistration, {
  defaultSort: { field: 'id', order: 'ASC' },
  // Phones: the feature's name, its module and valid-until date, and the switches and actions under them.
  compactList: { secondary: 'moduleName', tertiary: 'validUntil' },
  fields: [
    { source: 'featureId', choicesFrom: 'available-features', form: 'create' },
    // Seeded features and modules in the reader's language (docs/decisions.md#seeded-texts).
    { source: 'featureName', list: true, display: seededTextDisplay('feature', 'featureCode') },
    { source: 'moduleName', list: true, hideBelow: 'md', display: seededTextDisplay('module', 'moduleCode') },
    { source: 'isActive', list: true, form: true, toggle: true, defaultValue: true },
    { source: 'isPaid', list: true, form: true, toggle: true, defaultValue: false },
    { source: 'validUntil', list: true, form: true, badge: EXPIRED_BADGE },
  ],
});
