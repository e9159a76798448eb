/**
 * The contact-messages resource's registry entry (docs/decisions.md#admin-bundle): known at start from its
 * definition and ./registration.ts; its declaration and screens (./screens.ts) load the first
 * time one of them opens.
 */
import { registryEntry } from '../../admin/crud/lazyResource';
import { contactMessagesDefinition } from '../../shared/resources';
import { contactMessageRegistration } from './registration';

export default registryEntry(contactMessagesDefinition, contactMessageRegistration, () => import('./screens'));
