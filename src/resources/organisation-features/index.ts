/**
 * Registration of the organisation-features resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import type { OrganisationFeature } from '../../shared/api';
import { lazyResource } from '../../admin/crud/lazyResource';
import { organisationFeaturesDefinition } from '../../shared/resources';

export default lazyResource<OrganisationFeature>(organisationFeaturesDefinition, {
  screens: {},
  recordRepresentation: (assignment) => assignment.featureName,
  load: () => import('./screens'),
});
