/**
 * The activity log (`/admin/activity`, `/admin/activity/{id}`; docs/decisions.md#accounts): list and details
 * generated from its declaration; no create or edit (rows are append-only).
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { activityDeclaration } from './declaration';

export { activityDeclaration, ACTIVITY_ACTION_CHOICES, ACTIVITY_RESOURCE_CHOICES } from './declaration';

export default resourcePropsOf(activityDeclaration);
