/**
 * Registration of the organisation-modules resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import type { OrganisationModule } from '../../shared/api';
import { lazyResource } from '../../admin/crud/lazyResource';
import { organisationModulesDefinition } from '../../shared/resources';

export default lazyResource<OrganisationModule>(organisationModulesDefinition, {
  screens: {},
  recordRepresentation: (assignment) => assignment.moduleName,
  load: () => import('./screens'),
});
