/**
 * Registration of the user-claims resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import type { UserClaim } from '../../shared/api';
import { lazyResource } from '../../admin/crud/lazyResource';
import { userClaimsDefinition } from '../../shared/resources';

export default lazyResource<UserClaim>(userClaimsDefinition, {
  screens: {},
  recordRepresentation: (claim) => `${claim.type}: ${claim.value}`,
  load: () => import('./screens'),
});
