/**
 * The users resource's registry entry (docs/decisions.md#admin-bundle): known at start from its
 * definition and ./registration.ts; its declaration and screens (./screens.ts) load the first
 * time one of them opens.
 */
import { registryEntry } from '../../admin/crud/lazyResource';
import { usersDefinition } from '../../shared/resources';
import { userRegistration } from './registration';

export default registryEntry(usersDefinition, userRegistration, () => import('./screens'));
