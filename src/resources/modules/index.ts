/**
 * The modules resource's registry entry (docs/decisions.md#admin-bundle): known at start from its
 * definition and ./registration.ts; its declaration and screens (./screens.ts) load the first
 * time one of them opens.
 */
import { registryEntry } from '../../admin/crud/lazyResource';
import { modulesDefinition } from '../../shared/resources';
import { moduleRegistration } from './registration';

export default registryEntry(modulesDefinition, moduleRegistration, () => import('./screens'));
