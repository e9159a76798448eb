/**
 * Organisation features (docs/requirements.md#r3, #r7; docs/decisions.md#organisations): a feature of one of the organisation's modules,
 * with its active and paid status and valid-until date. Managed on the Features tab of the
 * organisation's details page (`/admin/organisations/{id}/features/add`, `/{featureId}/edit`);
 * a feature can be added only while its module is assigned and active (the API answers 422
 * otherwise, and offers only those in `available-features`). Permissions `organisation-features.*`.
 */
import type { OrganisationFeature } from '../../shared/api';
import type { ResourceDeclaration } from '../../admin/crud';
import { EXPIRED_BADGE } from '../organisation-modules/declaration';

export const organisationFeatureDeclaration: ResourceDeclaration<OrganisationFeature> = {
  name: 'organisation-features',
  capabilities: { softDelete: true, activeState: true, paidState: true },
  defaultSort: { field: 'id', order: 'ASC' },
  screens: {},
  recordRepresentation: (assignment) => assignment.featureName,
  fields: [
    { source: 'featureId', type: 'reference', reference: 'features', choicesFrom: 'available-features', form: 'create', validation: { required: true } },
    { source: 'featureName', type: 'text', list: true, sortable: false },
    { source: 'moduleName', type: 'text', list: true, sortable: false, hideBelow: 'md' },
    { source: 'isActive', type: 'boolean', list: true, form: true, toggle: true, defaultValue: true },
    { source: 'isPaid', type: 'boolean', list: true, form: true, toggle: true, defaultValue: false },
    { source: 'validUntil', type: 'date', list: true, form: true, badge: EXPIRED_BADGE },
  ],
};
