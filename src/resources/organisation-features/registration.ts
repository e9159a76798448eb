/**
 * Registration of the organisation-features resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import type { OrganisationFeature } from '../../shared/api';
import type { ResourceRegistration } from '../../admin/crud/types';

export const organisationFeatureRegistration: ResourceRegistration<OrganisationFeature> = {
  screens: {},
  recordRepresentation: (assignment) => assignment.featureName,
};
