/**
 * The job-applications resource's registry entry (docs/decisions.md#admin-bundle): known at start
 * from its definition and ./registration.ts; its declaration and screens (./screens.ts) load the
 * first time one of them opens.
 */
import { registryEntry } from '../../admin/crud/lazyResource';
import { jobApplicationsDefinition } from '../../shared/resources';
import { jobApplicationRegistration } from './registration';

export default registryEntry(jobApplicationsDefinition, jobApplicationRegistration, () => import('./screens'));
