/**
 * Registration of the organisation-modules resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import type { OrganisationModule } from '../../shared/api';
import type { ResourceRegistration } from '../../admin/crud/types';

export const organisationModuleRegistration: ResourceRegistration<OrganisationModule> = {
  screens: {},
  recordRepresentation: (assignment) => assignment.moduleName,
};
