/**
 * The job applications inbox (`/admin/job-applications`, `/{id}` with its History tab,
 * `/{id}/edit`): generated from its definition, with "Download CV" and "Reply" on the details page.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { jobApplicationDeclaration } from './declaration';

export { jobApplicationDeclaration } from './declaration';

export default resourcePropsOf(jobApplicationDeclaration);
